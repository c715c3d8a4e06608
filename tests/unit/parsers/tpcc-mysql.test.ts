// tpcc-mysql (tpcc_start): the tpmC headline, parameters, per-type operations, intervals,
// redaction of the password it is given and echoes, and a log cut off before its summary.
import { describe, expect, test } from 'vitest';
import { parseDocument, prepareText } from '../../../lib/parsers';
import { formatOf, headlinePathOf, valueAt } from '../../../lib/parsers/formats';
import { readFixture } from '../../support/fixtures';
import { only, synthetic } from './format-helpers';

describe('tpcc-mysql', () => {
  test('the headline is tpmC, a figure traced to its line, never a tps', () => {
    const run = only('tpcc-mysql-1200s-complete.log');
    expect(run).toMatchObject({ tool: 'tpcc-mysql', test: 'tpcc', complete: true, warnings: [] });
    expect(run.figures.tpmC).toBe(1383.85);
    expect(run.sources['figures.tpmC']).toEqual([181]);
    expect(run.metrics.tps).toBeNull();
    expect(run.metrics.durationS).toBe(1200);
    expect(headlinePathOf(run)).toBe('figures.tpmC');
    expect(valueAt(run, 'figures.tpmC')).toBe(1383.85);
    expect(formatOf(run.tool)?.capabilities.metrics).toEqual([{ key: 'tpmC', label: 'tpmC', unit: 'tpmC', direction: 'higher' }]);
  });

  test('parameters from the printed block win over the command line; the command is the run’s', () => {
    const run = only('tpcc-mysql-1200s-complete.log');
    expect(run.parameters).toEqual({ warehouses: 10, connections: 32, threads: 32, rampup: 10, time: 1200 });
    expect(run.sources['parameters.warehouses']).toEqual([20]);
    expect(run.command).toBe('./tpcc_start -h127.0.0.1 -P3306 -dtpcc10 -uroot -p*** -w10 -c32 -r10 -l1200');
    expect(run.lines).toEqual([1, 181]);
    // from the command alone (a blog that trimmed the banner and options)
    const blog = synthetic('tpcc-mysql-blog-post.md').runs[0];
    expect(blog?.parameters).toEqual({ warehouses: 20, connections: 16, threads: 16, rampup: 60, time: 600, reportInterval: 60 });
    expect(blog?.sources['parameters.warehouses']).toEqual([16]);
  });

  test('transaction types are operations; percentiles and the other counts are figures', () => {
    const run = only('tpcc-mysql-90th-percentile.log');
    expect(run.operations.map((o) => [o.name, o.count, o.failures, o.latencyMs])).toEqual([
      ['New-Order', 111800, 2, 38.2],
      ['Payment', 124600, 0, 11.4],
      ['Order-Status', 12488, 0, 6.9],
      ['Delivery', 12486, 0, 301.5],
      ['Stock-Level', 12490, 0, 88],
    ]);
    expect(run.figures).toMatchObject({
      newOrderLate: 13073,
      newOrderRetry: 40,
      newOrderRtP90Ms: 5379,
      newOrderRtMaxMs: 9880,
      paymentMixPct: 43.43,
    });
    expect(run.figures.tpmC).toBe(24974.6);
    // a constraint printed as [NG] is said, with its line
    expect(run.warnings).toEqual([{ line: 100, message: 'TPC-C constraint not met: New-Order: 89.53%  [NG] *' }]);
  });

  test('interval lines: New-Order per second (derived from the count per interval) and its 95th percentile', () => {
    const run = only('tpcc-mysql-1200s-complete.log');
    expect(run.intervals).toHaveLength(120);
    expect(run.intervals[0]).toMatchObject({ t: 10, tps: 23.9, latencyMs: 24.026, latencyPct: 95, line: 29 });
    expect(run.derived).toEqual(['intervals.tps']);
    const counted = run.intervals.reduce((n, iv) => n + Math.round((iv.tps ?? 0) * 10), 0);
    expect(counted).toBe((run.figures.newOrderSuccess ?? 0) + (run.figures.newOrderLate ?? 0));
  });

  test('the password is redacted in the command, the echoed option and the parameters block', () => {
    for (const name of ['tpcc-mysql-1200s-complete.log', 'tpcc-mysql-cut-off.log', 'tpcc-mysql-blog-post.md']) {
      const stored = prepareText(readFixture(`tests/fixtures/synthetic/${name}`));
      expect(stored).not.toMatch(/secret|S3cr3t/);
      expect(JSON.stringify(synthetic(name))).not.toMatch(/secret|S3cr3t/);
    }
    const text = prepareText(
      "./tpcc_start -h db -p 'two words' -w1\noption p with value 'two words'\n       [pass]: two words\n       [user]: root",
    );
    expect(text).toBe("./tpcc_start -h db -p *** -w1\noption p with value '***'\n       [pass]: ***\n       [user]: root");
    // an empty password stays empty; -P is the port
    expect(prepareText("./tpcc_start -P3306 -w1 -pX\noption p with value ''\n       [pass]: ")).toBe(
      "./tpcc_start -P3306 -w1 -p***\noption p with value ''\n       [pass]: ",
    );
  });

  test('a log cut off before <TpmC> is an incomplete run that says so, with its line', () => {
    const run = only('tpcc-mysql-cut-off.log');
    expect(run.complete).toBe(false);
    expect(run.figures.tpmC).toBeUndefined();
    expect(run.intervals).toHaveLength(7);
    expect(run.warnings).toEqual([
      { line: 35, message: '1 interval line could not be read and are left out of the chart; the first: 80, trx: 39' },
      { line: 35, message: 'the log ends before the <TpmC> summary: this run has no tpmC (incomplete)' },
    ]);
  });

  test('in a blog post: each run with its heading, command and configuration', () => {
    const result = synthetic('tpcc-mysql-blog-post.md');
    expect(result.error).toBeNull();
    expect(result.runs.map((r) => [r.title, r.figures.tpmC, r.complete, r.configs, r.serverVersion])).toEqual([
      ['innodb_buffer_pool_size = 1G', 1512.3, true, [0], 'MySQL 8.0.36'],
      ['innodb_buffer_pool_size = 16G', 2045.1, true, [0, 1], 'MySQL 8.0.36'],
    ]);
  });

  test('a tpcc_load log or command alone is explained, not stored', () => {
    const load = parseDocument(
      '$ ./tpcc_load -h127.0.0.1 -d tpcc10 -u root -p "" -w 10\n*** ###easy### TPC-C Data Loader  ***\nLoading Item\n',
    );
    expect(load.runs).toEqual([]);
    expect(load.error).toEqual({
      line: 2,
      message: 'tpcc_load output: it loads the warehouses but measures nothing; upload the output of tpcc_start',
    });
    const command = parseDocument('$ ./tpcc_start -h127.0.0.1 -dtpcc10 -uroot -w10 -c32 -r10 -l1200\n');
    expect(command.error?.message).toBe(
      'only a tpcc_start command line was found, without the output it printed; paste or upload the output too',
    );
  });
});
