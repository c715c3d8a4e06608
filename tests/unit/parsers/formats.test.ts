// The variety real users upload, one assertion set per format variant (synthetic fixtures
// written after the tools' own output code, plus our own MariaDB logs).
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { parseFixture, SEED } from '../../support/fixtures';

const synthetic = (name: string) => parseFixture(`tests/fixtures/synthetic/${name}`);
const demo = (name: string) => parseFixture(`prisma/demo/mariadb-10.11/${name}`);
const only = (name: string) => {
  const r = synthetic(name);
  expect(r.error).toBeNull();
  expect(r.runs).toHaveLength(1);
  return r.runs[0] as NonNullable<(typeof r.runs)[0]>;
};

describe('sysbench', () => {
  test('1.0 OLTP with 1 s intervals (our own log)', () => {
    const run = demo('sysbench-1.x/oltp_read_write_t4_base_ri1.log').runs[0];
    expect(run).toMatchObject({ tool: 'sysbench', toolVersion: '1.0.20', complete: true });
    expect(run?.metrics).toMatchObject({ tps: 291.53, qps: 5830.6, durationS: 15.01, errors: 0, reconnects: 0 });
    expect(run?.intervals).toHaveLength(15);
    expect(run?.intervals[10]).toMatchObject({
      t: 11,
      threads: 4,
      tps: 54.95,
      qps: 1093.98,
      latencyMs: 559.5,
      latencyPct: 95,
      errorsPerSec: 0,
    });
  });

  test('1.1 "Throughput:" block and `err/s 1.00` without the colon', () => {
    const run = only('sysbench-1.1-throughput.log');
    expect(run.toolVersion).toBe('1.1.0-df89d34');
    expect(run.metrics).toMatchObject({ tps: 1199.63, qps: 23992.55, eventsPerSec: 1199.6283, durationS: 3.0018, errors: 1 });
    expect(run.intervals.map((i) => i.errorsPerSec)).toEqual([0, 1, 0]);
  });

  test('0.5 intervals with and without the comma; a stall of 0 tps is kept', () => {
    const run = only('sysbench-0.5-comma-intervals.log');
    expect(run.intervals.map((i) => i.tps)).toEqual([310.2, 322.4, 0]);
    expect(run.intervals[0]).toMatchObject({
      t: 10,
      threads: 4,
      readsPerSec: 4342.81,
      writesPerSec: 1240.8,
      latencyMs: 18.31,
      latencyPct: 95,
    });
    const publicStyle = parseDocument(
      '[  10s] threads: 16, tps: 4892.45, reads/s: 68507.32, writes/s: 19569.90 response time: 9.14ms (99%)\n[  20s] threads: 16, tps: 4745.90, reads/s: 66444.55, writes/s: 18984.61 response time: 13.87ms (99%)',
    );
    expect(publicStyle.runs[0]?.intervals.map((i) => [i.tps, i.latencyMs, i.latencyPct])).toEqual([
      [4892.45, 9.14, 99],
      [4745.9, 13.87, 99],
    ]);
  });

  test('late 0.5: interval latency in µs becomes exact ms, summary stays in ms', () => {
    const run = only('sysbench-0.5-late-us-intervals.log');
    expect(run.intervals.map((i) => i.latencyMs)).toEqual([361.72255, 352.11402]);
    expect(run.intervals[1]).toMatchObject({ errorsPerSec: 0.1, reconnectsPerSec: 0, readsPerSec: 1275.4 });
    expect(run.metrics.latencyMs).toEqual({ min: 41.53, avg: 356.1, max: 1105.65, percentile: 95, percentileValue: 360.12 });
    expect(run.metrics.errors).toBe(1);
  });

  test('0.4.12.10 in a markdown blog: prompt, fences, TAB notes, prepare/cleanup ignored', () => {
    const result = synthetic('sysbench-0.4.12.10-markdown-blog.md');
    expect(result.runs).toHaveLength(1);
    const run = result.runs[0];
    expect(run?.toolVersion).toBe('0.4.12.10');
    expect(run?.title).toBe('Benchmarking MySQL 5.6 with sysbench');
    expect(run?.metrics).toMatchObject({ tps: 402.68, durationS: 30.0063 });
    expect(run?.figures).toMatchObject({ queriesRead: 169162, transactions: 12083 });
    expect(run?.metrics.latencyMs).toMatchObject({ min: 3.91, percentile: 99, percentileValue: 53.4 });
    expect(run?.intervals.map((i) => [i.t, i.threads, i.tps])).toEqual([
      [10, 8, 401.512203],
      [20, 8, 412.880931],
      [30, 8, 399.004112],
    ]);
    expect(run?.parameters).toMatchObject({ threads: 8, time: 30, percentile: 99, reportInterval: 10 });
    expect(JSON.stringify(result)).not.toContain('s3cret');
  });

  test('--report_csv interval lines', () => {
    const run = only('sysbench-1.0-report-csv.log');
    expect(run.intervals).toHaveLength(3);
    expect(run.intervals[1]).toMatchObject({
      t: 2,
      threads: 16,
      tps: 845.02,
      qps: 16899.45,
      readsPerSec: 11829.28,
      latencyMs: 25.28,
      errorsPerSec: 1,
    });
  });

  test('rate-limited run: queue length lines belong to the same report', () => {
    const run = only('sysbench-1.0-rate-limited.log');
    expect(run.intervals).toHaveLength(3);
    expect(run.parameters).toMatchObject({ rate: 200, threads: 4 });
    expect(run.figures.maxQueueLength).toBe(3);
    expect(run.complete).toBe(true);
  });

  test('a run killed before its summary is kept, incomplete, with its intervals and FATAL lines', () => {
    const run = only('sysbench-1.0-crashed.log');
    expect(run.complete).toBe(false);
    expect(run.intervals.map((i) => i.tps)).toEqual([951.31, 944.6, 12.4]);
    expect(run.warnings.map((w) => w.line)).toEqual([17, 18]);
    expect(run.warnings[0]?.message).toMatch(/^FATAL: mysql_drv_query\(\) returned error 2013/);
    expect(run.metrics.tps).toBeNull();
  });

  test('our max_connections=10 failure: a run with only FATAL lines', () => {
    const run = demo('sysbench-1.x/oltp_read_write_t16_maxconn10_error.log').runs[0];
    expect(run?.complete).toBe(false);
    expect(run?.warnings.some((w) => w.message.includes('error 1040: Too many connections'))).toBe(true);
  });

  test('non-database tests report events/s', () => {
    expect(demo('sysbench-1.x/cpu_t1.log').runs[0]).toMatchObject({ test: 'cpu', metrics: { eventsPerSec: 1214.24 } });
    expect(demo('sysbench-1.x/memory_t1_write_seq.log').runs[0]?.metrics.eventsPerSec).toBe(4829335.98);
    const threads = demo('sysbench-1.x/threads_t8.log').runs[0];
    expect(threads?.metrics.eventsPerSec).toBe(452.99);
    expect(threads?.derived).toEqual(['metrics.eventsPerSec']);
    expect(only('sysbench-1.0-cpu-intervals.log').intervals.map((i) => i.eventsPerSec)).toEqual([5702.41, 5718.02]);
    const [memory, fileio] = synthetic('sysbench-0.4-memory-fileio.log').runs;
    expect(memory).toMatchObject({ test: 'memory', metrics: { eventsPerSec: 2621817.31 } });
    expect(fileio).toMatchObject({ test: 'fileio', metrics: { eventsPerSec: 333.33 } });
  });

  test('--histogram=on table', () => {
    const run = demo('sysbench-1.x/oltp_point_select_t4_base_hist.log').runs[0];
    expect(run?.histogram[0]).toMatchObject({ ms: 0.055, count: 3 });
    expect(run?.histogram.at(-1)).toMatchObject({ ms: 25.737, count: 1 });
    expect(run?.metrics.tps).toBe(13632.28);
  });

  test('a 1.x report under a 0.4-looking banner is read by its lines, not its banner', () => {
    const text = [
      'sysbench 0.4.12.10:  multi-threaded system evaluation benchmark',
      'SQL statistics:',
      '    transactions:                        100    (10.00 per sec.)',
      '    queries:                             2000   (200.00 per sec.)',
      'General statistics:',
      '    total time:                          10.0001s',
      'Latency (ms):',
      '         avg:                                    5.00',
      '         95th percentile:                        7.00',
    ].join('\n');
    const run = parseDocument(text).runs[0];
    expect(run).toMatchObject({
      toolVersion: '0.4.12.10',
      metrics: { tps: 10, qps: 200, durationS: 10.0001, latencyMs: { avg: 5, percentile: 95, percentileValue: 7 } },
    });
  });
});

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

  test('with -C the tps excluding connections is the metric (the two differ 350-fold)', () => {
    const run = only('pgbench-13-connect-select-only.log');
    expect(run.test).toBe('select-only');
    expect(run.metrics.tps).toBe(504179.230401);
    expect(run.figures.tpsIncludingConnections).toBe(1440.512087);
    expect(run.parameters).toMatchObject({ connectPerTransaction: true, clients: 8 });
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

describe('documents', () => {
  test('GBK-encoded Chinese blog with CRLF', () => {
    const result = synthetic('gbk-blog-sysbench.txt');
    expect(result.runs[0]).toMatchObject({ test: 'oltp_read_write', title: 'MySQL 5.7 默认配置', metrics: { tps: 294.31 } });
    expect(result.hosts[0]).toMatchObject({ cpus: 4, memoryBytes: 16 * 1024 ** 3 });
    expect(JSON.stringify(result)).not.toContain('mima123');
  });

  test('prose is not a benchmark: an error with a line', () => {
    expect(synthetic('not-a-benchmark.txt').error).toEqual({ line: 1, message: expect.stringContaining('not a benchmark log') });
    expect(parseDocument('\u0000\u0001\u0002binary').error?.message).toContain('binary');
    expect(parseDocument('').error?.line).toBe(1);
  });

  test('a command without its output says so', () => {
    const result = parseDocument('$ sysbench oltp_read_write --threads=8 run\n');
    expect(result.error).toEqual({ line: 1, message: expect.stringContaining('without the output') });
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

test('a sysbench interval line in an unknown syntax is a warning with its line, not a silent gap', () => {
  const lines = [
    'sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)',
    '[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00',
    '[ 2s ] thds: 4 tps: 201.00 qps: 4020.00 (r/w/o: 2814.00/804.00/402.00) lat (ms,95%): N/A err/s: 0.00 reconn/s: 0.00',
    '[ 3s ] thds: 4 tps: 199.00 qps: 3980.00 (r/w/o: 2786.00/796.00/398.00) lat (ms,95%): 26.20 err/s: 0.00 reconn/s: 0.00',
  ];
  const [run] = parseDocument(lines.join('\n')).runs;
  expect(run?.intervals.map((i) => i.t)).toEqual([1, 3]);
  expect(run?.warnings).toEqual([expect.objectContaining({ line: 3, message: expect.stringContaining('[ 2s ]') })]);
});

describe('how the servers were built', () => {
  test('seed 003 names the build script; seed 002 builds sysbench, not a server', () => {
    expect(parseFixture(SEED.matrix003).buildCommands).toEqual([{ text: 'BUILD/compile-amd64-max', line: 27 }]);
    expect(parseFixture(SEED.qc002).buildCommands).toEqual([]);
  });

  test('server configure and cmake lines, with or without a prompt', () => {
    const doc = parseDocument(
      [
        '$ ./configure --prefix=/usr/local/mysql --with-plugins=innobase',
        'cmake . -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWITH_JEMALLOC=system',
        './configure --with-pgsql --without-mysql',
      ].join('\n'),
    );
    expect(doc.buildCommands.map((b) => [b.line, b.text])).toEqual([
      [1, './configure --prefix=/usr/local/mysql --with-plugins=innobase'],
      [2, 'cmake . -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWITH_JEMALLOC=system'],
    ]);
  });
});

test('pgbench with several scripts: each script its transactions, tps and latency; statements under their script', () => {
  const [run] = parseFixture('tests/fixtures/synthetic/pgbench-16-multiple-scripts.log').runs;
  expect(run).toMatchObject({ tool: 'pgbench', test: 'custom', metrics: { tps: 2015.012345, latencyMs: { avg: 1.985 } } });
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
