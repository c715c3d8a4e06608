import { describe, expect, test } from 'vitest';
import type { IntervalBucket } from '../../../lib/db/intervals';
import { intervalChartDataOf, intervalRowsOf } from '../../../lib/interval-rows';
import { intervalSeriesLabels } from '../../../lib/run-view';

const range = (avg: number | null, min = avg, max = avg) => ({ avg, min, max });

function bucket(i: number, over: Partial<IntervalBucket> = {}): IntervalBucket {
  return {
    t: i + 1,
    tFrom: i + 1,
    tTo: i + 1,
    points: 1,
    lineFrom: i + 10,
    lineTo: i + 10,
    tps: range(300 + i / 3),
    qps: range(6_000),
    eventsPerSec: range(null),
    readsPerSec: range(null),
    writesPerSec: range(null),
    otherPerSec: range(null),
    latencyMs: range(20),
    latencyStddevMs: range(null),
    lagMs: range(null),
    mibPerSec: range(null),
    errorsPerSec: { avg: null, min: null, max: null },
    errorsPerSecMax: 0,
    errorIntervals: 0,
    reconnectIntervals: 0,
    rateMinAfterWarmup: null,
    ...over,
  };
}

describe('intervalChartDataOf', () => {
  test('columns of the series the run has; a point of one interval sends its value once', () => {
    const data = intervalChartDataOf({ total: 3, perBucket: 1, buckets: [bucket(0), bucket(1), bucket(2, { errorIntervals: 1 })] });
    expect(Object.keys(data.series)).toEqual(['tps', 'qps', 'latencyMs']);
    expect(data.series.tps).toEqual({ avg: [300, 300.33, 300.67] });
    expect(data.t).toEqual([1, 2, 3]);
    expect(data.errors).toEqual([[2, 1]]);
    expect(data.reconnects).toEqual([]);
  });

  test("errors/s is a series where some interval reported errors, never sysbench's `err/s: 0.00` of every line", () => {
    // a walkthrough's deadlocking run (~700 err/s) showed only red dots labelled 1: how many intervals, not errors
    const quiet = intervalChartDataOf({
      total: 2,
      perBucket: 1,
      buckets: [bucket(0, { errorsPerSec: range(0) }), bucket(1, { errorsPerSec: range(0) })],
    });
    expect(quiet.series.errorsPerSec).toBeUndefined();
    // a log that counted none is no log that prints no count (sysbench 0.5: "No interval reported errors" said what it did not)
    expect(quiet.errorsCounted).toBe(true);
    expect(intervalChartDataOf({ total: 1, perBucket: 1, buckets: [bucket(0)] }).errorsCounted).toBe(false);
    const failing = intervalChartDataOf({
      total: 2,
      perBucket: 1,
      buckets: [bucket(0, { errorsPerSec: range(675), errorIntervals: 1 }), bucket(1, { errorsPerSec: range(756.98), errorIntervals: 1 })],
    });
    expect(failing.series.errorsPerSec).toEqual({ avg: [675, 756.98] });
    expect(intervalRowsOf(failing)[1]).toMatchObject({ errorsPerSec: 756.98 });
  });

  test('downsampled: the mean rounded as shown, min and max as read, so a spike survives', () => {
    const spiked = bucket(0, { points: 22, t: 11.5, tps: range(300.123456, 0, 3_000.5), latencyMs: range(20.456, 19, 9_999.99) });
    const data = intervalChartDataOf({ total: 22, perBucket: 22, buckets: [spiked] });
    expect(data.series.tps).toEqual({ avg: [300.12], min: [0], max: [3_000.5] });
    const [row] = intervalRowsOf(data);
    expect(row).toMatchObject({ t: 11.5, tps: 300.12, tpsMin: 0, tpsMax: 3_000.5, latencyMs: 20.46, latencyMsMax: 9_999.99 });
  });

  test('1,000 downsampled points stay small to send (the run page of a 12-hour run is under 500 KB)', () => {
    const buckets = Array.from({ length: 1_000 }, (_, i) =>
      bucket(i, { points: 22, t: i * 21.6 + 10.8, tps: range(312.3456789, 290.12, 340.98), latencyMs: range(21.987654, 20.01, 26.99) }),
    );
    const json = JSON.stringify(intervalChartDataOf({ total: 21_600, perBucket: 22, buckets }));
    expect(json.length).toBeLessThan(100_000);
  });

  test('rows carry min and max equal to the mean when a point is one interval', () => {
    const [row] = intervalRowsOf(intervalChartDataOf({ total: 1, perBucket: 1, buckets: [bucket(0)] }));
    expect(row).toEqual({
      t: 1,
      tps: 300,
      tpsMin: 300,
      tpsMax: 300,
      qps: 6_000,
      qpsMin: 6_000,
      qpsMax: 6_000,
      latencyMs: 20,
      latencyMsMin: 20,
      latencyMsMax: 20,
    });
  });
});

describe('fileio and memory intervals', () => {
  test("reads, writes and fsyncs are columns of their own, named as the run's intervalUnits says", () => {
    const fileio = (i: number) =>
      bucket(i, {
        tps: range(null),
        qps: range(null),
        readsPerSec: range(714.63),
        writesPerSec: range(476.42),
        otherPerSec: range(3044.13),
      });
    const data = intervalChartDataOf({ total: 2, perBucket: 1, buckets: [fileio(0), fileio(1)] });
    expect(Object.keys(data.series)).toEqual(['readsPerSec', 'writesPerSec', 'otherPerSec', 'latencyMs']);
    expect(data.series.readsPerSec?.avg).toEqual([714.63, 714.63]);
    const header = { intervalUnits: 'readsPerSec: MiB/s read; writesPerSec: MiB/s written; otherPerSec: fsyncs/s' };
    expect(intervalSeriesLabels({ extraMetrics: { header, figures: {}, derived: [] } })).toEqual({
      readsPerSec: 'MiB/s read',
      writesPerSec: 'MiB/s written',
      otherPerSec: 'fsyncs/s',
    });
    expect(intervalSeriesLabels({ extraMetrics: { header: {}, figures: {}, derived: [] } })).toEqual({});
  });
});

test("an OLTP run's reads, writes and other per second (its qps in parts) are not sent to its chart", () => {
  const oltp = (i: number) => bucket(i, { readsPerSec: range(4200), writesPerSec: range(1200), otherPerSec: range(600) });
  expect(Object.keys(intervalChartDataOf({ total: 1, perBucket: 1, buckets: [oltp(0)] }).series)).toEqual(['tps', 'qps', 'latencyMs']);
});
