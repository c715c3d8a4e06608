// The upload page asks whether a file's content is stored already. Uploads are de-duplicated within
// a team only: the answer is the copy in the team the upload would go to when there is one, and
// says which team a copy is in. Found by an attack probe (2026-12-03): a viewer of team A who owns
// team V was told "already uploaded, saving creates nothing new" of A's copy, and saving stored a
// new upload in V.
import { beforeAll, expect, test } from 'vitest';
import type { Access } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { findUploadByFingerprint } from '../../lib/db/uploads';
import { ingestDocument } from '../../lib/ingest/ingest';
import { readFixture } from '../support/fixtures';

const both: Access = { kind: 'teams', teamIds: ['look-a', 'look-v'] };
const text = `${readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log')}\n# upload lookup\n`;

beforeAll(async () => {
  for (const [id, name] of [
    ['look-a', 'Team A'],
    ['look-v', 'Team V'],
  ] as const)
    await db().organization.create({ data: { id, name, slug: id, createdAt: new Date() } });
});

test('the copy in the destination team when there is one, else another team’s, with its team', async () => {
  const a = await ingestDocument({ fileName: 'a.log', text, teamId: 'look-a' });
  const { fingerprint } = await db().upload.findUniqueOrThrow({ where: { id: a.uploadId as number } });
  // only team A has it: asked for V, the answer is A's copy, and says so
  expect(await findUploadByFingerprint(both, fingerprint, 'look-v')).toMatchObject({
    id: a.uploadId,
    team: { id: 'look-a', name: 'Team A' },
    copies: [{ uploadId: a.uploadId, team: { id: 'look-a' } }],
  });
  const v = await ingestDocument({ fileName: 'v.log', text, teamId: 'look-v' });
  expect(v.uploadId).not.toBe(a.uploadId);
  // both have it: each team is answered with its own, and both copies are listed (the page decides by the team chosen)
  const answer = await findUploadByFingerprint(both, fingerprint, 'look-v');
  expect(answer).toMatchObject({ id: v.uploadId, team: { id: 'look-v' } });
  expect(answer?.copies.map((c) => c.team?.id).sort()).toEqual(['look-a', 'look-v']);
  expect(answer?.runs).toHaveLength(1);
  expect(await findUploadByFingerprint(both, fingerprint, 'look-a')).toMatchObject({ id: a.uploadId, team: { id: 'look-a' } });
  // a team that cannot see A's copy is not told of it
  expect(await findUploadByFingerprint({ kind: 'teams', teamIds: ['look-v'] }, fingerprint, 'look-a')).toMatchObject({
    id: v.uploadId,
    copies: [{ uploadId: v.uploadId }],
  });
});
