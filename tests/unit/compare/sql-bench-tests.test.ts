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
