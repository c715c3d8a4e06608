// The statistics against published reference values: the Mann-Whitney example of SciPy's
// documentation (exact and asymptotic), Welch's t on the first example of Welch's t-test in the
// textbooks (Wikipedia, "Welch's t-test", example 1), Student's t table values, and MSER-5 on
// series whose warm-up is known by construction.
import { describe, expect, test } from 'vitest';
import { mannWhitney, minimumPValue, testDifference, welch } from '@/lib/stats/significance';
import { batchMeans, mser5, steadyState } from '@/lib/stats/steady-state';
import { intervalText, summarize, tHalfWidth } from '@/lib/stats/summary';

describe('Mann-Whitney U', () => {
  // scipy.stats.mannwhitneyu docs: males vs females, U1 = 17; exact p = 0.1111; asymptotic 0.1113
  const males = [19, 22, 16, 29, 24];
  const females = [20, 11, 17, 12];

  test('exact p-value of a small sample without ties', () => {
    const result = mannWhitney(males, females);
    expect(result.u).toBe(17);
    expect(result.method).toBe('exact');
    expect(result.pValue).toBeCloseTo(14 / 126, 10);
  });

  test('normal approximation (continuity corrected) once ties appear', () => {
    const result = mannWhitney([...males, 20], [...females, 22]);
    expect(result.method).toBe('normal approximation (ties)');
    expect(result.pValue).toBeGreaterThan(0.05);
  });

  test('asymptotic p of the same example matches SciPy (method="asymptotic": 0.11134688653314041)', () => {
    const result = mannWhitney(males, females, 'asymptotic');
    expect(result.method).toBe('normal approximation');
    expect(result.pValue).toBeCloseTo(0.11134688653314041, 10);
  });

  test.each([
    [5, 5, 2 / 252],
    [3, 3, 0.1],
    [4, 4, 2 / 70],
  ])('smallest p reachable with %i vs %i repeats: %f', (m, n, p) => {
    expect(minimumPValue(m, n)).toBeCloseTo(p, 12);
    const low = Array.from({ length: m }, (_, i) => i);
    const high = Array.from({ length: n }, (_, i) => 100 + i);
    expect(mannWhitney(low, high).pValue).toBeCloseTo(p, 12);
  });
});

describe("Welch's t", () => {
  // Wikipedia, Welch's t-test, example 1: t = −2.46, ν ≈ 24.99, p = 0.021
  const a1 = [27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4];
  const a2 = [27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4];
  test('statistic, degrees of freedom and p-value', () => {
    const result = welch(a1, a2);
    expect(result.t).toBeCloseTo(-2.46, 2);
    expect(result.df).toBeCloseTo(24.99, 2);
    expect(result.pValue).toBeCloseTo(0.021, 3);
  });
});

describe('testDifference', () => {
  test('one value on a side: no test (the caller falls back to a noise band)', () => {
    expect(testDifference([1], [2, 3])).toBeNull();
  });
  test('five clearly separated repeats per side are significant; overlapping ones are not', () => {
    expect(testDifference([100, 101, 102, 103, 104], [120, 121, 122, 123, 124])?.significant).toBe(true);
    const overlapping = testDifference([100, 110, 104, 98, 107], [103, 99, 111, 105, 101]);
    expect(overlapping?.significant).toBe(false);
    expect(overlapping?.pValue).toBeGreaterThan(0.5);
  });
  test('whether the sizes could reach p < alpha at all (Mann-Whitney exact: 2/C(m+n, m) at best)', () => {
    expect(testDifference([1, 2], [3, 4, 5, 6, 7])?.reachable).toBe(false); // 2/21
    expect(testDifference([1, 2, 3], [4, 5, 6])?.reachable).toBe(false); // 2/20
    expect(testDifference([1, 2, 3], [4, 5, 6, 7, 8])?.reachable).toBe(true); // 2/56
    expect(testDifference([1, 2], [3, 4], 'welch')?.reachable).toBe(true);
  });
  test('Welch when asked', () => {
    const result = testDifference([100, 101, 102, 103, 104], [120, 121, 122, 123, 124], 'welch');
    expect(result?.test).toBe('welch');
    expect(result?.pValue).toBeLessThan(1e-6);
  });
});

