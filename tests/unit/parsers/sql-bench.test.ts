// sql-bench: run-all-tests summaries of both eras and single test-* outputs.
import { describe, expect, test } from 'vitest';
import { compareOperations } from '../../../lib/compare/operations';
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
    ]);
    // TOTALS is the run's duration and totals, traced to its line, never an operation
    expect(run.figures).toMatchObject({ totalUsr: 88.03, totalSys: 171.36, totalCpu: 259.39, totalTests: 262206 });
    expect(run.sources['metrics.durationS']).toEqual([25]);
    expect(run.header.totalsMarkers).toBe('+?');
    expect(run.tests.find((t) => t.name === 'select')).toMatchObject({ estimated: true, seconds: 2230 });
    expect(run.tests.find((t) => t.name === 'transactions')).toMatchObject({
      failed: true,
      reason: 'Failed (output/transactions-mysql-Linux_2.0.35_i686)',
    });
    expect(run.header.comments).toBe('pentium 200 x2, 128M, IDE');
  });
});

describe('sql-bench 2.0–2.12 summaries: TOTALS is never an operation', () => {
  test.each([
    // file, operations, TOTALS seconds, usr, tests, markers, its line
    ['sql-bench-2.10-summary.txt', ['alter_table_add', 'connect', 'insert', 'select_key'], 2308, 469.76, 561760, '+', 24],
    ['sql-bench-2.0-summary-integer-seconds.txt', ['connect', 'select_key'], 3300, 88.12, 210000, '+', 20],
    [
      'sql-bench-1998-layout.txt',
      ['alter_table_add', 'connect', 'count_on_key', 'select_key', 'wisc_benchmark'],
      3132,
      88.03,
      262206,
      '+?',
      25,
    ],
  ])('%s', (file, operations, seconds, usr, tests, markers, line) => {
    const run = only(file);
    expect(run.operations.map((o) => o.name)).toEqual(operations);
    expect(run.metrics.durationS).toBe(seconds);
    expect(run.figures.totalUsr).toBe(usr);
    expect(run.figures.totalTests).toBe(tests);
    expect(run.header.totalsMarkers).toBe(markers);
    expect(run.sources['metrics.durationS']).toEqual([line]);
    expect(run.complete).toBe(true);
  });

  test('the geometric mean and the operations table of two such summaries leave TOTALS out', () => {
    const a = only('sql-bench-2.10-summary.txt');
    const b = only('sql-bench-2.0-summary-integer-seconds.txt');
    const asRun = (id: number, run: ReturnType<typeof only>) => ({
      id,
      operations: run.operations,
      tests: [],
      total: { seconds: run.metrics.durationS, flags: run.header.totalsMarkers ?? '', line: run.sources['metrics.durationS']?.[0] ?? null },
    });
    const { rows, summary } = compareOperations([asRun(1, a), asRun(2, b)], 1, 3);
    expect(rows.map((r) => r.name)).toEqual(['alter_table_add', 'connect', 'insert', 'select_key']);
    // common: connect (60/17) and select_key (301/201)
    expect(summary[1]?.commonOperations).toBe(2);
    expect(summary[1]?.geomeanRatio).toBeCloseTo(Math.sqrt((60 / 17) * (301 / 201)), 12);
    expect(summary.map((s) => s.totalSeconds)).toEqual([2308, 3300]);
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
