// sql-bench output (the format: sql-bench.ts): run-all-tests summaries (suite 2.15 and the 1998 "Benchmark DBD suit: 2.0"
// layout) and single test-* outputs ("Testing server … at …", "Time for …").
import { type RunBuilder, RunDraft, type Verdict } from '../draft';
import { toNumber } from '../numbers';
import type { Operation, ParsedRun, Tool } from '../types';

export const SUITE_BANNER = /^Benchmark DBD suite?:\s*(\S+)/;
export const TESTING_SERVER = /^Testing server '(.*)' at (.*)/;

const HEADER = /^(Date of test|Running tests on|Arguments|Comments|Limits from|Server version|Optimization|Hardware):[ \t]*(.*)/;
const HEADER_KEYS: Record<string, string> = {
  'Date of test': 'date',
  'Running tests on': 'runningTestsOn',
  Arguments: 'arguments',
  Comments: 'comments',
  'Limits from': 'limitsFrom',
  'Server version': 'serverVersion',
  Optimization: 'optimization',
  Hardware: 'hardware',
};
const CPU_TIMES =
  '\\(\\s*([\\d.]+) usr\\s+(?:\\+\\s+)?([\\d.]+) sys(?:\\s+\\+\\s+[\\d.]+ cusr\\s+[\\d.]+ csys)?\\s+=\\s+([\\d.]+) (?:CPU|cpu)\\)';
/** `alter-table: Total time: 43 wallclock secs ( 0.02 usr  0.01 sys +  0.00 cusr  0.00 csys =  0.03 CPU)` / 1998: `ATIS: Total time: 75 secs (…)` */
const TEST_TOTAL = new RegExp(`^([\\w.-]+): (Estimated total|Total) time:\\s+([\\d.]+) (?:wallclock )?secs ${CPU_TIMES}`);
const TEST_SKIPPED = /^([\w.-]+): (Test skipped because .*)$/;
const TEST_FAILED = /^([\w.-]+): Failed(?: \((.*)\))?\s*$/;
const SUMMARY_LINE =
  /^(All \d+ test executed successfully|Of \d+ tests, \d+ tests didn't work|Tests with (?:estimated time|didn't return the correct result) have a [+?] at end of line|Test finished\.)/;
