// Real sysbench 1.0.20 logs (Debian 12's package, against its MariaDB 10.11, made on our VM in
// tests/fixtures/sysbench-1.0.20-debian; line 1 is the command as it was typed): the variants our
// other fixtures lacked, each read as sysbench meant it.
import { describe, expect, test } from 'vitest';
import { parseDocument, prepareText } from '../../../lib/parsers';
import { parseFixture, readFixture } from '../../support/fixtures';

const DIR = 'tests/fixtures/sysbench-1.0.20-debian';
const parse = (name: string) => parseFixture(`${DIR}/${name}`);
const lineOf = (name: string, n: number) => readFixture(`${DIR}/${name}`).split('\n')[n - 1] ?? '';

describe('sysbench 1.0.20 on Debian, real logs', () => {
  test('no password sysbench printed is kept: its --mysql-debug client call, its echo of an option it did not know', () => {
    for (const name of [
      'mysql_debug_ri1.log',
      'pw_space.log',
      'setx_prepare_run_cleanup.log',
      'checkpoints.log',
      'checkpoints_ri1_histogram.log',
    ]) {
      expect(readFixture(`${DIR}/${name}`)).toContain('S3cretPw!');
      expect(prepareText(readFixture(`${DIR}/${name}`)), name).not.toContain('S3cretPw');
    }
    expect(prepareText(readFixture(`${DIR}/pw_space.log`))).toContain('Unrecognized command line argument: ***');
  });

  test('--report-checkpoints: one run, its counts summed over the three reports and its rates over the whole time', () => {
    const { runs } = parse('checkpoints.log');
    expect(runs).toHaveLength(1);
    const run = runs[0];
    expect(run?.complete).toBe(true);
    expect(run?.lines).toEqual([1, 92]);
    // 6581 + 6209 + 6135 transactions (lines 21, 48, 74) in 6.0038 s (line 80)
    expect(lineOf('checkpoints.log', 21)).toContain('6581');
    expect(lineOf('checkpoints.log', 80)).toContain('6.0038s');
    expect(run?.figures.transactions).toBe(18925);
    expect(run?.metrics.tps).toBe(Number((18925 / 6.0038).toFixed(2)));
    expect(run?.metrics.durationS).toBe(6.0038);
    expect(run?.sources['metrics.tps']).toEqual([21, 48, 74, 80]);
    expect(run?.derived).toContain('metrics.tps');
    expect(run?.metrics.latencyMs).toMatchObject({ min: 0.42, max: 3.7, percentile: null, percentileValue: null });
    // the latency sums (4019.95 + 3963.16 + 3990.43 ms) over the events
    expect(run?.metrics.latencyMs.avg).toBe(Number((11973.54 / 18925).toFixed(2)));
    expect(run?.figures.fairnessEventsAvg).toBeUndefined();
    expect(run?.warnings.map((w) => w.message).join(' ')).toMatch(/--report-checkpoints/);
  });

  test('--report-checkpoints with --report-interval and --histogram: one run, its intervals between the reports, the histogram of the last window said', () => {
    const name = 'checkpoints_ri1_histogram.log';
    const { runs } = parse(name);
    expect(runs).toHaveLength(1);
    const run = runs[0];
    // 8585 + 9416 + 7137 transactions (lines 23, 52, 175) over 6.0030 s (line 181)
    expect([23, 52, 175].map((n) => lineOf(name, n))).toEqual([
      expect.stringContaining('8585'),
      expect.stringContaining('9416'),
      expect.stringContaining('7137'),
    ]);
    expect(lineOf(name, 181)).toContain('6.0030s');
    expect(run?.figures.transactions).toBe(25138);
    expect(run?.metrics.tps).toBe(Number((25138 / 6.003).toFixed(2)));
    expect(run?.sources['metrics.tps']).toEqual([23, 52, 175, 181]);
    expect(run?.intervals.map((i) => i.line)).toEqual([15, 43, 44, 72, 73]);
    // sysbench prints the histogram once, for the window after the last checkpoint: 7134 of its 7137 events
    expect(run?.histogram.reduce((sum, b) => sum + b.count, 0)).toBe(7134);
    expect(run?.histogram[0]?.line).toBe(76);
    expect(run?.warnings.map((w) => w.message)).toEqual([
      expect.stringContaining('--report-checkpoints'),
      expect.stringContaining('the latency histogram covers the last window only (from the checkpoint at 4s'),
    ]);
  });

  test('memory and fileio with --report-checkpoints: counts summed, per-window rates left out', () => {
    const memory = parse('memory_checkpoints.log').runs;
    expect(memory).toHaveLength(1);
    // Total operations on lines 21, 42, 62; total number of events on 28, 49, 69; total time 3.0001s on 68
    expect([21, 42, 62].map((n) => lineOf('memory_checkpoints.log', n).match(/^Total operations: (\d+)/)?.[1])).toEqual([
      '4268758',
      '4381338',
      '4324428',
    ]);
    expect(memory[0]?.figures).toMatchObject({ operations: 12974524, events: 12974524, transferredMiB: 12670.43 });
    expect(memory[0]?.figures.throughputMiBPerSec).toBeUndefined();
    expect(memory[0]?.metrics).toMatchObject({ durationS: 3.0001, eventsPerSec: Number((12974524 / 3.0001).toFixed(2)) });
    expect(memory[0]?.sources['metrics.eventsPerSec']).toEqual([28, 49, 69, 68]);
    const fileio = parse('fileio_checkpoints.log').runs[0];
    expect(fileio?.figures).toEqual({ events: 81844 + 84967 + 81019, latencySumMs: expect.any(Number) });
    expect(fileio?.metrics.eventsPerSec).toBe(Number((247830 / 3.0014).toFixed(2)));
  });

  test("a checkpoint report never borrows another's figures: an interval printed inside it, a log cut inside one", () => {
    const lines = readFixture(`${DIR}/checkpoints_ri1_histogram.log`).split('\n');
    // sysbench's interval thread can print inside a checkpoint's report: move `[ 2s ] thds:` (line 43) before line 28
    const interleaved = [...lines.slice(0, 27), lines[42] as string, ...lines.slice(27, 42), ...lines.slice(43)].join('\n');
    const one = parseDocument(interleaved).runs;
    expect(one).toHaveLength(1);
    expect(one[0]?.figures.transactions).toBe(25138);
    expect(one[0]?.metrics.tps).toBe(Number((25138 / 6.003).toFixed(2)));
    // cut inside the second checkpoint's report, before its General statistics (its total time and events)
    const cut = parseDocument(lines.slice(0, 56).join('\n')).runs[0];
    expect(cut?.complete).toBe(false);
    expect(cut?.figures.transactions).toBe(8585 + 9416);
    expect(cut?.metrics.tps).toBeNull(); // not 18001 transactions over the first report's 2.0001 s
    expect(cut?.metrics.durationS).toBeNull();
    expect(cut?.figures.events).toBeUndefined();
    expect(cut?.warnings.map((w) => w.message).join(' ')).toMatch(/a report lacks figures another printed .*figures\.events/);
  });

  test('checkpoint runs pasted without their banners, or after a plain run, stay apart', () => {
    const text = readFixture(`${DIR}/checkpoints.log`);
    const lines = text.split('\n');
    const body = lines.slice(lines.indexOf('Threads started!')).join('\n');
    const twice = parseDocument(`${body}\n${body}`).runs;
    expect(twice.map((r) => [r.figures.transactions, r.metrics.tps])).toEqual([
      [18925, 3152.17],
      [18925, 3152.17],
    ]);
    const lastReport = lines.slice(lines.lastIndexOf('SQL statistics:')).join('\n');
    const after = parseDocument(`${lastReport}\n${body}`).runs;
    // the plain run's 6135 transactions in 6.0038 s, then the checkpoint run
    expect(after.map((r) => [r.figures.transactions, r.metrics.tps])).toEqual([
      [6135, 3062.24],
      [18925, 3152.17],
    ]);
  });

  test('--percentile=0: the intervals have no latency (sysbench prints 0.00), and say why', () => {
    const run = parse('p0_ri1.log').runs[0];
    expect(lineOf('p0_ri1.log', 14)).toContain('lat (ms,0%): 0.00');
    expect(run?.intervals.length).toBeGreaterThan(0);
    for (const interval of run?.intervals ?? []) {
      expect(interval.latencyMs).toBeNull();
      expect(interval.tps).toBeGreaterThan(0);
    }
    expect(run?.warnings).toEqual([expect.objectContaining({ line: 14, message: expect.stringContaining('--percentile=0') })]);
  });

  test('--mysql-debug: its DEBUG lines belong to the run, which stays one', () => {
    const { runs } = parse('mysql_debug_ri1.log');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ complete: true, test: 'oltp_point_select', warnings: [] });
    expect(runs[0]?.intervals).toHaveLength(3);
  });

  test('a set -x trace: the `+ sysbench …` line is the command', () => {
    const run = parse('setx_prepare_run_cleanup.log').runs[0];
    expect(run?.command).toMatch(/^sysbench oltp_read_write .*--mysql-password=\*\*\* .* run$/);
    expect(run?.parameters).toMatchObject({ time: 5, tables: 2, tableSize: 3000 });
  });

  test.each([
    ['percentile_invalid.log', 2, "Invalid value for the 'percentile' option: '99.9'"],
    ['hist_p0.log', 2, 'FATAL: --histogram cannot be used with --percentile=0'],
    ['warmup.log', 4, 'invalid option: --warmup-time=2'],
  ])('a command sysbench refused (%s) is said to be one, with its line', (name, line, said) => {
    const { runs, error } = parse(name);
    expect(runs).toEqual([]);
    expect(error).toEqual({ line, message: expect.stringContaining(`sysbench refused to run the command (line ${line}: ${said})`) });
  });

  test('fileio prepare output is prepare output', () => {
    expect(parse('fileio_prepare.log').error?.message).toMatch(/^sysbench prepare\/cleanup output/);
  });

  test('fileio and memory: the options that change what their figures mean are kept', () => {
    expect(parse('fileio_rndrd_async.log').runs[0]?.parameters).toMatchObject({
      fileTestMode: 'rndrd', // as --file-test-mode says it, also where the output says `Doing random read test`
      fileIoMode: 'async',
      fileNum: 4,
      fileTotalSize: '256M',
    });
    expect(parse('memory_rnd_read.log').runs[0]?.parameters).toMatchObject({
      memoryOper: 'read',
      memoryAccessMode: 'rnd',
      memoryTotalSize: '2G',
    });
    expect(parse('checkpoints.log').runs[0]?.parameters.reportCheckpoints).toBe('2,4');
  });

  test('fileio and memory intervals: read in MiB/s, and the run says what its columns hold', () => {
    const fileio = parse('fileio_rndrw_ri1.log').runs[0];
    expect(lineOf('fileio_rndrw_ri1.log', 24)).toBe(
      '[ 1s ] reads: 714.63 MiB/s writes: 476.42 MiB/s fsyncs: 3044.13/s latency (ms,95%): 0.005',
    );
    expect(fileio?.intervals.map((i) => [i.t, i.readsPerSec, i.writesPerSec, i.otherPerSec, i.latencyMs, i.line])).toEqual([
      [1, 714.63, 476.42, 3044.13, 0.005, 24],
      [2, 725.77, 483.85, 3096.61, 0.005, 25],
    ]);
    expect(fileio?.header.intervalUnits).toBe('readsPerSec: MiB/s read; writesPerSec: MiB/s written; otherPerSec: fsyncs/s');
    const memory = parse('memory_write_ri1.log').runs[0];
    expect(lineOf('memory_write_ri1.log', 20)).toBe('[ 1s ] 5329.49 MiB/sec');
    expect(memory?.intervals.map((i) => [i.t, i.readsPerSec, i.writesPerSec, i.tps, i.line])).toEqual([
      [1, 5329.49, null, null, 20],
      [2, 4847.91, null, null, 21],
    ]);
    expect(memory?.header.intervalUnits).toBe('readsPerSec: MiB/s transferred');
    expect(memory?.sources['header.intervalUnits']).toEqual([20]);
    expect(memory?.warnings).toEqual([]);
    expect(memory?.metrics.eventsPerSec).toBe(5096962.72);
  });

  test('cpu with --rate: its queue lines (no comma) are read', () => {
    const run = parse('cpu_rate_ri1.log').runs[0];
    expect(run?.warnings).toEqual([]);
    expect(run?.figures.maxQueueLength).toBe(0);
  });
});
