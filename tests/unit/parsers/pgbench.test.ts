// pgbench 9.x–18 and mysqlbench: summaries, progress, -r statements, several scripts, errors.
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { parseFixture, readFixture } from '../../support/fixtures';
import { demo, only, synthetic } from './format-helpers';

describe('pgbench and mysqlbench', () => {
  test('our pgbench 15 with --progress and -r', () => {
    const progress = demo('pgbench/tpcb_c4_j2_progress1.log').runs[0];
    expect(progress).toMatchObject({
      tool: 'pgbench',
      toolVersion: '15.18',
      test: 'tpcb',
      metrics: { tps: 1654.397701, errors: 0, latencyMs: { avg: 2.409 } },
    });
    expect(progress?.parameters).toMatchObject({ clients: 4, threads: 4, jobs: 2, scale: 5, protocol: 'simple', time: 10 });
    expect(progress?.intervals[0]).toMatchObject({ t: 1, tps: 1492, latencyMs: 2.63, errorsPerSec: 0 });
    const perStatement = demo('pgbench/tpcb_c4_j2_r.log').runs[0];
    expect(perStatement?.operations).toHaveLength(11);
    expect(perStatement?.operations[10]).toMatchObject({ name: 'END;', latencyMs: 0.602, failures: 0 });
  });

  test('a figure not printed as pgbench prints it (thousands separators, a decimal comma) is not read, and said: never its digits before the comma', () => {
    const summary = (n: (plain: string, grouped: string) => string) =>
      [
        'pgbench (16.1)',
        'transaction type: <builtin: TPC-B (sort of)>',
        `scaling factor: ${n('1000', '1,000')}`,
        'number of clients: 64',
        'number of threads: 16',
        `duration: ${n('1800', '1,800')} s`,
        `number of transactions actually processed: ${n('12345678', '12,345,678')}`,
        'number of failed transactions: 0 (0.000%)',
        `latency average = ${n('1234.567', '1,234.567')} ms`,
        `initial connection time = ${n('1045.123', '1,045.123')} ms`,
        `tps = ${n('6858.710000', '6,858.710000')} (without initial connection time)`,
        '',
      ].join('\n');
    const plain = parseDocument(summary((p) => p)).runs[0];
    expect(plain?.complete).toBe(true);
    expect(plain?.metrics).toMatchObject({ tps: 6858.71, durationS: 1800, latencyMs: { avg: 1234.567 } });
    expect(plain?.figures).toMatchObject({ transactionsProcessed: 12345678, initialConnectionTimeMs: 1045.123 });
    expect(plain?.parameters.scale).toBe(1000);
    expect(plain?.warnings).toEqual([]);

    const grouped = parseDocument(summary((_, g) => g)).runs[0];
    expect(grouped?.complete).toBe(false);
    expect(grouped?.metrics).toMatchObject({ tps: null, durationS: null, latencyMs: { avg: null } });
    expect(grouped?.figures.transactionsProcessed).toBeUndefined();
    expect(grouped?.figures.initialConnectionTimeMs).toBeUndefined();
    expect(grouped?.parameters.scale).toBeUndefined();
    expect(grouped?.warnings.map((w) => w.line)).toEqual([3, 6, 7, 9, 10, 11]);
    expect(grouped?.warnings.at(-1)?.message).toBe(
      'tps "6,858.710000 (without initial connection time)" is not a number as pgbench prints it: not read',
    );
    // pgbench's own "no figure" is left empty without a word
    const nan = parseDocument(summary((p) => p).replace('latency average = 1234.567 ms', 'latency average = -nan ms')).runs[0];
    expect(nan?.metrics.latencyMs.avg).toBeNull();
    expect(nan?.warnings).toEqual([]);
  });

  test('with -C the tps including connections is the metric, as pgbench 14 prints it (the excluding one is 350 times what ran)', () => {
    // 86,432 transactions in 60 s are 1,440.5 tps, as its latency average (8 clients / 5.554 ms) says too;
    // the excluding figure, 504,179 tps, was stored until a PostgreSQL engineer's pass (2026-12-07)
    const run = only('pgbench-13-connect-select-only.log');
    expect(run.test).toBe('select-only');
    expect(run.metrics.tps).toBe(1440.512087);
    expect(run.sources['metrics.tps']).toEqual([11]);
    expect(run.figures.tpsIncludingConnections).toBeUndefined();
    expect(run.warnings.map((w) => [w.line, w.message.slice(0, 38)])).toEqual([[12, 'with -C (a connection per transaction)']]);
    expect(run.parameters).toMatchObject({ connectPerTransaction: true, clients: 8 });
    // without -C the excluding figure stays the tps, the including one a figure of its own
    const plain = parseDocument(
      readFixture('tests/fixtures/synthetic/pgbench-13-connect-select-only.log').replace('pgbench -C ', 'pgbench '),
    ).runs[0];
    expect([plain?.metrics.tps, plain?.figures.tpsIncludingConnections]).toEqual([504179.230401, 1440.512087]);
  });

  test('9.4: old "latency average:" syntax, nan progress, -r statements with TABs, PGPASSWORD removed', () => {
    const result = synthetic('pgbench-9.4-progress.log');
    expect(result.runs).toHaveLength(1);
    const run = result.runs[0];
    expect(run?.metrics).toMatchObject({ tps: 956.112041, latencyMs: { avg: 16.733 } });
    expect(run?.figures.latencyStddevMs).toBe(41.208);
    expect(run?.intervals.map((i) => [i.t, i.tps, i.latencyMs])).toEqual([
      [5, 1234.5, 12.941],
      [10, 1301.2, 12.287],
      [15, 0, null],
      [20, 1288.6, 12.402],
    ]);
    expect(run?.operations).toHaveLength(11);
    expect(JSON.stringify(result)).not.toContain('benchpw');
  });

  test('an aborted run keeps its figures and says it was aborted', () => {
    const run = only('pgbench-17-aborted.log');
    expect(run.metrics.tps).toBe(960.212988);
    expect(run.warnings.map((w) => w.message)).toEqual([
      'pgbench: error: client 3 script 0 aborted in command 8 query 0: ERROR:  could not serialize access due to concurrent update',
      'pgbench: error: Run was aborted; the above results are incomplete.',
    ]);
  });

  test('too many clients: incomplete run with the errors; pgbench -i: a clear message', () => {
    const run = demo('pgbench/tpcb_c110_too-many-clients_error.log').runs[0];
    expect(run).toMatchObject({ complete: false, toolVersion: '15.18' });
    expect(run?.warnings[0]?.message).toContain('sorry, too many clients already');
    const init = demo('pgbench/init_s5.log');
    expect(init.runs).toHaveLength(0);
    expect(init.error).toEqual({ line: 6, message: expect.stringContaining('pgbench initialization log') });
  });

  test('UTF-8 BOM and CRLF', () => {
    const run = only('bom-crlf-pgbench.log');
    expect(run).toMatchObject({ toolVersion: '16.4', test: 'simple-update', lines: [1, 15], metrics: { tps: 2192.318054 } });
    expect(run.parameters).toMatchObject({ transactionsPerClient: 5000, protocol: 'extended' });
  });

  test('Shift_JIS mysqlbench with dotted leaders', () => {
    const run = only('sjis-mysqlbench.txt');
    expect(run).toMatchObject({ tool: 'mysqlbench', title: '5.6.10', metrics: { tps: 813.004418 } });
    expect(run.command).toContain('-P ***');
  });
});

