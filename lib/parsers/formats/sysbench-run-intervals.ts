// A sysbench run's report lines (`[ 5s ] thds: …`, the bulk of a long log) as its builder
// (sysbench-output.ts) takes them: one kind of line a run, times that only grow, the figures in
// typed columns, read from the text in place (takeAt) or from WebAssembly's rows (takeScanned).
import type { RunDraft } from '../draft';
import { IntervalColumns } from '../interval-columns';
import type { Lines } from '../lines';
import type { OltpReader } from '../wasm/oltp-scan';
import {
  clearDisabledPercentile,
  FILEIO_INTERVAL_UNITS,
  intervalUnitsOf,
  newIntervalValues,
  readOltpIntervalAt,
} from './sysbench-intervals';

export class SysbenchIntervals {
  /** the run's intervals, as columns (attached to the run when it is built) */
  readonly columns = new IntervalColumns();
  /** the row read last (readSysbenchInterval's, readOltpIntervalAt's) */
  readonly values = newIntervalValues();
  /** what the columns hold (intervalUnitsOf: null for requests/s), one kind a run */
  private kind: string | null = null;
  private saidPercentileOff = false;
  private saidRepeated = false;

  constructor(private readonly draft: RunDraft) {}

  get length(): number {
    return this.columns.length;
  }

  /** Whether only `accept`'s full reading may take a line (a run of MiB/s lines; takeAt reads OLTP's). */
  get readsOtherKinds(): boolean {
    return this.kind !== null;
  }

  /**
   * `values` (a line's, just read, whose time restarts said does not go back) as the run's next
   * row; 'new-run' when it is another run's (a line of another kind). A MiB/s line names the test
   * it belongs to.
   */
  addRead(line: number): 'take' | 'new-run' | { test: 'fileio' | 'memory' } {
    const units = intervalUnitsOf(this.values);
    // lines of another kind (memory's MiB/s after OLTP's requests/s): another run, or its columns would be mislabelled
    if (this.columns.length > 0 && units !== this.kind) return 'new-run';
    this.kind = units;
    this.percentileOff(line);
    this.repeatedTime(this.values[0] as number, this.lastTime(), line);
    this.columns.addValues(line, this.values);
    this.draft.touch(line);
    if (units === null) return 'take';
    // fileio's and memory's intervals are in MiB/s: the run says so, as the lines print it
    const run = this.draft.run;
    if (run.header.intervalUnits === undefined) {
      run.header.intervalUnits = units;
      run.sources['header.intervalUnits'] = [line];
    }
    return { test: units === FILEIO_INTERVAL_UNITS ? 'fileio' : 'memory' };
  }

  /** An OLTP report line as addRead takes it, read in place: the same figures, no string. */
  takeAt(document: string, start: number, line: number, scan: OltpReader | null): boolean {
    if (
      document.charCodeAt(start) !== 91 /* [ */ ||
      this.kind !== null ||
      !readOltpIntervalAt(document, start, this.values, scan) ||
      this.restarts(this.values[0] as number)
    )
      return false;
    this.percentileOff(line);
    this.repeatedTime(this.values[0] as number, this.lastTime(), line);
    this.columns.addValues(line, this.values);
    this.draft.touch(line);
    return true;
  }

  /**
   * takeAt for the lines from `i` on that `scan` read ahead, a run of rows at a time: the index of
   * the first line it did not take (a line it did not read is takeAt's and accept's: they check it
   * and warn about it).
   */
  takeScanned(lines: Lines, i: number, scan: OltpReader): number {
    if (this.kind !== null) return i;
    const from = i;
    while (i < lines.length) {
      const start = lines.start(i);
      const row = scan.rowAt(start);
      if (row < 0) break;
      let n = Math.min(scan.runAt(start), lines.length - i);
      // up to a report whose time goes back (another run's, with no banner between): accept says so
      const { array: times, at } = scan.timesOf(row);
      for (let k = 0; k < n; k++) {
        const t = times[at + k] as number;
        const before = k === 0 ? this.lastTime() : (times[at + k - 1] as number);
        if (t < before) {
          n = k;
          break;
        }
        if (t === before) this.repeatedTime(t, before, i + 1 + k);
      }
      if (n === 0) break;
      scan.addRows(this.columns, i + 1, row, n);
      i += n;
    }
    if (i > from) this.draft.touch(i);
    return i;
  }

  /**
   * Does a report at time `t` start again, before the last report's time (`before`, or the last
   * row's)? sysbench's times only grow within a run; a time not printed (NaN) says nothing.
   */
  restarts(t: number, before?: number): boolean {
    return t < (before ?? this.lastTime());
  }

  /** The time of the last row (NaN: none, or not printed). */
  private lastTime(): number {
    return this.columns.length > 0 ? this.columns.value(0, this.columns.length - 1) : Number.NaN;
  }

  /**
   * A report at the time of the one before it: a line printed or pasted twice (it made 16 intervals
   * of a 15 s run, and nothing said so: a probe, 2026-12-06). Kept, as printed, and said once a run.
   */
  private repeatedTime(t: number, before: number, line: number): void {
    if (this.saidRepeated || t !== before) return;
    this.saidRepeated = true;
    this.draft.warn(
      line,
      `a report at ${t} s, the time of the report before it: a line printed or pasted twice? Both are kept, and the run's intervals count both`,
    );
  }

  /** `lat (ms,0%): 0.00`: percentiles were off, the interval has no latency (said once a run). */
  percentileOff(line: number): void {
    if (!clearDisabledPercentile(this.values) || this.saidPercentileOff) return;
    this.saidPercentileOff = true;
    this.draft.warn(
      line,
      'sysbench prints a latency of 0.00 at the 0th percentile when --percentile=0 turned percentiles off: these intervals have no latency',
    );
  }
}
