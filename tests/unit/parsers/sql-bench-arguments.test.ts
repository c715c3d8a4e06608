// sql-bench's Arguments line as a parameter: what shapes the work it timed, not where it connected.
// A --fast run-all-tests against a plain one ran other loops in 30 of 84 operations, and "What
// differs" did not say so (a DBA's pass, 2026-12-07).
import { expect, test } from 'vitest';
import { findDifferences } from '../../../lib/compare/differences';
import { shapingArguments } from '../../../lib/parsers/formats/sql-bench-lines';

test.each([
  ['--socket=/opt/mysql5_5_22/mysql.sock', 'none'],
  ['', 'none'],
  ['--socket=/tmp/mysql.sock --fast --fast-insert --only-missing-tests', '--fast --fast-insert --only-missing-tests'],
  ['--host=db1 --user=bench --password=*** --small-test --create-options=ENGINE=InnoDB', '--small-test --create-options=ENGINE=InnoDB'],
])('%j shapes the work as %j', (line, options) => {
  expect(shapingArguments(line)).toBe(options);
});

test('two runs of other arguments: What differs says so', () => {
  const run = (id: number, options: string) => ({
    id,
    tool: 'sql-bench',
    test: 'run-all-tests',
    tags: {},
    host: null,
    build: null,
    config: null,
    parameters: { options },
    latPct: null,
  });
  expect(findDifferences([run(1, 'none'), run(2, '--fast --fast-insert')]).parameters).toEqual([
    { key: 'options', values: ['none', '--fast --fast-insert'] },
  ]);
});
