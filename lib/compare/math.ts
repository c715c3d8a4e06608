// The arithmetic of comparing runs: ratios against a baseline, which way is better, a neutral
// band for noise, geometric means. Pure and small, tested with tables.
import type { Direction } from '../format';

export type Verdict = 'better' | 'worse' | 'neutral' | 'baseline' | 'missing';

/**
 * A cell's verdict as an export writes it: `missing` only where the run has no figure; a figure
 * with no baseline to hold it against (the baseline did not print it, or printed another
 * percentile) is `no comparison` (a DBA's pass, 2026-12-06: `missing` beside 2190.7399).
 */
export function exportedVerdict(value: number | null, verdict: Verdict): Verdict | 'no comparison' {
  return value !== null && verdict === 'missing' ? 'no comparison' : verdict;
}

/** value / baseline, or null when either is missing or the baseline is not positive. */
export function ratioOf(value: number | null | undefined, baseline: number | null | undefined): number | null {
  if (value === null || value === undefined || baseline === null || baseline === undefined) return null;
  if (!(baseline > 0) || !Number.isFinite(value) || value < 0) return null;
  return value / baseline;
}

/**
 * Change in percent, to two decimals (−22.36 for 2195.39 vs 2827.56); with a noise band, a change
 * that two decimals round onto its edge gets a third or fourth (+2.996 under ±3%: "+3.00%" read as
 * noise at the band, a DBA's pass could not tell which side it was on).
 */
export function deltaPercent(ratio: number | null, band?: number): number | null {
  if (ratio === null) return null;
  const exact = (ratio - 1) * 100;
  const round = (digits: number) => Math.round(exact * 10 ** digits) / 10 ** digits;
  if (band === undefined || Math.abs(round(2)) !== band) return round(2);
  // up to the six decimals verdictOf decides at: a change it calls past the band shows past it
  for (const digits of [3, 4, 5]) if (Math.abs(round(digits)) !== band) return round(digits);
  return round(6);
}

/** A change as its cell reads it: `+3.12%`, `−22.36%`, with the decimals deltaPercent kept (`+2.996%`). */
export function percentText(pct: number): string {
  const digits = [2, 3, 4, 5].find((d) => Number(pct.toFixed(d)) === pct) ?? 6;
  return `${pct > 0 ? '+' : pct < 0 ? '−' : '±'}${Math.abs(pct).toFixed(digits)}%`;
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
