// What the run exports read: the run with its context, and its child rows in batches by idx, so
// an export of 400,000 intervals holds one batch at a time, never the table.
import 'server-only';
import { db } from './client';

export async function getRunForExport(id: number) {
  return db().run.findUnique({
    where: { id },
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
}

export type RunForExport = NonNullable<Awaited<ReturnType<typeof getRunForExport>>>;

export const CHILD_TABLES = ['operations', 'testTotals', 'intervals', 'histogram', 'warnings'] as const;
export type ChildTable = (typeof CHILD_TABLES)[number];

/** Rows read per query: about a megabyte of JSON. */
export const EXPORT_BATCH = 5_000;

function readAfter(table: ChildTable, runId: number, after: number, take: number): Promise<({ idx: number } & Record<string, unknown>)[]> {
  const args = { where: { runId, idx: { gt: after } }, orderBy: { idx: 'asc' as const }, take };
  switch (table) {
    case 'operations':
      return db().operation.findMany(args);
    case 'testTotals':
      return db().testTotal.findMany(args);
    case 'intervals':
      return db().intervalPoint.findMany(args);
    case 'histogram':
      return db().histogramBucket.findMany(args);
    case 'warnings':
      return db().runWarning.findMany(args);
  }
}

/** A child table of a run in idx order, `batch` rows at a time (keyset: each query starts after the last idx). */
export async function* readRunRows(table: ChildTable, runId: number, batch = EXPORT_BATCH): AsyncGenerator<Record<string, unknown>[]> {
  let after = -1;
  for (;;) {
    const rows = await readAfter(table, runId, after, batch);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.idx;
  }
}
