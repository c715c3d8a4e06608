// sysbench 0.4 / 0.5 / 1.0 / 1.1 output (the format: sysbench.ts). The format is read from the lines themselves, never
// from the banner (a 1.x-style report exists under a "sysbench 0.4.12.10" banner).
import { type RunBuilder, RunDraft, type Verdict } from '../draft';
import { IntervalColumns } from '../interval-columns';
import type { Lines } from '../lines';
import { sumPrinted, toNumber } from '../numbers';
import { attachIntervalColumns } from '../run-intervals';
import type { ParsedRun, Tool } from '../types';
import type { OltpScan } from '../wasm/oltp-scan';
import type { WrappedReport } from '../wrapped-lines';
import { CHECKPOINT, Checkpoints } from './sysbench-checkpoints';
import { queryKinds, threadsFromIntervals } from './sysbench-derived';
import { gluedMessage, SUMMARY_OPENING, sayWhereItStops, summaryGoesOnAfter } from './sysbench-ends';
import {
  clearDisabledPercentile,
  FILEIO_INTERVAL_UNITS,
  intervalUnitsOf,
  newIntervalValues,
  parseSysbenchInterval,
  QUEUE_LINE,
  readOltpIntervalAt,
  readSysbenchInterval,
} from './sysbench-intervals';
import {
  DEPRECATION,
  HISTOGRAM_ROW,
  OPTIONS_HEADER,
  type Section,
  SUMMARY_HEADERS,
  SYSBENCH_BANNER,
  SYSBENCH_LINES,
  type SysbenchState,
  UNREAD_SUMMARY_LINE,
} from './sysbench-lines';
import { INTERVAL_LIKE, intervalReadOn, rereadCutNumber, wrappedInterval } from './sysbench-wrapped';

/** Lines that can open a sysbench run when none is open. */
export function isSysbenchStart(text: string): boolean {
  return (
    SYSBENCH_BANNER.test(text) ||
    DEPRECATION.test(text) ||
    OPTIONS_HEADER.test(text) ||
    CHECKPOINT.test(text) ||
    /^(OLTP test statistics|SQL statistics|queries performed):\s*$/.test(text) ||
    parseSysbenchInterval(text, 0) !== null
  );
}

export class SysbenchBuilder implements RunBuilder, SysbenchState {
  readonly draft: RunDraft;
  section: Section = 'other';
  test: string | null = null;
  finished = false;
  failure: number | null = null;
  rates: { rw?: { text: string; line: number }; other?: { text: string; line: number } } = {};
  private seen = new Set<string>();
  /** the run's intervals, as columns (attached to the run when it is built) */
  private readonly intervals = new IntervalColumns();
  private readonly values = newIntervalValues();
  /** true while a wrapped line is read joined: it is not joined again */
  private joined = false;
  private sawBanner = false;
  private sawOptions = false;
  /** `--report-checkpoints`: the reports read so far */
  private readonly checkpoints = new Checkpoints();
  /** what the run's interval columns hold (intervalUnitsOf: null for requests/s), one kind a run */
  private intervalKind: string | null = null;
  lineAt?: (line: number) => string | null;
  readThrough = 0;
  /** the line that started another run while this one's summary was being read (a figure read again) */
  private anotherRunAt: number | null = null;
  /** the labels (`transactions:`) of the keyed lines read: one read again with another figure is another run's */
  private readonly labels = new Set<string>();

  constructor(tool: Tool, startLine: number) {
    this.draft = new RunDraft(tool, startLine);
  }

  get inSummary(): boolean {
    return this.seen.size > 0 || this.finished;
  }

  latencyLine(name: 'min' | 'avg' | 'max', value: string | undefined, line: number): void {
    this.draft.latency(name, toNumber(value), line);
  }

  fileio(name: string, value: string | undefined, line: number): void {
    this.test ??= 'fileio';
    this.draft.figure(name, toNumber(value), line);
  }

  /** fileio's and memory's intervals are in MiB/s: the run says so, as the lines print it */
  private intervalUnits(units: string, line: number): void {
    const run = this.draft.run;
    this.test ??= units === FILEIO_INTERVAL_UNITS ? 'fileio' : 'memory';
    if (run.header.intervalUnits !== undefined) return;
    run.header.intervalUnits = units;
    run.sources['header.intervalUnits'] = [line];
  }

  private saidPercentileOff = false;

