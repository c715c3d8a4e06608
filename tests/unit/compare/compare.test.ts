import { describe, expect, test } from 'vitest';
import { overlayIntervals, rateUnitOf } from '../../../lib/compare/intervals';
import { matrixMeans, ratioMatrixFromRuns, ratioSides } from '../../../lib/compare/matrix';
import { compareMetrics } from '../../../lib/compare/metrics';
import { compareOperations } from '../../../lib/compare/operations';
import type { IntervalBucket } from '../../../lib/db/intervals';

const op = (name: string, seconds: number | null, flags = '') => ({ name, seconds, flags, line: 1 });

describe('sql-bench operations', () => {
  const runs = [
    { id: 1, operations: [op('a', 10), op('b', 4), op('c', 0), op('TOTALS', 14)], tests: [] },
    { id: 2, operations: [op('a', 5), op('b', 8, '+'), op('c', 0), op('d', 3), op('TOTALS', 16)], tests: [] },
  ];

  test('ratios against the baseline, lower is better, missing rows kept and marked', () => {
    const { rows } = compareOperations(runs, 1, 3);
    const a = rows.find((r) => r.name === 'a');
    expect(a?.cells.map((c) => [c.ratio, c.verdict])).toEqual([
      [1, 'baseline'],
      [0.5, 'better'],
    ]);
    expect(rows.find((r) => r.name === 'b')?.cells[1]).toMatchObject({ ratio: 2, deltaPct: 100, verdict: 'worse', flags: '+' });
    expect(rows.find((r) => r.name === 'c')?.cells[1]).toMatchObject({ ratio: 1, verdict: 'neutral' });
    expect(rows.find((r) => r.name === 'd')).toMatchObject({ missingIn: [1] });
    // TOTALS is never an operation (a run stored before it left the operations still has the row)
    expect(rows.map((r) => r.name)).not.toContain('TOTALS');
  });

  test('TOTALS from the run (its duration) or, for runs stored before, from the old row; never a row, never in the geomean', () => {
    const fresh = [
      { id: 1, operations: [op('a', 10)], tests: [], total: { seconds: 100, flags: '', line: 9 } },
      { id: 2, operations: [op('a', 20), op('Totals', 999)], tests: [] },
    ];
    const { rows, summary } = compareOperations(fresh, 1, 3);
    expect(rows.map((r) => r.name)).toEqual(['a']);
    expect(summary.map((s) => s.totalSeconds)).toEqual([100, 999]);
    expect(summary[1]?.total).toMatchObject({ ratio: 9.99, verdict: 'worse' });
    expect(summary[1]?.geomeanRatio).toBe(2);
  });

  test('the CPU seconds and loops sql-bench printed beside the seconds travel with each cell (the export has them)', () => {
    const timed = [
      { id: 1, operations: [{ ...op('insert', 19), usr: 3.95, sys: 1.25, cpu: 5.2, count: 350768 }], tests: [] },
      { id: 2, operations: [op('insert', 21)], tests: [] },
    ];
    const [base, other] = compareOperations(timed, 1, 3).rows[0]?.cells ?? [];
    expect(base).toMatchObject({ seconds: 19, usr: 3.95, sys: 1.25, cpu: 5.2, count: 350768, verdict: 'baseline' });
    expect(other).toMatchObject({ seconds: 21, usr: null, sys: null, cpu: null, count: null });
  });

  test('a change of one whole second is within sql-bench print resolution: neutral, ratio kept', () => {
    const timed = (seconds: number[]) => seconds.map((s, i) => ({ id: i + 1, operations: [op('x', s)], tests: [] }));
    const [, oneUp] = compareOperations(timed([1, 2]), 1, 3).rows[0]?.cells ?? [];
    expect(oneUp).toMatchObject({ ratio: 2, deltaPct: 100, verdict: 'neutral' });
    expect(compareOperations(timed([1, 3]), 1, 3).rows[0]?.cells[1]?.verdict).toBe('worse');
    expect(compareOperations(timed([2.5, 3.4]), 1, 3).rows[0]?.cells[1]?.verdict).toBe('worse');
  });

  test('one sql-bench run alone wins nothing (it was "87 of 87 won" beside other tools’ runs: a DBA’s pass)', () => {
    const [alone] = compareOperations([{ id: 1, operations: [op('a', 10), op('b', 20)], tests: [] }], 1, 3).summary;
    expect(alone).toMatchObject({ wins: 0, contestedOperations: 0, commonOperations: 2 });
  });

  test('summary: geometric mean over common operations (not TOTALS), wins, totals', () => {
    const { summary } = compareOperations(runs, 1, 3);
    expect(summary[0]).toMatchObject({ runId: 1, geomeanRatio: 1, commonOperations: 3, totalSeconds: 14, wins: 1 });
    // a: 0.5, b: 2, c: 0/0 → 1 → geomean 1
    expect(summary[1]?.geomeanRatio).toBeCloseTo(1, 12);
    expect(summary[1]?.wins).toBe(1);
    expect(summary[1]?.ratioOperations).toBe(3);
  });

  test('the geomean says how many operations it is of: one timed 0 s against 1 s has no ratio (a numbers audit)', () => {
    const timed = [
      { id: 1, operations: [op('a', 10), op('b', 1), op('c', 0)], tests: [], total: { seconds: 11, flags: '', line: 9 } },
      { id: 2, operations: [op('a', 20), op('b', 0), op('c', 0)], tests: [], total: { seconds: 20, flags: '*+', line: 9 } },
    ];
    const { summary } = compareOperations(timed, 1, 3);
    expect(summary[1]).toMatchObject({ commonOperations: 3, ratioOperations: 2 });
    // a: 2, c: 0/0 → 1; b (1 → 0 s) left out
    expect(summary[1]?.geomeanRatio).toBeCloseTo(Math.SQRT2, 12);
    // the TOTALS markers travel with the total
    expect(summary[1]?.total.flags).toBe('*+');
  });
});

