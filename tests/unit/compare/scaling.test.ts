// A scaling chart: one line per configuration of two thread counts or more, named by what sets it
// apart from the other lines; a configuration at one thread count is no line (a whole project's
// comparison drew five single points and eight overlapping peak labels over its one curve).
import { describe, expect, test } from 'vitest';
import { buildScaling } from '../../../lib/compare/scaling';
import { buildCompareModel } from '../../../lib/compare/view-model';
import { compareState, loadRun } from './synthetic-runs';

describe('scaling', () => {
  test('one series per everything-but-threads, with its peak', () => {
    const tags = { test: 'oltp_read_write', allocator: 'glibc' };
    const { series } = buildScaling(
      [
        { id: 1, threads: 1, value: 246.95, tags: { ...tags, threads: '1' } },
        { id: 2, threads: 16, value: 521.52, tags: { ...tags, threads: '16' } },
        { id: 3, threads: 32, value: 396.81, tags: { ...tags, threads: '32' } },
        { id: 4, threads: 8, value: 344.37, tags: { ...tags, allocator: 'tcmalloc', threads: '8' } },
      ],
      null,
      'higher',
    );
    // tcmalloc's one run at 8 threads is no curve: not a line, counted; the line named by what set it apart
    expect(series).toHaveLength(1);
    expect(series[0]).toMatchObject({ label: 'allocator=glibc', peak: { threads: 16, value: 521.52 } });
    expect(series[0]?.points.map((p) => p.threads)).toEqual([1, 16, 32]);
  });

  test('repeated runs at one thread count are averaged into one point', () => {
    const tags = { test: 'oltp_read_write' };
    const {
      series: [series],
    } = buildScaling(
      [
        { id: 1, threads: 4, value: 300, tags },
        { id: 2, threads: 4, value: 400, tags },
        { id: 3, threads: 8, value: 500, tags },
      ],
      null,
      'higher',
    );
    expect(series?.points).toEqual([
      { threads: 4, value: 350, runId: 1, runs: 2 },
      { threads: 8, value: 500, runId: 3, runs: 1 },
    ]);
  });
});

describe('grouped by a tag, a line never mixes kinds of runs', () => {
  // a DBA's pass: "query_cache=off: peak 2,650.48 at 4 threads" was the mean of oltp_point_select's
  // 13,632 tps and oltp_read_write's 427 at 4 threads, a throughput nobody measured
  const run = (id: number, kind: string, threads: number, value: number, qc?: string) => ({
    id,
    threads,
    value,
    tags: (qc ? { query_cache: qc } : {}) as Record<string, string>,
    kind,
    kindName: kind.replace('|', ' · '),
  });
  test('one line per kind and group value, each named by both when the kinds are several', () => {
    const { series } = buildScaling(
      [
        run(1, 'sysbench|oltp_point_select', 4, 13632.28, 'off'),
        run(2, 'sysbench|oltp_point_select', 8, 12000, 'off'),
        run(3, 'sysbench|oltp_read_write', 4, 427.13, 'off'),
        run(4, 'sysbench|oltp_read_write', 8, 439.99, 'off'),
        run(5, 'sysbench|oltp_read_write', 8, 411.91, 'off'),
        run(6, 'pgbench|tpcb', 1, 749.04),
        run(7, 'pgbench|tpcb', 4, 1749.5),
      ],
      'query_cache',
      'higher',
    );
    expect(series.map((s) => s.label)).toEqual([
      'query_cache=off · sysbench · oltp_point_select',
      'query_cache=off · sysbench · oltp_read_write',
      'query_cache=(none) · pgbench · tpcb',
    ]);
    expect(series[0]?.peak).toEqual({ threads: 4, value: 13632.28 });
    // within one kind and value, runs at one count are still its mean (the group's)
    expect(series[1]?.points).toEqual([
      { threads: 4, value: 427.13, runId: 3, runs: 1 },
      { threads: 8, value: (439.99 + 411.91) / 2, runId: 4, runs: 2 },
    ]);
  });
  test('ungrouped, two kinds whose tags say the same are two lines named by their kinds, not "all runs" twice', () => {
    const { series } = buildScaling(
      [
        run(1, 'sysbench|oltp_read_only', 4, 550),
        run(2, 'sysbench|oltp_read_only', 8, 600),
        run(3, 'sysbench|', 4, 990),
        run(4, 'sysbench|', 8, 1000),
      ],
      null,
      'higher',
    );
    expect(series.map((s) => s.label)).toEqual(['all runs · sysbench · oltp_read_only', 'all runs · sysbench · ']);
  });

  test('one kind: the lines are named by the group value alone', () => {
    const { series } = buildScaling(
      [
        run(1, 'sysbench|oltp_read_only', 4, 550, 'off'),
        run(2, 'sysbench|oltp_read_only', 8, 600, 'off'),
        run(3, 'sysbench|oltp_read_only', 4, 990, 'on'),
        run(4, 'sysbench|oltp_read_only', 8, 1000, 'on'),
      ],
      'query_cache',
      'higher',
    );
    expect(series.map((s) => s.label)).toEqual(['query_cache=off', 'query_cache=on']);
  });
});

