// Where one sysbench run ends and the next begins when nothing between them says so (an audit of
// the figures with a reader of its own, 2026-12-06): two summaries pasted back to back, a summary
// line read twice, report lines whose time starts again. Each figure stays with the run whose lines
// printed it; a run cut short says where, and a line that could not be read is named, not taken for
// the end of the log. (Made from our own logs and seed 002.)
import { describe, expect, test } from 'vitest';
import { synthetic } from './format-helpers';

describe('two runs with no header between them are two runs, each with its own figures', () => {
  test("sysbench 1.0: a second summary right after the first's fairness", () => {
    const { runs } = synthetic('sysbench-1.0-two-summaries-no-header.log');
    expect(runs.map((r) => [r.lines, r.complete, r.metrics.tps, r.metrics.durationS, r.metrics.latencyMs.avg, r.figures.events])).toEqual([
      [[1, 25], true, 439.99, 10.0132, 18.16, 4406],
      [[26, 44], true, 246.95, 10.0012, 4.04, 2470],
    ]);
    // every figure traced to a line of its own run
    const second = runs[1];
    expect(second?.sources['metrics.tps']).toEqual([26]);
    expect(second?.sources['metrics.latencyMs.avg']).toEqual([37]);
  });

  test("seed 002's two results pasted alone: 2827.56 and 2195.39 tps, each with its own time and latency", () => {
    const { runs } = synthetic('sysbench-0.5-seed-002-two-results-pasted.txt');
    expect(runs.map((r) => [r.metrics.tps, r.metrics.durationS, r.metrics.latencyMs.avg, r.metrics.latencyMs.percentileValue])).toEqual([
      [2827.56, 600.0112, 35.36, 111.12],
      [2195.39, 600.0257, 45.55, 117.09],
    ]);
    expect(runs[1]?.lines[0]).toBe(44);
  });

  test('a summary line printed twice with another figure: the first run stops before it, and says so', () => {
    const { runs } = synthetic('sysbench-1.0-summary-line-twice.log');
    expect(runs.map((r) => [r.lines, r.metrics.tps, r.figures.transactions])).toEqual([
      [[1, 19], 439.99, 4406],
      [[20, 37], 999.99, 9999],
    ]);
    expect(runs[0]).toMatchObject({ complete: false });
    expect(runs[0]?.warnings.map((w) => w.message)).toEqual([expect.stringContaining("line 20 starts another run's")]);
  });

  test('report lines whose time starts again: an aborted run, then another', () => {
    const { runs } = synthetic('sysbench-1.0-intervals-restart.log');
    expect(runs.map((r) => [r.lines, r.complete, r.intervals.length])).toEqual([
      [[1, 20], false, 8],
      [[21, 60], true, 15],
    ]);
    expect(runs[0]?.warnings).toEqual([{ line: 20, message: expect.stringContaining("line 21 starts another run's") }]);
  });
});

describe('one run that prints a figure twice stays one run', () => {
  test('sysbench 1.1 cpu: the rate under two labels and precisions (events per second, events/s (eps))', () => {
    const { runs } = synthetic('sysbench-1.1-cpu-rate-printed-twice.log');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ complete: true, test: 'cpu', metrics: { eventsPerSec: 1093.4712, durationS: 10.0011 }, warnings: [] });
  });

  test("several percentiles (a fork's), then a wrapper's lines after the fairness: one complete run, the wrapper's figures none of it", () => {
    const { runs } = synthetic('sysbench-1.0-several-percentiles.log');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ complete: true, lines: [1, 36], metrics: { tps: 439.99, latencyMs: { avg: 18.16 } }, warnings: [] });
    expect(runs[0]?.figures).toMatchObject({ queriesTotal: 88120, latencySumMs: 80027.3 });
  });
});