describe('metrics', () => {
  const base = {
    qps: null,
    eventsPerSec: null,
    latAvgMs: 35.36,
    latPct: 99,
    latPctMs: 111.12,
    latMaxMs: null,
    errors: null,
    reconnects: null,
    durationS: 600,
  };
  test('seed 002: query cache on vs off (baseline) is −22.36 % tps and worse', () => {
    const rows = compareMetrics(
      [
        { id: 1, tps: 2827.56, ...base },
        { id: 2, tps: 2195.39, ...base, latAvgMs: 45.55, latPctMs: 117.09 },
      ],
      1,
      3,
    );
    const tps = rows.find((r) => r.key === 'tps');
    expect(tps?.cells[1]).toMatchObject({ value: 2195.39, deltaPct: -22.36, verdict: 'worse' });
    expect(rows.find((r) => r.key === 'latAvgMs')?.cells[1]?.verdict).toBe('worse');
    expect(rows.find((r) => r.key === 'latPctMs')?.label).toBe('latency 99th pct');
  });

  test('a 99th percentile against a 95th: both shown, no delta and no verdict (was +98.22 %, "worse")', () => {
    const rows = compareMetrics(
      [
        { id: 22, tps: 2000, ...base, latPct: 95, latPctMs: 13.46 },
        { id: 21, tps: 1900, ...base, latPct: 99, latPctMs: 26.68 },
        { id: 23, tps: 1950, ...base, latPct: 95, latPctMs: 14.1 },
      ],
      22,
      3,
    );
    const pct = rows.find((r) => r.key === 'latPctMs');
    expect(pct?.label).toBe('latency 95th ≠ 99th pct');
    expect(pct?.cells[1]).toEqual({ value: 26.68, ratio: null, deltaPct: null, verdict: 'missing' });
    expect(pct?.cells[2]).toMatchObject({ value: 14.1, deltaPct: 4.75, verdict: 'worse' });
    // the other figures of the same runs are compared as ever
    expect(rows.find((r) => r.key === 'tps')?.cells[1]).toMatchObject({ deltaPct: -5, verdict: 'worse' });
  });
});

