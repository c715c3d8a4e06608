// Like with like (issue 11, item 4): runs of different kinds (sysbench cpu, sysbench OLTP, pgbench)
// chosen together are compared within their kind, each kind against a baseline of its own: never a
// percentage between a cpu run's events and an OLTP run's transactions.
import { describe, expect, test } from 'vitest';
import { countsByKind, groupByKind, kindOf } from '../../../lib/compare/run-kinds';
import { buildCompareModel } from '../../../lib/compare/view-model';
import { compareState, loadRun, sqlBenchRun } from './synthetic-runs';

describe('kinds', () => {
  test.each([
    [{ tool: 'sysbench', test: 'cpu' }, 'sysbench|cpu', 'sysbench · cpu'],
    [{ tool: 'sysbench', test: 'oltp_read_write' }, 'sysbench|oltp_read_write', 'sysbench · oltp_read_write'],
    [{ tool: 'pgbench', test: null }, 'pgbench|', 'pgbench'],
    // every sql-bench output times the same operations: one kind
    [{ tool: 'sql-bench', test: 'run-all-tests' }, 'sql-bench', 'sql-bench'],
    [{ tool: 'sql-bench', test: 'test-insert' }, 'sql-bench', 'sql-bench'],
  ])('%o is %s', (run, key, name) => {
    expect(kindOf(run)).toEqual({ key, name });
  });

  test('grouped in the order their first run comes', () => {
    const runs = [
      { tool: 'sysbench', test: 'cpu', id: 1 },
      { tool: 'sysbench', test: 'oltp', id: 2 },
      { tool: 'sysbench', test: 'cpu', id: 3 },
    ];
    expect(groupByKind(runs).map((g) => [g.kind.key, g.runs.map((r) => r.id)])).toEqual([
      ['sysbench|cpu', [1, 3]],
      ['sysbench|oltp', [2]],
    ]);
  });
});

describe('a cpu run, OLTP runs and a pgbench run compared together', () => {
  const cpu = (id: number, eps: number) =>
    loadRun(id, { test: 'cpu', tps: null, qps: null, eventsPerSec: eps, latPct: null, latPctMs: null });
  const runs = [
    cpu(1, 1214.24),
    loadRun(2, { tps: 472.2 }),
    loadRun(3, { tps: 521.52 }),
    cpu(4, 1300),
    loadRun(5, { tool: 'pgbench', test: 'tpcb', tps: 1654.4 }),
  ];
  const model = buildCompareModel(runs, compareState({ baseline: 1 }), [1, 2, 3, 4, 5]);
  const metrics = model.metrics;

  test('each kind its own table, against a baseline of its own kind', () => {
    expect(metrics?.kinds.map((k) => [k.kind.name, k.runIds, k.baselineId, k.headline])).toEqual([
      ['sysbench · cpu', [1, 4], 1, 'eventsPerSec'],
      ['sysbench · oltp_read_write', [2, 3], 2, 'tps'],
      ['pgbench · tpcb', [5], 5, 'tps'],
    ]);
    expect(model.kinds.map((k) => k.baselineId)).toEqual([1, 2, 5]);
  });

  test('no percentage between kinds: every change is against a run of the same kind', () => {
    const oltp = metrics?.kinds[1]?.rows.find((r) => r.key === 'tps');
    expect(oltp?.cells.map((c) => [c.value, c.deltaPct, c.verdict])).toEqual([
      [472.2, 0, 'baseline'],
      [521.52, 10.44, 'better'],
    ]);
    const cpuRow = metrics?.kinds[0]?.rows.find((r) => r.key === 'eventsPerSec');
    expect(cpuRow?.cells.map((c) => c.verdict)).toEqual(['baseline', 'better']);
    // the one table over every run (REST API): cells in kind order, each against its kind's baseline
    expect(metrics?.runIds).toEqual([1, 4, 2, 3, 5]);
    const tps = metrics?.rows.find((r) => r.key === 'tps');
    expect(tps?.cells.map((c) => c.verdict)).toEqual(['missing', 'missing', 'baseline', 'better', 'baseline']);
    for (const row of metrics?.rows ?? []) expect(row.cells).toHaveLength(5);
  });

  test('bars per kind hold the runs of that kind only', () => {
    expect(metrics?.kinds.map((k) => k.bars.series.map((s) => s.key))).toEqual([['r1', 'r4'], ['r2', 'r3'], ['r5']]);
  });

  test('sql-bench and one kind of load test: one metrics table, as before', () => {
    const mixed = buildCompareModel([sqlBenchRun(1, { a: 1 }), loadRun(2), loadRun(3)], compareState(), [1, 2, 3]);
    expect(mixed.metrics?.kinds).toHaveLength(1);
    expect(mixed.kinds.map((k) => [k.kind.key, k.baselineId])).toEqual([
      ['sql-bench', 1],
      ['sysbench|oltp_read_write', 2],
    ]);
  });
});

