// Logs as a format audit found them in the wild (2026-12-05): quoted in a mail, with a monitor's
// lines between the run's, after openSUSE's prompt, and sql-bench's estimated and failed tests.
// Each was stored wrong or split without a word before.
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { normalizeDocument } from '../../../lib/parsers/html-text';
import type { ParsedRun } from '../../../lib/parsers/types';
import { readFixture } from '../../support/fixtures';

const parse = (text: string) => parseDocument(text, { fileName: 'wild.log' });
const figuresOf = (runs: ParsedRun[]) =>
  runs.map((r) => ({
    tool: r.tool,
    complete: r.complete,
    metrics: r.metrics,
    figures: r.figures,
    parameters: r.parameters,
    intervals: r.intervals.map(({ line: _line, ...rest }) => rest),
    operations: r.operations.map(({ line: _line, ...rest }) => rest),
    tests: r.tests.map(({ line: _line, ...rest }) => rest),
    warnings: r.warnings.map((w) => w.message),
  }));

const SYSBENCH_05 = readFixture('tests/fixtures/synthetic/sysbench-0.5-comma-intervals.log');
const PGBENCH = readFixture('tests/fixtures/pgbench-15-debian/rate_R200_L5.log');
const SQL_BENCH = readFixture('tests/fixtures/synthetic/sql-bench-2.10-summary.txt');

