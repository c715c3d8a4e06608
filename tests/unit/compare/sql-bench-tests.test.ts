import { expect, test } from 'vitest';
import { compareOperations } from '../../../lib/compare/operations';
import { SQL_BENCH_TESTS, sqlBenchTestsOf } from '../../../lib/compare/sql-bench-tests';
import { parseFixture, SEED } from '../../support/fixtures';

test('every operation of seed 000 run-all-tests summaries is attributed to its test(s)', () => {
  const runs = parseFixture(SEED.blog000).runs.filter((r) => r.tool === 'sql-bench');
  expect(runs).toHaveLength(4);
  for (const run of runs) {
    const unknown = run.operations.filter((o) => o.name !== 'TOTALS' && sqlBenchTestsOf(o.name).length === 0);
    expect(unknown.map((o) => o.name)).toEqual([]);
    // each test the summary ran and timed has at least one of its operations in the run
    for (const t of run.tests.filter((t) => !t.skipped && t.name !== 'transactions')) {
      expect(
        run.operations.some((o) => sqlBenchTestsOf(o.name).includes(t.name)),
        t.name,
      ).toBe(true);
    }
  }
});

test('shared operations name every test that times them; unknown names none', () => {
  expect(sqlBenchTestsOf('insert')).toEqual(['alter-table', 'ATIS', 'insert', 'select', 'wisconsin']);
  expect(sqlBenchTestsOf('select_many_fields')).toEqual(['big-tables']);
  expect(sqlBenchTestsOf('no_such_operation')).toEqual([]);
  expect(Object.keys(SQL_BENCH_TESTS)).toHaveLength(9);
});

test('compare rows carry the tests of their operation (and a TOTALS row stored by an older parser is no row)', () => {
  const op = (name: string) => ({ name, seconds: 1, flags: '', line: 1 });
  const { rows } = compareOperations([{ id: 1, operations: [op('connect'), op('mystery'), op('TOTALS')], tests: [] }], 1, 3);
  expect(rows.map((r) => [r.name, r.tests])).toEqual([
    ['connect', ['connect']],
    ['mystery', []],
  ]);
});

test('a name timed twice in one test is two rows, matched across runs by order; a single test owns its operations', () => {
  const op = (name: string, seconds: number) => ({ name, seconds, flags: '', line: seconds });
  const run = (id: number, first: number, second: number) => ({
    id,
    test: 'test-insert',
    operations: [op('select_range_prefix', first), op('book-keeping', 1), op('select_range_prefix', second)],
    tests: [],
  });
  const { rows } = compareOperations([run(1, 7, 6), run(2, 14, 3)], 1, 3);
  expect(rows.map((r) => r.name)).toEqual(['select_range_prefix', 'book-keeping', 'select_range_prefix #2']);
  expect(rows[0]?.cells.map((c) => c.ratio)).toEqual([1, 2]);
  expect(rows[2]?.cells.map((c) => c.ratio)).toEqual([1, 0.5]);
  expect(rows[1]?.tests).toEqual(['insert']);
  expect(rows[2]?.tests).toEqual(['insert']);
});

// a DBA's pass: test-insert's output against run-all-tests' totals compared its first
// select_range_prefix (2 s / 5,010 loops) with the total of both (4 s / 25,010): −50.00%
test("against anything else, a name timed twice in one output is its sum, as run-all-tests' totals print it", () => {
  const op = (name: string, seconds: number, count: number, usr: number, line: number) => ({ name, seconds, count, usr, flags: '', line });
  const single = {
    id: 1,
    test: 'test-insert',
    operations: [
      op('select_range_prefix', 2, 5010, 0.54, 33),
      op('book-keeping', 0, 1, 0, 34),
      op('select_range_prefix', 2, 20000, 0.71, 43),
    ],
    tests: [],
  };
  const totals = {
    id: 2,
    test: null,
    operations: [op('select_range_prefix', 4, 25010, 1.25, 90), op('book-keeping', 0, 1, 0, 91)],
    tests: [],
  };
  const { rows } = compareOperations([totals, single], 2, 3);
  expect(rows.map((r) => r.name)).toEqual(['select_range_prefix', 'book-keeping']);
  expect(rows[0]?.cells[1]).toMatchObject({ seconds: 4, count: 25010, usr: 1.25, line: 33, ratio: 1, deltaPct: 0, verdict: 'neutral' });
});

test('a time over another number of loops than the baseline is marked * and takes no ratio, verdict nor place in the geomean', () => {
  const op = (name: string, seconds: number, count: number) => ({ name, seconds, count, flags: '', line: 1 });
  const base = { id: 1, operations: [op('count_on_key', 43, 50100), op('insert', 10, 1000)], tests: [] };
  const other = { id: 2, operations: [op('count_on_key', 3, 100), op('insert', 20, 1000)], tests: [] };
  const { rows, summary } = compareOperations([base, other], 1, 3);
  expect(rows[0]?.cells[1]).toMatchObject({ seconds: 3, count: 100, flags: '*', ratio: null, deltaPct: null, verdict: 'neutral' });
  expect(rows[1]?.cells[1]).toMatchObject({ ratio: 2, verdict: 'worse' });
  expect(summary[1]).toMatchObject({ geomeanRatio: 2, ratioOperations: 1 });
  // nor does it win: fastest only among times over the same loops
  expect(summary.map((s) => [s.wins, s.contestedOperations])).toEqual([
    [1, 1],
    [0, 1],
  ]);
});
