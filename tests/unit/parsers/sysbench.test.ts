// sysbench 0.4–1.1 variants real users upload (synthetic fixtures written after sysbench's own output code, plus our own MariaDB logs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { setOltpWasm } from '../../../lib/parsers/wasm/oltp-scan';
import { demo, only, synthetic } from './format-helpers';

describe('sysbench', () => {
  test('0.5 prints "OLTP test statistics" for every database script: the test is the script the command ran (insert, select), oltp without one', () => {
    const log = (command: string) =>
      [
        command,
        'sysbench 0.5:  multi-threaded system evaluation benchmark',
        '',
        'OLTP test statistics:',
        '    transactions:                        0      (0.00 per sec.)',
        '    read/write requests:                 1234567 (4115.21 per sec.)',
        '    other operations:                    0      (0.00 per sec.)',
        '',
        'General statistics:',
        '    total time:                          300.0012s',
        '',
      ].join('\n');
    const testOf = (command: string) => parseDocument(log(command)).runs[0]?.test;
    expect(testOf('./sysbench --test=tests/db/insert.lua --num-threads=16 --max-time=300 run')).toBe('insert');
    expect(testOf('sysbench --test=/usr/share/doc/sysbench/tests/db/select.lua --num-threads=8 run')).toBe('select');
    expect(testOf('sysbench --test=tests/db/oltp.lua --num-threads=8 run')).toBe('oltp');
    expect(testOf('')).toBe('oltp');
  });

  test('0.4.8 prints its per-request times in seconds (0.4121s): read as ms, exactly; its "v0.4.8" banner is the version, not a title', () => {
    const log = [
      'sysbench v0.4.8:  multi-threaded system evaluation benchmark',
      '',
      'Running the test with following options:',
      'Number of threads: 16',
      '',
      'Doing OLTP test.',
      'Threads started!',
      'Done.',
      '',
      'OLTP test statistics:',
      '    transactions:                        6995   (38.81 per sec.)',
      '    deadlocks:                           0      (0.00 per sec.)',
      '    read/write requests:                 132905 (737.46 per sec.)',
      '    other operations:                    13990  (77.63 per sec.)',
      '',
      'Test execution summary:',
      '    total time:                          180.2194s',
      '    total number of events:              6995',
      '    total time taken by event execution: 2882.7302',
      '    per-request statistics:',
      '         min:                            0.0031s',
      '         avg:                            0.4121s',
      '         max:                            2.0698s',
      '         approx.  95 percentile:         1.7539s',
      '',
      'Threads fairness:',
      '    events (avg/stddev):           437.1875/4.00',
      '    execution time (avg/stddev):   180.1706/0.06',
      '',
    ].join('\n');
    const run = parseDocument(log).runs[0];
    expect(run).toMatchObject({ toolVersion: '0.4.8', title: null, complete: true, lines: [1, 28] });
    expect(run?.metrics).toMatchObject({
      tps: 38.81,
      latencyMs: { min: 3.1, avg: 412.1, max: 2069.8, percentile: 95, percentileValue: 1753.9 },
    });
    expect(run?.sources['metrics.latencyMs.avg']).toEqual([22]);
    // converted from the seconds the lines print: flagged, so the run page says "derived from line 22"
    expect(run?.derived).toEqual([
      'metrics.latencyMs.min',
      'metrics.latencyMs.avg',
      'metrics.latencyMs.max',
      'metrics.latencyMs.percentileValue',
      'metrics.qps',
    ]);
    expect(run?.figures).toMatchObject({ fairnessEventsAvg: 437.1875, fairnessTimeAvgS: 180.1706 });
    // the same lines in ms (0.4.10 and later) are read as printed
    const ms = parseDocument(log.replace('0.4121s', '412.10ms').replace('sysbench v0.4.8', 'sysbench 0.4.12')).runs[0];
    expect(ms?.metrics.latencyMs.avg).toBe(412.1);
    expect(ms?.derived).toEqual(['metrics.latencyMs.min', 'metrics.latencyMs.max', 'metrics.latencyMs.percentileValue', 'metrics.qps']);
  });

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
    expect(fileio?.figures).toMatchObject({ transferredMiB: 156.25, throughputMiBPerSec: 5.2083 });
  });

  test('0.4 fileio picks its unit to suit the size: Kb/sec, Mb/sec and Gb read in MiB, so two runs compare; an unknown unit is not read', () => {
    const run = (transferred: string, rate: string) =>
      parseDocument(
        [
          'sysbench 0.4.12:  multi-threaded system evaluation benchmark',
          'Doing I/O test.',
          'Operations performed:  6000 Read, 4000 Write, 12800 Other = 22800 Total',
          `Read 93.75Mb  Written 62.5Mb  Total transferred ${transferred}  (${rate}/sec)`,
          '  333.33 Requests/sec executed',
          '',
        ].join('\n'),
      ).runs[0];
    const fileio = (transferred: string, rate: string) => run(transferred, rate)?.figures;
    // a figure converted from another unit is flagged as derived (the line printed Kb/sec)
    expect(run('156.25Mb', '5.2083Mb')?.derived).toEqual([]);
    expect(run('156.25Mb', '5333.33Kb')?.derived).toEqual(['figures.throughputMiBPerSec']);
    expect(fileio('156.25Mb', '5.2083Mb')).toMatchObject({ transferredMiB: 156.25, throughputMiBPerSec: 5.2083 });
    expect(fileio('156.25Mb', '5333.33Kb')).toMatchObject({ throughputMiBPerSec: 5333.33 / 1024 });
    expect(fileio('1.5Gb', '2048b')).toMatchObject({ transferredMiB: 1536, throughputMiBPerSec: 2048 / 1048576 });
    const odd = fileio('156.25Mb', '5.2083Qb');
    expect(odd?.throughputMiBPerSec).toBeUndefined();
    expect(odd?.throughputPerSec).toBeUndefined();
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
      '', // the line break after the last line: a text that ends inside it may have been cut there (cut-logs.test)
    ].join('\n');
    const run = parseDocument(text).runs[0];
    expect(run).toMatchObject({
      toolVersion: '0.4.12.10',
      metrics: { tps: 10, qps: 200, durationS: 10.0001, latencyMs: { avg: 5, percentile: 95, percentileValue: 7 } },
    });
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

const ROOT_DIR = path.resolve(import.meta.dirname, '../../..');

describe('a report line printed twice', () => {
  const twice = (file: string, at: string) => {
    const text = readFileSync(path.join(ROOT_DIR, file), 'utf8');
    const start = text.indexOf(at);
    const end = text.indexOf('\n', start) + 1;
    return { text: text.slice(0, end) + text.slice(start), line: text.slice(0, end).split('\n').length };
  };
  test.each([
    ['prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r1.log', '[ 2s ]', true],
    ['prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r1.log', '[ 2s ]', false],
    ['tests/fixtures/synthetic/sysbench-0.5-late-us-intervals.log', '[  20s]', false],
  ])('%s at %s (WebAssembly %s): both kept, and said on the copy’s line', (file, at, wasm) => {
    setOltpWasm(wasm);
    try {
      const { text, line } = twice(file, at);
      const whole = parseDocument(readFileSync(path.join(ROOT_DIR, file), 'utf8')).runs[0];
      const run = parseDocument(text).runs[0];
      expect(run?.intervals).toHaveLength((whole?.intervals.length ?? 0) + 1);
      expect(run?.warnings).toContainEqual({
        line,
        message: expect.stringMatching(/the time of the report before it: a line printed or pasted twice/),
      });
      expect(whole?.warnings.some((w) => /printed or pasted twice/.test(w.message))).toBe(false);
    } finally {
      setOltpWasm(true);
    }
  });
});
