import { describe, expect, test } from 'vitest';
import { formatClock, formatTime, parseTime, timeAxis } from '../../../lib/time-axis';

describe('timeAxis', () => {
  test('a 12-hour run reads h:mm on round hours, not 2 / 15,002 / 30,002 / 43,200 s', () => {
    const axis = timeAxis(0, 43_200);
    expect(axis.kind).toBe('clock');
    expect(axis.label).toBe('time (h:mm)');
    expect(axis.ticks?.map((t) => formatTime(axis, t))).toEqual(['0:00', '2:00', '4:00', '6:00', '8:00', '10:00', '12:00']);
  });

  test('zoomed into five minutes of it, ticks read h:mm:ss', () => {
    const axis = timeAxis(3_600, 3_900);
    expect(axis.label).toBe('time (h:mm:ss)');
    expect(axis.ticks?.map((t) => formatTime(axis, t))).toEqual(['1:00:00', '1:01:00', '1:02:00', '1:03:00', '1:04:00', '1:05:00']);
  });

  test('a short run keeps seconds, ticked as the chart would, never crowding its end', () => {
    const axis = timeAxis(0, 300);
    expect(axis).toMatchObject({ kind: 'seconds', label: 'seconds', ticks: [0, 75, 150, 225, 300] });
    expect(formatTime(axis, 1234.5)).toBe('1,234.5');
    // 10 s at a 2-s report interval: the chart's 0 3 6 9 10 read "9 10" on top of each other (a DBA's pass)
    expect(timeAxis(0, 10).ticks).toEqual([0, 3, 6, 10]);
    expect(timeAxis(2, 10).ticks).toEqual([2, 4, 6, 8, 10]);
  });

  test.each([
    [0, 7_200],
    [100, 100_000],
    [43_000, 43_200],
    [1, 901],
  ])('ticks from %d to %d: at most 9, inside the range, evenly spaced', (from, to) => {
    const ticks = timeAxis(from, to).ticks ?? [];
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.length).toBeLessThanOrEqual(9);
    for (const t of ticks) expect(t >= from && t <= to).toBe(true);
    const steps = new Set(ticks.slice(1).map((t, i) => t - (ticks[i] ?? 0)));
    expect(steps.size).toBeLessThanOrEqual(1);
  });
});

describe('formatClock and parseTime', () => {
  test.each([
    [0, false, '0:00'],
    [3_725, false, '1:02'],
    [3_725, true, '1:02:05'],
    [43_200, false, '12:00'],
    [-5, true, '0:00:00'],
  ])('%d s (seconds: %s) → %s', (seconds, withSeconds, text) => {
    expect(formatClock(seconds, withSeconds)).toBe(text);
  });

  test.each([
    ['3600', 3_600],
    [' 1:00 ', 3_600],
    ['1:05:30', 3_930],
    ['12:00', 43_200],
    ['0:00:01.5', 1.5],
    ['1:60', null],
    ['1:5', null],
    ['abc', null],
    ['', null],
    ['-3', null],
    [`${'9'.repeat(50)}:00`, null],
  ])('parseTime(%j) → %s', (text, seconds) => {
    expect(parseTime(text)).toBe(seconds);
  });
});
