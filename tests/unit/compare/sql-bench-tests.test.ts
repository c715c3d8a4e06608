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

test('compare rows carry the tests of their operation', () => {
  const op = (name: string) => ({ name, seconds: 1, flags: '', line: 1 });
  const { rows } = compareOperations([{ id: 1, operations: [op('connect'), op('mystery'), op('TOTALS')], tests: [] }], 1, 3);
  expect(rows.map((r) => [r.name, r.tests])).toEqual([
    ['connect', ['connect']],
    ['mystery', []],
    ['TOTALS', []],
  ]);
});
