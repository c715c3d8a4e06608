// What a stall is (lib/stats/stall.ts): under half its run's median, strictly; nothing is a stall
// of a run whose median is zero.
import { describe, expect, test } from 'vitest';
import { isStall, STALL_FRACTION } from '../../../lib/stats/stall';

describe('isStall', () => {
  test.each([
    [0, 300, true],
    [149.99, 300, true],
    [150, 300, false], // exactly half is not a stall
    [299, 300, false],
    [0, 0, false],
  ])('%d against a median of %d: %s', (value, median, stall) => {
    expect(isStall(value, median)).toBe(stall);
  });
  test('the threshold is half', () => {
    expect(STALL_FRACTION).toBe(0.5);
  });
});