  /** `lat (ms,0%): 0.00`: percentiles were off, the interval has no latency (said once a run). */
  private percentileOff(line: number): void {
    if (!clearDisabledPercentile(this.values) || this.saidPercentileOff) return;
    this.saidPercentileOff = true;
    this.draft.warn(
      line,
      'sysbench prints a latency of 0.00 at the 0th percentile when --percentile=0 turned percentiles off: these intervals have no latency',
    );
  }

  /** An OLTP report line (`[ 5s ] thds: …`, the bulk of a long log) as `accept` takes it: the same figures, no string. */
  takeAt(document: string, start: number, line: number, scan: OltpScan | null): boolean {
    if (
      document.charCodeAt(start) !== 91 /* [ */ ||
      this.inSummary ||
      this.intervalKind !== null ||
      !readOltpIntervalAt(document, start, this.values, scan) ||
      this.restarts(this.values[0] as number)
    )
      return false;
    this.percentileOff(line);
    this.intervals.addValues(line, this.values);
    this.draft.touch(line);
    return true;
  }

  /**
   * takeAt for the lines from `i` on that `scan` read ahead, a run of rows at a time: the index of
   * the first line it did not take (a line it did not read is takeAt's and accept's: they check it
   * and warn about it).
   */
  takeScanned(lines: Lines, i: number, scan: OltpScan): number {
    if (this.inSummary || this.intervalKind !== null) return i;
    const from = i;
    while (i < lines.length) {
      const start = lines.start(i);
      const row = scan.rowAt(start);
      if (row < 0) break;
      let n = Math.min(scan.runAt(start), lines.length - i);
      // up to a report whose time goes back (another run's, with no banner between): accept says so
      const times = scan.figures; // t is figure 0
      for (let k = 0; k < n; k++) {
        const t = times[row + k] as number;
        if (this.restarts(t, k === 0 ? undefined : (times[row + k - 1] as number))) {
          n = k;
          break;
        }
      }
      if (n === 0) break;
      this.intervals.addColumnRows(i + 1, n, scan.figures, row, scan.stride);
      i += n;
    }
    if (i > from) this.draft.touch(i);
    return i;
  }

