import { describe, expect, test } from 'vitest';
import { groupEvents, MAX_EVENT_GROUPS } from '../../../lib/chart-events';

describe('groupEvents', () => {
  test('424 error intervals over 12 hours: at most MAX_EVENT_GROUPS markers, none closer than span / MAX_EVENT_GROUPS, every interval counted', () => {
    const t = Array.from({ length: 1_000 }, (_, i) => (i + 0.5) * 43.2);
    // 424 points with errors, some with several intervals each
    const events: [number, number][] = Array.from({ length: 424 }, (_, k): [number, number] => [
      Math.floor((k * 1_000) / 424),
      1 + (k % 3),
    ]);
    const groups = groupEvents(events, t, 43_200);
    expect(groups.length).toBeLessThanOrEqual(MAX_EVENT_GROUPS + 1);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(events.reduce((n, [, c]) => n + c, 0));
    for (let i = 1; i < groups.length; i++) {
      expect((groups[i]?.from ?? 0) - (groups[i - 1]?.from ?? 0)).toBeGreaterThanOrEqual(43_200 / MAX_EVENT_GROUPS);
    }
  });

  test('a few errors far apart: one marker each, at its own time', () => {
    const t = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(
      groupEvents(
        [
          [0, 1],
          [9, 2],
        ],
        t,
        100,
      ),
    ).toEqual([
      { from: 10, to: 10, index: 0, count: 1 },
      { from: 100, to: 100, index: 9, count: 2 },
    ]);
  });

  test('errors close together become one marker that counts them, from the first to the last', () => {
    const t = [10, 11, 12, 13, 50];
    expect(
      groupEvents(
        [
          [0, 1],
          [1, 1],
          [3, 1],
          [4, 1],
        ],
        t,
        100,
      ),
    ).toEqual([
      { from: 10, to: 13, index: 0, count: 3 },
      { from: 50, to: 50, index: 4, count: 1 },
    ]);
  });

  test('no events, or events at points that do not exist, give no markers', () => {
    expect(groupEvents([], [1, 2], 10)).toEqual([]);
    expect(
      groupEvents(
        [
          [5, 1],
          [0, 0],
        ],
        [1, 2],
        10,
      ),
    ).toEqual([]);
  });
});
