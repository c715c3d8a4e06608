// A ratio matrix's share link (seed 003's imported table, or runs split by a tag): the same grant
// as a comparison's. Before, a matrix had no Share at all: its URL worked for a public project only,
// so a team could not send its private table to anyone.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Viewer } from '../../lib/auth/viewer';
import { db } from '../../lib/db/client';
import { getMatrix, getRunsForCompare } from '../../lib/db/compare';
import { getShare } from '../../lib/db/shares';
import { AppError } from '../../lib/errors';
import { ingestDocument } from '../../lib/ingest/ingest';
import { shareStateColumnSchema } from '../../lib/schemas/json-columns';
import { shareAccess, shareMatrix } from '../../lib/shares';
import { readFixture, SEED } from '../support/fixtures';

const member = (id: string, teamId: string, role: string): Viewer => ({
  kind: 'user',
  user: { id, name: id, email: `${id}@matrix.test` },
  memberships: [{ teamId, teamName: teamId, teamSlug: teamId, role }],
});
const matrixId = { a: 0 };
const runIds: number[] = [];

beforeAll(async () => {
  for (const id of ['matrix-a', 'matrix-b']) await db().organization.create({ data: { id, name: id, slug: id, createdAt: new Date() } });
  await ingestDocument({ fileName: '003.txt', text: readFixture(SEED.matrix003), teamId: 'matrix-a', projectName: 'A tables' });
  matrixId.a = (await db().matrix.findFirstOrThrow({ where: { project: { name: 'A tables' } } })).id;
  const stored = await ingestDocument({ fileName: '002.txt', text: readFixture(SEED.qc002), teamId: 'matrix-a', projectName: 'A runs' });
  runIds.push(...stored.runIds);
  for (const [i, id] of stored.runIds.entries())
    await db().runTag.create({ data: { runId: id, key: 'side', value: i % 2 === 0 ? 'x' : 'y' } });
});

describe('an imported result table', () => {
  const state = (matrix: number) => ({ kind: 'matrix' as const, matrix, runs: [], metric: 'qps' as const, exclude: [] });

  test("an editor of its team shares it; the link shows it to someone signed out, as the editor's view had it", async () => {
    const slug = await shareMatrix(member('ed', 'matrix-a', 'editor'), { ...state(matrixId.a), exclude: [] }, new Headers());
    const share = await getShare(slug);
    expect(share?.teamId).toBe('matrix-a');
    expect(share?.title).toBe('MariaDB q/s / MySQL q/s * 100');
    expect(share?.state).toMatchObject({ kind: 'matrix', matrix: matrixId.a, exclude: [] });
    const access = await shareAccess({ kind: 'anonymous' }, share ?? { teamId: null, createdById: null });
    expect((await getMatrix(access, matrixId.a))?.cells).toHaveLength(56);
    // while signed out, on their own, they cannot open it (the project is the team's)
    expect(await getMatrix({ kind: 'teams', teamIds: [] }, matrixId.a)).toBeNull();
  });

  test('a viewer of its team may not share it, nor may another team (to whom it is no table at all)', async () => {
    const shares = await db().share.count();
    await expect(shareMatrix(member('vi', 'matrix-a', 'viewer'), state(matrixId.a), new Headers())).rejects.toThrow(
      'does not allow you to share result table',
    );
    await expect(shareMatrix(member('mallory', 'matrix-b', 'owner'), state(matrixId.a), new Headers())).rejects.toThrow(
      `No result table #${matrixId.a}`,
    );
    await expect(shareMatrix({ kind: 'anonymous' }, state(matrixId.a), new Headers())).rejects.toThrow(AppError);
    expect(await db().share.count()).toBe(shares);
  });
});

describe('runs split by a tag', () => {
  const state = (runs: number[]) => ({ kind: 'matrix' as const, runs, dim: 'side', a: 'x', b: 'y', metric: 'qps' as const });

  test('shared by an editor: the link holds the runs, its heading says the split', async () => {
    const slug = await shareMatrix(member('ed', 'matrix-a', 'editor'), state(runIds), new Headers());
    const share = await getShare(slug);
    expect(share?.title).toBe(`sysbench: ratio matrix, x vs y by side (${runIds.length} runs)`);
    const access = await shareAccess({ kind: 'anonymous' }, share ?? { teamId: null, createdById: null });
    expect((await getRunsForCompare(access, runIds)).map((r) => r.id).sort()).toEqual([...runIds].sort());
  });

  test("another team's owner cannot put team A's private runs in a link", async () => {
    await expect(shareMatrix(member('mallory', 'matrix-b', 'owner'), state(runIds), new Headers())).rejects.toThrow('No run #');
  });
});

test("a share's stored state: a comparison's (no kind) and a matrix's read as what they are; a matrix's names a table or runs", () => {
  const comparison = shareStateColumnSchema.parse({ runs: [1, 2] });
  expect(comparison.kind).toBeUndefined();
  expect(shareStateColumnSchema.parse({ kind: 'matrix', matrix: 3 })).toMatchObject({ kind: 'matrix', matrix: 3, metric: 'qps' });
  expect(shareStateColumnSchema.safeParse({ kind: 'matrix', runs: [1, 2] }).success).toBe(false);
  expect(shareStateColumnSchema.safeParse({ kind: 'matrix', runs: [1, 2], dim: 'v', a: '1', b: '2' }).success).toBe(true);
  // run ids each once (a probe's share counted a run nine times in a side's mean), and a comparison names one at least
  expect(shareStateColumnSchema.parse({ kind: 'matrix', runs: [45, 45, 41, 45, 46], dim: 'qc', a: 'off', b: 'on' }).runs).toEqual([
    45, 41, 46,
  ]);
  expect(shareStateColumnSchema.parse({ runs: [3, 3, 2] }).runs).toEqual([3, 2]);
  expect(shareStateColumnSchema.safeParse({ runs: [] }).success).toBe(false);
  // bounded like the page's parameter: 4,000 characters of excluded cells
  expect(shareStateColumnSchema.safeParse({ kind: 'matrix', matrix: 3, exclude: ['x'.repeat(4001)] }).success).toBe(false);
});
