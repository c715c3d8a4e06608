// Group-by (issue 11, item 7): values in reading order (threads 1, 2, 4, 16, not 16, 1, 2), and a
// run that did not complete or mostly failed shown apart with its reason, never averaged in.
import { describe, expect, test } from 'vitest';
import { NO_GROUP, sortGroupValues } from '../../../lib/compare/group-values';
import { failureOf } from '../../../lib/compare/run-outcome';
import { buildCompareModel } from '../../../lib/compare/view-model';
import { compareState, loadRun } from './synthetic-runs';

describe('group values in reading order', () => {
  test.each([
    [
      ['16', '1', '2', '32', '4', '8'],
      ['1', '2', '4', '8', '16', '32'],
    ],
    [
      ['tcmalloc', NO_GROUP, 'glibc', 'jemalloc'],
      ['glibc', 'jemalloc', 'tcmalloc', NO_GROUP],
    ],
    [
      ['10.11.9', '10.11.19', '5.5.20'],
      ['5.5.20', '10.11.9', '10.11.19'],
    ],
    [
      ['8', '16', '8'],
      ['8', '16'],
    ],
  ])('%o → %o', (values, sorted) => {
    expect(sortGroupValues(values)).toEqual(sorted);
  });
});

describe('runs whose figures are no measure of their server', () => {
  test.each([
    [{ complete: false, errors: null, tps: null, durationS: null }, 'did not complete'],
    // seed corpus: hot rows, 2,008 ignored deadlocks in 10 s at 179.15 tps
    [{ complete: true, errors: 2008, tps: 179.15, durationS: 10.0464 }, '2,008 errors, 1,800 transactions completed'],
    // pgbench: 1,140 failed transactions are not among the 3,700 it "actually processed" (not "1,140 errors in 3,700")
    [{ complete: true, errors: 1140, tps: 370, durationS: 10 }, '1,140 errors, 3,700 transactions completed'],
    // a stray deadlock in thousands of transactions is a normal run
    [{ complete: true, errors: 1, tps: 427.13, durationS: 10.0102 }, null],
    [{ complete: true, errors: 0, tps: 521.52, durationS: 10.0389 }, null],
    [{ complete: true, errors: null, tps: 100, durationS: 10 }, null],
  ])('%o → %s', (run, failure) => {
    expect(failureOf(run)).toBe(failure);
  });
});