describe('counts that start from zero', () => {
  test('errors appearing against a baseline of 0 are worse, without a ratio', () => {
    const none = {
      tps: 10,
      qps: null,
      eventsPerSec: null,
      latAvgMs: null,
      latPct: null,
      latPctMs: null,
      latMaxMs: null,
      reconnects: 0,
      durationS: null,
    };
    const rows = compareMetrics(
      [
        { id: 1, ...none, errors: 0 },
        { id: 2, ...none, errors: 3 },
        { id: 3, ...none, errors: 0 },
      ],
      1,
      3,
    );
    const errors = rows.find((r) => r.key === 'errors');
    expect(errors?.cells[1]).toEqual({ value: 3, ratio: null, deltaPct: null, verdict: 'worse' });
    expect(errors?.cells[2]).toMatchObject({ ratio: 1, verdict: 'neutral' });
  });
});

describe('intervals', () => {
  const range = (v: number | null) => ({ avg: v, min: v, max: v });
  /** one interval per bucket, as the database returns a run that needs no downsampling */
  const bucket = (t: number, tps: number, latencyMs: number, warmup: number): IntervalBucket => ({
    t,
    tFrom: t,
    tTo: t,
    points: 1,
    lineFrom: t,
    lineTo: t,
    tps: range(tps),
    qps: range(null),
    eventsPerSec: range(null),
    readsPerSec: range(null),
    writesPerSec: range(null),
    otherPerSec: range(null),
    latencyMs: range(latencyMs),
    latencyStddevMs: range(null),
    lagMs: range(null),
    mibPerSec: range(null),
    errorsPerSec: { avg: null, min: null, max: null },
    errorsPerSecMax: 0,
    errorIntervals: 0,
    reconnectIntervals: 0,
    rateMinAfterWarmup: t > warmup ? tps : null,
  });
  const steady = (runId: number, median: number) => ({ runId, intervals: 0, mean: null, median, stalls: 0 });

  test('one time axis, warm-up excluded from stall detection, stalls marked', () => {
    const { rows, stalls } = overlayIntervals(
      [
        {
          id: 1,
          perBucket: 1,
          buckets: [1, 2, 3, 4, 5].map((t) => bucket(t, t === 1 ? 0 : t === 4 ? 2 : 100, 1, 1)),
          steady: steady(1, 100),
        },
        { id: 2, perBucket: 1, buckets: [2, 3].map((t) => bucket(t, 50, 2, 1)), steady: steady(2, 50) },
      ],
      'tps',
    );
    expect(rows.map((r) => r.t)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]).toEqual({ t: 1, r1: 0 });
    expect(rows[1]).toEqual({ t: 2, r1: 100, r2: 50 });
    expect(stalls).toEqual([{ runId: 1, t: 4, value: 2 }]);
  });

  test('a downsampled run keeps its min and max as a band; a stall inside a bucket is still found by its minimum', () => {
    const b = { ...bucket(150, 290, 20, 0), points: 100, tFrom: 101, tTo: 200, tps: { avg: 290, min: 0, max: 340 }, rateMinAfterWarmup: 0 };
    const { rows, stalls } = overlayIntervals([{ id: 7, perBucket: 100, buckets: [b], steady: steady(7, 300) }], 'tps');
    expect(rows).toEqual([{ t: 150, r7: 290, r7Min: 0, r7Max: 340 }]);
    expect(stalls).toEqual([{ runId: 7, t: 150, value: 0 }]);
  });

  test('fileio and memory runs draw their MiB/s (no tps, no events/s in their intervals), and say so', () => {
    const mib = (t: number, read: number, written: number | null): IntervalBucket => ({
      ...bucket(t, 0, 0.01, 0),
      tps: range(null),
      readsPerSec: range(read),
      writesPerSec: range(written),
      mibPerSec: range(read + (written ?? 0)),
      rateMinAfterWarmup: null,
    });
    const fileio = [mib(1, 714.63, 476.42), mib(2, 725.77, 483.85)];
    const memory = [mib(1, 5329.49, null)];
    const { rows } = overlayIntervals(
      [
        { id: 1, perBucket: 1, buckets: fileio, steady: null },
        { id: 2, perBucket: 1, buckets: memory, steady: null },
      ],
      'tps',
    );
    expect(rows).toEqual([
      { t: 1, r1: 714.63 + 476.42, r2: 5329.49 },
      { t: 2, r1: 725.77 + 483.85 },
    ]);
    expect(rateUnitOf(fileio)).toBe('MiB/s read + written');
    expect(rateUnitOf(memory)).toBe('MiB/s transferred');
    expect(rateUnitOf([bucket(1, 100, 1, 0)])).toBe('tps');
    expect(rateUnitOf([{ ...bucket(1, 0, 1, 0), tps: range(null), eventsPerSec: range(1210.67) }])).toBe('events/s');
    expect(rateUnitOf([{ ...bucket(1, 0, 1, 0), tps: range(null) }])).toBeNull();
  });

  test('a run whose intervals mix kinds draws its main kind only: never MiB/s under a tps label', () => {
    const oltp = [bucket(1, 203.52, 25, 0), bucket(2, 205, 25, 0)];
    const memory = [3, 4].map((t) => ({ ...bucket(t, 0, 0, 0), tps: range(null), readsPerSec: range(5329.49), mibPerSec: range(5329.49) }));
    const { rows } = overlayIntervals([{ id: 1, perBucket: 1, buckets: [...oltp, ...memory], steady: null }], 'tps');
    expect(rows.map((r) => r.r1)).toEqual([203.52, 205, null, null]);
    expect(rateUnitOf([...oltp, ...memory])).toBe('tps');
  });
});