  accept(text: string, line: number): Verdict {
    if (text === '') return 'skip';
    if (this.endOfCutNumber(text, line)) return 'take';
    const first = text.charCodeAt(0);
    // --mysql-debug=on and --verbosity=5 print a line per query and per thread: the run's own
    if (first === 68 /* D */ && text.startsWith('DEBUG: ')) {
      this.draft.touch(line);
      return 'take';
    }
    if (first === 91 /* [ */ || (first >= 48 && first <= 57)) {
      const checkpoint = first === 91 ? CHECKPOINT.exec(text) : null;
      if (checkpoint) {
        // after a report that was not a checkpoint's (the run's last, or a run without checkpoints): another run
        if (this.inSummary && this.checkpoints.allClosed) return 'new-run';
        this.closeWindow();
        this.checkpoints.add(line, checkpoint[1] as string, this.draft.run);
        this.draft.touch(line);
        return 'take';
      }
      if (readSysbenchInterval(text, this.values)) {
        const whole = this.joined ? null : intervalReadOn(text, line, this.lineAt, this.values);
        if (whole) return this.acceptWrapped(whole);
        // --report-interval goes on between the checkpoints' reports (sysbench's two threads can even
        // print one inside a report): the run's, the report goes on
        if (this.inSummary && !this.checkpoints.inCheckpointReport) return 'new-run';
        // a report's time before the last one's: sysbench started again (an aborted run, then another, no banner between)
        if (this.restarts(this.values[0] as number)) {
          this.anotherRunAt = line;
          return 'new-run';
        }
        const units = intervalUnitsOf(this.values);
        // lines of another kind (memory's MiB/s after OLTP's requests/s): another run, or its columns would be mislabelled
        if (this.intervals.length > 0 && units !== this.intervalKind) return 'new-run';
        this.intervalKind = units;
        if (units !== null) this.intervalUnits(units, line);
        this.percentileOff(line);
        this.intervals.addValues(line, this.values);
        this.draft.touch(line);
        return 'take';
      }
      if (this.section === 'histogram') {
        const h = HISTOGRAM_ROW.exec(text);
        if (h) {
          this.draft.run.histogram.push({ ms: Number(h[1]), count: Number(h[2]), line });
          this.draft.touch(line);
          return 'take';
        }
      }
    }
    const banner = SYSBENCH_BANNER.exec(text);
    if (banner) {
      if (this.sawBanner || this.inSummary || this.intervals.length > 0) return 'new-run';
      this.sawBanner = true;
      this.draft.run.toolVersion = banner[1] ?? null;
      this.draft.touch(line);
      return 'take';
    }
    if (OPTIONS_HEADER.test(text)) {
      if (this.sawOptions || this.inSummary) return 'new-run';
      this.sawOptions = true;
      this.draft.touch(line);
      return 'take';
    }
    const header = SUMMARY_HEADERS.exec(text);
    if (header) {
      const name = header[1] as string;
      if (this.seen.has(name) && name !== 'Throughput') {
        // after the last checkpoint's report, the run's final one (for the time since that checkpoint)
        if (!this.checkpoints.inCheckpointReport) return 'new-run';
        this.closeWindow();
      }
      this.seen.add(name);
      if (name === 'OLTP test statistics') this.test ??= 'oltp';
      if (name === 'CPU speed') this.test ??= 'cpu';
      if (name === 'File operations') this.test ??= 'fileio';
      this.draft.touch(line);
      return 'take';
    }
    if (text.startsWith('Latency histogram')) {
      // printed once, before the run's last report: a checkpoint's report before it has ended
      if (this.inSummary && this.checkpoints.inCheckpointReport) this.closeWindow();
      this.section = 'histogram';
    }
    // the first line of a summary after this one's fairness (sysbench's last lines): the next run's, pasted with no header between
    if (this.finished && this.checkpoints.lines.length === 0 && SUMMARY_OPENING.test(text)) {
      this.anotherRunAt = line;
      return 'new-run';
    }
    // any other summary key after the fairness is a wrapper's (`total: 3 runs`, `avg: 1234.5 eps over all runs`): not this run's
    if (this.finished && this.checkpoints.lines.length === 0 && UNREAD_SUMMARY_LINE.test(text)) return 'skip';
    for (const [pattern, handle] of SYSBENCH_LINES) {
      const m = pattern.exec(text);
      if (!m) continue;
      // a line of a label this summary read already (`transactions:`), giving a figure another value:
      // a second summary with no header between (a paste of two results), the next run's, not one run
      // of both. By its label: 1.1 prints one rate twice under two labels and precisions (`events per
      // second: 114.02`, `events/s (eps): 114.0161`), forks several percentiles. Checkpoints' reports
      // repeat their figures (theirs is the Checkpoints' reading); a queue's length is a maximum.
      const label = text.slice(0, text.indexOf(':') + 1);
      if (this.checkpoints.lines.length === 0 && pattern !== QUEUE_LINE && label !== '' && this.labels.has(label)) {
        const { section, finished, test } = this;
        const rates = { ...this.rates };
        const derived = this.draft.run.derived.length;
        if (this.draft.guarded(() => handle(this, m, line)) !== null) {
          Object.assign(this, { section, finished, test, rates });
          this.draft.run.derived.length = derived;
          // after the fairness, a wrapper's line (`avg: 3 runs`) is none of this run's, and no run
          if (finished) return 'skip';
          this.anotherRunAt = line;
          return 'new-run';
        }
      } else handle(this, m, line);
      if (label !== '') this.labels.add(label);
      this.draft.touch(line);
      this.sayGlued(text, line);
      // a checkpoint's report ends with its fairness (`execution time (avg/stddev)`): what follows is the next window's
      if (this.finished && this.checkpoints.inCheckpointReport) this.closeWindow();
      return 'take';
    }
    if (this.inSummary && !this.finished && UNREAD_SUMMARY_LINE.test(text)) {
      // `transactions: 1,234 (1,234.56 per sec.)`, `total number of events: 1e+05`: said with its line, and the summary read on
      this.draft.warn(line, `a summary line in a form sysbench does not print is left out (its figure is missing): ${text.slice(0, 120)}`);
      this.sayGlued(text, line);
      this.draft.touch(line);
      return 'take';
    }
    if (this.inSummary && !this.finished && summaryGoesOnAfter(this.lineAt, line, this.seen)) {
      // another program's line inside the summary (stderr: `Warning: … transactions: …`), the summary going on after it
      this.draft.warn(line, `a line inside sysbench's summary that sysbench does not print is left out: ${text.slice(0, 120)}`);
      this.draft.touch(line);
      return 'take';
    }
    if (INTERVAL_LIKE.test(text) && !this.joined) {
      // wrapped by a mail archive or a terminal: read joined with the lines it went on to
      const wrapped = wrappedInterval(text, line, this.lineAt, this.values);
      if (wrapped) return this.acceptWrapped(wrapped);
      // a report line in a syntax we do not know: said, never silently missing from the chart
      this.draft.warn(line, `an interval line that could not be read is left out: ${text.slice(0, 120)}`);
      this.draft.touch(line);
      return 'take';
    }
    return 'skip';
  }

