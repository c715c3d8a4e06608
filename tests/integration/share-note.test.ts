// A share link's note: what its maker writes for whoever opens it ("QC off is the 3rd column").
// Stored as a run's notes are (secrets masked, CRLF as LF, blanks around it dropped), bounded, and
// carried by a comparison's link and a ratio matrix's alike.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Viewer } from '../../lib/auth/viewer';
import { freezeCompareState, parseCompareState } from '../../lib/compare/state';
import { db } from '../../lib/db/client';
import { getShare, listShares } from '../../lib/db/shares';
import { ingestDocument } from '../../lib/ingest/ingest';
import { MAX_SHARE_NOTE, shareRequestSchema } from '../../lib/schemas/json-columns';
import { matrixShareStateSchema } from '../../lib/schemas/matrix';
import { shareComparison, shareMatrix } from '../../lib/shares';
import { readFixture, SEED } from '../support/fixtures';

const editor: Viewer = {
  kind: 'user',
  user: { id: 'note-ed', name: 'note-ed', email: 'ed@note.test' },
  memberships: [{ teamId: 'note-team', teamName: 'note-team', teamSlug: 'note-team', role: 'editor' }],
};
const runIds: number[] = [];
const comparison = () => freezeCompareState(parseCompareState({}), runIds.slice(0, 2), runIds[0] as number);

beforeAll(async () => {
  await db().organization.create({ data: { id: 'note-team', name: 'note-team', slug: 'note-team', createdAt: new Date() } });
  const stored = await ingestDocument({ fileName: '002.txt', text: readFixture(SEED.qc002), teamId: 'note-team', projectName: 'Notes' });
  runIds.push(...stored.runIds);
});

describe('a share link’s note', () => {
  test('is stored as typed, its password masked, its markup kept as text, and listed with the link', async () => {
    const typed = '  QC off is the second run.\r\nRe-run with --mysql-password=Zq7xWv9k <b>tomorrow</b>  ';
    const slug = await shareComparison(editor, comparison(), new Headers(), typed);
    const share = await getShare(slug);
    expect(share?.note).toBe('QC off is the second run.\nRe-run with --mysql-password=*** <b>tomorrow</b>');
    expect(JSON.stringify(await db().share.findMany())).not.toContain('Zq7xWv9k');
    expect((await listShares(['note-team'])).find((s) => s.slug === slug)?.note).toContain('QC off is the second run.');
  });

  test('is empty when none is written, and travels with a ratio matrix’s link too', async () => {
    const plain = await shareComparison(editor, comparison(), new Headers());
    expect((await getShare(plain))?.note).toBe('');
    const matrix = await shareMatrix(
      editor,
      matrixShareStateSchema.parse({ kind: 'matrix', runs: runIds, dim: 'query_cache', a: 'on', b: 'off' }),
      new Headers(),
      'on against off, per thread count',
    );
    expect((await getShare(matrix))?.note).toBe('on against off, per thread count');
  });

  test(`a request's note is at most ${MAX_SHARE_NOTE} characters`, () => {
    const state = { runs: [1, 2] };
    expect(shareRequestSchema.safeParse({ state, note: 'x'.repeat(MAX_SHARE_NOTE) }).success).toBe(true);
    expect(shareRequestSchema.safeParse({ state, note: 'x'.repeat(MAX_SHARE_NOTE + 1) }).success).toBe(false);
    expect(shareRequestSchema.safeParse({ state, note: 42 }).success).toBe(false);
  });
});
