// Which comparison sections apply to which mix of runs, and why the others do not: built from
// small synthetic runs (no database), through the same loop the compare page and shares use.
import { describe, expect, test } from 'vitest';
import { compareResultJson } from '../../../lib/api/compare-json';
import { COMPARE_SECTIONS, SECTION_IDS, type SectionId } from '../../../lib/compare/sections';
import { buildCompareModel, type CompareInputRun } from '../../../lib/compare/view-model';
import { compareResultSchema } from '../../../lib/schemas/api-compare';
import { compareState, intervalsOf, loadRun, sqlBenchRun } from './synthetic-runs';

const sweep = (threads: number[]) => threads.map((t, i) => loadRun(i + 1, { threads: t, tps: 100 * Math.min(t, 8) }));
const withIntervals = (run: CompareInputRun) => ({ ...run, intervals: intervalsOf(run.id, [100, 110, 105]) });

const applied = (model: ReturnType<typeof buildCompareModel>) => SECTION_IDS.filter((id) => model[id] !== null);

describe('sections that apply', () => {
  test.each<[string, CompareInputRun[], Partial<Parameters<typeof compareState>[0]>, SectionId[]]>([
    ['one load-test run', [loadRun(1)], {}, ['differences', 'metrics']],
    ['two load-test runs, no intervals', [loadRun(1), loadRun(2)], {}, ['differences', 'metrics', 'repeats']],
    ['load-test runs with intervals', [withIntervals(loadRun(1)), loadRun(2)], {}, ['differences', 'metrics', 'repeats', 'intervals']],
    ['sql-bench only', [sqlBenchRun(1, { a: 1 }), sqlBenchRun(2, { a: 2 })], {}, ['differences', 'sqlBench']],
    ['sql-bench and sysbench mixed', [sqlBenchRun(1, { a: 1 }), loadRun(2)], {}, ['differences', 'sqlBench', 'metrics']],
    ['a thread sweep', sweep([1, 2, 4, 8]), {}, ['differences', 'metrics', 'repeats', 'scaling']],
    ['one thread count twice: no scaling', sweep([4, 4]), {}, ['differences', 'metrics', 'repeats']],
    [
      'grouped by a tag',
      [loadRun(1, { tags: { alloc: 'a' } }), loadRun(2, { tags: { alloc: 'b' } })],
      { group: 'alloc' },
      ['differences', 'metrics', 'repeats', 'groups'],
    ],
    ['grouped, but only sql-bench', [sqlBenchRun(1, { a: 1 }), sqlBenchRun(2, { a: 1 })], { group: 'alloc' }, ['differences', 'sqlBench']],
  ])('%s', (_name, runs, state, expected) => {
    expect(
      applied(
        buildCompareModel(
          runs,
          compareState(state),
          runs.map((r) => r.id),
        ),
      ),
    ).toEqual(expected);
  });

  test.each<[string, CompareInputRun[], Partial<Parameters<typeof compareState>[0]>, SectionId, RegExp]>([
    ['no sql-bench runs', [loadRun(1)], {}, 'sqlBench', /no sql-bench runs/],
    ['only sql-bench', [sqlBenchRun(1, { a: 1 })], {}, 'metrics', /no load-test runs/],
    ['no grouping tag', [loadRun(1)], {}, 'groups', /no tag to group by/],
    ['no intervals printed', [loadRun(1)], {}, 'intervals', /no run printed intervals/],
    ['one thread count', [loadRun(1, { threads: 4 })], {}, 'scaling', /two thread counts/],
    ['one load-test run', [loadRun(1)], {}, 'repeats', /fewer than two load-test runs/],
  ])('skipped with a reason: %s', (_name, runs, state, id, reason) => {
    const model = buildCompareModel(runs, compareState(state), []);
    expect(model[id]).toBeNull();
    expect(model.skipped.find((s) => s.id === id)?.reason).toMatch(reason);
  });

  test('every section is either built or skipped, once, in list order', () => {
    const model = buildCompareModel([sqlBenchRun(1, { a: 1 }), loadRun(2)], compareState(), [1, 2]);
    const skipped = model.skipped.map((s) => s.id);
    expect(SECTION_IDS.filter((id) => model[id] !== null || skipped.includes(id))).toEqual(SECTION_IDS);
    expect(new Set(SECTION_IDS).size).toBe(COMPARE_SECTIONS.length);
    expect(skipped.filter((id) => model[id] !== null)).toEqual([]);
  });

  test('differences always apply: identical runs give empty rows, unlike benchmarks a warning', () => {
    expect(buildCompareModel([loadRun(1), loadRun(2)], compareState(), []).differences).toMatchObject({
      tags: [],
      config: [],
      warnings: [],
    });
    const mixed = buildCompareModel([sqlBenchRun(1, { a: 1 }), loadRun(2)], compareState(), []);
    expect(mixed.differences.warnings.join(' ')).toMatch(/Different benchmarks are compared: sql-bench run-all-tests, sysbench/);
    // parameters of different tools are not set side by side
    expect(mixed.differences.parameters).toEqual([]);
  });

  test('configuration keys of the server section are bare, others prefixed with their section', () => {
    // two stored configurations: an id names one set of entries (a page maps each once)
    const config = (value: string) => ({
      id: Number(value) + 1,
      name: 'my.cnf',
      entries: [
        { section: 'mysqld', key: 'query_cache_size', value, listed: false },
        { section: 'client', key: 'port', value, listed: false },
      ],
    });
    const model = buildCompareModel([loadRun(1, { config: config('0') }), loadRun(2, { config: config('1') })], compareState(), []);
    expect(model.differences.config.map((r) => r.key)).toEqual(['client.port', 'query_cache_size']);
  });
});

