// Runs that went wrong around a summary-looking block (issue 10, item 5): sysbench FATAL errors
// (an overflowing event queue, lost connections), pgbench clients that aborted, a run-all-tests
// suite that stopped mid-way. Each is complete: false with the reason on its line, and no figure of
// the part that went wrong passes for a full run's.
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { only } from './format-helpers';

const FAILED_SUMMARY =
  'sysbench failed here (FATAL) and printed its summary all the same: its figures cover the run only until it failed; this run is incomplete';

describe('sysbench: a FATAL error makes a run incomplete, before or after its summary', () => {
  test('the event queue is full (a rate-limited run), then an early summary', () => {
    const run = only('sysbench-1.0-event-queue-full.log');
    expect(run).toMatchObject({ test: 'oltp_point_select', complete: false, parameters: { threads: 32, rate: 60000, time: 120 } });
    expect(run.warnings).toEqual([
      { line: 21, message: expect.stringMatching(/^FATAL: The event queue is full\./) },
      { line: 21, message: FAILED_SUMMARY },
    ]);
    // the summary's figures are kept as printed, traced to their lines: 3 s, not the 120 s asked for
    expect(run.metrics).toMatchObject({ tps: 41761.56, durationS: 3.0746 });
    expect(run.sources['metrics.tps']).toEqual([28]);
    expect(run.sources['metrics.durationS']).toEqual([34]);
    expect(run.intervals.map((i) => [i.t, i.tps, i.line])).toEqual([
      [1, 41822.17, 15],
      [2, 42107.9, 17],
      [3, 41993.04, 19],
    ]);
  });

  test('lost connections after the summary', () => {
    const run = only('sysbench-1.0-lost-connection-after-summary.log');
    expect(run).toMatchObject({ complete: false, lines: [1, 39], metrics: { tps: 904.52, durationS: 15.0027 } });
    expect(run.warnings.map((w) => w.line)).toEqual([38, 39, 38]);
    expect(run.warnings[0]?.message).toContain('Lost connection to MySQL server during query');
    expect(run.warnings[2]?.message).toBe(FAILED_SUMMARY);
  });

  test('ALERT and WARNING lines do not make a run incomplete', () => {
    const doc = parseDocument(
      'sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)\nWARNING: --max-time is deprecated, use --time instead\n\nGeneral statistics:\n    total time:                          10.0012s\n    total number of events:              100\nLatency (ms):\n         min:                                    2.01\n         avg:                                   17.68\n         max:                                   95.12\n',
    );
    expect(doc.runs[0]).toMatchObject({ complete: true });
  });
});

describe('pgbench: a client that aborted makes a run incomplete', () => {
  test('pgbench 17: "Run was aborted; the above results are incomplete" (its figures kept, its duration not a measurement)', () => {
    const run = only('pgbench-17-aborted.log');
    expect(run).toMatchObject({ complete: false, metrics: { tps: 960.212988, durationS: null }, parameters: { time: 30 } });
    expect(run.sources['parameters.time']).toEqual([10]);
    expect(run.sources['metrics.durationS']).toBeUndefined();
    expect(run.warnings.map((w) => w.line)).toEqual([3, 16]);
  });

  test('pgbench 12: the abort and pgbench\'s own "Run was aborted" line are the reasons', () => {
    const run = only('pgbench-12-client-aborted.log');
    expect(run).toMatchObject({
      complete: false,
      metrics: { tps: 1571.804627, durationS: null },
      parameters: { clients: 16, jobs: 4, time: 60 },
    });
    expect(run.figures).toMatchObject({ transactionsProcessed: 94310, tpsIncludingConnections: 1571.522913 });
    expect(run.warnings).toEqual([
      { line: 3, message: 'client 5 aborted in command 8 (SQL) of script 0; ERROR:  deadlock detected' },
      { line: 16, message: 'Run was aborted; the above results are incomplete.' },
    ]);
  });

  test('pgbench 9.6 says nothing more than "client 2 aborted": the run says it is incomplete', () => {
    const run = only('pgbench-9.6-client-aborted.log');
    expect(run).toMatchObject({
      complete: false,
      metrics: { tps: 2351.770014 },
      figures: { transactionsProcessed: 17842, transactionsExpected: 20000 },
    });
    expect(run.warnings).toEqual([
      { line: 2, message: expect.stringContaining('client 2 aborted in state 11') },
      { line: 9, message: 'only 17842 of 20000 transactions were processed' },
      { line: 2, message: 'a client aborted: the figures pgbench printed cover the run only until then; this run is incomplete' },
    ]);
  });

  test('a warning that is no abort leaves the run complete', () => {
    const doc = parseDocument(
      'pgbench (16.4)\npgbench: warning: scale option ignored, using count from pgbench_branches table (10)\ntransaction type: <builtin: TPC-B (sort of)>\nduration: 10 s\ntps = 100.5 (without initial connection time)\n',
    );
    expect(doc.runs[0]).toMatchObject({ complete: true, metrics: { durationS: 10 } });
  });
});

describe('sql-bench: a run-all-tests suite that stops mid-way', () => {
  test('the tests before the stop, the failed one, the reason; no total', () => {
    const run = only('sql-bench-run-all-tests-aborted.txt');
    expect(run).toMatchObject({
      test: 'run-all-tests',
      toolVersion: '2.15',
      serverVersion: 'MySQL 4.1.7 standard log',
      complete: false,
      lines: [1, 17],
    });
    expect(run.tests.map((t) => [t.name, t.seconds, t.failed, t.line])).toEqual([
      ['alter-table', 16, false, 11],
      ['ATIS', 14, false, 12],
      ['big-tables', 13, false, 13],
      ['connect', 72, false, 14],
      ['create', 120, false, 15],
      ['insert', null, true, 16],
    ]);
    expect(run.metrics.durationS).toBeNull();
    expect(run.operations).toEqual([]);
    expect(run.warnings).toEqual([
      { line: 16, message: 'sql-bench test insert failed' },
      {
        line: 17,
        message:
          "run-all-tests stopped before its TOTALS line; the tests above it are kept: Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock' (111)",
      },
    ]);
  });

  test('a suite cut off in its per-operation table says where it stops', () => {
    const doc = parseDocument(
      'Benchmark DBD suite: 2.15\nServer version:      MySQL 5.0.45\n\nalter-table: Total time: 16 wallclock secs ( 0.05 usr  0.02 sys +  0.00 cusr  0.00 csys =  0.07 CPU)\n\nTotals per operation:\nOperation             seconds     usr     sys     cpu   tests\nalter_table_add          9.00    0.01    0.00    0.01     100\n',
    );
    expect(doc.runs[0]).toMatchObject({ complete: false, operations: [expect.objectContaining({ name: 'alter_table_add', line: 8 })] });
    expect(doc.runs[0]?.warnings).toEqual([
      { line: 8, message: 'the output stops at line 8, before the TOTALS line of the suite: this run is incomplete' },
    ]);
  });
});
