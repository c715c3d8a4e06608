// The three thresholds, on hand-computed figures, in both directions.
import { describe, expect, test } from 'vitest';
import { evaluateThreshold, worsePercent } from '../../../lib/alerts/evaluate';
import { webhookUrlSchema } from '../../../lib/alerts/webhook';

describe('regression thresholds', () => {
  test.each([
    // value, baseline, direction, worse %
    [90, 100, 'higher', 10],
    [110, 100, 'higher', -10],
    [110, 100, 'lower', 10],
    [90, 100, 'lower', -10],
  ] as const)('%d against %d (%s is better): %d%% worse', (value, base, direction, worse) => {
    expect(worsePercent(value, base, direction)).toBeCloseTo(worse, 12);
  });

  test('percent: the mean of the history, crossed at the threshold itself', () => {
    // history mean 100; 95 is 5% worse
    expect(evaluateThreshold({ method: 'percent', threshold: 5 }, 'higher', [95], [98, 100, 102])).toMatchObject({
      crossed: true,
      baseline: 100,
      worsePct: 5,
      statistic: null,
    });
    expect(evaluateThreshold({ method: 'percent', threshold: 5.1 }, 'higher', [95], [98, 100, 102]).crossed).toBe(false);
    // a latency that rose is worse
    expect(evaluateThreshold({ method: 'percent', threshold: 5 }, 'lower', [10.6], [10, 10]).crossed).toBe(true);
  });

  test('z-score: (x − mean) / sample sd of the history', () => {
    // history 98, 100, 102: mean 100, sample sd 2; 94 is z = −3
    const result = evaluateThreshold({ method: 'zscore', threshold: 3 }, 'higher', [94], [98, 100, 102]);
    expect(result).toMatchObject({ crossed: true, statistic: -3 });
    expect(evaluateThreshold({ method: 'zscore', threshold: 3 }, 'higher', [95], [98, 100, 102]).crossed).toBe(false);
    // a better run is never an alert, however far
    expect(evaluateThreshold({ method: 'zscore', threshold: 3 }, 'higher', [200], [98, 100, 102]).crossed).toBe(false);
    expect(evaluateThreshold({ method: 'zscore', threshold: 3 }, 'higher', [1], [100, 100])).toMatchObject({
      crossed: false,
      skipped: expect.any(String),
    });
    expect(evaluateThreshold({ method: 'zscore', threshold: 3 }, 'higher', [1], [100])).toMatchObject({ skipped: expect.any(String) });
  });

  test("Welch's t: the new repeats against the history (SciPy: ttest_ind([1,2,3],[4,5,6.5], equal_var=False): t = −3.4125, p = 0.029145)", () => {
    const result = evaluateThreshold({ method: 'welch', threshold: 0.05 }, 'higher', [1, 2, 3], [4, 5, 6.5]);
    expect(result.crossed).toBe(true);
    if ('skipped' in result) throw new Error('skipped');
    expect(result.statistic).toBeCloseTo(0.029145305862, 9);
    expect(evaluateThreshold({ method: 'welch', threshold: 0.05 }, 'higher', [1], [4, 5, 6.5])).toMatchObject({
      skipped: expect.any(String),
    });
    // significant but better: no alert
    expect(evaluateThreshold({ method: 'welch', threshold: 0.05 }, 'lower', [1, 2, 3], [4, 5, 6.5]).crossed).toBe(false);
  });

  test('no history, no figure: nothing to say', () => {
    expect(evaluateThreshold({ method: 'percent', threshold: 5 }, 'higher', [1], [])).toMatchObject({ skipped: expect.any(String) });
    expect(evaluateThreshold({ method: 'percent', threshold: 5 }, 'higher', [], [1])).toMatchObject({ skipped: expect.any(String) });
  });
});

describe('the webhook URL', () => {
  test.each(['http://127.0.0.1:9000/hook', 'https://chat.example.com/hooks/abc'])('%s is accepted', (url) => {
    expect(webhookUrlSchema.safeParse(url).success).toBe(true);
  });
  test.each([
    'file:///etc/passwd',
    'ftp://example.com/x',
    'javascript:alert(1)',
    'gopher://127.0.0.1:6379/_x',
    'https://user:pw@example.com/',
    'not a url',
  ])('%s is refused', (url) => {
    expect(webhookUrlSchema.safeParse(url).success).toBe(false);
  });
});
