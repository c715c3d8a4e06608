// A run's steady state from its interval series (one value per report interval):
// - warm-up by MSER-5 (White 1997; White, Cobb & Spratt 2000): average the series in batches of
//   5, and cut the d first batches that minimise the squared standard error of the rest,
//   MSER(d) = Σ_{i>d} (Z_i − Z̄_d)² / (k − d)², d searched over the first half only (a best cut
//   at that limit means the run never settled; it is reported as such);
// - the steady-state mean with a 95% confidence interval by non-overlapping batch means (the
//   intervals of a run are autocorrelated: a plain standard error would be too narrow), with
//   the batch count kept between 10 and 30 as the simulation literature suggests;
// - the coefficient of variation of the steady intervals, and stalls: steady intervals below
//   half the steady-state median (a stall, not noise; counted and marked, not removed).
import { mean, median, sampleStandardDeviation } from 'simple-statistics';
import { isStall } from './stall';
import { tHalfWidth } from './summary';

const MSER_BATCH = 5;
/** Fewer steady intervals than this and no batch-means interval is given. */
const MIN_POINTS = 20;

export type SteadyState = {
  /** intervals cut as warm-up (a multiple of 5) */
  warmupPoints: number;
  /** true when the best cut is the last one allowed (half the run): the run did not settle */
  unsettled: boolean;
  points: number;
  mean: number;
  /** 95% confidence interval by batch means; null with fewer than 20 steady intervals */
  ci95: [number, number] | null;
  batches: number;
  cv: number | null;
  /** indexes (into the whole series) of steady intervals below half the steady median */
  stalls: number[];
};

/** MSER-5 truncation point, in points (a multiple of 5), and whether it fell past half the run. */
export function mser5(series: readonly number[]): { cut: number; unsettled: boolean } {
  const k = Math.floor(series.length / MSER_BATCH);
  if (k < 2) return { cut: 0, unsettled: false };
  const z: number[] = [];
  for (let b = 0; b < k; b += 1) z.push(mean(series.slice(b * MSER_BATCH, (b + 1) * MSER_BATCH)));
  // suffix sums make every candidate cut O(1)
  const sum = new Array<number>(k + 1).fill(0);
  const squares = new Array<number>(k + 1).fill(0);
  for (let b = k - 1; b >= 0; b -= 1) {
    const v = z[b] ?? 0;
    sum[b] = (sum[b + 1] ?? 0) + v;
    squares[b] = (squares[b + 1] ?? 0) + v * v;
  }
  let best = 0;
  let bestValue = Number.POSITIVE_INFINITY;
  // the cut is searched in the first half only; a best cut at that limit means the run never settled
  const limit = Math.floor(k / 2);
  for (let d = 0; d <= limit; d += 1) {
    const left = k - d;
    const s = sum[d] ?? 0;
    const value = ((squares[d] ?? 0) - (s * s) / left) / (left * left);
    // strictly smaller (beyond rounding): among equal values the earliest cut wins
    if (d === 0 || value < bestValue - 1e-12 * Math.abs(bestValue)) {
      bestValue = value;
      best = d;
    }
  }
  return { cut: best * MSER_BATCH, unsettled: best === limit && limit > 0 };
}

/** Mean of `values` with a 95% confidence interval from `batches` non-overlapping batch means. */
export function batchMeans(values: readonly number[], batches?: number): { mean: number; ci95: [number, number] | null; batches: number } {
  const avg = mean([...values]);
  if (values.length < MIN_POINTS) return { mean: avg, ci95: null, batches: 0 };
  const count = batches ?? Math.max(10, Math.min(30, Math.floor(values.length / 10)));
  const size = Math.floor(values.length / count);
  const means: number[] = [];
  for (let b = 0; b < count; b += 1) means.push(mean(values.slice(b * size, (b + 1) * size)));
  // (points past the last full batch count in the mean but not in the spread)
  const half = tHalfWidth(sampleStandardDeviation(means), count);
  return { mean: avg, ci95: [avg - half, avg + half], batches: count };
}

/**
 * Steady state of a series of finite values (the caller leaves out intervals with no figure). The
 * warm-up is what MSER-5 finds, or `warmupPoints` when the reader chose it (then never "unsettled").
 */
export function steadyState(values: readonly number[], warmupPoints?: number): SteadyState | null {
  if (values.length < 2 || !values.every((v) => Number.isFinite(v))) return null;
  if (warmupPoints !== undefined && values.length - warmupPoints < 2) return null;
  const { cut, unsettled } = warmupPoints !== undefined ? { cut: warmupPoints, unsettled: false } : mser5(values);
  const steady = values.slice(cut);
  const { mean: avg, ci95, batches } = batchMeans(steady);
  const typical = median(steady);
  const stalls: number[] = [];
  steady.forEach((v, i) => {
    if (isStall(v, typical)) stalls.push(cut + i);
  });
  const cv = steady.length > 1 && avg !== 0 ? sampleStandardDeviation(steady) / Math.abs(avg) : null;
  return { warmupPoints: cut, unsettled, points: steady.length, mean: avg, ci95, batches, cv, stalls };
}
