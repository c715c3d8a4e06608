// The compare model from synthetic runs: the baseline each section takes, verdicts and directions,
// missing values, colours and groups, the metric the load-test charts draw.
import { describe, expect, test } from 'vitest';
import { buildCompareModel, type CompareInputRun } from '../../../lib/compare/view-model';
import { compareState, intervalsOf, loadRun, sqlBenchRun } from './synthetic-runs';

const ids = (runs: CompareInputRun[]) => runs.map((r) => r.id);

describe('baseline', () => {
  const mixed = [
    loadRun(1, { title: 'before' }),
    loadRun(2, { title: 'after' }),
    sqlBenchRun(3, { a: 1 }, {}, { title: 'before' }),
    sqlBenchRun(4, { a: 1 }, {}, { title: 'after' }),
  ];
  test.each([
    // [asked, model baseline, metrics baseline, sql-bench baseline]
    [undefined, 1, 1, 3],
    [2, 2, 2, 4], // sql-bench falls back to its run of the same title
    [4, 4, 2, 4],
    [3, 3, 1, 3],
    [99, 1, 1, 3], // not one of the runs: the first
  ])('baseline=%s → model %i, metrics %i, sql-bench %i', (baseline, model, metrics, sqlBench) => {
    const built = buildCompareModel(mixed, compareState({ baseline }), ids(mixed));
    expect([built.baselineId, built.metrics?.baselineId, built.sqlBench?.baselineId]).toEqual([model, metrics, sqlBench]);
  });

  test('no title in common: the section takes its first run', () => {
    const runs = [loadRun(1), sqlBenchRun(2, { a: 1 }), sqlBenchRun(3, { a: 1 })];
    expect(buildCompareModel(runs, compareState({ baseline: 1 }), ids(runs)).sqlBench?.baselineId).toBe(2);
  });
});

describe('verdicts and directions', () => {
  test.each([
    // [metric, baseline value, value, band, verdict]
    ['tps', 100, 110, 3, 'better'],
    ['tps', 100, 90, 3, 'worse'],
    ['tps', 100, 102, 3, 'neutral'],
    ['tps', 100, 102, 1, 'better'],
    ['latAvgMs', 10, 12, 3, 'worse'],
    ['latAvgMs', 10, 8, 3, 'better'],
    ['errors', 0, 3, 3, 'worse'],
    ['errors', 0, 0, 3, 'neutral'],
  ] as const)('%s %f → %f (band %f%%) is %s', (metric, base, value, band, verdict) => {
    const runs = [loadRun(1, { [metric]: base }), loadRun(2, { [metric]: value })];
    const row = buildCompareModel(runs, compareState({ band }), [1, 2]).metrics?.rows.find((r) => r.key === metric);
    expect(row?.cells[1]?.verdict).toBe(verdict);
  });

  test.each([
    // the chosen metric decides which way the scaling peak lies
    [undefined, 4, 300],
    ['latAvgMs', 1, 5],
  ] as const)('scaling metric %s peaks at %i threads', (metric, threads, value) => {
    const runs = [1, 4, 16].map((t, i) => loadRun(i + 1, { threads: t, tps: t === 4 ? 300 : 100, latAvgMs: t * 5 }));
    const scaling = buildCompareModel(runs, compareState({ metric }), ids(runs)).scaling;
    expect(scaling?.series[0]?.peak).toEqual({ threads, value });
    expect(scaling?.chart.logScale).toBe(true);
  });
});

describe('missing values', () => {
  test('a metric one run lacks is missing there, a metric no run has is no row', () => {
    const runs = [loadRun(1, { qps: null }), loadRun(2)];
    const rows = buildCompareModel(runs, compareState(), [1, 2]).metrics?.rows ?? [];
    expect(rows.find((r) => r.key === 'qps')?.cells.map((c) => c.verdict)).toEqual(['missing', 'missing']);
    expect(rows.find((r) => r.key === 'reconnects')).toBeUndefined();
  });

  test('an operation or a test one sql-bench run lacks is missing there, and kept in the bars as null', () => {
    const runs = [sqlBenchRun(1, { a: 1, b: 2 }, { insert: 3 }), sqlBenchRun(2, { a: 1 }, {})];
    const section = buildCompareModel(runs, compareState(), [1, 2]).sqlBench;
    expect(section?.rows.find((r) => r.name === 'b')).toMatchObject({ missingIn: [2] });
    expect(section?.tests[0]?.cells[1]).toMatchObject({ seconds: null, verdict: 'missing' });
    expect(section?.bars.rows).toEqual([{ test: 'insert', r1: 3, r2: null }]);
  });

  test('asked-for runs that did not load are listed as missing', () => {
    expect(buildCompareModel([loadRun(2)], compareState(), [1, 2, 3]).missing).toEqual([1, 3]);
  });

  test('an empty comparison builds without throwing', () => {
    const model = buildCompareModel([], compareState(), [1]);
    expect(model).toMatchObject({ runs: [], baselineId: 0, metrics: null, sqlBench: null, missing: [1] });
  });
});

