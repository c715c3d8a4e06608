// One configuration's repeats summarised the way benchstat does: the median as the figure, the
// spread as min–max and a 95% confidence interval of the mean (Student's t: it assumes the
// repeats are independent and roughly normal, which a handful of benchmark runs of one
// configuration usually are; with n = 1 there is no spread to report, and the summary says so).
import quantile from '@stdlib/stats-base-dists-t-quantile';
import { max, mean, median, min, sampleStandardDeviation } from 'simple-statistics';

export type Summary = {
  n: number;
  median: number;
  mean: number;
  min: number;
  max: number;
  /** 95% confidence interval of the mean; null below two values */
  ci95: [number, number] | null;
  /** coefficient of variation (sample sd / mean); null below two values or at a zero mean */
  cv: number | null;
};

/** Half the width of a two-sided `level` confidence interval of the mean of n values with sample sd `sd`. */
export function tHalfWidth(sd: number, n: number, level = 0.95): number {
  return quantile(1 - (1 - level) / 2, n - 1) * (sd / Math.sqrt(n));
}

export function summarize(values: readonly number[]): Summary | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  const avg = mean(finite);
  const base = { n: finite.length, median: median(finite), mean: avg, min: min(finite), max: max(finite) };
  if (finite.length < 2) return { ...base, ci95: null, cv: null };
  const sd = sampleStandardDeviation(finite);
  const half = tHalfWidth(sd, finite.length);
  return { ...base, ci95: [avg - half, avg + half], cv: avg === 0 ? null : sd / Math.abs(avg) };
}

/**
 * How a summary's 95% interval reads in a table, `range` writing two figures: the interval, or,
 * when it reaches below zero for figures that are never negative (tps, latency, seconds: every
 * value ≥ 0), that it is too wide to say anything. With n = 2 Student's t is 12.7: two repeats of
 * 1,800 and 2,200 tps read "-541.24 – 4,541.24"; the figures stay in the title (and the exports).
 */
export function intervalText(s: Summary | null, range: (low: number, high: number) => string): { text: string; title?: string } {
  if (!s?.ci95) return { text: '—' };
  const [low, high] = s.ci95;
  if (!intervalTooWide(s)) return { text: range(low, high) };
  return {
    text: `too wide (n = ${s.n})`,
    title: `${range(low, high)}: the interval reaches below zero, which these figures never do; more repeats narrow it`,
  };
}

/** Does the 95% interval reach below zero for figures that never do (every value ≥ 0)? Then it says nothing, and is not drawn. */
export function intervalTooWide(s: Summary | null): boolean {
  return s?.ci95 != null && s.ci95[0] < 0 && s.min >= 0;
}
