// Deep pages of the runs list start after a checkpoint (lib/db/run-pages.ts) instead of OFFSET: every
// page must hold exactly the runs OFFSET gives, in its order, for each sort (ties and blanks across
// checkpoints included), and follow a write at once.
import { beforeAll, describe, expect, test } from 'vitest';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { CHECKPOINT_EVERY, KEYSET_FROM } from '../../lib/db/run-pages';
import { listRuns, updateRunDetails } from '../../lib/db/runs';
import { ingestDocument } from '../../lib/ingest/ingest';
import { parseRunFilter } from '../../lib/schemas/run-filter';
import { sysbenchLog } from '../support/sysbench-log';

const COPIES = 1_500;
const TAG = ['shelf=deep'];

/** What listRuns returned before checkpoints: OFFSET over the same filter and order. */
async function byOffset(column: string, dir: 'asc' | 'desc', nullable: boolean, page: number, size: number) {
  const rows = await db().run.findMany({
    where: { deletedAt: null, tags: { some: { key: 'shelf', value: 'deep' } } },
    select: { id: true },
    orderBy: [{ [column]: nullable ? { sort: dir, nulls: 'last' } : dir }, { id: 'desc' }],
    skip: (page - 1) * size,
    take: size,
  });
  return rows.map((r) => r.id);
}

const listed = async (sort: string, dir: string, page: number, size: number) =>
  (await listRuns(ALL, parseRunFilter({ tag: TAG, sort, dir, page: String(page), size: String(size) }))).rows.map((r) => r.id);

describe('deep pages of the runs list', () => {
  beforeAll(async () => {
    const { runIds } = await ingestDocument({ fileName: 'deep.log', text: sysbenchLog({ intervals: 3, banner: 'deep' }) });
    const template = runIds[0] as number;
    await updateRunDetails(template, { title: 'deep', notes: '', tags: { shelf: 'deep' } });
    // copies with many ties (37 tps values, 50 titles, 30 days) and blanks (every 17th tps, every 11th threads)
    await db().$executeRawUnsafe(
      `INSERT INTO "Run" ("uploadId", ordinal, tool, test, title, "lineStart", "lineEnd", complete, parameters, threads, tps, "latAvgMs", "extraMetrics", sources, notes, "createdAt", "placedAt")
       SELECT "uploadId", ordinal + g, tool, test, 'copy ' || (g % 50), "lineStart", "lineEnd", complete, parameters,
         CASE WHEN g % 11 = 0 THEN NULL ELSE g % 5 END, CASE WHEN g % 17 = 0 THEN NULL ELSE (g % 37) * 1.5 END,
         (g % 23) * 0.25, "extraMetrics", sources, '', timestamp '2026-01-01' - make_interval(days => g % 30),
         timestamp '2025-06-01' - make_interval(days => g % 40)
       FROM "Run", generate_series(1, ${COPIES}) g WHERE id = ${template}`,
    );
    await db().$executeRawUnsafe(
      `INSERT INTO "RunTag" ("runId", key, value) SELECT id, 'shelf', 'deep' FROM "Run" WHERE id <> ${template}`,
    );
  });

  test.each([
    ['tps', 'desc', 'tps', true],
    ['tps', 'asc', 'tps', true],
    ['title', 'asc', 'title', false],
    ['threads', 'desc', 'threads', true],
    ['createdAt', 'desc', 'createdAt', false],
    ['latAvgMs', 'asc', 'latAvgMs', true],
    ['ranAt', 'desc', 'placedAt', false],
    ['ranAt', 'asc', 'placedAt', false],
  ] as const)('sorted by %s %s: every page past the first checkpoints is the OFFSET page', async (sort, dir, column, nullable) => {
    expect(COPIES + 1).toBeGreaterThan(KEYSET_FROM + 2 * CHECKPOINT_EVERY);
    for (const size of [10, 37, 50]) {
      const pages = Math.ceil((COPIES + 1) / size) + 1; // and one past the end
      for (let page = Math.floor(KEYSET_FROM / size) + 1; page <= pages; page++) {
        expect(await listed(sort, dir, page, size), `page ${page} of ${size}`).toEqual(await byOffset(column, dir, nullable, page, size));
      }
    }
  });

  test('a write changes the deep pages at once: a run moved across a checkpoint, a run in the trash', async () => {
    const before = await listed('tps', 'desc', 25, 50);
    const first = await byOffset('tps', 'desc', true, 1, 1);
    // the highest run drops to the bottom of the non-blank runs: every later run moves up one place
    await db().run.update({ where: { id: first[0] }, data: { tps: 0.001 } });
    const after = await listed('tps', 'desc', 25, 50);
    expect(after).not.toEqual(before);
    expect(after).toEqual(await byOffset('tps', 'desc', true, 25, 50));
    await db().run.update({ where: { id: after[3] }, data: { deletedAt: new Date() } });
    expect(await listed('tps', 'desc', 22, 50)).toEqual(await byOffset('tps', 'desc', true, 22, 50));
  });
});