describe('the chart of a whole project: lines only, peaks readable', () => {
  // a sweep of one configuration over 1–32 threads, and five others each at 4 threads only
  const sweep = [1, 2, 4, 8, 16, 32].map((t) =>
    loadRun(t, { threads: t, tps: 100 + t, tags: { test: 'oltp_read_write', threads: String(t) } }),
  );
  const single = ['point_select', 'read_only', 'insert', 'delete', 'update_index'].map((test, i) =>
    loadRun(100 + i, { threads: 4, tps: 1000 * (i + 1), tags: { test: `oltp_${test}`, threads: '4' } }),
  );

  test('configurations at one thread count are counted, not drawn; the curve is named as it stands alone', () => {
    const scaling = buildCompareModel([...sweep, ...single], compareState(), []).scaling;
    // named by what set it apart from the configurations left out, not "all runs"
    expect(scaling?.series.map((s) => s.label)).toEqual(['test=oltp_read_write']);
    expect(scaling?.alone).toBe(5);
    expect(scaling?.chart.peaks).toEqual([expect.objectContaining({ x: 32, y: 132, label: 'peak 132', labelPosition: 'top' })]);
  });

  test('no line at all: no chart', () => {
    expect(buildCompareModel(single, compareState(), []).scaling).toBeNull();
  });

  test('past three lines a peak is a dot (its figure in the caption); a lower peak at the same count is labelled below', () => {
    const lines = (n: number) =>
      Array.from({ length: n }, (_, k) =>
        [4, 8].map((t) =>
          loadRun(10 * k + t, { threads: t, tps: t === 8 ? 500 + k : 100, tags: { allocator: `a${k}`, threads: String(t) } }),
        ),
      ).flat();
    const few = buildCompareModel(lines(2), compareState(), []).scaling?.chart.peaks;
    expect(few?.map((p) => [p.label, p.labelPosition])).toEqual([
      ['peak 500', 'bottom'],
      ['peak 501', 'top'],
    ]);
    // three at one count: the highest above, the lowest below, the one between unlabelled
    const three = buildCompareModel(lines(3), compareState(), []).scaling?.chart.peaks;
    expect(three?.map((p) => [p.label, p.labelPosition])).toEqual([
      ['peak 500', 'bottom'],
      ['', 'bottom'],
      ['peak 502', 'top'],
    ]);
    const many = buildCompareModel(lines(4), compareState(), []).scaling?.chart.peaks;
    expect(many?.map((p) => p.label)).toEqual(['', '', '', '']);
  });
});

describe('a line is one workload: its parameters, host, build and configuration split lines as tags do', () => {
  // a DBA's pass (2026-12-07): pgbench at scale 10 and at scale 1000, 8 clients each, and one 1-client
  // run made one line whose 8-client point, 2,069.28 tps, was the mean of 2,928.15 and 1,210.40
  const pgbench = (id: number, clients: number, tps: number, parameters: Record<string, string | number>) =>
    loadRun(id, {
      tool: 'pgbench',
      test: 'tpcb-like',
      threads: clients,
      tps,
      parameters: { clients, jobs: clients > 1 ? 2 : 1, ...parameters },
    });

  test('two scale factors are two lines, never one averaged point; the 1-client run printing the first scale joins it', () => {
    const runs = [
      pgbench(1, 1, 400, { scale: 10 }),
      pgbench(2, 8, 2928.15, { scale: 10 }),
      pgbench(3, 8, 1210.4, { scale: 1000 }),
      pgbench(4, 1, 150, { scale: 1000 }),
    ];
    const scaling = buildCompareModel(runs, compareState(), []).scaling;
    expect(scaling?.series.map((s) => [s.label, s.points.map((p) => [p.threads, p.value])])).toEqual([
      [
        'scale=10',
        [
          [1, 400],
          [8, 2928.15],
        ],
      ],
      [
        'scale=1000',
        [
          [1, 150],
          [8, 1210.4],
        ],
      ],
    ]);
  });

  test("the query protocol splits too; -j jobs that grow with the clients and a run's duration do not", () => {
    const runs = [
      pgbench(1, 1, 400, { scale: 10, protocol: 'simple', time: 60 }),
      pgbench(2, 8, 2928.15, { scale: 10, protocol: 'simple', time: 300 }),
      pgbench(3, 8, 3500.5, { scale: 10, protocol: 'prepared' }),
      pgbench(4, 1, 500, { scale: 10, protocol: 'prepared' }),
    ];
    const scaling = buildCompareModel(runs, compareState(), []).scaling;
    expect(scaling?.series.map((s) => [s.label, s.points.map((p) => p.value)])).toEqual([
      ['protocol=simple', [400, 2928.15]],
      ['protocol=prepared', [500, 3500.5]],
    ]);
  });

  test('a parameter only some runs printed splits nothing; two hosts split', () => {
    const runs = [pgbench(1, 1, 400, { scale: 10 }), pgbench(2, 8, 2900, {})];
    expect(buildCompareModel(runs, compareState(), []).scaling?.series.map((s) => s.points.length)).toEqual([2]);
    const hosts = [1, 2, 3, 4].map((id) =>
      loadRun(id, { threads: id % 2 ? 1 : 8, tps: 100 * id, host: { id: id > 2 ? 2 : 1, name: id > 2 ? 'big' : 'small' } }),
    );
    expect(buildCompareModel(hosts, compareState(), []).scaling?.series.map((s) => s.label)).toEqual(['host=small', 'host=big']);
  });
});

test('a sweep whose runs are as long in work as in threads (--events 10,000 a thread) or each with its own configuration is one line', () => {
  // a review (2026-12-07): both left the sweep with no line at all
  const runs = [1, 2, 4, 8].map((t) =>
    loadRun(t, {
      threads: t,
      tps: 100 * t,
      parameters: { events: 10_000 * t, tables: 4 },
      config: { id: 10 + t, name: `sweep-t${t}.log: lines 1–600`, entries: [] },
    }),
  );
  expect(buildCompareModel(runs, compareState(), []).scaling?.series.map((s) => s.points.length)).toEqual([4]);
});