describe('summaries of repeats', () => {
  test.each([
    [4, 0.95, 2.7764451],
    [9, 0.95, 2.2621572],
    [29, 0.95, 2.0452296],
  ])("Student's t quantile for %i df (table value)", (df, level, q) => {
    expect(tHalfWidth(Math.sqrt(df + 1), df + 1, level)).toBeCloseTo(q, 6);
  });

  test('median, spread and the 95% interval of the mean', () => {
    const s = summarize([5, 1, 4, 2, 3]);
    expect(s).toMatchObject({ n: 5, median: 3, mean: 3, min: 1, max: 5 });
    expect(s?.ci95?.[0]).toBeCloseTo(3 - (2.7764451 * Math.sqrt(2.5)) / Math.sqrt(5), 6);
    expect(s?.cv).toBeCloseTo(Math.sqrt(2.5) / 3, 10);
  });

  test('one run: no spread', () => {
    expect(summarize([42])).toEqual({ n: 1, median: 42, mean: 42, min: 42, max: 42, ci95: null, cv: null });
  });

  test('two repeats 20% apart: an interval below zero tps is shown as too wide, its figures in the title', () => {
    const s = summarize([2000, 2200]);
    // mean 2100, sd 141.42, t(0.975, 1) = 12.7062: 2100 ± 1270.6
    expect(s?.ci95?.[0]).toBeCloseTo(829.38, 1);
    const range = (low: number, high: number) => `${low.toFixed(0)} – ${high.toFixed(0)}`;
    expect(intervalText(s, range)).toEqual({ text: '829 – 3371' });
    const wide = summarize([1800, 2200]);
    expect(intervalText(wide, range)).toEqual({
      text: 'too wide (n = 2)',
      title: '-541 – 4541: the interval reaches below zero, which these figures never do; more repeats narrow it',
    });
    // figures that can be negative (a change in %) keep their interval
    expect(intervalText(summarize([-5, 3]), range).text).toBe('-52 – 50');
    expect(intervalText(summarize([42]), range)).toEqual({ text: '—' });
  });
});

describe('steady state', () => {
  const settled = (n: number) => Array.from({ length: n }, (_, i) => 100 + (i % 2 === 0 ? 1 : -1));

  test.each([
    ['no warm-up', settled(200), 0],
    ['30 cold intervals, then steady', [...Array.from({ length: 30 }, (_, i) => 10 + i), ...settled(170)], 30],
    ['a ramp over 50 intervals', [...Array.from({ length: 50 }, (_, i) => 2 * i), ...settled(150)], 50],
  ])('MSER-5 cuts %s at %i', (_, series, cut) => {
    expect(mser5(series)).toEqual({ cut, unsettled: false });
  });

  test('a run that never settles is said to be so', () => {
    const climbing = Array.from({ length: 100 }, (_, i) => 10 + 3 * i);
    expect(mser5(climbing).unsettled).toBe(true);
  });

  test('batch means: the interval is wider for autocorrelated intervals than for independent ones', () => {
    const independent = settled(300);
    const drifting = Array.from({ length: 300 }, (_, i) => 100 + 5 * Math.sin(i / 15));
    const width = (r: ReturnType<typeof batchMeans>) => (r.ci95 ? r.ci95[1] - r.ci95[0] : Number.NaN);
    expect(width(batchMeans(drifting))).toBeGreaterThan(width(batchMeans(independent)));
    expect(batchMeans(settled(10)).ci95).toBeNull();
  });

  test('stalls are counted where the steady run drops below half its median', () => {
    const series = settled(100);
    series[60] = 3;
    series[61] = 40;
    const result = steadyState(series);
    expect(result?.stalls).toEqual([60, 61]);
    expect(result?.warmupPoints).toBe(0);
    expect(steadyState([1])).toBeNull();
  });
});
