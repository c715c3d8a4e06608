// sql-bench: run-all-tests summaries of both eras and single test-* outputs.
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { parseFixture } from '../../support/fixtures';
import { only } from './format-helpers';

describe('sql-bench', () => {
  test('the 1998 "suit 2.0" layout with estimated (+) and wrong (?) markers and a failed test', () => {
    const run = only('sql-bench-1998-layout.txt');
    expect(run).toMatchObject({ toolVersion: '2.0', serverVersion: 'MySQL 3.22.5', test: 'run-all-tests', metrics: { durationS: 3132 } });
    expect(run.operations.map((o) => [o.name, o.flags])).toEqual([
      ['alter_table_add', ''],
      ['connect', ''],
      ['count_on_key', '+'],
      ['select_key', ''],
      ['wisc_benchmark', '?'],
      ['TOTALS', '+?'],
    ]);
    expect(run.tests.find((t) => t.name === 'select')).toMatchObject({ estimated: true, seconds: 2230 });
    expect(run.tests.find((t) => t.name === 'transactions')).toMatchObject({
      failed: true,
      reason: 'Failed (output/transactions-mysql-Linux_2.0.35_i686)',
    });
    expect(run.header.comments).toBe('pentium 200 x2, 128M, IDE');
  });
});

describe('sql-bench single test output', () => {
  test('every timing line kept (repeated names, no colon, spaces in names, old CPU layout), the total as the test total', () => {
    const doc = parseFixture('tests/fixtures/synthetic/sql-bench-test-insert.txt');
    const [run] = doc.runs;
    expect(doc.runs).toHaveLength(1);
    expect(run).toMatchObject({ tool: 'sql-bench', test: 'test-insert', serverVersion: 'MySQL 5.5.22 log', complete: true });
    expect(run?.operations.map((o) => [o.name, o.seconds, o.count, o.flags])).toEqual([
      ['insert', 41, 300000, ''],
      ['insert_duplicates', 9, 100000, ''],
      ['select_big', 18, 10, ''],
      ['order_by_big_key', 25, 10, '+'],
      ['select_range_prefix', 4, 5010, ''],
      ['select_range_prefix', 3, 20000, ''],
      ['select_in', 0, 500, ''],
      ['book-keeping', 1, 1, ''],
      ['drop table', 0, 2, ''],
      ['delete_big', 2, 1, ''],
    ]);
    expect(run?.operations.find((o) => o.name === 'delete_big')).toMatchObject({ usr: 0.01, sys: 0, cpu: 0.01, line: 29 });
    expect(run?.metrics.durationS).toBe(103);
    expect(run?.tests).toEqual([
      expect.objectContaining({ name: 'insert', seconds: 103, usr: 30.21, sys: 4.12, cpu: 34.33, skipped: false, line: 32 }),
    ]);
    // a timing line it cannot read is said, with its line, never silently dropped
    expect(run?.warnings).toEqual([expect.objectContaining({ line: 30, message: expect.stringContaining('update_big') })]);
  });

  test('test-create\'s real first line says "droping"', () => {
    const doc = parseDocument(
      "Testing server 'MySQL 4.0.2 alpha' at 2002-05-20 15:38:29\n\nTesting the speed of creating and droping tables\nTime for create_MANY_tables (10000): 25 wallclock secs ( 1.12 usr  0.28 sys +  0.00 cusr  0.00 csys =  1.40 CPU)\nTotal time: 90 wallclock secs ( 5.77 usr  1.91 sys +  0.00 cusr  0.00 csys =  7.68 CPU)\n",
    );
    expect(doc.runs[0]).toMatchObject({ test: 'test-create', tests: [expect.objectContaining({ name: 'create', seconds: 90 })] });
  });
});
