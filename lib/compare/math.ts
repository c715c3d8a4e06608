// The arithmetic of comparing runs: ratios against a baseline, which way is better, a neutral
// band for noise, geometric means. Pure and small, tested with tables.
import type { Direction } from '../format';

export type Verdict = 'better' | 'worse' | 'neutral' | 'baseline' | 'missing';

/** value / baseline, or null when either is missing or the baseline is not positive. */
export function ratioOf(value: number | null | undefined, baseline: number | null | undefined): number | null {
  if (value === null || value === undefined || baseline === null || baseline === undefined) return null;
  if (!(baseline > 0) || !Number.isFinite(value) || value < 0) return null;
  return value / baseline;
}

/** Change in percent, rounded to `digits` (−22.36 for 2195.39 vs 2827.56). */
export function deltaPercent(ratio: number | null, digits = 2): number | null {
  if (ratio === null) return null;
  const factor = 10 ** digits;
  return Math.round((ratio - 1) * 100 * factor) / factor;
}

/** Better or worse given which direction is good; inside ±band percent it is noise. */
export function verdictOf(ratio: number | null, direction: Direction, bandPercent: number): Verdict {
  if (ratio === null) return 'missing';
  // rounded so that a change of exactly the band (0.97 → −3.0000000000000027 %) counts as noise
  const pct = Math.round((ratio - 1) * 100 * 1e6) / 1e6;
  if (Math.abs(pct) <= bandPercent) return 'neutral';
  const up = pct > 0;
  return up === (direction === 'higher') ? 'better' : 'worse';
}

export function geometricMean(values: number[]): number | null {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v));
  if (positive.length === 0) return null;
  return Math.exp(positive.reduce((s, v) => s + Math.log(v), 0) / positive.length);
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