describe('grouped by threads, with a run cut short and an error run at 16 threads', () => {
  const threads = (id: number, t: number, tps: number | null, extra = {}) =>
    loadRun(id, { threads: t, tps, tags: { threads: String(t) }, ...extra });
  const runs = [
    threads(1, 16, 521.52, { durationS: 10 }),
    threads(2, 16, 179.15, { errors: 2008, durationS: 10.0464 }),
    threads(3, 16, null, { complete: false }),
    threads(4, 1, 246.95),
    threads(5, 2, 375.94),
    threads(6, 32, 396.81),
    threads(7, 4, 427.13),
    threads(8, 8, 439.99),
  ];
  const model = buildCompareModel(
    runs,
    compareState({ group: 'threads' }),
    runs.map((r) => r.id),
  );

  test('values sorted as numbers; the 16-thread mean is the complete run’s alone, the others listed apart', () => {
    expect(model.groups?.values.map((g) => [g.value, g.runIds, g.mean])).toEqual([
      ['1', [4], 246.95],
      ['2', [5], 375.94],
      ['4', [7], 427.13],
      ['8', [8], 439.99],
      ['16', [1], 521.52],
      ['32', [6], 396.81],
    ]);
    expect(model.groups?.values.find((g) => g.value === '16')?.leftOut).toEqual([
      { runId: 2, reason: '2,008 errors, 1,800 transactions completed' },
      { runId: 3, reason: 'did not complete' },
    ]);
    expect(model.runs.map((r) => r.failure)).toEqual([
      null,
      '2,008 errors, 1,800 transactions completed',
      'did not complete',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  test('the scaling line leaves them out (no 350 at 16 threads), and says so', () => {
    const plain = buildCompareModel(
      runs.map((r) => ({ ...r, tags: [] })),
      compareState(),
      [],
    );
    expect(plain.scaling?.series).toHaveLength(1);
    expect(plain.scaling?.series[0]?.points.map((p) => [p.threads, p.value])).toEqual([
      [1, 246.95],
      [2, 375.94],
      [4, 427.13],
      [8, 439.99],
      [16, 521.52],
      [32, 396.81],
    ]);
    expect(plain.scaling?.leftOut.map((l) => l.runId)).toEqual([2, 3]);
  });

  test('scaling lines grouped by a tag come in the order of its values', () => {
    const sweep = ['8', '16', '4'].flatMap((clients, i) =>
      [1, 2].map((t) => loadRun(10 * i + t, { threads: t, tps: 100 * t, tags: { clients } })),
    );
    const grouped = buildCompareModel(sweep, compareState({ group: 'clients' }), []);
    expect(grouped.scaling?.series.map((s) => s.label)).toEqual(['clients=4', 'clients=8', 'clients=16']);
  });

  test('a run cut short is no default baseline: the kind takes its first complete run', () => {
    const cut = [threads(9, 16, null, { complete: false }), threads(10, 4, 100), threads(11, 8, 150)];
    const built = buildCompareModel(cut, compareState(), []);
    expect(built.metrics?.kinds[0]?.baselineId).toBe(10);
    expect(built.kinds[0]?.baselineId).toBe(10);
    // chosen on purpose, it stays the baseline
    expect(buildCompareModel(cut, compareState({ baseline: 9 }), []).metrics?.kinds[0]?.baselineId).toBe(9);
  });
});

test('grouped by a tag over a sweep of thread counts: one table per count, never a mean over the scaling curve', () => {
  // a walkthrough's buffer pool sweep: "bp=512M +5.67%" was the means of 1, 2 and 4 threads set against each other
  const run = (id: number, t: number, bp: string, tps: number) => loadRun(id, { threads: t, tps, tags: { bp } });
  const runs = [
    run(1, 1, '128M', 1162.53),
    run(2, 2, '128M', 2142.72),
    run(3, 4, '128M', 2460.09),
    run(4, 1, '512M', 1200),
    run(5, 2, '512M', 2100),
    run(6, 4, '512M', 2792.22),
  ];
  const model = buildCompareModel(runs, compareState({ group: 'bp' }), [1, 2, 3, 4, 5, 6]);
  expect(model.groups?.kinds.map((k) => k.kind.name)).toEqual([
    'sysbench · oltp_read_write · 1 thread',
    'sysbench · oltp_read_write · 2 threads',
    'sysbench · oltp_read_write · 4 threads',
  ]);
  expect(model.groups?.kinds.map((k) => k.values.map((v) => [v.value, v.runIds, v.mean, v.deltaPct?.toFixed(2)]))).toEqual([
    [
      ['128M', [1], 1162.53, '0.00'],
      ['512M', [4], 1200, '3.22'],
    ],
    [
      ['128M', [2], 2142.72, '0.00'],
      ['512M', [5], 2100, '-1.99'],
    ],
    [
      ['128M', [3], 2460.09, '0.00'],
      ['512M', [6], 2792.22, '13.50'],
    ],
  ]);
  // grouped by threads itself: one table, as before
  const byThreads = buildCompareModel(runs, compareState({ group: 'threads' }), [1, 2, 3, 4, 5, 6]);
  expect(byThreads.groups?.kinds).toHaveLength(1);
});

test('a dimension the groups hold in the same proportions is no confounder; another mix of values is', () => {
  // a DBA's pass: "These groups also differ in version (off: 10.11.19; on: 10.11.19)": two runs against one
  const run = (id: number, qc: string, version: string) => loadRun(id, { threads: 4, tps: 500 + id, tags: { query_cache: qc, version } });
  const same = buildCompareModel(
    [run(1, 'off', '10.11.19'), run(2, 'off', '10.11.19'), run(3, 'on', '10.11.19')],
    compareState({ group: 'query_cache' }),
    [1, 2, 3],
  );
  expect(same.groups?.kinds[0]?.alsoDiffer).toEqual([]);
  // off: 5.1 and 5.5, on: 5.1 twice: the mean of on is 5.1's alone
  const mixed = buildCompareModel(
    [run(1, 'off', '5.1'), run(2, 'off', '5.5'), run(3, 'on', '5.1'), run(4, 'on', '5.1')],
    compareState({ group: 'query_cache' }),
    [1, 2, 3, 4],
  );
  expect(mixed.groups?.kinds[0]?.alsoDiffer.map((d) => d.key)).toEqual(['version']);
});

describe('configurations whose changes disagree', () => {
  // a DBA's pass (2026-12-07): query cache on was +80.6% in one project's configuration (glibc, a
  // config) and −20.4% in another's; "By query_cache" read +0.96%, a difference no pair of runs showed
  const run = (id: number, qc: string, tps: number, allocator?: string) =>
    loadRun(id, { threads: 4, tps, tags: allocator ? { query_cache: qc, allocator } : { query_cache: qc } });
  const state = compareState({ group: 'query_cache', baseline: 22 });

  test('each configuration says its own change; the API lists them', () => {
    const runs = [run(22, 'off', 550.56, 'glibc'), run(23, 'on', 994.27, 'glibc'), run(41, 'off', 2056.54), run(46, 'on', 1637.85)];
    const groups = buildCompareModel(runs, state, [22, 23, 41, 46]).groups;
    expect(groups?.values.map((v) => [v.value, v.deltaPct])).toEqual([
      ['off', 0],
      ['on', 0.96],
    ]);
    expect(groups?.kinds[0]?.disagreeing.map((d) => [d.label, d.runIds, d.changes.map((c) => [c.value, c.deltaPct, c.verdict])])).toEqual([
      ['allocator=glibc', [22, 23], [['on', 80.59, 'better']]],
      ['allocator=—', [41, 46], [['on', -20.36, 'worse']]],
    ]);
    expect(groups?.disagreeing.map((d) => d.runIds)).toEqual([
      [22, 23],
      [41, 46],
    ]);
  });

  test('configurations that agree, or one configuration alone, add nothing', () => {
    const agree = [run(22, 'off', 550, 'glibc'), run(23, 'on', 990, 'glibc'), run(41, 'off', 2000), run(46, 'on', 3000)];
    expect(buildCompareModel(agree, state, [22, 23, 41, 46]).groups?.disagreeing).toEqual([]);
    const one = [run(22, 'off', 550, 'glibc'), run(23, 'on', 990, 'glibc'), run(41, 'off', 2000)];
    expect(buildCompareModel(one, state, [22, 23, 41]).groups?.disagreeing).toEqual([]);
  });
});

test("grouped by threads, pgbench runs of two hosts whose scaling disagrees are said to (clients and -j jobs are the grouping's)", () => {
  const pg = (id: number, clients: number, tps: number, host: number) =>
    loadRun(id, {
      tool: 'pgbench',
      test: 'tpcb',
      threads: clients,
      tps,
      parameters: { clients, jobs: clients > 1 ? 2 : 1, scale: 10 },
      host: { id: host, name: `box${host}` },
      tags: { threads: String(clients) },
    });
  const runs = [pg(1, 1, 500, 1), pg(2, 8, 1500, 1), pg(3, 1, 600, 2), pg(4, 8, 300, 2)];
  const groups = buildCompareModel(runs, compareState({ group: 'threads', baseline: 1 }), [1, 2, 3, 4]).groups;
  expect(groups?.disagreeing.map((d) => [d.label, d.changes.map((c) => c.verdict)])).toEqual([
    ['host=box1', ['better']],
    ['host=box2', ['worse']],
  ]);
});