describe('sql-bench and sysbench mixed', () => {
  const runs = [
    loadRun(1),
    sqlBenchRun(2, { a: 10, TOTALS: 10 }, { insert: 5 }),
    loadRun(3, { tps: 150 }),
    sqlBenchRun(4, { a: 5, TOTALS: 5 }, { insert: 10 }),
  ];
  const model = buildCompareModel(runs, compareState(), [1, 2, 3, 4]);

  test('each section takes its own runs, in the order compared', () => {
    expect(model.sqlBench?.runIds).toEqual([2, 4]);
    expect(model.metrics?.runIds).toEqual([1, 3]);
    expect(model.runs.map((r) => [r.id, r.number])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  test('sql-bench: lower is better for operations and per-test totals; the bars hold each test, the TOTALS only the summary', () => {
    expect(model.sqlBench?.rows.find((r) => r.name === 'a')?.cells.map((c) => c.verdict)).toEqual(['baseline', 'better']);
    expect(model.sqlBench?.tests).toEqual([
      {
        name: 'insert',
        cells: [
          { seconds: 5, ratio: 1, deltaPct: 0, verdict: 'baseline', skipped: false, failed: false, estimated: false, otherLoops: false },
          { seconds: 10, ratio: 2, deltaPct: 100, verdict: 'worse', skipped: false, failed: false, estimated: false, otherLoops: false },
        ],
      },
    ]);
    // TOTALS as a bar flattened every test to nothing (issue 11, item 8): it is the summary's
    expect(model.sqlBench?.bars.rows).toEqual([{ test: 'insert', r2: 5, r4: 10 }]);
  });

  // a DBA's pass (2026-12-07): MariaDB 5.3.3's run-all-tests with --fast against MySQL 5.5's read TOTALS
  // +7.61% and ATIS −97.10% "faster", though 30 of 84 operations ran other loop counts
  test("a total over other loops than the baseline's (TOTALS, a test) is marked * with no change; one over the same loops is compared", () => {
    const timed = (name: string, seconds: number, count: number, line: number) => ({
      name,
      seconds,
      count,
      flags: '',
      line,
      latencyMs: null,
      usr: null,
      sys: null,
      cpu: null,
    });
    const suite = (id: number, insertLoops: number, seconds: { insert: number; select: number; atis: number; total: number }) => {
      const run = sqlBenchRun(id, {}, {}, { durationS: seconds.total });
      run.operations = [timed('insert', seconds.insert, insertLoops, 10), timed('select_1_row', seconds.select, 100_000, 11)];
      run.testTotals = [
        { name: 'ATIS', seconds: seconds.atis, skipped: false, failed: false, reason: null },
        { name: 'connect', seconds: seconds.select, skipped: false, failed: false, reason: null },
      ];
      return run;
    };
    const base = suite(1, 350_768, { insert: 241, select: 20, atis: 241, total: 2903 });
    const fast = suite(2, 1_000, { insert: 7, select: 30, atis: 7, total: 3124 });
    const model = buildCompareModel([base, fast], compareState({ baseline: 1 }), [1, 2]);
    const total = model.sqlBench?.summary[1]?.total;
    expect([total?.seconds, total?.flags, total?.deltaPct, total?.verdict]).toEqual([3124, '*', null, 'neutral']);
    const byTest = Object.fromEntries((model.sqlBench?.tests ?? []).map((t) => [t.name, t.cells[1]]));
    // ATIS times insert, run over 1,000 loops against 350,768: no change; connect's select_1_row ran the same loops
    expect([byTest.ATIS?.otherLoops, byTest.ATIS?.deltaPct, byTest.ATIS?.verdict]).toEqual([true, null, 'neutral']);
    expect([byTest.connect?.otherLoops, byTest.connect?.deltaPct, byTest.connect?.verdict]).toEqual([false, 50, 'worse']);
    // the API says why ATIS has no change (it gave a null change with no reason)
    const api = compareResultSchema.parse(compareResultJson(model, compareState({ baseline: 1 })));
    const apiCell = (name: string) => api.sqlBench?.tests.find((t) => t.name === name)?.cells.find((c) => c.runId === 2);
    expect([apiCell('ATIS')?.otherLoops, apiCell('ATIS')?.deltaPct]).toEqual([true, null]);
    expect([apiCell('connect')?.otherLoops, apiCell('connect')?.deltaPct]).toEqual([false, 50]);
    // the same loops everywhere: TOTALS compared as before
    const same = buildCompareModel(
      [base, suite(3, 350_768, { insert: 250, select: 20, atis: 250, total: 3000 })],
      compareState({ baseline: 1 }),
      [1, 3],
    );
    expect([same.sqlBench?.summary[1]?.total.flags, same.sqlBench?.summary[1]?.total.deltaPct]).toEqual(['', 3.34]);
  });

  test("a test's total sql-bench estimated (stored with its reason) is marked so, beside one it measured", () => {
    const estimated = sqlBenchRun(4, { a: 5, TOTALS: 5 }, {});
    estimated.testTotals = [{ name: 'insert', seconds: 10, skipped: false, failed: false, reason: 'estimated' }];
    const marked = buildCompareModel([runs[1] as (typeof runs)[number], estimated], compareState(), [2, 4]);
    expect(marked.sqlBench?.tests[0]?.cells.map((c) => [c.seconds, c.estimated])).toEqual([
      [5, false],
      [10, true],
    ]);
  });

  test('load-test metrics: higher tps is better, against the first load-test run', () => {
    const tps = model.metrics?.rows.find((r) => r.key === 'tps');
    expect(tps?.cells.map((c) => [c.value, c.deltaPct, c.verdict])).toEqual([
      [100, 0, 'baseline'],
      [150, 50, 'better'],
    ]);
    expect(model.metrics?.kinds[0]?.bars.headline).toEqual([{ metric: 'tps', r1: 100, r3: 150 }]);
  });
});

test("the API's merged percentile row names every kind's percentile", () => {
  // a DBA's pass (2026-12-07): a 99th-percentile run of one test and a 95th of another: the row read "latency 99th pct"
  const p99 = loadRun(1, { test: 'oltp_read_only', latPct: 99, latPctMs: 26.68, tags: { test: 'oltp_read_only' } });
  const p95 = loadRun(2, { test: 'oltp_read_write', latPct: 95, latPctMs: 117.09, tags: { test: 'oltp_read_write' } });
  const model = buildCompareModel([p99, p95], compareState(), [1, 2]);
  expect(model.metrics?.kinds.map((k) => k.rows.find((r) => r.key === 'latPctMs')?.label)).toEqual([
    'latency 99th pct',
    'latency 95th pct',
  ]);
  expect(model.metrics?.rows.find((r) => r.key === 'latPctMs')?.label).toBe('latency 99th ≠ 95th pct');
});

test('a run that printed one interval line is named under the chart over time, not left out unsaid', () => {
  // a DBA's pass (2026-12-07): a pgbench run with one --progress line had no line, no legend entry, no word
  const two = loadRun(1, { intervals: intervalsOf(1, [100, 110]) });
  const one = loadRun(2, { intervals: intervalsOf(2, [120]) });
  const model = buildCompareModel([two, one], compareState(), [1, 2]);
  expect(model.intervals?.series.map((s) => s.key)).toHaveLength(1);
  expect(model.intervals?.oneInterval.map((r) => r.runId)).toEqual([2]);
});

test('a 99.9th percentile in the merged row is the 99.9th', () => {
  const p999 = loadRun(1, { test: 'oltp_read_only', latPct: 99.9, latPctMs: 30, tags: { test: 'oltp_read_only' } });
  const p95 = loadRun(2, { test: 'oltp_read_write', latPct: 95, latPctMs: 117.09, tags: { test: 'oltp_read_write' } });
  expect(buildCompareModel([p999, p95], compareState(), [1, 2]).metrics?.rows.find((r) => r.key === 'latPctMs')?.label).toBe(
    'latency 99.9th ≠ 95th pct',
  );
});