describe('a log quoted in a mail', () => {
  test.each([
    ['> ', SYSBENCH_05],
    ['> > ', SYSBENCH_05],
    ['>', PGBENCH],
    ['> ', SQL_BENCH],
  ])('quoted with %j: the runs of the log itself, on the same lines', (quote, log) => {
    const reply = `On Tue, 3 May 2011, Ann wrote:\n${log
      .split('\n')
      .map((l) => quote + l)
      .join('\n')}\n\nThanks, that is what I see too.\n`;
    const [expected, got] = [parse(log), parse(reply)];
    expect(got.error).toBeNull();
    expect(got.runs.length).toBeGreaterThan(0);
    expect(figuresOf(got.runs)).toEqual(figuresOf(expected.runs));
    // one line of the reply before the log: every figure one line further down
    expect(got.runs.map((r) => r.lines)).toEqual(expected.runs.map((r) => [r.lines[0] + 1, r.lines[1] + 1]));
    expect(got.matrices).toEqual([]);
  });

  test("a shell's `> ` continuation prompt on a line or two is no quoted passage", () => {
    const text = '$ sysbench oltp_read_write \\\n> --threads=8 run\n';
    expect(normalizeDocument(text).split('\n')[1]).toBe('> --threads=8 run');
    // five quoted lines in a row are a quoted passage
    expect(normalizeDocument(`${text}> a\n> b\n>\n> > c\n`).split('\n').slice(1, 6)).toEqual(['--threads=8 run', 'a', 'b', '', 'c']);
  });

  test('a quoted passage after lines with `>` inside them is still found (the probe skips to the next line)', () => {
    const before = 'if (a > b) print x >> out.txt\n'.repeat(3);
    expect(normalizeDocument(`${before}> a\n> b\n> c\n> d\n> e\n`).split('\n').slice(3, 8)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // a text with `>` everywhere but never first on a line is left as it is
    const noQuote = `x${'>'.repeat(10_000)}\n`.repeat(50);
    expect(normalizeDocument(noQuote)).toBe(noQuote);
  });
});

describe("a monitor's lines between the run's", () => {
  test('vmstat after every interval line of sysbench 0.5: one run, every interval', () => {
    const vmstat = ' 1  0      0 812344  51232 2211000    0    0     3    41  612 1893 55 12 33  0  0';
    const lines = SYSBENCH_05.split('\n');
    const mixed = lines
      .flatMap((l) =>
        /^\[ *\d+s\]/.test(l) ? [l, 'procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----', vmstat] : [l],
      )
      .join('\n');
    const [expected, got] = [parse(SYSBENCH_05), parse(mixed)];
    expect(got.runs).toHaveLength(1);
    expect(figuresOf(got.runs)).toEqual(figuresOf(expected.runs));
  });

  test('twelve `mysqladmin status -i5` lines in a row after Threads started!: the run keeps its header', () => {
    const status =
      'Uptime: 3607  Threads: 17  Questions: 2201233  Slow queries: 0  Opens: 33  Flush tables: 1  Open tables: 26  Queries per second avg: 610.237';
    const mixed = SYSBENCH_05.replace('Threads started!\n', `Threads started!\n${Array(12).fill(status).join('\n')}\n`);
    expect(mixed).not.toBe(SYSBENCH_05);
    const [expected, got] = [parse(SYSBENCH_05), parse(mixed)];
    expect(got.runs).toHaveLength(1);
    expect(figuresOf(got.runs)).toEqual(figuresOf(expected.runs));
  });
});

describe('what ends a run, and what is no part of a command (an attack probe of the rules above)', () => {
  const DEMO = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log');
  const stopped = DEMO.slice(0, DEMO.indexOf('[ 3s ]'));
  const summary = DEMO.slice(DEMO.indexOf('SQL statistics:'));

  test.each([
    ['20 lines of prose', Array.from({ length: 20 }, (_, i) => `The server crashed here, line ${i + 1} of my notes.`)],
    ['^C and a few lines of prose', ['^C', 'It hung, so I stopped it.', 'Second attempt with tcmalloc:']],
  ])('a run stopped, then %s, then another run: two runs, the first incomplete', (_name, between) => {
    const runs = parse(`${stopped}${between.join('\n')}\n${summary}`).runs;
    expect(runs.map((r) => [r.complete, r.metrics.tps, r.intervals.length])).toEqual([
      [false, null, 2],
      [true, 291.53, 0],
    ]);
  });

  test.each([
    ['--time=10 is too short, use --time=300 in production'],
    ['-c 64 was the sweet spot on the big box'],
    ['-rw-r--r-- 1 root root 1024 Nov 30 04:16 sbtest.cnf'],
    ['Results:'],
  ])('a long command, then a line of prose or output (%s): the command as it was written', (line) => {
    const command = '$ sysbench oltp_read_write --db-driver=mysql --mysql-host=127.0.0.1 --mysql-user=sbtest --threads=4 --time=10 run';
    const run = parse(`${command}\n${line}\n${DEMO.slice(DEMO.indexOf('sysbench 1.0'))}`).runs[0];
    expect(run?.command).toBe(command.slice(2));
    expect(run?.parameters.time).toBe(10);
  });
});

test('a line after a whole interval line that starts with a digit is never the end of its last figure', () => {
  // found by the in-place scanner's property test: `reconn/s: 0` then `1 hour later…` stored reconn/s 1
  const line = (t: number, reconnects: string) =>
    `[ ${t}s ] thds: 4 tps: 263.98 qps: 5295.66 (r/w/o: 3704.12/1059.58/531.96) lat (ms,95%): 30.26 err/s: 0.00 reconn/s: ${reconnects}`;
  for (const next of ['1 hour later the buffer pool was warm', '5% of the queries were slow', '1[0s] cut', '.5 s of stall'])
    for (const reconnects of ['0', '0.00']) {
      const [run] = parseDocument(`${line(1, reconnects)}\n${next}\n${line(2, '0.00')}\n`).runs;
      expect(
        run?.intervals.map((iv) => [iv.line, iv.reconnectsPerSec]),
        `${reconnects} then ${next}`,
      ).toEqual([
        [1, 0],
        [3, 0],
      ]);
    }
  // a number cut where the line goes on as a report does is joined (0.5's line cut inside `errors: 0.00`,
  // the property test's counterexample at 108 columns)
  const cut05 =
    '[  10s] threads: 32, tps: 88.30, reads: 1245.85, writes: 353.20, response time: 361722.55us (95%), errors: 0\n.10, reconnects:  0.00\n';
  const [v05] = parseDocument(`sysbench 0.5:  multi-threaded system evaluation benchmark\n\n${cut05}`).runs;
  expect(v05?.intervals.map((iv) => [iv.errorsPerSec, iv.reconnectsPerSec])).toEqual([[0.1, 0]]);
  // a figure that was cut is the whole next line: read again whole (`0.0` then `5`)
  const [cut] = parseDocument(`${line(1, '0.0')}\n5\n${line(2, '0.00')}\n`).runs;
  expect(cut?.intervals[0]?.reconnectsPerSec).toBe(0.05);
});

test("a post's heading names its server less exactly than its text: the run takes the exact version", () => {
  // a walkthrough's post: "Benchmarking MariaDB 10.11" above "against MariaDB 10.11.19" made a build (and a series) of "10.11"
  const log = readFixture('prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-on_r1.log');
  const post = `Benchmarking MariaDB 10.11 on a 2-vCPU VM\n\nI ran sysbench against MariaDB 10.11.19 with a 128M buffer pool:\n\n${log}`;
  const [run] = parseDocument(post).runs;
  expect(run?.serverVersion).toBe('MariaDB 10.11.19');
  expect(run?.sources.serverVersion).toEqual([3]);
  // a heading alone still names it
  expect(parseDocument(`Benchmarking MariaDB 10.11 on a 2-vCPU VM\n\n${log}`).runs[0]?.serverVersion).toBe('MariaDB 10.11');
});

test("openSUSE's prompt (`mysql@db1:~> `) is a command line: the run after it is not given the command before", () => {
  const summary = SYSBENCH_05.slice(SYSBENCH_05.indexOf('OLTP test statistics:'));
  const command = (threads: number) => `sysbench --test=oltp --oltp-read-only=on --num-threads=${threads} --max-time=60 run`;
  const text = `$ ${command(8)}\n${summary}\nmysql@db1:~> ${command(16)}\n${summary}`;
  const runs = parse(text).runs;
  expect(runs).toHaveLength(2);
  expect(runs.map((r) => r.parameters.threads)).toEqual([8, 16]);
  expect(runs[1]?.command).toContain('--num-threads=16');
});

test("pgbench runs pasted one after another: each run's vacuum line is its own start, not the end of the run before", () => {
  const run = (clients: number, tps: string, vacuum = 'end.') =>
    [
      `starting vacuum...${vacuum}`,
      'transaction type: TPC-B (sort of)',
      'scaling factor: 10',
      `number of clients: ${clients}`,
      'number of transactions per client: 10000',
      `number of transactions actually processed: ${clients * 10000}/${clients * 10000}`,
      `tps = ${tps} (including connections establishing)`,
      `tps = ${tps} (excluding connections establishing)`,
    ].join('\n');
  const text = [run(1, '412.921772'), run(8, '1303.867104', 'ERROR:  relation "pgbench_branches" does not exist\nend.')].join('\n');
  const runs = parse(text).runs;
  expect(runs.map((r) => [r.lines, r.parameters.clients, r.metrics.tps])).toEqual([
    [[1, 8], 1, 412.921772],
    [[9, 17], 8, 1303.867104],
  ]);
});

describe('sql-bench', () => {
  const SINGLE = [
    "Testing server 'MySQL 5.0.77' at 2009-04-22 10:12:01",
    '',
    'Testing the speed of selecting on keys that consist of many parts',
    'Time for select_range (10000:21780): 5518 wallclock secs (17.70 usr  2.91 sys +  0.00 cusr  0.00 csys = 20.61 CPU)',
    'Estimated time for select_range (10000:21780): 5518 wallclock secs (17.70 usr  2.91 sys +  0.00 cusr  0.00 csys = 20.61 CPU)',
    'Time for min_max_on_key (15000): 614 wallclock secs ( 4.13 usr  0.48 sys +  0.00 cusr  0.00 csys =  4.61 CPU)',
    'Estimated total time: 6132 wallclock secs (21.83 usr  3.39 sys +  0.00 cusr  0.00 csys = 25.22 CPU)',
    '',
  ].join('\n');

  test("a single test's Estimated total time is its test row's estimate, and said", () => {
    const run = parse(`$ perl test-select\n${SINGLE}`).runs[0];
    expect(run?.metrics.durationS).toBe(6132);
    expect(run?.tests).toMatchObject([{ name: 'select', seconds: 6132, estimated: true }]);
    expect(run?.warnings.map((w) => w.message).join('\n')).toMatch(/estimated this test's total time/);
    // measured, it is no estimate
    const measured = parse(`$ perl test-select\n${SINGLE.replace('Estimated total time', 'Total time')}`).runs[0];
    expect(measured?.tests).toMatchObject([{ name: 'select', seconds: 6132, estimated: false }]);
    expect(measured?.warnings).toEqual([]);
  });

  test("a test whose program failed, its stderr in the log: a failed row, and the suite's count checked", () => {
    const failed = SQL_BENCH.replace(
      /^connect: Total time: .*$/m,
      "connect: Warning: Can't execute connect.  Check the file 'output/connect-mysql-Linux_2.2.16_i686'\nFailed (output/connect-mysql-Linux_2.2.16_i686)",
    ).replace('All 5 test executed successfully', "Of 5 tests, 1 tests didn't work");
    const run = parse(failed).runs[0];
    expect(run?.tests).toHaveLength(5);
    expect(run?.tests.find((t) => t.name === 'connect')).toMatchObject({ failed: true, seconds: null });
    expect(run?.warnings.map((w) => w.message)).toEqual(['sql-bench test connect failed']);
    // a test the parser could not read is said, never silently one fewer
    const unread = SQL_BENCH.replace(/^connect: Total time: .*$/m, 'connect: something no sql-bench prints').replace(
      'All 5 test executed successfully',
      "Of 5 tests, 0 tests didn't work",
    );
    const warned = parse(unread).runs[0]?.warnings.map((w) => w.message) ?? [];
    expect(warned.join('\n')).toMatch(/counted 5 tests, 0 of them failed; 4 were read here/);
  });

  test('run-all-tests pasted without its header, and wrapped at 76 columns: the run, never its table as configurations', () => {
    const expected = figuresOf(parse(SQL_BENCH).runs);
    const headerless = `Here are my results (run-all-tests --fast):\n\n${SQL_BENCH.slice(SQL_BENCH.indexOf('alter-table:'))}`;
    const got = parse(headerless);
    expect(got.runs).toHaveLength(1);
    expect(got.configs).toEqual([]);
    expect(got.matrices).toEqual([]);
    const { parameters: _p, ...withoutHeader } = figuresOf(got.runs)[0] as (typeof expected)[number];
    const { parameters: _q, ...whole } = expected[0] as (typeof expected)[number];
    expect(withoutHeader).toEqual(whole);
    // each `name: Total time: … (… usr … sys +` then `cusr … CPU)`
    const wrapped = SQL_BENCH.replace(/^([\w-]+: (?:Estimated total|Total) time: .*?\+) +(0\.00 cusr.*)$/gm, '$1\n$2');
    expect(wrapped.split('\n').length).toBe(SQL_BENCH.split('\n').length + 5);
    const read = parse(wrapped);
    expect(read.configs).toEqual([]);
    expect(figuresOf(read.runs)).toEqual(expected);
  });
});
