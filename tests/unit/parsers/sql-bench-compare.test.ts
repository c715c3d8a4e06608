// Issue 10, item 9: sql-bench's compare-results table is one run-all-tests run per column, its
// TOTALS the run's total time (never an operation), titled by the RUN file of its column.
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { synthetic } from './format-helpers';

describe('sql-bench compare-results', () => {
  const result = synthetic('sql-bench-compare-results.txt');
  const [mysql, fast, pg] = result.runs;

  test('one run per column, titled by its RUN file, with its server and arguments', () => {
    expect(result.error).toBeNull();
    expect(result.runs.map((r) => [r.tool, r.test, r.title, r.serverVersion, r.complete])).toEqual([
      ['sql-bench', 'run-all-tests', 'mysql-Linux_2.6.18_x86_64', 'MySQL 5.0.45-log', true],
      ['sql-bench', 'run-all-tests', 'mysql_fast-Linux_2.6.18_x86_64', 'MySQL 5.0.45-log', true],
      ['sql-bench', 'run-all-tests', 'pg-Linux_2.6.18_x86_64', 'PostgreSQL 8.2.5', true],
    ]);
    expect(fast?.header).toMatchObject({ arguments: '--fast', comments: 'key_buffer=512M, innodb_buffer_pool_size=2G' });
    expect(pg?.sources.title).toEqual([30]);
  });

  test('TOTALS is each run total time, with its markers, and never an operation', () => {
    expect(result.runs.map((r) => r.metrics.durationS)).toEqual([2266, 2164, 5839]);
    expect(result.runs.map((r) => r.sources['metrics.durationS'])).toEqual([[61], [61], [61]]);
    expect(pg?.header.totalsMarkers).toBe('*+');
    for (const run of result.runs) expect(run.operations.some((o) => /^totals$/i.test(o.name))).toBe(false);
  });

  test('operations: seconds, the count of the first column, markers; n/a cells are no operation', () => {
    expect(mysql?.operations).toHaveLength(10);
    expect(mysql?.operations[0]).toMatchObject({ name: 'alter_table_add', seconds: 11, count: 100, flags: '', line: 50 });
    expect(pg?.operations.map((o) => o.name)).not.toContain('alter_table_add');
    expect(pg?.operations.find((o) => o.name === 'insert_select_1_key')).toMatchObject({ seconds: 12, flags: '?', count: 1 });
    // `*`: run a different number of times than the first column: its count is unknown
    expect(pg?.operations.find((o) => o.name === 'select_distinct')).toMatchObject({ seconds: 33, flags: '*', count: null });
    expect(pg?.operations.find((o) => o.name === 'select_group')).toMatchObject({ seconds: 120, flags: '+', count: 2911 });
  });

  test('tests: seconds per test, + estimated, empty and n/a cells left out', () => {
    expect(mysql?.tests.map((t) => t.name)).not.toContain('transactions');
    expect(pg?.tests.map((t) => t.name)).not.toContain('alter-table');
    expect(pg?.tests.find((t) => t.name === 'insert')).toMatchObject({ seconds: 3650, estimated: true, line: 43 });
    expect(pg?.tests.find((t) => t.name === 'transactions')).toMatchObject({ seconds: 12, estimated: false });
  });

  const table = (section: string, cells: string[]) =>
    [
      'The result logs which where found and the options:',
      ' 1 mysql-Linux_5.10_x86_64                  : MySQL 8.0.36 ',
      ' 2 mariadb-Linux_5.10_x86_64                : MariaDB 10.11.6 ',
      '',
      '=====================================================',
      'Operation                           |      1|      2|',
      '                                    |mysql-L|mariadb|',
      '-----------------------------------------------------',
      `${section.padEnd(52)}|`,
      '-----------------------------------------------------',
      `ATIS                                |${cells.join('|')}|`,
      '-----------------------------------------------------',
      `TOTALS                              |${cells.join('|')}|`,
      '=====================================================',
    ].join('\n');

  test('the table pasted without its list of files: titled by the names its heading row cut to width', () => {
    const text = table('Results per test in seconds:', ['  20.00', '  25.00']).split('\n').slice(4).join('\n');
    const runs = parseDocument(text).runs;
    expect(runs.map((r) => [r.title, r.metrics.durationS, r.sources.title])).toEqual([
      ['mysql-L', 20, [3]],
      ['mariadb', 25, [3]],
    ]);
  });

  test('--relative: the other columns are ratios, not seconds: only the first is read, and that is said', () => {
    const runs = parseDocument(table('Relative results per test (First column is in seconds):', ['  20.00', '   1.25'])).runs;
    expect(runs).toHaveLength(1);
    expect(runs[0]?.metrics.durationS).toBe(20);
    expect(runs[0]?.warnings[0]?.message).toContain('ratios to this one, not seconds');
  });

  test('--verbose cells (time:count) and a column without TOTALS is an incomplete run', () => {
    const runs = parseDocument(table('Results per test in seconds:', ['  20.00:     40', '    n/a'])).runs;
    expect(runs.map((r) => [r.metrics.durationS, r.complete])).toEqual([
      [20, true],
      [null, false],
    ]);
    expect(runs[1]?.warnings[0]?.message).toContain('has no TOTALS');
  });
});
