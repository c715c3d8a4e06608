// Has a new run regressed? Pure: the run's figure (or the figures of the repeats it was uploaded
// with) against the last N runs of its series, by one of three thresholds, as Bencher and Conbench
// offer them:
// - percent: worse than the baseline's mean by at least `threshold` % (no assumption; noisy
//   benchmarks need a wide one);
// - zscore: at least `threshold` sample standard deviations worse than the baseline's mean
//   (Conbench's lookback z-score; assumes the baseline runs are independent and roughly normal;
//   needs two baseline runs that differ);
// - welch: Welch's t test of the new repeats against the baseline runs, p below `threshold`, and
//   worse (needs two new runs in the upload and two baseline runs; lib/stats/significance.ts).
import { mean, sampleStandardDeviation } from 'simple-statistics';
import type { Direction } from '../metrics';
import { welch } from '../stats/significance';

export const ALERT_METHODS = ['percent', 'zscore', 'welch'] as const;
export type AlertMethod = (typeof ALERT_METHODS)[number];

export type Threshold = { method: AlertMethod; threshold: number };

export type Evaluation =
  | { crossed: boolean; value: number; baseline: number; worsePct: number; statistic: number | null }
  | { crossed: false; skipped: string };

/** How much worse `value` is than `baseline`, in % of the baseline (positive: worse). */
export function worsePercent(value: number, baseline: number, direction: Direction): number {
  if (baseline === 0) return 0;
  const change = ((value - baseline) / Math.abs(baseline)) * 100;
  return direction === 'higher' ? -change : change;
}

/**
 * `fresh`: the new run's figure first, then its repeats from the same upload; `history`: the
 * baseline runs' figures (the last N of the series before the upload).
 */
export function evaluateThreshold(rule: Threshold, direction: Direction, fresh: readonly number[], history: readonly number[]): Evaluation {
  const value = fresh[0];
  if (value === undefined) return { crossed: false, skipped: 'the run has no figure for this metric' };
  if (history.length === 0) return { crossed: false, skipped: 'no earlier run of its series' };
  const baseline = mean([...history]);
  const worsePct = worsePercent(value, baseline, direction);
  switch (rule.method) {
    case 'percent':
      return { crossed: worsePct >= rule.threshold, value, baseline, worsePct, statistic: null };
    case 'zscore': {
      if (history.length < 2) return { crossed: false, skipped: 'a z-score needs two earlier runs' };
      const sd = sampleStandardDeviation([...history]);
      if (sd === 0) return { crossed: false, skipped: 'the earlier runs do not vary: no z-score' };
      const z = (value - baseline) / sd;
      const worseZ = direction === 'higher' ? -z : z;
      return { crossed: worseZ >= rule.threshold, value, baseline, worsePct, statistic: z };
    }
    case 'welch': {
      if (fresh.length < 2 || history.length < 2) return { crossed: false, skipped: "Welch's t needs two new and two earlier runs" };
      const { pValue } = welch(fresh, history);
      const p = Number.isFinite(pValue) ? pValue : 1;
      const freshWorse = worsePercent(mean([...fresh]), baseline, direction);
      return { crossed: p < rule.threshold && freshWorse > 0, value, baseline, worsePct: freshWorse, statistic: p };
    }
  }
}
