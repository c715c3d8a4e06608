import { describe, expect, test } from 'vitest';
import { backoffDelay, createRestartPolicy, decideRestart, type RestartPolicyOptions } from '../../../scripts/lib/restart-policy';

const options: RestartPolicyOptions = { initialDelayMs: 200, maxDelayMs: 5_000, maxCrashes: 5, windowMs: 60_000 };

describe('backoffDelay', () => {
  test.each([
    [1, 200],
    [2, 400],
    [3, 800],
    [5, 3_200],
    [6, 5_000],
    [1_000, 5_000],
    [0, 200],
  ])('attempt %i → %i ms', (attempt, delay) => {
    expect(backoffDelay(attempt, options)).toBe(delay);
  });
});

describe('decideRestart', () => {
  test('restarts with a growing delay, then gives up at the fifth crash within the window', () => {
    let times: number[] = [];
    const decisions = [0, 1_000, 2_000, 3_000, 4_000].map((now) => {
      const next = decideRestart(times, now, options);
      times = next.crashTimes;
      return next.decision;
    });
    expect(decisions).toEqual([
      { action: 'restart', delayMs: 200, crashes: 1 },
      { action: 'restart', delayMs: 400, crashes: 2 },
      { action: 'restart', delayMs: 800, crashes: 3 },
      { action: 'restart', delayMs: 1_600, crashes: 4 },
      { action: 'give-up', crashes: 5 },
    ]);
  });

  test('crashes older than the window are forgotten: an occasional crash never adds up to giving up', () => {
    const { decision, crashTimes } = decideRestart([0, 10_000, 20_000, 30_000], 95_000, options);
    expect(decision).toEqual({ action: 'restart', delayMs: 200, crashes: 1 });
    expect(crashTimes).toEqual([95_000]);
  });
});

test('createRestartPolicy keeps the crash history', () => {
  let now = 0;
  const policy = createRestartPolicy(options, () => now);
  const actions = Array.from({ length: 5 }, () => {
    now += 100;
    return policy.onCrash().action;
  });
  expect(actions).toEqual(['restart', 'restart', 'restart', 'restart', 'give-up']);
});
