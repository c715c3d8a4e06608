// Re-parse decides a run's host, build, config, project, team and revision by the same plan as an
// upload (lib/ingest/plan.ts). A run that a re-parse finds anew (here: a row removed by hand, as
// if an older parser had missed it) is stored like an upload stores it: before, it came back
// without its team (invisible to the team's members), commit, branch, host, build and config.
import { describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { reparseUpload } from '../../lib/ingest/reparse';
import { ingestFiles } from '../../lib/ingest/upload-batch';
import { readFixture, SEED } from '../support/fixtures';
import { editedFile } from './upload-edits';

describe('re-parse and the plan', () => {
  test('a run found anew by a re-parse gets what its upload decided, like its siblings', async () => {
    const team = await db().organization.create({
      data: { id: 'team-reparse', name: 'Reparse team', slug: 'reparse', createdAt: new Date() },
    });
    const outcome = await ingestDocument({
      fileName: '000.txt',
      text: readFixture(SEED.blog000),
      teamId: team.id,
      projectName: 'reparse project',
      revision: { commit: 'abc123', branch: 'main' },
    });
    const columns = {
      teamId: true,
      commit: true,
      branch: true,
      hostId: true,
      serverBuildId: true,
      configId: true,
      projectId: true,
    } as const;
    const sibling = await db().run.findFirstOrThrow({ where: { uploadId: outcome.uploadId, ordinal: 1 }, select: columns });
    const stored = await db().run.findFirstOrThrow({ where: { uploadId: outcome.uploadId, ordinal: 2 }, select: columns });
    expect(stored).toMatchObject({ teamId: team.id, commit: 'abc123', branch: 'main' });
    expect(stored.hostId).not.toBeNull();
    expect(stored.serverBuildId).not.toBeNull();
    expect(stored.configId).not.toBeNull();
    await db().$executeRaw`DELETE FROM "Run" WHERE "uploadId" = ${outcome.uploadId} AND ordinal = 2`;

    expect(await reparseUpload(outcome.uploadId)).toEqual({ updated: 7, added: 1, removed: 0 });
    const found = await db().run.findFirstOrThrow({ where: { uploadId: outcome.uploadId, ordinal: 2 }, select: columns });
    expect(found).toEqual(stored);
    expect(await db().run.findFirstOrThrow({ where: { uploadId: outcome.uploadId, ordinal: 1 }, select: columns })).toEqual(sibling);
  });

  test('a run it had keeps every choice made at upload: host, no build, no config, its own project, title and tags', async () => {
    const box = await db().host.create({ data: { name: 'the reparse box' } });
    const bytes = new TextEncoder().encode(readFixture(SEED.mysqlbench004));
    const edits = {
      0: { title: 'edited', tags: { who: 'me' }, hostId: box.id, serverBuildId: null, configId: null, projectName: 'own project' },
    };
    const [result] = await ingestFiles([{ name: '004.txt', bytes }], {
      files: [await editedFile('004.txt', bytes, edits, 'file project')],
    });
    if (!result?.ok) throw new Error('not stored');
    const columns = {
      title: true,
      hostId: true,
      serverBuildId: true,
      configId: true,
      projectId: true,
      tags: { select: { key: true, value: true } },
    };
    const read = () => db().run.findMany({ where: { uploadId: result.uploadId }, orderBy: { ordinal: 'asc' }, select: columns });
    const before = await read();
    expect(before[0]).toMatchObject({
      title: 'edited',
      hostId: box.id,
      serverBuildId: null,
      configId: null,
      tags: [{ key: 'who', value: 'me' }],
    });
    expect(before[1]?.serverBuildId).not.toBeNull();
    expect(before[0]?.projectId).not.toBe(before[1]?.projectId);
    expect(await reparseUpload(result.uploadId)).toMatchObject({ added: 0, removed: 0 });
    expect(await read()).toEqual(before);
  });
});
