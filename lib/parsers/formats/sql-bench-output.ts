// sql-bench output (the format: sql-bench.ts): run-all-tests summaries (suite 2.15 and the 1998 "Benchmark DBD suit: 2.0"
// layout) and single test-* outputs ("Testing server … at …", "Time for …"); the lines are in
// sql-bench-lines.ts, how a test says it stopped early in sql-bench-stops.ts.
import { type RunBuilder, RunDraft, type Verdict } from '../draft';
import { toNumber } from '../numbers';
import type { Operation, ParsedRun, Tool } from '../types';
import { joinWrapped } from '../wrapped-lines';
import {
  FAILED_ALONE,
  HEADER,
  HEADER_KEYS,
  OP_ROW,
  OPS_HEADER,
  SINGLE_TEST_NAMES,
  SUITE_BANNER,
  SUMMARY_LINE,
  shapingArguments,
  TEST_CANT_EXECUTE,
  TEST_FAILED,
  TEST_SKIPPED,
  TEST_TOTAL,
  TESTING_SERVER,
  TESTS_COUNTED,
  TIME_FOR,
  TIMING_START,
  TOTAL_TIME,
  TOTALS,
  testRow,
  UNREAD_OP_ROW,
} from './sql-bench-lines';
import { EarlyStop } from './sql-bench-stops';

export function isSqlBenchStart(text: string): boolean {
  // a run-all-tests log pasted from its first test's line, without its header (a forum's post)
  return SUITE_BANNER.test(text) || TESTING_SERVER.test(text) || TEST_TOTAL.test(text);
}

/** `name: Total time: …` cut by a mail archive before its CPU times: read joined with the next line */
const TEST_TOTAL_START = /^[\w.-]+: (?:Estimated total|Total) time:/;

export class SqlBenchBuilder implements RunBuilder {
  readonly draft: RunDraft;
  private inOperations = false;
  private finished = false;
  /** the line of a TOTALS row that could not be read (said there; the run is incomplete) */
  private unreadTotals: number | null = null;
  private readonly single: boolean;
  private totalLine: number | null = null;
  /** a single test's total was sql-bench's estimate (`Estimated total time:`) */
  private totalEstimated = false;
  /** the line where a failed test's `Failed (…)` stands alone, after its warning (TEST_CANT_EXECUTE) */
  private failedAlone = 0;
  private readonly stop: EarlyStop;
  lineAt?: (line: number) => string | null;
  readThrough = 0;

  /** `suiteTest`: the test of a whole suite's run (run-all-tests) */
  constructor(tool: Tool, suiteTest: string, startLine: number, firstLine: string) {
    this.draft = new RunDraft(tool, startLine);
    this.single = TESTING_SERVER.test(firstLine);
    this.draft.run.test = this.single ? null : suiteTest;
    this.stop = new EarlyStop(this.draft, this.single);
  }

