// Interval lines as charts can draw them: a run of 400,000 one-second reports becomes at most
// `maxPoints` buckets of consecutive intervals, computed in PostgreSQL so that no page ever holds
// every row. Each bucket keeps its mean and its min and max, so a one-second stall or a latency
// spike inside 400 averaged seconds still shows; and the lines it came from, to trace it.
import 'server-only';
import { STALL_FRACTION } from '../stats/stall';
import { db } from './client';
import { Prisma } from './generated/client';

type Range = { avg: number | null; min: number | null; max: number | null };

export type IntervalBucket = {
  /** mean time of the bucket's intervals (the interval's own time when a bucket is one interval) */
  t: number;
  tFrom: number;
  tTo: number;
  points: number;
  lineFrom: number;
  lineTo: number;
  tps: Range;
  qps: Range;
  eventsPerSec: Range;
  /** sysbench 0.5's reads/s and writes/s, fileio's MiB/s read and written and fsyncs/s (the run's header.intervalUnits says which) */
  readsPerSec: Range;
  writesPerSec: Range;
  otherPerSec: Range;
  latencyMs: Range;
  /** pgbench's progress: the period's latency standard deviation, and --rate's schedule lag (a bucket's mean of them, as drawn) */
  latencyStddevMs: Range;
  lagMs: Range;
  /**
   * MiB/s read + written (fileio) or transferred (memory): the throughput of intervals with no tps
   * and no events/s (sysbench's intervalUnitsOf), null for the others. Only charts draw it: it is
   * not the run's headline (fileio's summary counts operations), so no steady state is taken of it.
   */
  mibPerSec: Range;
  /** errors/s of the bucket's intervals (drawn only when some reported errors) */
  errorsPerSec: Range;
  errorsPerSecMax: number | null;
  /** how many of the bucket's intervals reported errors, and reconnects */
  errorIntervals: number;
  reconnectIntervals: number;
  /** lowest throughput (tps, else events/s) after the warm-up: where stalls are found */
  rateMinAfterWarmup: number | null;
};

export type IntervalSeries = {
  runId: number;
  /** interval lines the run has */
  total: number;
  /** intervals per bucket (1: not downsampled) */
  perBucket: number;
  /** the latency percentile the intervals report (95 for `lat (ms,95%)`) */
  latencyPct: number | null;
  buckets: IntervalBucket[];
};

type Row = {
  runId: number;
  total: number;
  per: number;
  pct: number | null;
  points: number;
  t: number;
  tFrom: number;
  tTo: number;
  lineFrom: number;
  lineTo: number;
  tps: number | null;
  tpsMin: number | null;
  tpsMax: number | null;
  qps: number | null;
  qpsMin: number | null;
  qpsMax: number | null;
  eps: number | null;
  epsMin: number | null;
  epsMax: number | null;
  rd: number | null;
  rdMin: number | null;
  rdMax: number | null;
  wr: number | null;
  wrMin: number | null;
  wrMax: number | null;
  oth: number | null;
  othMin: number | null;
  othMax: number | null;
  lat: number | null;
  latMin: number | null;
  latMax: number | null;
  sd: number | null;
  sdMin: number | null;
  sdMax: number | null;
  lag: number | null;
  lagMin: number | null;
  lagMax: number | null;
  mib: number | null;
  mibMin: number | null;
  mibMax: number | null;
  err: number | null;
  errMin: number | null;
  errMax: number | null;
  errIntervals: number;
  reconnIntervals: number;
  rateMin: number | null;
};

/** A time range of a run, in seconds (both ends included): what a zoomed chart draws. */
export type TimeRange = { from: number; to: number };

/** An interval with neither tps nor events/s: its reads and writes are MiB/s (fileio, memory). */
const NO_RATE = Prisma.sql`p.tps IS NULL AND p."eventsPerSec" IS NULL`;

/**
 * The bucket query of listIntervalBuckets, as SQL (tests EXPLAIN ANALYZE it). Each run's count first
 * (an index-only scan), MATERIALIZED: inlined, the planner could put the grouped count inside a
 * nested loop over the intervals when the statistics do not know a new run yet (one estimated row)
 * and recount its 21,600 intervals per interval (the 12-hour run page timed out at 15 s in CI).
 * Then one grouping pass over the rows: no window over the rows (which sorted and kept all of
 * them before grouping). A range is two plain conditions, and no range none: `($1 IS NULL OR t >= $1)`
 * would blur the planner's estimates.
 */