describe('ratio matrix', () => {
  test('A/B × 100 per test and thread count, means leave out excluded cells', () => {
    const run = (id: number, product: string, test: string, threads: number, value: number) => ({
      id,
      test,
      threads,
      value,
      tags: { product },
    });
    const m = ratioMatrixFromRuns(
      [
        run(1, 'mariadb', 'select', 4, 120),
        run(2, 'mysql', 'select', 4, 100),
        run(3, 'mariadb', 'insert', 4, 50),
        run(4, 'mysql', 'insert', 4, 100),
      ],
      'product',
      'mariadb',
      'mysql',
    );
    expect(m.rows).toEqual(['insert', 'select']);
    expect(m.cells.map((r) => r.map((c) => c.value))).toEqual([[50], [120]]);
    expect(matrixMeans(m).overall).toBeCloseTo(Math.sqrt(0.5 * 1.2) * 100, 10);
    const cells = m.cells.map((r, i) => r.map((c) => ({ ...c, excluded: i === 0 })));
    expect(matrixMeans({ ...m, cells }).overall).toBeCloseTo(120, 10);
    expect(matrixMeans({ ...m, cells }).rowMeans).toEqual([null, expect.closeTo(120, 10)]);
  });
});

test("a ratio table's sides, as its caption names them", () => {
  expect(ratioSides('MariaDB q/s / MySQL q/s * 100')).toEqual({ a: 'MariaDB q/s', b: 'MySQL q/s' });
  expect(ratioSides('(MariaDB q/s / MySQL q/s * 100)')).toEqual({ a: 'MariaDB q/s', b: 'MySQL q/s' });
  expect(ratioSides('on tps / off tps × 100')).toEqual({ a: 'on tps', b: 'off tps' });
  // no ratio named: the legend keeps A and B
  expect(ratioSides('Imported result table')).toBeNull();
  expect(ratioSides('a / b / c * 100')).toBeNull();
  expect(ratioSides('a / b * 1000')).toBeNull();
});