  get inSummary(): boolean {
    return this.inOperations || this.finished || this.stop.stopped !== null;
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
    if (this.stop.stopped) return this.stop.continues(text, line) ? took() : 'skip';
    if (this.inOperations) return this.acceptOperation(text, line);
    const header = HEADER.exec(text);
    if (header && !this.single) {
      const key = HEADER_KEYS[header[1] ?? ''] ?? '';
      const value = (header[2] ?? '').trim();
      d.run.header[key] = value;
      if (key === 'arguments') d.param('options', shapingArguments(value), line);
      if (key === 'serverVersion' && value) {
        d.run.serverVersion = value;
        d.run.sources.serverVersion = [line];
      }
      return took();
    }
    let m = TEST_TOTAL.exec(text);
    if (!m && TEST_TOTAL_START.test(text)) {
      const wrapped = joinWrapped(
        text,
        line,
        this.lineAt,
        (t) => TEST_TOTAL.test(t),
        (t) => TEST_TOTAL_START.test(t),
      );
      if (wrapped) {
        m = TEST_TOTAL.exec(wrapped.text);
        this.readThrough = wrapped.last;
        d.touch(wrapped.last);
      }
    }
    if (m) {
      d.run.tests.push(
        testRow(m[1] ?? '', line, {
          seconds: toNumber(m[3]),
          usr: toNumber(m[4]),
          sys: toNumber(m[5]),
          cpu: toNumber(m[6]),
          estimated: m[2] === 'Estimated total',
        }),
      );
      return took();
    }
    m = TEST_SKIPPED.exec(text);
    if (m) {
      d.run.tests.push(testRow(m[1] ?? '', line, { skipped: true, reason: m[2] ?? null }));
      return took();
    }
    m = TEST_FAILED.exec(text);
    if (m) {
      d.run.tests.push(testRow(m[1] ?? '', line, { failed: true, reason: m[2] ? `Failed (${m[2]})` : 'Failed' }));
      d.warn(line, `sql-bench test ${m[1]} failed`);
      return took();
    }
    m = TEST_CANT_EXECUTE.exec(text);
    if (m) {
      d.run.tests.push(testRow(m[1] ?? '', line, { failed: true, reason: m[2] ?? 'Failed' }));
      d.warn(line, `sql-bench test ${m[1]} failed`);
      this.failedAlone = line + 1;
      return took();
    }
    if (line === this.failedAlone && FAILED_ALONE.test(text)) return took();
    m = TESTS_COUNTED.exec(text);
    if (m) {
      // what run-all-tests counted against the rows read: a test missing from them is said
      const [all, failed] = [Number(m[1]), Number(m[2])];
      const tests = d.run.tests;
      const failedRows = tests.filter((t) => t.failed).length;
      if (tests.length !== all || failedRows !== failed) {
        d.warn(
          line,
          `run-all-tests counted ${all} tests, ${failed} of them failed; ${tests.length} were read here, ${failedRows} failed: the others' lines could not be read`,
        );
      }
      return took();
    }
    if (SUMMARY_LINE.test(text)) return took();
    if (text === 'Totals per operation:') return took();
    if (OPS_HEADER.test(text)) {
      this.inOperations = true;
      return took();
    }
    if (this.single) return this.acceptSingle(text, line);
    // run-all-tests itself stopped mid-suite (a server error, `Test aborted`), before its TOTALS
    return this.stop.begins(text, line) ? took() : 'skip';
  }

  private acceptOperation(text: string, line: number): Verdict {
    const m = OP_ROW.exec(text);
    const d = this.draft;
    if (!m) {
      // a row in a form run-all-tests does not print (`2,588.00`, `2.588e+03`, a number wrapped):
      // said with its line, and the rows after it read (it is not where the output stops)
      const name = UNREAD_OP_ROW.exec(text)?.[1];
      if (name === undefined) return 'skip';
      const totals = TOTALS.test(name);
      if (totals) this.unreadTotals = line;
      d.warn(
        line,
        totals
          ? `the TOTALS line is in a form sql-bench does not print: the suite's totals are left out (this run is incomplete): ${text.slice(0, 120)}`
          : `an operation's line in a form sql-bench does not print is left out: ${text.slice(0, 120)}`,
      );
      d.touch(line);
      return 'take';
    }
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
      this.totalEstimated = total[1] === 'Estimated total';
      if (this.totalEstimated) {
        d.warn(
          line,
          "sql-bench estimated this test's total time (a query went over --time-limit and its time was extrapolated): it is no measured time",
        );
      }
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
    if (this.stop.begins(text, line)) {
      d.touch(line);
      return 'take';
    }
    // test-* scripts narrate what they do between timings ("Inserting 100000 rows…")
    return d.run.operations.length > 0 || d.run.test !== null ? 'take' : 'skip';
  }

  build(): ParsedRun | null {
    const d = this.draft;
    const stopped = this.stop.stopped;
    if (!this.finished && !stopped && this.unreadTotals === null && (d.hasResults() || (this.single && d.run.test !== null))) {
      const what = this.single ? "the test's Total time" : 'the TOTALS line of the suite';
      d.warn(d.lastLine, `the output stops at line ${d.lastLine}, before ${what}: this run is incomplete`);
    }
    if (!d.hasResults() && d.run.warnings.length === 0) return null;
    // a single test's "Total time" (or its stop) is that test's line, as run-all-tests would list it
    const name = this.single && d.run.test?.startsWith('test-') ? d.run.test.slice('test-'.length) : null;
    const total = this.totalLine;
    if (name !== null && total !== null) {
      d.run.tests.push(
        testRow(name, total, {
          seconds: d.run.metrics.durationS,
          usr: d.run.figures.totalUsr ?? null,
          sys: d.run.figures.totalSys ?? null,
          cpu: d.run.figures.totalCpu ?? null,
          estimated: this.totalEstimated,
        }),
      );
    } else if (name !== null && stopped) {
      const { kind, reason, line } = stopped;
      d.run.tests.push(testRow(name, line, kind === 'skipped' ? { skipped: true, reason } : { failed: true, reason }));
    }
    return d.finish(this.finished && !stopped);
  }
}
