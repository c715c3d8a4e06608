// Interval lines of several runs on one time axis, with stalls marked. The runs' intervals come
// downsampled from the database (lib/db/intervals.ts): each bucket's mean is the line, its min and
// max a band, and a stall inside a bucket still shows because its minimum does.
import type { IntervalBucket, SteadyStats } from '../db/intervals';
import { isStall } from '../stats/stall';
import { bandKeys, seriesKey } from './series';

export type OverlayRun = { id: number; perBucket: number; buckets: IntervalBucket[]; steady: SteadyStats | null };
export type OverlayRow = Record<string, number | null> & { t: number };
export type Stall = { runId: number; t: number; value: number };

/** Red dots drawn at most; the caption counts every stalled interval. */
export const MAX_STALL_MARKS = 100;

type Range = { avg: number | null; min: number | null; max: number | null };

/**
 * Where a run's throughput is: tps, or events/s for tests that count events (cpu, threads…), or
 * MiB/s for fileio and memory; null when its intervals have none. One field for the whole run: a
 * run whose lines mix kinds (a log of two interleaved sysbench processes) draws its main kind only,
 * never MiB/s under a tps label.
 */
export function rateFieldOf(buckets: readonly IntervalBucket[]): 'tps' | 'eventsPerSec' | 'mibPerSec' | null {
  if (buckets.some((b) => b.tps.avg !== null)) return 'tps';
  if (buckets.some((b) => b.eventsPerSec.avg !== null)) return 'eventsPerSec';
  return buckets.some((b) => b.mibPerSec.avg !== null) ? 'mibPerSec' : null;
}

/** What a run's throughput over time is measured in (rateFieldOf); null: none. */
export function rateUnitOf(buckets: readonly IntervalBucket[]): string | null {
  const field = rateFieldOf(buckets);
  if (field !== 'mibPerSec') return field === 'eventsPerSec' ? 'events/s' : field;
  // fileio prints MiB/s read and written, memory the MiB/s it transferred
  return buckets.some((b) => b.mibPerSec.avg !== null && b.writesPerSec.avg !== null) ? 'MiB/s read + written' : 'MiB/s transferred';
}

const NO_RANGE: Range = { avg: null, min: null, max: null };

/**
 * One row per time; a run's mean under its seriesKey, its band under its bandKeys when downsampled.
 * Stalls: buckets whose lowest throughput after the warm-up is a stall (isStall: under half the run's
 * median after the warm-up); each is drawn at that lowest value, or at the bucket's latency.
 */
export function overlayIntervals(runs: OverlayRun[], metric: 'tps' | 'latencyMs'): { rows: OverlayRow[]; stalls: Stall[] } {
  const byT = new Map<number, OverlayRow>();
  const stalls: Stall[] = [];
  for (const run of runs) {
    const key = seriesKey(run.id);
    const band = bandKeys(run.id);
    const median = run.steady?.median ?? null;
    const rate = rateFieldOf(run.buckets);
    for (const b of run.buckets) {
      const range = metric === 'tps' ? (rate === null ? NO_RANGE : b[rate]) : b.latencyMs;
      const row = byT.get(b.t) ?? ({ t: b.t } as OverlayRow);
      row[key] = range.avg;
      if (run.perBucket > 1) {
        row[band.low] = range.min;
        row[band.high] = range.max;
      }
      byT.set(b.t, row);
      const low = b.rateMinAfterWarmup;
      if (median !== null && low !== null && isStall(low, median))
        stalls.push({ runId: run.id, t: b.t, value: metric === 'tps' ? low : (b.latencyMs.max ?? 0) });
    }
  }
  return { rows: [...byT.values()].sort((a, b) => a.t - b.t), stalls };
}
