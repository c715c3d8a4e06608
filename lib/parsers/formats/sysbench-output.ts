// sysbench 0.4 / 0.5 / 1.0 / 1.1 output (the format: sysbench.ts). The format is read from the lines themselves, never
// from the banner (a 1.x-style report exists under a "sysbench 0.4.12.10" banner).
import { type RunBuilder, RunDraft, type Verdict } from '../draft';
import type { Lines } from '../lines';
import { toNumber } from '../numbers';
import { attachIntervalColumns } from '../run-intervals';
import type { ParsedRun, Tool } from '../types';
import type { OltpReader } from '../wasm/oltp-scan';
import type { WrappedReport } from '../wrapped-lines';
import { CHECKPOINT, Checkpoints } from './sysbench-checkpoints';
import { deriveFigures } from './sysbench-derived';
import { gluedMessage, SUMMARY_OPENING, sayWhereItStops, summaryGoesOnAfter } from './sysbench-ends';
import { parseSysbenchInterval, QUEUE_LINE, readSysbenchInterval } from './sysbench-intervals';
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
import { SysbenchIntervals } from './sysbench-run-intervals';
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
  /** true while a wrapped line is read joined: it is not joined again */
  private joined = false;
  private sawBanner = false;
  private sawOptions = false;
  /** `--report-checkpoints`: the reports read so far */
  private readonly checkpoints = new Checkpoints();
  lineAt?: (line: number) => string | null;
  readThrough = 0;
  /** the line that started another run while this one's summary was being read (a figure read again) */
  private anotherRunAt: number | null = null;
  /** the labels (`transactions:`) of the keyed lines read: one read again with another figure is another run's */
  private readonly labels = new Set<string>();

  /** the run's report lines */
  private readonly intervals: SysbenchIntervals;

  constructor(tool: Tool, startLine: number) {
    this.draft = new RunDraft(tool, startLine);
    this.intervals = new SysbenchIntervals(this.draft);
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

  /** An OLTP report line (`[ 5s ] thds: …`, the bulk of a long log) as `accept` takes it: the same figures, no string. */
  takeAt(document: string, start: number, line: number, scan: OltpReader | null): boolean {
    return !this.inSummary && this.intervals.takeAt(document, start, line, scan);
  }

  /** takeAt for the lines from `i` on that `scan` read ahead: the index of the first line it did not take. */
  takeScanned(lines: Lines, i: number, scan: OltpReader): number {
    return this.inSummary ? i : this.intervals.takeScanned(lines, i, scan);
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
      if (readSysbenchInterval(text, this.intervals.values)) {
        const whole = this.joined ? null : intervalReadOn(text, line, this.lineAt, this.intervals.values);
        if (whole) return this.acceptWrapped(whole);
        // --report-interval goes on between the checkpoints' reports (sysbench's two threads can even
        // print one inside a report): the run's, the report goes on
        if (this.inSummary && !this.checkpoints.inCheckpointReport) return 'new-run';
        // a report's time before the last one's: sysbench started again (an aborted run, then another, no banner between)
        if (this.intervals.restarts(this.intervals.values[0] as number)) {
          this.anotherRunAt = line;
          return 'new-run';
        }
        const added = this.intervals.addRead(line);
        if (typeof added === 'object') this.test ??= added.test;
        return added === 'new-run' ? 'new-run' : 'take';
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
      const wrapped = wrappedInterval(text, line, this.lineAt, this.intervals.values);
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
    if (!rereadCutNumber(text, line, this.lineAt, this.intervals.columns, this.intervals.values)) return false;
    this.intervals.percentileOff(line - 1);
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
    if (this.intervals.length > 0) attachIntervalColumns(run, this.intervals.columns);
    // a log cut off right after its header (`Running the test with following options:`, which only
    // `run` prints) is a run that never reported: its parameters, incomplete, and where it stops
    const headerOnly = !d.hasResults() && this.sawOptions;
    if (!d.hasResults() && run.warnings.length === 0 && !headerOnly) return null;
    run.test = this.test;
    const m = run.metrics;
    deriveFigures(d, this.rates, this.intervals.columns);
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