describe('kinds counted (a project page: a GROUP BY tool, test)', () => {
  const run = (id: number) => ({ id, title: `run ${id}` });
  test('a suite’s tests are one kind, listed while it stays small; a load test keeps its test in its filter', () => {
    const kinds = countsByKind(
      [
        { tool: 'sql-bench', test: 'run-all-tests', runs: 2, listed: [run(5), run(1)] },
        { tool: 'sql-bench', test: 'test-insert', runs: 1, listed: [run(3)] },
        { tool: 'sysbench', test: 'cpu', runs: 1, listed: [run(2)] },
      ],
      50,
    );
    expect(kinds.map((k) => [k.kind.key, k.runs, k.listed?.map((r) => r.id), k.filter])).toEqual([
      ['sql-bench', 3, [1, 3, 5], { tool: 'sql-bench' }],
      ['sysbench|cpu', 1, [2], { tool: 'sysbench', test: 'cpu' }],
    ]);
  });

  test('a kind past the limit, or with a part too big to list, is counted and not listed', () => {
    const kinds = countsByKind(
      [
        { tool: 'sql-bench', test: 'a', runs: 30, listed: Array.from({ length: 30 }, (_, i) => run(i)) },
        { tool: 'sql-bench', test: 'b', runs: 30, listed: Array.from({ length: 30 }, (_, i) => run(100 + i)) },
        { tool: 'pgbench', test: null, runs: 4, listed: null },
      ],
      50,
    );
    expect(kinds.map((k) => [k.kind.key, k.runs, k.listed, k.filter])).toEqual([
      ['sql-bench', 60, null, { tool: 'sql-bench' }],
      ['pgbench|', 4, null, { tool: 'pgbench' }],
    ]);
  });
});

// A DBA's pass (2026-12-07): 22 bare sysbench 1.0 logs (no command, so no test name) in one project;
// its scaling chart said "peak 3,070.47 at 4 threads", the mean of oltp_point_select's 13,632.28 and
// four read/write and read-only runs, and the mutex run's latency was +5274% against an OLTP run's.
describe('sysbench logs that name no test', () => {
  const bare = (id: number, threads: number, tps: number | null, queryKinds?: string) =>
    loadRun(id, {
      test: null,
      threads,
      tps,
      qps: tps === null ? null : tps * 20,
      eventsPerSec: tps === null ? 900 : null,
      parameters: queryKinds ? { queryKinds } : {},
    });
  const runs = [
    bare(1, 1, 247.2, 'read/write/other'),
    bare(2, 2, 376.1, 'read/write/other'),
    bare(3, 4, 427.13, 'read/write/other'),
    bare(4, 4, 13632.28, 'read'),
    bare(5, 8, 12000, 'read'),
    bare(6, 4, 529.19, 'read/other'),
    bare(7, 8, null),
  ];
  const model = buildCompareModel(
    runs,
    compareState({ baseline: 1 }),
    runs.map((r) => r.id),
  );

  test('are kinds by the queries they ran, a log with none (mutex, threads) a kind of its own', () => {
    expect(kindOf({ tool: 'sysbench', test: null, parameters: { queryKinds: 'read' } })).toEqual({
      key: 'sysbench||read',
      name: 'sysbench · read queries (test not named)',
    });
    // a named test is its name, whatever it ran
    expect(kindOf({ tool: 'sysbench', test: 'oltp_read_only', parameters: { queryKinds: 'read/other' } }).key).toBe(
      'sysbench|oltp_read_only',
    );
    expect(model.metrics?.kinds.map((k) => k.runIds)).toEqual([[1, 2, 3], [4, 5], [6], [7]]);
  });

  test('a scaling line never averages two of them: every point is a run the log printed', () => {
    const series = model.scaling?.series ?? [];
    expect(series.map((s) => s.points.map((p) => [p.threads, p.value, p.runs]))).toEqual([
      [
        [1, 247.2, 1],
        [2, 376.1, 1],
        [4, 427.13, 1],
      ],
      [
        [4, 13632.28, 1],
        [8, 12000, 1],
      ],
    ]);
    expect(series.map((s) => s.peak)).toEqual([
      { threads: 4, value: 427.13 },
      { threads: 4, value: 13632.28 },
    ]);
  });
});
