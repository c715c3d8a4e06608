// A run's interval buckets as the rows its chart draws: the mean of each bucket as the line, its
// min and max as the band around it (all equal when a bucket is one interval).
import type { IntervalBucket } from './db/intervals';

/** Points a run's interval chart draws at most: about one per pixel of a wide chart. */
export const CHART_POINTS = 1_000;

export type IntervalRow = {
  t: number;
  tps: number | null;
  tpsMin: number | null;
  tpsMax: number | null;
  qps: number | null;
  qpsMin: number | null;
  qpsMax: number | null;
  eventsPerSec: number | null;
  eventsPerSecMin: number | null;
  eventsPerSecMax: number | null;
  latencyMs: number | null;
  latencyMsMin: number | null;
  latencyMsMax: number | null;
  /** the highest err/s of the bucket's intervals */
  errorsPerSec: number | null;
  errorIntervals: number;
  lineFrom: number;
  lineTo: number;
};

export function intervalRowsOf(buckets: IntervalBucket[]): IntervalRow[] {
  return buckets.map((b) => ({
    t: b.t,
    tps: b.tps.avg,
    tpsMin: b.tps.min,
    tpsMax: b.tps.max,
    qps: b.qps.avg,
    qpsMin: b.qps.min,
    qpsMax: b.qps.max,
    eventsPerSec: b.eventsPerSec.avg,
    eventsPerSecMin: b.eventsPerSec.min,
    eventsPerSecMax: b.eventsPerSec.max,
    latencyMs: b.latencyMs.avg,
    latencyMsMin: b.latencyMs.min,
    latencyMsMax: b.latencyMs.max,
    errorsPerSec: b.errorsPerSecMax,
    errorIntervals: b.errorIntervals,
    lineFrom: b.lineFrom,
    lineTo: b.lineTo,
  }));
}