test('pgbench with several scripts: each script its transactions, tps and latency; statements under their script', () => {
  const [run] = parseFixture('tests/fixtures/synthetic/pgbench-16-multiple-scripts.log').runs;
  // built-in scripts only: named for what they are (it was `custom`: a format audit, 2026-12-05)
  expect(run).toMatchObject({ tool: 'pgbench', test: 'tpcb+select-only', metrics: { tps: 2015.012345, latencyMs: { avg: 1.985 } } });
  const withCustom = readFixture('tests/fixtures/synthetic/pgbench-16-multiple-scripts.log').replace(
    'SQL script 2: <builtin: select only>',
    'SQL script 2: lookup.sql',
  );
  expect(parseDocument(withCustom, { fileName: 'mixed.log' }).runs[0]?.test).toBe('custom');
  expect(run?.figures).toMatchObject({
    script1Transactions: 10050,
    script1Tps: 1004.95,
    script2Tps: 1010.062345,
    script2LatencyAvgMs: 0.466,
  });
  expect(run?.sources['figures.script2Tps']).toEqual([28]);
  expect(run?.operations.map((o) => [o.name, o.count, o.latencyMs])).toEqual([
    ['script 1: <builtin: TPC-B (sort of)>', 10050, 3.512],
    ['[script 1] \\set aid random(1, 100000 * :scale)', null, 0.002],
    ['[script 1] BEGIN;', null, 0.26],
    ['[script 1] END;', null, 2.98],
    ['script 2: <builtin: select only>', 10101, 0.466],
    ['[script 2] \\set aid random(1, 100000 * :scale)', null, 0.001],
    ['[script 2] SELECT abalance FROM pgbench_accounts WHERE aid = :aid;', null, 0.44],
  ]);
});