describe('groups and colours', () => {
  const runs = [
    loadRun(1, { tags: { alloc: 'glibc' }, tps: 100 }),
    loadRun(2, { tags: { alloc: 'jemalloc' }, tps: 90 }),
    loadRun(3, { tags: { alloc: 'glibc' }, tps: 120 }),
    loadRun(4, { tps: 80 }),
  ];
  const model = buildCompareModel(runs, compareState({ group: 'alloc', baseline: 2 }), ids(runs));

  test('one colour per group value; runs without the tag form the group (none)', () => {
    expect(model.runs.map((r) => r.group)).toEqual(['glibc', 'jemalloc', 'glibc', '(none)']);
    expect(model.runs[0]?.color).toBe(model.runs[2]?.color);
    expect(new Set(model.runs.map((r) => r.color)).size).toBe(3);
  });

  test('group means against the baseline run’s group', () => {
    expect(model.groups?.values.map((g) => [g.value, g.runIds, g.mean, g.deltaPct])).toEqual([
      ['glibc', [1, 3], 110, 22.22],
      ['jemalloc', [2], 90, 0],
      ['(none)', [4], 80, -11.11],
    ]);
  });
});

describe('intervals', () => {
  test('a latency metric draws latency; throughput otherwise; downsampled runs get a band', () => {
    const runs = [loadRun(1, { intervals: intervalsOf(1, [10, 20], 5) }), loadRun(2, { intervals: intervalsOf(2, [30, 40]) })];
    const tps = buildCompareModel(runs, compareState(), [1, 2]).intervals;
    expect(tps?.figure).toBe('tps');
    expect(tps?.rows[0]).toMatchObject({ t: 1, r1: 10, r1Min: 10, r1Max: 10, r2: 30 });
    expect(tps?.bands).toEqual([{ low: 'r1Min', high: 'r1Max', label: '#1 run 1 min–max', color: 'var(--series-1)' }]);
    expect(tps?.downsampled).toEqual([{ runId: 1, total: 10, perBucket: 5 }]);
    expect(buildCompareModel(runs, compareState({ metric: 'latPctMs' }), [1, 2]).intervals?.rows[0]).toMatchObject({ r1: 100 });
  });

  test('runs of several kinds: a chart each, its own lines only (read-only and read/write on one axis could not be followed)', () => {
    const runs = [
      loadRun(1, { intervals: intervalsOf(1, [2000, 2100]), test: 'oltp_read_only' }),
      loadRun(2, { intervals: intervalsOf(2, [600, 610]) }),
      loadRun(3, { intervals: intervalsOf(3, [1900, 2050]), test: 'oltp_read_only' }),
    ];
    const intervals = buildCompareModel(runs, compareState(), [1, 2, 3]).intervals;
    expect(intervals?.kinds.map((k) => [k.kind.name, k.series.map((s) => s.key)])).toEqual([
      ['sysbench · oltp_read_only', ['r1', 'r3']],
      ['sysbench · oltp_read_write', ['r2']],
    ]);
    // one kind: the one chart, as before
    expect(buildCompareModel(runs.slice(1, 2), compareState(), [2]).intervals?.kinds).toEqual([]);
  });

  test('a run with a single interval is not drawn', () => {
    const runs = [loadRun(1, { intervals: intervalsOf(1, [10]) }), loadRun(2, { intervals: intervalsOf(2, [30, 40]) })];
    expect(buildCompareModel(runs, compareState(), [1, 2]).intervals?.series.map((s) => s.key)).toEqual(['r2']);
  });
});
