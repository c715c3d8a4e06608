// An alert's sentence (lib/alerts/describe.ts): the run's figure and the baseline's mean read with as
// many decimals as each other, and a time says its unit.
import { expect, test } from 'vitest';
import { describeAlert } from '../../../lib/alerts/describe';

const alert = (metric: string, value: number, baseline: number) => ({
  metric,
  method: 'percent',
  threshold: 10,
  value,
  baseline,
  worsePct: ((value - baseline) / baseline) * 100 * (metric === 'tps' ? -1 : 1),
  statistic: null,
  baselineRunIds: [1, 2, 3],
});

test('the figure and the mean side by side have the same decimals (a mean of 3,774.4 read beside 3,364.40: a DBA pass)', () => {
  expect(describeAlert(alert('durationS', 3774.45, 3364.4))).toBe(
    'duration 3,774.45 s is 12.19% worse than the mean of the last 3 runs (3,364.40 s) — threshold: worse by 10% or more.',
  );
  expect(describeAlert(alert('tps', 150, 204.5))).toBe(
    'tps 150.0 is 26.65% worse than the mean of the last 3 runs (204.5) — threshold: worse by 10% or more.',
  );
  expect(describeAlert(alert('tps', 150, 200))).toContain('tps 150 is 25% worse than the mean of the last 3 runs (200)');
  // never more than two decimals, as before
  expect(describeAlert(alert('tps', 150.123456, 204.987654))).toContain('tps 150.12 is');
});