export function intervalBucketsSql(runIds: number[], maxPoints: number, warmupSeconds = 0, range: TimeRange | null = null): Prisma.Sql {
  const inRange = range ? Prisma.sql`AND t >= ${range.from}::float8 AND t <= ${range.to}::float8` : Prisma.empty;
  return Prisma.sql`
    WITH s AS MATERIALIZED (
      SELECT "runId", count(*)::int AS total, max("latencyPct") AS pct, min(idx) AS i0,
        GREATEST(1, ceil(count(*) / ${Math.max(1, Math.floor(maxPoints))}::float8))::int AS per
      FROM "IntervalPoint" WHERE "runId" = ANY(${runIds}::int[]) ${inRange}
      GROUP BY "runId"
    )
    SELECT p."runId", s.total, s.per, s.pct, count(*)::int AS points,
      avg(p.t) AS t, min(p.t) AS "tFrom", max(p.t) AS "tTo", min(p.line) AS "lineFrom", max(p.line) AS "lineTo",
      avg(p.tps) AS tps, min(p.tps) AS "tpsMin", max(p.tps) AS "tpsMax",
      avg(p.qps) AS qps, min(p.qps) AS "qpsMin", max(p.qps) AS "qpsMax",
      avg(p."eventsPerSec") AS eps, min(p."eventsPerSec") AS "epsMin", max(p."eventsPerSec") AS "epsMax",
      avg(p."readsPerSec") AS rd, min(p."readsPerSec") AS "rdMin", max(p."readsPerSec") AS "rdMax",
      avg(p."writesPerSec") AS wr, min(p."writesPerSec") AS "wrMin", max(p."writesPerSec") AS "wrMax",
      avg(p."otherPerSec") AS oth, min(p."otherPerSec") AS "othMin", max(p."otherPerSec") AS "othMax",
      avg(p."latencyMs") AS lat, min(p."latencyMs") AS "latMin", max(p."latencyMs") AS "latMax",
      avg(p."latencyStddevMs") AS sd, min(p."latencyStddevMs") AS "sdMin", max(p."latencyStddevMs") AS "sdMax",
      avg(p."lagMs") AS lag, min(p."lagMs") AS "lagMin", max(p."lagMs") AS "lagMax",
      avg(p."readsPerSec" + coalesce(p."writesPerSec", 0)) FILTER (WHERE ${NO_RATE}) AS mib,
      min(p."readsPerSec" + coalesce(p."writesPerSec", 0)) FILTER (WHERE ${NO_RATE}) AS "mibMin",
      max(p."readsPerSec" + coalesce(p."writesPerSec", 0)) FILTER (WHERE ${NO_RATE}) AS "mibMax",
      avg(p."errorsPerSec") AS err, min(p."errorsPerSec") AS "errMin",
      max(p."errorsPerSec") AS "errMax", (count(*) FILTER (WHERE p."errorsPerSec" > 0))::int AS "errIntervals",
      (count(*) FILTER (WHERE p."reconnectsPerSec" > 0))::int AS "reconnIntervals",
      min(coalesce(p.tps, p."eventsPerSec")) FILTER (WHERE p.t > ${warmupSeconds}::float8) AS "rateMin"
    FROM "IntervalPoint" p JOIN s ON s."runId" = p."runId"
    WHERE p."runId" = ANY(${runIds}::int[]) ${inRange}
    GROUP BY p."runId", s.total, s.per, s.pct, (p.idx - s.i0) / s.per
    ORDER BY p."runId", (p.idx - s.i0) / s.per`;
}

/**
 * Each run's intervals in at most `maxPoints` buckets of `ceil(total / maxPoints)` consecutive
 * intervals (by idx, which ingest numbers 0…n-1); with `range`, only the intervals whose time is
 * in it (`total` is then theirs). Runs without intervals (in the range) are absent from the map.
 */