  /** A message of sysbench's printed into a line it read: said, a FATAL there the run's failure. */
  private sayGlued(text: string, line: number): void {
    const glued = gluedMessage(text);
    if (!glued) return;
    this.draft.warn(line, glued.message);
    if (glued.kind === 'FATAL') this.failure ??= line;
  }

  /**
   * Does a report at time `t` start again, before the last report's time (`before`, or the last
   * row's)? sysbench's times only grow within a run; a time not printed (NaN) says nothing.
   */
  private restarts(t: number, before?: number): boolean {
    const last = before ?? (this.intervals.length > 0 ? this.intervals.value(0, this.intervals.length - 1) : Number.NaN);
    return t < last;
  }

  /** A report line read joined with the lines it was wrapped onto (joinWrapped): all of them the run's. */
  private acceptWrapped(wrapped: WrappedReport): Verdict {
    this.joined = true;
    const verdict = this.accept(wrapped.text, wrapped.first);
    this.joined = false;
    if (verdict === 'take') {
      this.readThrough = wrapped.last;
      this.draft.touch(wrapped.last);
    }
    return verdict;
  }

  /** `0` after `[ 12s ] … reconn/s: 0.0`: the last interval read again whole (rereadCutNumber) */
  private endOfCutNumber(text: string, line: number): boolean {
    if (!rereadCutNumber(text, line, this.lineAt, this.intervals, this.values)) return false;
    this.percentileOff(line - 1);
    this.draft.touch(line);
    return true;
  }

  /** The report being read ends (a checkpoint's, before the interval lines or the next report): kept for combining. */
  private closeWindow(last = false): void {
    if (!this.inSummary) return;
    this.checkpoints.close(this.draft.run, !last);
    this.seen.clear();
    this.finished = false;
    this.section = 'other';
  }

  build(): ParsedRun | null {
    const d = this.draft;
    const run = d.run;
    if (this.checkpoints.lines.length > 0) {
      const finished = this.finished;
      this.closeWindow(true);
      this.finished = finished;
      this.checkpoints.combine(d);
    }
    if (this.intervals.length > 0) attachIntervalColumns(run, this.intervals);
    // a log cut off right after its header (`Running the test with following options:`, which only
    // `run` prints) is a run that never reported: its parameters, incomplete, and where it stops
    const headerOnly = !d.hasResults() && this.sawOptions;
    if (!d.hasResults() && run.warnings.length === 0 && !headerOnly) return null;
    run.test = this.test;
    const m = run.metrics;
    // 0.4/0.5 print no queries/sec: it is read/write requests/s + other operations/s
    if (m.qps === null && this.rates.rw && this.rates.other) {
      d.derive('qps', sumPrinted([this.rates.rw.text, this.rates.other.text]), [this.rates.rw.line, this.rates.other.line]);
    }
    queryKinds(d);
    // tests without a printed rate (1.x threads, mutex, fileio): events / total time
    if (m.eventsPerSec === null && m.tps === null && run.figures.events !== undefined && m.durationS && m.durationS > 0) {
      const lines = [...(run.sources['figures.events'] ?? []), ...(run.sources['metrics.durationS'] ?? [])];
      d.derive('eventsPerSec', Number((run.figures.events / m.durationS).toFixed(2)), lines);
    }
    threadsFromIntervals(d, this.intervals);
    const summarized = this.finished || (m.durationS !== null && (m.tps !== null || m.eventsPerSec !== null || m.latencyMs.avg !== null));
    const complete = summarized && this.failure === null;
    if (summarized && this.failure !== null) {
      // sysbench prints its summary when a thread fails too: its figures stop where the run did
      d.warn(
        this.failure,
        'sysbench failed here (FATAL) and printed its summary all the same: its figures cover the run only until it failed; this run is incomplete',
      );
    }
    const { finished, section, seen, anotherRunAt } = this;
    return d.finish(sayWhereItStops(d, { summarized, complete, headerOnly, finished, section, seen, anotherRunAt }));
  }
}
