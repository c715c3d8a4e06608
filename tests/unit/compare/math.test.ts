import { describe, expect, test } from 'vitest';
import { deltaPercent, exportedVerdict, geometricMean, percentText, ratioOf, verdictOf } from '../../../lib/compare/math';
import { canonicalConfigValue, configValuesEqual, queryCacheState } from '../../../lib/config-values';

describe('ratio, delta and verdict', () => {
  test.each([
    // seed 002: query cache on (2195.39) against off (2827.56) as baseline: −22.36 %
    [2195.39, 2827.56, -22.36],
    // seed 004: 5.5.20 (669.456226) against 5.0.77 (389.057694): +72.07 %
    [669.456226, 389.057694, 72.07],
    [100, 100, 0],
  ])('%f vs %f → %f %%', (value, baseline, pct) => {
    expect(deltaPercent(ratioOf(value, baseline))).toBe(pct);
  });

  test('at the band edge a change keeps the decimals that tell its side (seed 000: +2.996% under ±3% read +3.00%)', () => {
    // seed 000's InnoDB plugin against built-in: 442.48 vs 429.61 tps
    const ratio = ratioOf(442.48, 429.61);
    expect(deltaPercent(ratio)).toBe(3);
    expect(deltaPercent(ratio, 3)).toBe(2.996);
    expect(verdictOf(ratio, 'higher', 3)).toBe('neutral');
    expect(percentText(deltaPercent(ratio, 3) as number)).toBe('+2.996%');
    // away from the edge, two decimals as before; just past it, the side shows
    expect(deltaPercent(ratioOf(2195.39, 2827.56), 3)).toBe(-22.36);
    expect(deltaPercent(1.030004, 3)).toBe(3.0004);
    // past the band at the sixth decimal, where verdictOf decides: it shows past it
    expect(verdictOf(1.0300004, 'higher', 3)).toBe('better');
    expect(percentText(deltaPercent(1.0300004, 3) as number)).toBe('+3.00004%');
    expect(percentText(-22.36)).toBe('−22.36%');
    expect(percentText(1.5)).toBe('+1.50%');
    expect(percentText(0)).toBe('±0.00%');
  });

  test.each([
    [null, 10],
    [10, null],
    [10, 0],
    [-1, 10],
  ])('no ratio for %s vs %s', (value, baseline) => {
    expect(ratioOf(value, baseline)).toBeNull();
  });

  test.each([
    [1.1, 'higher', 3, 'better'],
    [0.9, 'higher', 3, 'worse'],
    [1.1, 'lower', 3, 'worse'],
    [0.9, 'lower', 3, 'better'],
    [1.02, 'higher', 3, 'neutral'],
    [0.97, 'lower', 3, 'neutral'],
    [1.05, 'higher', 10, 'neutral'],
    [null, 'higher', 3, 'missing'],
  ] as const)('ratio %s, %s is better, band ±%d%% → %s', (ratio, direction, band, verdict) => {
    expect(verdictOf(ratio, direction, band)).toBe(verdict);
  });

  test.each([
    [[1, 4], 2],
    [[2, 2, 2], 2],
    [[0.5, 2], 1],
    [[], null],
  ])('geometric mean of %j is %s', (values, mean) => {
    const g = geometricMean(values);
    if (mean === null) expect(g).toBeNull();
    else expect(g).toBeCloseTo(mean, 12);
  });
});

describe('a verdict as exported', () => {
  test('missing only where the run has no figure; a figure with nothing to hold it against is no comparison', () => {
    expect(exportedVerdict(2190.7399, 'missing')).toBe('no comparison');
    expect(exportedVerdict(null, 'missing')).toBe('missing');
    expect(exportedVerdict(10, 'better')).toBe('better');
    expect(exportedVerdict(10, 'baseline')).toBe('baseline');
  });
});

describe('config values compare the way mysqld reads them', () => {
  test.each([
    ['1G', '1024M', true],
    ['1G', '1073741824', true],
    ['64M', '67108864', true],
    ['OFF', '0', true],
    ['on', '1', true],
    ['O_DIRECT', 'o_direct', true],
    ['1G', '2G', false],
    ['OFF', 'ON', false],
    // a bare my.cnf option (`skip-name-resolve`, stored with no value) turns it on
    ['', 'ON', true],
    ['', '1', true],
    ['', 'OFF', false],
    ['""', 'ON', false],
  ])('%s = %s: %s', (a, b, same) => {
    expect(configValuesEqual(a, b)).toBe(same);
  });

  test('canonical forms', () => {
    expect(canonicalConfigValue('"1g"')).toBe(String(1024 ** 3));
  });

  test.each([
    [{ query_cache_size: '0', query_cache_type: 'off' }, 'off'],
    [{ query_cache_type: '1', query_cache_size: '1g' }, 'on'],
    [{ query_cache_type: 'ON', query_cache_size: '67108864' }, 'on'],
    [{ query_cache_type: '0' }, 'off'],
    [{ query_cache_size: '32M' }, null],
    [{}, null],
  ])('query cache of %j is %s', (entries, state) => {
    expect(queryCacheState(entries)).toBe(state);
  });
});
