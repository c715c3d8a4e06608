// What the run exports read: the run with its context, and its child rows in batches by idx, so
// an export of 400,000 intervals holds one batch at a time, never the table.
import 'server-only';
import { readHostDisks, readRunJson } from '../schemas/json-columns';
import { type Access, runsVisibleTo } from './access';
import { db } from './client';
import { Prisma } from './generated/client';

export async function getRunForExport(access: Access, id: number) {
  const run = await db().run.findFirst({
    where: { AND: [{ id }, runsVisibleTo(access)] },
    // the search words are the index's, not the run's (Run.searchText)
    omit: { searchText: true },
    include: {
      project: true,
      host: true,
      serverBuild: true,
      config: { include: { entries: { orderBy: { idx: 'asc' } } } },
      tags: { orderBy: { key: 'asc' } },
      upload: { select: { id: true, fileName: true } },
      _count: { select: { operations: true, testTotals: true, intervals: true, histogram: true, warnings: true } },
    },
  });
  return run && { ...run, ...readRunJson(run), host: run.host && { ...run.host, disks: readHostDisks(run.host) } };
}

export type RunForExport = NonNullable<Awaited<ReturnType<typeof getRunForExport>>>;

export const CHILD_TABLES = ['operations', 'testTotals', 'intervals', 'histogram', 'warnings'] as const;
export type ChildTable = (typeof CHILD_TABLES)[number];

/**
 * Rows read per query, ~1 MB of JSON: each batch is parsed and written out in one go of the event
 * loop, so a smaller one keeps pages waiting less behind downloads (16 exports of a 150,000-interval
 * run: /api/health p50 287 → 157 ms from 20,000 to 5,000 rows; one export's time unchanged).
 */
export const EXPORT_BATCH = 5_000;

const TABLE_NAME: Record<ChildTable, string> = {
  operations: '"Operation"',
  testTotals: '"TestTotal"',
  intervals: '"IntervalPoint"',
  histogram: '"HistogramBucket"',
  warnings: '"RunWarning"',
};

/**
 * A child table of a run in idx order, `batch` rows at a time (keyset: each query starts after the
 * last idx). PostgreSQL renders each batch as one JSON text: mapping 400,000 rows one by one
 * through the client took 4× longer. int8 columns arrive as numbers, as the export wants them.
 */
export function readRunRows(table: ChildTable, runId: number, batch = EXPORT_BATCH): AsyncGenerator<Record<string, unknown>[]> {
  const from = Prisma.raw(TABLE_NAME[table]);
  return batchesAfter(batch, async (after) => {
    const [page] = await db().$queryRaw<KeysetPage[]>(Prisma.sql`
      SELECT coalesce(json_agg(x ORDER BY x.idx), '[]')::text AS rows, max(x.idx) AS last, count(*)::int AS n
      FROM (SELECT * FROM ${from} WHERE "runId" = ${runId} AND idx > ${after} ORDER BY idx LIMIT ${batch}) x`);
    return page;
  });
}

/** A batch as the database rendered it: its rows as one JSON text, the last idx, how many. */
export type KeysetPage = { rows: string; last: number | null; n: number };

/**
 * The batches `read` gives, each asked for when the last was taken, never ahead: the export turns
 * (lib/export/stream.ts) then bound the database's work too. A batch read ahead while the last was
 * written out (each download's next query in flight outside any turn) held the pool's connections
 * under 16 downloads of a 150,000-interval run, and /api/health waited seconds for one (a probe, 2026-12-07).
 */
export async function* batchesAfter(
  batch: number,
  read: (after: number) => Promise<KeysetPage | undefined>,
): AsyncGenerator<Record<string, unknown>[]> {
  let after = -1;
  for (;;) {
    const page = await read(after);
    if (!page || page.n === 0) return;
    yield JSON.parse(page.rows) as Record<string, unknown>[];
    if (page.n < batch || page.last === null) return;
    after = page.last;
  }
}
