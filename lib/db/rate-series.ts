// Throughput series of several runs at once, for the compare page's steady-state basis
// (lib/compare/steady-basis.ts): every interval of each run, bounded in all so that a comparison
// of many long runs never reads millions of rows into one page.
import 'server-only';
import { db } from './client';
import { STEADY_MAX_INTERVALS } from './intervals';

/** Interval rows one comparison may read for its steady-state figures, over all its runs. */
export const COMPARE_STEADY_MAX_INTERVALS = 1_000_000;

export type RateSeries = { t: number[]; rate: number[]; line: number[] };

/**
 * The throughput (tps, else events/s) of every interval of each run, in order. A run is left out
 * (and absent from `series`) when it alone has more than STEADY_MAX_INTERVALS intervals or when the
 * runs before it already fill COMPARE_STEADY_MAX_INTERVALS; `tooLong` names those runs.
 */
export async function listRateSeries(runIds: number[]): Promise<{ series: Map<number, RateSeries>; tooLong: number[] }> {
  if (runIds.length === 0) return { series: new Map(), tooLong: [] };
  const counts = await db().$queryRaw<{ runId: number; n: number }[]>`
    SELECT "runId", count(*)::int AS n FROM "IntervalPoint"
    WHERE "runId" = ANY(${runIds}::int[]) AND coalesce(tps, "eventsPerSec") IS NOT NULL
    GROUP BY "runId"`;
  const countOf = new Map(counts.map((c) => [c.runId, c.n]));
  const chosen: number[] = [];
  const tooLong: number[] = [];
  let total = 0;
  for (const id of runIds) {
    const n = countOf.get(id) ?? 0;
    if (n === 0) continue;
    if (n > STEADY_MAX_INTERVALS || total + n > COMPARE_STEADY_MAX_INTERVALS) tooLong.push(id);
    else {
      chosen.push(id);
      total += n;
    }
  }
  const series = new Map<number, RateSeries>();
  if (chosen.length === 0) return { series, tooLong };
  const rows = await db().$queryRaw<{ runId: number; t: number; rate: number; line: number }[]>`
    SELECT "runId", t, coalesce(tps, "eventsPerSec") AS rate, line FROM "IntervalPoint"
    WHERE "runId" = ANY(${chosen}::int[]) AND coalesce(tps, "eventsPerSec") IS NOT NULL
    ORDER BY "runId", idx`;
  for (const row of rows) {
    let s = series.get(row.runId);
    if (!s) {
      s = { t: [], rate: [], line: [] };
      series.set(row.runId, s);
    }
    s.t.push(row.t);
    s.rate.push(row.rate);
    s.line.push(row.line);
  }
  return { series, tooLong };
}