test('repeated pgbench -b / --file options are all kept, in order', () => {
  const doc = parseDocument(
    [
      'pgbench -c 2 -T 5 -b tpcb-like@3 --builtin=select-only@1 -f a.sql -f b.sql bench',
      'pgbench (16.4)',
      'transaction type: multiple scripts',
      'tps = 10.000000 (without initial connection time)',
    ].join('\n'),
  );
  expect(doc.runs[0]?.parameters).toMatchObject({ builtin: 'tpcb-like@3 select-only@1' });
});

test("a progress interval in which no transaction finished has no latency (pgbench's 0.000 is a placeholder)", () => {
  // a PostgreSQL engineer's pass (2026-12-07): drawn at 0 ms beside a stall
  const log = [
    '$ pgbench -n -P 1 -c 2 -T 4 postgres',
    'pgbench (15.18 (Debian 15.18-0+deb12u1))',
    'progress: 1.0 s, 0.0 tps, lat 0.000 ms stddev 0.000, 0 failed',
    'progress: 2.0 s, 883.1 tps, lat 6.784 ms stddev 107.244, 0 failed',
    'transaction type: <builtin: TPC-B (sort of)>',
    'scaling factor: 2',
    'query mode: simple',
    'number of clients: 2',
    'number of threads: 1',
    'duration: 2 s',
    'number of transactions actually processed: 883',
    'latency average = 3.328 ms',
    'tps = 441.500000 (without initial connection time)',
  ].join('\n');
  const run = parseDocument(log).runs[0];
  expect(run?.intervals.map((i) => [i.t, i.tps, i.latencyMs, i.latencyStddevMs])).toEqual([
    [1, 0, null, null],
    [2, 883.1, 6.784, 107.244],
  ]);
});

test("two scripts with --max-tries and --failures-detailed: each script's counts go on, every script and statement read", () => {
  // real pgbench 15.18 output (a PostgreSQL engineer's pass, 2026-12-07): script 1's `- number of
  // serialization failures` ended the run there, script 2 and all 16 statement rows lost
  const run = only('pgbench-15-scripts-retries.log');
  expect([run.complete, run.lines, run.metrics.tps, run.parameters.scale]).toEqual([true, [1, 57], 2566.221259, 2]);
  expect([run.figures.script2Tps, run.sources['figures.script2Tps']]).toEqual([1214.838703, [38]]);
  const branches = run.operations.find((o) => o.name.startsWith('[script 2] UPDATE pgbench_branches'));
  expect([branches?.latencyMs, branches?.failures, branches?.retries, branches?.line]).toEqual([0.12, 472, 2840, 55]);
  expect(run.operations).toHaveLength(18);
});

test('a command without -R, --latency-limit or -C says so: compared with one that has them, they differ', () => {
  // a PostgreSQL engineer's pass (2026-12-07): a plain run and a -R 300 (or -C) one had "the same workload parameters"
  const log = readFixture('tests/fixtures/synthetic/pgbench-13-connect-select-only.log');
  const params = (command: string) => parseDocument(log.replace(/^.*pgbench -C .*$/m, command)).runs[0]?.parameters;
  expect(params('$ pgbench -S -c 8 -j 4 -T 60 bench')).toMatchObject({
    rate: 'none',
    latencyLimitMs: 'none',
    connectPerTransaction: false,
  });
  expect(params('$ pgbench -S -c 8 -j 4 -T 60 -R 300 --latency-limit=2 -C bench')).toMatchObject({
    rate: 300,
    latencyLimitMs: 2,
    connectPerTransaction: true,
  });
});

test('--max-tries=0 (no limit), which pgbench does not print, is read from the command', () => {
  const log = readFixture('tests/fixtures/synthetic/pgbench-13-connect-select-only.log');
  const run = parseDocument(log.replace(/^.*pgbench -C .*$/m, '$ pgbench -S --max-tries=0 -c 8 -j 4 -T 60 bench')).runs[0];
  expect(run?.parameters.maxTries).toBe(0);
});

test("pgbench -d's debug lines are the run's: its banner, command and summary stay one run", () => {
  // real pgbench 15.18 output (a PostgreSQL engineer's pass, 2026-12-07): 76 `pgbench: client 0 sending …` lines split it
  const result = synthetic('pgbench-15-debug.log');
  expect(result.runs).toHaveLength(1);
  const run = result.runs[0];
  expect([run?.lines[0], run?.toolVersion, run?.command, run?.metrics.tps]).toEqual([
    1,
    '15.18',
    'pgbench -d -t 3 -c 1 -r postgres',
    800.21339,
  ]);
});