export async function listIntervalBuckets(
  runIds: number[],
  maxPoints: number,
  warmupSeconds = 0,
  range: TimeRange | null = null,
): Promise<Map<number, IntervalSeries>> {
  const result = new Map<number, IntervalSeries>();
  if (runIds.length === 0) return result;
  const rows = await db().$queryRaw<Row[]>(intervalBucketsSql(runIds, maxPoints, warmupSeconds, range));
  for (const r of rows) {
    let series = result.get(r.runId);
    if (!series) {
      series = { runId: r.runId, total: r.total, perBucket: r.per, latencyPct: r.pct, buckets: [] };
      result.set(r.runId, series);
    }
    series.buckets.push({
      t: r.t,
      tFrom: r.tFrom,
      tTo: r.tTo,
      points: r.points,
      lineFrom: r.lineFrom,
      lineTo: r.lineTo,
      tps: { avg: r.tps, min: r.tpsMin, max: r.tpsMax },
      qps: { avg: r.qps, min: r.qpsMin, max: r.qpsMax },
      eventsPerSec: { avg: r.eps, min: r.epsMin, max: r.epsMax },
      readsPerSec: { avg: r.rd, min: r.rdMin, max: r.rdMax },
      writesPerSec: { avg: r.wr, min: r.wrMin, max: r.wrMax },
      otherPerSec: { avg: r.oth, min: r.othMin, max: r.othMax },
      latencyMs: { avg: r.lat, min: r.latMin, max: r.latMax },
      latencyStddevMs: { avg: r.sd, min: r.sdMin, max: r.sdMax },
      lagMs: { avg: r.lag, min: r.lagMin, max: r.lagMax },
      mibPerSec: { avg: r.mib, min: r.mibMin, max: r.mibMax },
      errorsPerSec: { avg: r.err, min: r.errMin, max: r.errMax },
      errorsPerSecMax: r.errMax,
      errorIntervals: r.errIntervals,
      reconnectIntervals: r.reconnIntervals,
      rateMinAfterWarmup: r.rateMin,
    });
  }
  return result;
}

export type SteadyStats = {
  runId: number;
  /** intervals after the warm-up with a throughput */
  intervals: number;
  mean: number | null;
  median: number | null;
  /** intervals after the warm-up whose throughput is a stall: under STALL_FRACTION of the median (lib/stats/stall.ts) */
  stalls: number;
};

/** Exact steady-state figures of each run's throughput after the warm-up, over every interval. */
export async function listSteadyStats(runIds: number[], warmupSeconds: number): Promise<Map<number, SteadyStats>> {
  if (runIds.length === 0) return new Map();
  const rows = await db().$queryRaw<SteadyStats[]>`
    WITH v AS (
      SELECT "runId", coalesce(tps, "eventsPerSec") AS rate FROM "IntervalPoint"
      WHERE "runId" = ANY(${runIds}::int[]) AND t > ${warmupSeconds}::float8 AND coalesce(tps, "eventsPerSec") IS NOT NULL
    ), s AS (
      SELECT "runId", count(*)::int AS intervals, avg(rate) AS mean, percentile_cont(0.5) WITHIN GROUP (ORDER BY rate) AS median
      FROM v GROUP BY "runId"
    )
    SELECT s."runId", s.intervals, s.mean, s.median,
      (count(*) FILTER (WHERE s.median > 0 AND v.rate < s.median * ${STALL_FRACTION}::float8))::int AS stalls
    FROM s JOIN v ON v."runId" = s."runId"
    GROUP BY s."runId", s.intervals, s.mean, s.median`;
  return new Map(rows.map((r) => [r.runId, r]));
}

/** A run longer than this gets no steady-state analysis on its page (it would read every interval). */
export const STEADY_MAX_INTERVALS = 200_000;

/**
 * The throughput (tps, else events/s) of every interval of one run, in order, with its time and
 * line — for the steady-state analysis (lib/stats/steady-state.ts). Null when the run has more
 * than STEADY_MAX_INTERVALS intervals.
 */
export async function getRateSeries(runId: number): Promise<{ t: number[]; rate: number[]; line: number[] } | null> {
  const rows = await db().$queryRaw<{ t: number; rate: number; line: number }[]>`
    SELECT t, coalesce(tps, "eventsPerSec") AS rate, line FROM "IntervalPoint"
    WHERE "runId" = ${runId} AND coalesce(tps, "eventsPerSec") IS NOT NULL
    ORDER BY idx
    LIMIT ${STEADY_MAX_INTERVALS + 1}`;
  if (rows.length > STEADY_MAX_INTERVALS) return null;
  return { t: rows.map((r) => r.t), rate: rows.map((r) => r.rate), line: rows.map((r) => r.line) };
}
