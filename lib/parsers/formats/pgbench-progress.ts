// What a pgbench run's progress reports (`progress: 5.0 s, 1654.4 tps, lat 2.417 ms stddev 0.912`)
// need once the run is read: times since the start, and failures as a rate.
import type { RunDraft } from '../draft';
import type { Interval } from '../types';

/** A progress time past this (about 3 years) is a Unix time, not seconds since the start. */
const EPOCH_SECONDS = 1e8;

/**
 * `--progress-timestamp` prints each report's time as the clock's (Unix seconds): stored as
 * seconds since the run started, which is the first report's time less one reporting period (the
 * command's -P, `commandPeriod`, else the time between the first two reports, else 1 s); the lines keep the clock.
 */
export function progressFromStart(d: RunDraft, commandPeriod: number | null): void {
  const intervals = d.run.intervals;
  const first = intervals[0];
  if (!first || first.t < EPOCH_SECONDS) return;
  const second = intervals[1];
  const between = second ? Number((second.t - first.t).toFixed(3)) : 0;
  const period = commandPeriod ?? (between > 0 ? between : 1);
  const how = commandPeriod !== null ? 'its -P' : between > 0 ? 'the time between the first two reports' : 'no -P was seen';
  const start = first.t - period;
  for (const iv of intervals) iv.t = Number((iv.t - start).toFixed(3));
  d.warn(
    first.line,
    `progress reports carry the clock's time (--progress-timestamp): stored as seconds since the run started, taken as ${period} s before the first report (${how})`,
  );
}

/** Progress lines count failures per reporting period: each turned into a rate. */
export function failuresPerSecond(intervals: Interval[]): void {
  let previous = 0;
  for (const iv of intervals) {
    const period = iv.t - previous;
    if (iv.errorsPerSec !== null && period > 0) iv.errorsPerSec = Number((iv.errorsPerSec / period).toFixed(6));
    previous = iv.t;
  }
}
