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

/** Rows read per query: a few megabytes of JSON. */
export const EXPORT_BATCH = 20_000;

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
export async function* readRunRows(table: ChildTable, runId: number, batch = EXPORT_BATCH): AsyncGenerator<Record<string, unknown>[]> {
  const from = Prisma.raw(TABLE_NAME[table]);
  const read = async (after: number) =>
    (
      await db().$queryRaw<{ rows: string; last: number | null; n: number }[]>(Prisma.sql`
        SELECT coalesce(json_agg(x ORDER BY x.idx), '[]')::text AS rows, max(x.idx) AS last, count(*)::int AS n
        FROM (SELECT * FROM ${from} WHERE "runId" = ${runId} AND idx > ${after} ORDER BY idx LIMIT ${batch}) x`)
    )[0];
  let next = read(-1);
  for (;;) {
    const page = await next;
    if (!page || page.n === 0) return;
    const isLast = page.n < batch || page.last === null;
    // the database renders the next batch while this one is written out: two batches in memory at most
    if (!isLast) {
      next = read(page.last ?? 0);
      // a download cancelled now never awaits it: its failure must not become an unhandled rejection
      next.catch(() => undefined);
    }
    yield JSON.parse(page.rows) as Record<string, unknown>[];
    if (isLast) return;
  }
}
