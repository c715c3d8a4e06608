// Issue 10, items 6 and 7: the test, threads and clients a log says around its output (the script
// run as a program, a heading, the report lines, an earlier command), not only in its header.
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { only, synthetic } from './format-helpers';

describe('the test from the script run as a program', () => {
  test('a sysbench 1.x lua script invoked directly after a root prompt is the command and names the test', () => {
    const run = only('sysbench-1.0-lua-script-run-directly.log');
    expect(run.test).toBe('oltp_update_index');
    expect(run.command).toBe(
      '/usr/share/sysbench/oltp_update_index.lua --threads=64 --mysql-user=sbtest --time=60 --tables=8 --table-size=100000 run',
    );
    expect(run.parameters).toMatchObject({ threads: 64, time: 60, tables: 8, tableSize: 100000, mode: 'run' });
    expect(run.sources.command).toEqual([1]);
  });

  test('sysbench-tpcc: ./tpcc.lua is test tpcc, its password redacted', () => {
    const run = only('sysbench-tpcc-lua-run-directly.log');
    expect(run.test).toBe('tpcc');
    expect(run.parameters).toMatchObject({ threads: 16, tables: 10, time: 300, reportInterval: 60 });
    expect(run.command).toContain('--mysql-password=***');
    expect(run.command).not.toContain('Tpcc!pass');
  });

  test('with or without a $ prompt', () => {
    for (const prompt of ['', '$ ', 'user@db:~$ ']) {
      const text = `${prompt}/usr/share/sysbench/oltp_read_only.lua --threads=4 run\nsysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)\n\nSQL statistics:\n    transactions:                        100 (10.00 per sec.)\n\nGeneral statistics:\n    total time:                          10.0010s\n`;
      expect(parseDocument(text).runs[0]).toMatchObject({ test: 'oltp_read_only', parameters: { threads: 4 } });
    }
  });

  test('a launcher before the program (numactl, taskset) does not hide the command', () => {
    for (const launcher of ['numactl --interleave=all', 'numactl -N 0 -m 0', 'taskset -c 0-3']) {
      const text = `${launcher} sysbench cpu --threads=2 run\nsysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)\n\nCPU speed:\n    events per second:  1000.00\n\nGeneral statistics:\n    total time:                          10.0010s\n`;
      expect(parseDocument(text).runs[0]).toMatchObject({
        test: 'cpu',
        parameters: { threads: 2 },
        command: 'sysbench cpu --threads=2 run',
      });
    }
  });

  test('perl ./test-transactions is the sql-bench test-transactions test', () => {
    const run = only('sql-bench-perl-test-transactions.txt');
    expect(run).toMatchObject({ tool: 'sql-bench', test: 'test-transactions', metrics: { durationS: 20 } });
    expect(run.command).toBe('./test-transactions --server=mysql --user=bench --password=*** --log');
  });
});

describe('the test a heading names', () => {
  const runs = synthetic('sysbench-headings-name-the-test.md').runs;

  test('MUTEX BENCHMARKS above a 1.0 report that names no test', () => {
    expect(runs[0]).toMatchObject({ test: 'mutex', metrics: { durationS: 1.204 } });
    expect(runs[0]?.sources.test).toEqual([5]);
  });

  test('## oltp_point_select above an indented report with no header', () => {
    expect(runs[1]).toMatchObject({ test: 'oltp_point_select', metrics: { tps: 47553.11 } });
    expect(runs[1]?.sources.test).toEqual([36]);
  });

  test('sysbench 0.4 threads from its options (yields and locks)', () => {
    expect(runs[2]).toMatchObject({ test: 'threads', parameters: { threads: 8, threadYields: 100, threadLocks: 2 } });
    expect(runs[2]?.sources['parameters.threadYields']).toEqual([74]);
  });

  test.each([
    ['## Results with 8 threads', null],
    ['## cpu and memory', null],
    ['## oltp_read_only vs oltp_read_write', null],
    ['## Memory test', 'memory'],
    ['### Using the mutex workload', 'mutex'],
    ['## mutex test with 64 threads', 'mutex'],
    ['## threads on a box with 24 GB memory', 'threads'],
  ])('a heading %s names %s for a run that reported events', (heading, expected) => {
    const text = `${heading}\n\nsysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)\n\nGeneral statistics:\n    total time:                          1.0010s\n    total number of events:              8\n`;
    expect(parseDocument(text).runs[0]?.test ?? null).toBe(expected);
  });

  test('an OLTP report under a heading that names a built-in test keeps no test', () => {
    const text = `## threads\n\nSQL statistics:\n    transactions:                        100 (10.00 per sec.)\n\nGeneral statistics:\n    total time:                          10.0010s\n`;
    expect(parseDocument(text).runs[0]?.test).toBeNull();
  });

  test('several results under one heading per test share it', () => {
    const report = (tps: number) =>
      `SQL statistics:\n    transactions:                        100 (${tps} per sec.)\n\nGeneral statistics:\n    total time:                          10.0010s\n`;
    const text = `## oltp_read_only\n\n${report(10)}\n${report(20)}\n## oltp_write_only\n\n${report(30)}`;
    expect(parseDocument(text).runs.map((r) => r.test)).toEqual(['oltp_read_only', 'oltp_read_only', 'oltp_write_only']);
  });
});

describe('threads and clients when the header is missing', () => {
  test('a --report_csv log cut before its header: the threads every CSV line says', () => {
    const run = only('sysbench-1.0-report-csv-header-cut.log');
    expect(run.parameters.threads).toBe(16);
    expect(run.sources['parameters.threads']).toEqual([1]);
  });

  test('report lines that disagree on threads give none', () => {
    const text =
      '1,16,812.44,16271.77,11391.15,3253.75,1626.87,27.66,0.00,0.00\n2,8,845.02,16899.45,11829.28,3380.08,1690.09,25.28,1.00,0.00\n';
    expect(parseDocument(text).runs[0]?.parameters.threads).toBeUndefined();
  });

  test("a blog's second pgbench run, pasted from its summary, takes the command of the earlier fence", () => {
    const r = synthetic('pgbench-markdown-second-run-summary-only.md');
    expect(r.configs).toEqual([]); // `tps = …` is not a my.cnf line
    expect(r.runs).toHaveLength(2);
    expect(r.runs[1]).toMatchObject({ tool: 'pgbench', lines: [26, 29], metrics: { tps: 2501 }, parameters: { clients: 8, jobs: 4 } });
    expect(r.runs[1]?.sources['parameters.clients']).toEqual([6]);
    expect(r.runs[1]?.figures.transactionsProcessed).toBe(150000);
  });

  test('a newer command that launched nothing is not stood in for by an older one', () => {
    const summary = 'number of transactions actually processed: 1000\ntps = 100.000000 (excluding connections establishing)\n';
    const text = `pgbench -c 8 -j 4 -T 60 bench\n${summary}\npgbench -c 32 -j 4 -T 60 -S bench\n\n${'prose\n'.repeat(30)}${summary}`;
    const runs = parseDocument(text).runs;
    expect(runs).toHaveLength(2);
    expect(runs[1]?.parameters.clients).toBeUndefined();
  });
});