const TOTALS = /^totals?$/i;
const OPS_HEADER = /^Operation\s+seconds\s+usr\s+sys\s+cpu\s+tests/;
const OP_ROW = /^(\S+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(\d+)(?:\s+([+?*]+))?\s*$/;
/**
 * single test: `Time for select_key (200000): 107 wallclock secs (…)`, `Estimated time for …`,
 * `Time to …`; real outputs also print `Time for select_in (500:5000)  0 wallclock secs` (no colon),
 * `Time to select_many_fields(1000):` and `Time for drop table(2):`. The name ends with a non-space
 * and the words after `(N)` are split on spaces, so no two quantifiers compete for the same spaces.
 */
const TIME_FOR = new RegExp(
  `^(Estimated time|Time) (?:for|to) (\\S(?:.*?\\S)?)\\s*\\((\\d+)(?::\\d+)*\\)[^:\\d\\s]*(?:\\s+[^:\\d\\s]+)*(?:\\s*:)?\\s+([\\d.]+) (?:wallclock )?secs ${CPU_TIMES}`,
);
const TIMING_START = /^(?:Estimated time|Time) (?:for|to) /;
const TOTAL_TIME = new RegExp(`^(Estimated total|Total) time:\\s+([\\d.]+) (?:wallclock )?secs ${CPU_TIMES}`);

/** First sentence of each test-* script → the test's name. */
const SINGLE_TEST_NAMES: [RegExp, string][] = [
  [/^Testing the speed of inserting data/, 'test-insert'],
  [/^Testing the speed of creating and dropp?ing tables/, 'test-create'],
  [/^Testing the speed of connecting to the server/, 'test-connect'],
  [/^Testing of ALTER TABLE/, 'test-alter-table'],
  [/^Testing the speed of selecting on keys that consist of many parts/, 'test-select'],
  [/^Testing table with \d+ fields/, 'test-big-tables'],
  [/^Wisconsin benchmark test/i, 'test-wisconsin'],
  [/^ATIS/, 'test-ATIS'],
  [/^Testing transactions/, 'test-transactions'],
];

export function isSqlBenchStart(text: string): boolean {
  return SUITE_BANNER.test(text) || TESTING_SERVER.test(text);
}

export class SqlBenchBuilder implements RunBuilder {
  readonly draft: RunDraft;
  private inOperations = false;
  private finished = false;
  private readonly single: boolean;
  private totalLine: number | null = null;

  /** `suiteTest`: the test of a whole suite's run (run-all-tests) */
  constructor(tool: Tool, suiteTest: string, startLine: number, firstLine: string) {
    this.draft = new RunDraft(tool, startLine);
    this.single = TESTING_SERVER.test(firstLine);
    this.draft.run.test = this.single ? null : suiteTest;
  }

  get inSummary(): boolean {
    return this.inOperations || this.finished;
  }

  accept(text: string, line: number): Verdict {
    if (text === '') return 'skip';
    const d = this.draft;
    const took = (): Verdict => {
      d.touch(line);
      return 'take';
    };
    const banner = SUITE_BANNER.exec(text);
    if (banner) {
      if (d.lastLine > d.run.lines[0] || this.single) return 'new-run';
      d.run.toolVersion = banner[1] ?? null;
      return took();
    }
    const server = TESTING_SERVER.exec(text);
    if (server) {
      if (!this.single || d.lastLine > d.run.lines[0]) return 'new-run';
      d.run.serverVersion = server[1] ?? null;
      d.run.header.date = (server[2] ?? '').trim();
      d.run.sources.serverVersion = [line];
      return took();
    }
    if (this.finished) return 'skip';
    if (this.inOperations) return this.acceptOperation(text, line);
    const header = HEADER.exec(text);
    if (header && !this.single) {
      const key = HEADER_KEYS[header[1] ?? ''] ?? '';
      const value = (header[2] ?? '').trim();
      d.run.header[key] = value;
      if (key === 'serverVersion' && value) {
        d.run.serverVersion = value;
        d.run.sources.serverVersion = [line];
      }
      return took();
    }
    let m = TEST_TOTAL.exec(text);
    if (m) {
      d.run.tests.push({
        name: m[1] ?? '',
        seconds: toNumber(m[3]),
        usr: toNumber(m[4]),
        sys: toNumber(m[5]),
        cpu: toNumber(m[6]),
        skipped: false,
        failed: false,
        estimated: m[2] === 'Estimated total',
        reason: null,
        line,
      });
      return took();
    }
    m = TEST_SKIPPED.exec(text);
    if (m) {
      d.run.tests.push({
        name: m[1] ?? '',
        seconds: null,
        usr: null,
        sys: null,
        cpu: null,
        skipped: true,
        failed: false,
        estimated: false,
        reason: m[2] ?? null,
        line,
      });
      return took();
    }
    m = TEST_FAILED.exec(text);
    if (m) {
      d.run.tests.push({
        name: m[1] ?? '',
        seconds: null,
        usr: null,
        sys: null,
        cpu: null,
        skipped: false,
        failed: true,
        estimated: false,
        reason: m[2] ? `Failed (${m[2]})` : 'Failed',
        line,
      });
      d.warn(line, `sql-bench test ${m[1]} failed`);
      return took();
    }
    if (SUMMARY_LINE.test(text)) return took();
    if (text === 'Totals per operation:') return took();
    if (OPS_HEADER.test(text)) {
      this.inOperations = true;
      return took();
    }
    if (this.single) return this.acceptSingle(text, line);
    return 'skip';
  }

  private acceptOperation(text: string, line: number): Verdict {
    const m = OP_ROW.exec(text);
    if (!m) return 'skip';
    const d = this.draft;
    const row: Operation = {
      name: m[1] ?? '',
      seconds: toNumber(m[2]),
      usr: toNumber(m[3]),
      sys: toNumber(m[4]),
      cpu: toNumber(m[5]),
      count: toNumber(m[6]),
      flags: m[7] ?? '',
      line,
    };
    d.touch(line);
    // TOTALS is printed like an operation row (any case, with `+ ? *` markers when some test was
    // estimated) but it is the sum of the suite: the run's duration and totals, never an operation
    if (TOTALS.test(row.name)) {
      d.metric('durationS', row.seconds, line);
      d.figure('totalUsr', row.usr, line);
      d.figure('totalSys', row.sys, line);
      d.figure('totalCpu', row.cpu, line);
      d.figure('totalTests', row.count, line);
      if (row.flags) d.run.header.totalsMarkers = row.flags;
      this.finished = true;
      return 'take';
    }
    d.run.operations.push(row);
    return 'take';
  }

  private acceptSingle(text: string, line: number): Verdict {
    const d = this.draft;
    const m = TIME_FOR.exec(text);
    if (m) {
      d.run.operations.push({
        name: m[2] ?? '',
        seconds: toNumber(m[4]),
        usr: toNumber(m[5]),
        sys: toNumber(m[6]),
        cpu: toNumber(m[7]),
        count: toNumber(m[3]),
        flags: m[1] === 'Estimated time' ? '+' : '',
        line,
      });
      d.touch(line);
      return 'take';
    }
    if (TIMING_START.test(text)) {
      d.warn(line, `a timing line that could not be read; it is left out: ${text.slice(0, 120)}`);
      d.touch(line);
      return 'take';
    }
    const total = TOTAL_TIME.exec(text);
    if (total) {
      this.totalLine = line;
      d.metric('durationS', toNumber(total[2]), line);
      d.figure('totalUsr', toNumber(total[3]), line);
      d.figure('totalSys', toNumber(total[4]), line);
      d.figure('totalCpu', toNumber(total[5]), line);
      this.finished = true;
      d.touch(line);
      return 'take';
    }
    if (d.run.test === null) {
      for (const [pattern, name] of SINGLE_TEST_NAMES) if (pattern.test(text)) d.run.test = name;
    }
    // test-* scripts narrate what they do between timings ("Inserting 100000 rows…")
    return d.run.operations.length > 0 || d.run.test !== null ? 'take' : 'skip';
  }

  build(): ParsedRun | null {
    const d = this.draft;
    if (!d.hasResults() && d.run.warnings.length === 0) return null;
    // a single test's "Total time" is that test's total, as run-all-tests would list it
    const total = this.totalLine;
    if (this.single && d.run.test?.startsWith('test-') && total !== null) {
      d.run.tests.push({
        name: d.run.test.slice('test-'.length),
        seconds: d.run.metrics.durationS,
        usr: d.run.figures.totalUsr ?? null,
        sys: d.run.figures.totalSys ?? null,
        cpu: d.run.figures.totalCpu ?? null,
        skipped: false,
        failed: false,
        estimated: false,
        reason: null,
        line: total,
      });
    }
    return d.finish(this.finished);
  }
}