describe('a summary read to its end', () => {
  test('a line in a form sysbench does not print is named, and the lines after it are read', () => {
    const { runs } = synthetic('sysbench-1.0-thousands-separator.log');
    expect(runs).toHaveLength(1);
    const run = runs[0];
    expect(run?.metrics).toMatchObject({ tps: null, qps: 8799.81, durationS: 10.0132, latencyMs: { avg: 18.16, max: 353.73 } });
    expect(run?.warnings).toEqual([
      { line: 18, message: expect.stringMatching(/^a summary line in a form sysbench does not print .*1,234\.56/) },
    ]);
  });

  test('a log cut inside the latency section is incomplete: its latency is missing, not whole', () => {
    const { runs } = synthetic('sysbench-1.0-cut-in-latency.log');
    expect(runs[0]).toMatchObject({ complete: false, metrics: { tps: 439.99, latencyMs: { avg: 18.16, max: null } } });
    expect(runs[0]?.warnings).toEqual([{ line: 29, message: expect.stringContaining("inside sysbench's latency section") }]);
  });

  test('a log cut after the general statistics, before the latency section: incomplete, and said', () => {
    const { runs } = synthetic('sysbench-1.0-cut-before-latency.log');
    expect(runs[0]).toMatchObject({ complete: false, metrics: { tps: 439.99, durationS: 10.0132, latencyMs: { avg: null } } });
    expect(runs[0]?.warnings).toEqual([{ line: 25, message: expect.stringContaining("before sysbench's latency section") }]);
  });
});

describe("another thread's or program's text in a summary", () => {
  test('an ALERT printed into a summary line: the figure read, the ALERT said', () => {
    const { runs } = synthetic('sysbench-1.0-alert-inside-a-summary-line.log');
    expect(runs[0]).toMatchObject({ complete: true, metrics: { tps: 439.99 } });
    expect(runs[0]?.warnings).toEqual([{ line: 18, message: 'ALERT: mysql_drv_query() returned error 2013 (printed inside this line)' }]);
  });

  test("a line of another program's inside the summary: left out and said, the summary read after it", () => {
    const { runs } = synthetic('sysbench-1.0-stderr-line-inside-summary.log');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ complete: true, metrics: { tps: null, qps: 8799.81, durationS: 10.0132, latencyMs: { avg: 18.16 } } });
    expect(runs[0]?.warnings).toEqual([
      { line: 18, message: expect.stringMatching(/^a line inside sysbench's summary that sysbench does not print .*Warning: something/) },
    ]);
  });
});

describe("sql-bench: a row in a form run-all-tests does not print is named, not taken for the output's end (seed 000's suite)", () => {
  test('an operation row with a thousands separator: left out and said; the rows and TOTALS after it read', () => {
    const { runs } = synthetic('sql-bench-operation-thousands-separator.txt');
    expect(runs).toHaveLength(1);
    const run = runs[0];
    expect(run).toMatchObject({ complete: true, metrics: { durationS: 2588 } });
    expect(run?.operations.map((o) => o.name)).toContain('wisc_benchmark');
    expect(run?.operations.map((o) => o.name)).not.toContain('update_with_key');
    expect(run?.warnings).toEqual([
      { line: 105, message: expect.stringMatching(/^an operation's line in a form .*300,000$/) },
      // the file ends inside its TOTALS row: its last figure, the count, may be cut (lib/parsers/cut-line.ts)
      { line: 108, message: expect.stringMatching(/^the text ends inside this line.*\(totalTests\)/) },
    ]);
    expect(run?.figures.totalTests).toBeUndefined();
  });

  test('a TOTALS row with thousands separators: the totals left out, the run incomplete, the line named', () => {
    const { runs } = synthetic('sql-bench-totals-thousands-separator.txt');
    expect(runs[0]).toMatchObject({ complete: false, metrics: { durationS: null } });
    expect(runs[0]?.warnings).toEqual([
      { line: 108, message: expect.stringContaining('the TOTALS line is in a form sql-bench does not print') },
    ]);
  });
});

test('pgbench: a latency in another unit than ms (a reformatted log) is not read as ms, and said', () => {
  const { runs } = synthetic('pgbench-15-latency-in-seconds.log');
  expect(runs[0]?.metrics).toMatchObject({ tps: 749.042232, latencyMs: { avg: null } });
  expect(runs[0]?.warnings).toEqual([{ line: 12, message: 'latency average "1.335 s" is not a number as pgbench prints it: not read' }]);
});
