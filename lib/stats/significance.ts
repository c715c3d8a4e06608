// Is the difference between two sets of repeats real? Two tests, as benchstat and Bencher offer:
// Mann-Whitney U (the default: no assumption about the shape of the distribution, exact for
// small samples without ties) and Welch's t (means, unequal variances; the user may pick it).
// With one value on either side there is no test: the caller falls back to a noise band and
// says so.
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import ttest2 from '@stdlib/stats-ttest2';
import { wilcoxonRankSum } from 'simple-statistics';

export type TestKind = 'mann-whitney' | 'welch';
export const TEST_KINDS: readonly TestKind[] = ['mann-whitney', 'welch'];

export type Significance = {
  test: TestKind;
  pValue: number;
  significant: boolean;
  alpha: number;
  /** e.g. "exact" or "normal approximation (ties)" */
  method: string;
  /**
   * Could samples of these sizes reach p < alpha at all? Mann-Whitney's smallest p for 2 runs
   * against 5 is 2/21 = 0.095: "not significant" then says nothing of the data (benchstat: "need
   * more runs"), and the noise band decides instead.
   */
  reachable: boolean;
};

/** Exact samples this small cannot reach p < alpha whatever the data: benchstat's "need more runs". */
export function minimumPValue(m: number, n: number): number {
  let ways = 1;
  for (let i = 1; i <= m; i += 1) ways = (ways * (n + i)) / i; // C(m + n, m)
  return Math.min(1, 2 / ways);
}

/** Number of arrangements giving each U, 0 … m·n, for samples of m and n distinct values. */
function exactUCounts(m: number, n: number): number[] {
  // f(u; i, j) = f(u − j; i − 1, j) + f(u; i, j − 1), built up over i and j
  let previous: number[][] = Array.from({ length: n + 1 }, () => [1]); // i = 0: one way, U = 0
  for (let i = 1; i <= m; i += 1) {
    const current: number[][] = [[1]]; // j = 0
    for (let j = 1; j <= n; j += 1) {
      const counts = new Array<number>(i * j + 1).fill(0);
      const left = previous[j] ?? [];
      const below = current[j - 1] ?? [];
      left.forEach((c, u) => {
        counts[u + j] = (counts[u + j] ?? 0) + c;
      });
      below.forEach((c, u) => {
        counts[u] = (counts[u] ?? 0) + c;
      });
      current.push(counts);
    }
    previous = current;
  }
  return previous[n] ?? [1];
}

function tieGroups(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const groups: number[] = [];
  let run = 1;
  for (let i = 1; i <= sorted.length; i += 1) {
    if (i < sorted.length && sorted[i] === sorted[i - 1]) run += 1;
    else {
      if (run > 1) groups.push(run);
      run = 1;
    }
  }
  return groups;
}

/** Two-sided Mann-Whitney U test: exact without ties (m, n ≤ 25), else normal with tie and continuity corrections. */
export function mannWhitney(
  a: readonly number[],
  b: readonly number[],
  method: 'auto' | 'asymptotic' = 'auto',
): { u: number; pValue: number; method: string } {
  const m = a.length;
  const n = b.length;
  const u = wilcoxonRankSum([...a], [...b]) - (m * (m + 1)) / 2;
  const ties = tieGroups([...a, ...b]);
  if (method === 'auto' && ties.length === 0 && m <= 25 && n <= 25) {
    const counts = exactUCounts(m, n);
    const total = counts.reduce((s, c) => s + c, 0);
    const low = Math.min(u, m * n - u);
    let tail = 0;
    for (let k = 0; k <= low; k += 1) tail += counts[k] ?? 0;
    return { u, pValue: Math.min(1, (2 * tail) / total), method: 'exact' };
  }
  const all = m + n;
  const tieTerm = ties.reduce((s, t) => s + (t ** 3 - t), 0) / (all * (all - 1));
  const sigma = Math.sqrt(((m * n) / 12) * (all + 1 - tieTerm));
  if (sigma === 0) return { u, pValue: 1, method: 'all values equal' };
  const z = (Math.abs(u - (m * n) / 2) - 0.5) / sigma;
  return {
    u,
    pValue: Math.min(1, 2 * (1 - normalCdf(Math.max(z, 0), 0, 1))),
    method: ties.length ? 'normal approximation (ties)' : 'normal approximation',
  };
}

/** Welch's two-sample t test, two-sided. */
export function welch(a: readonly number[], b: readonly number[]): { t: number; df: number; pValue: number } {
  const result = ttest2([...a], [...b], { variance: 'unequal' });
  return { t: result.statistic, df: result.df, pValue: result.pValue };
}

/** The chosen test on two sets of repeats, or null when either side has fewer than two values. */
export function testDifference(
  a: readonly number[],
  b: readonly number[],
  test: TestKind = 'mann-whitney',
  alpha = 0.05,
): Significance | null {
  if (a.length < 2 || b.length < 2) return null;
  if (test === 'welch') {
    const { pValue, df } = welch(a, b);
    const p = Number.isFinite(pValue) ? pValue : 1;
    return { test, pValue: p, significant: p < alpha, alpha, method: `Welch's t, ${df.toFixed(1)} df`, reachable: true };
  }
  const { pValue, method } = mannWhitney(a, b);
  return { test, pValue, significant: pValue < alpha, alpha, method, reachable: minimumPValue(a.length, b.length) < alpha };
}
