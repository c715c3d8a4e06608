// sql-bench tests that stop before their Total time (issue 10, item 3): aborted by a server error,
// skipped, or cut off. Each is a run, incomplete, with the timings printed before the stop and the
// reason as a warning on its line.
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { only } from './format-helpers';

const opsOf = (run: ReturnType<typeof only>) => run.operations.map((o) => [o.name, o.seconds, o.count, o.line]);

describe('a single sql-bench test that stops early is an incomplete run', () => {
  test('aborted by a server error: the timings before it, the server message as the reason on its line', () => {
    const run = only('sql-bench-test-insert-table-full.txt');
    expect(run).toMatchObject({
      tool: 'sql-bench',
      test: 'test-insert',
      serverVersion: 'MySQL 3.23.49 max log',
      complete: false,
      lines: [1, 21],
    });
    expect(opsOf(run)).toEqual([
      ['insert', 512, 3000000, 11],
      ['insert_duplicates', 133, 1000000, 14],
      ['select_big', 201, 10, 17],
    ]);
    // nothing stands for the test's total: it never printed one
    expect(run.metrics.durationS).toBeNull();
    expect(run.sources['metrics.durationS']).toBeUndefined();
    expect(run.warnings).toEqual([
      {
        line: 21,
        message: expect.stringContaining(
          "aborted before its Total time; the timings above it are kept: The table 'bench1' is full (Error executing 'insert into bench1",
        ),
      },
    ]);
    expect(run.tests).toEqual([expect.objectContaining({ name: 'insert', failed: true, skipped: false, seconds: null, line: 21 })]);
    expect(run.tests[0]?.reason).toMatch(/^The table 'bench1' is full/);
  });

  test('skipped (test-transactions on a server without transactions): a run with its test and the reason', () => {
    const run = only('sql-bench-test-transactions-skipped.txt');
    expect(run).toMatchObject({
      test: 'test-transactions',
      serverVersion: 'PostgreSQL version 7.0.3',
      complete: false,
      lines: [1, 3],
      operations: [],
    });
    const reason = "Test skipped because the database doesn't support transactions";
    expect(run.warnings).toEqual([{ line: 3, message: `the sql-bench test did not run: ${reason}` }]);
    expect(run.tests).toEqual([expect.objectContaining({ name: 'transactions', skipped: true, failed: false, reason, line: 3 })]);
  });

  test('cut off after its first timing line: that one operation, and where it stops', () => {
    const run = only('sql-bench-test-alter-table-cut-off.txt');
    expect(run).toMatchObject({ test: 'test-alter-table', serverVersion: 'MySQL 4.1.22 standard log', complete: false, lines: [1, 6] });
    expect(opsOf(run)).toEqual([['insert', 1, 1000, 6]]);
    expect(run.operations[0]).toMatchObject({ usr: 0.06, sys: 0.03, cpu: 0.09 });
    expect(run.warnings).toEqual([
      { line: 6, message: "the output stops at line 6, before the test's Total time: this run is incomplete" },
    ]);
  });

  const head =
    "Testing server 'MySQL 5.0.96 log' at 2013-02-01 12:00:00\n\nTesting the speed of inserting data into 1 table and do some selects on it.\nTime for insert (300000): 41 wallclock secs ( 5.10 usr  2.20 sys +  0.00 cusr  0.00 csys =  7.30 CPU)\n";
  test.each([
    // the stop's lines, the reason the warning gives, the line it is on
    [
      'DBI PrintError and Perl die',
      "DBD::mysql::st execute failed: The table 'bench1' is full at ./test-insert line 140.\nThe table 'bench1' is full at ./test-insert line 140.",
      "The table 'bench1' is full",
      5,
      6,
    ],
    ['Got error', 'Got error: Lost connection to MySQL server during query', 'Lost connection to MySQL server during query', 5, 5],
    [
      'a bare server message, then Test aborted',
      "The table 'bench1' is full\nTest aborted",
      "Test aborted (line 5 before it: The table 'bench1' is full)",
      6,
      6,
    ],
    ['Perl die alone', 'MySQL server has gone away at ./test-insert line 318.', 'MySQL server has gone away', 5, 5],
  ])('%s', (_name, stop, reason, line, last) => {
    const [run, ...others] = parseDocument(`${head}${stop}\n`).runs;
    expect(others).toEqual([]);
    expect(run).toMatchObject({ test: 'test-insert', complete: false, lines: [1, last] });
    expect(run?.operations.map((o) => o.name)).toEqual(['insert']);
    expect(run?.warnings).toEqual([{ line, message: expect.stringMatching(new RegExp(`: ${reason.replace(/[()]/g, '\\$&')}$`)) }]);
  });

  test('the command that ran a skipped test is its first line', () => {
    const doc = parseDocument(
      "$ ./test-transactions --server=mysql --user=bench\nTesting server 'MySQL 3.22.32' at 2000-05-05 10:00:00\n\nTest skipped because the database doesn't support transactions\n",
    );
    expect(doc.runs).toHaveLength(1);
    expect(doc.runs[0]).toMatchObject({ test: 'test-transactions', complete: false, lines: [1, 4] });
  });

  test('a complete test output stays complete, without a warning', () => {
    const doc = parseDocument(`${head}Total time: 41 wallclock secs ( 5.10 usr  2.20 sys +  0.00 cusr  0.00 csys =  7.30 CPU)\n`);
    expect(doc.runs[0]).toMatchObject({ complete: true, warnings: [], metrics: { durationS: 41 } });
  });
});
