// sysbench `--report-checkpoints=2,4`: a full report at each checkpoint, then the run's last one. sysbench
// resets its counters at each checkpoint but not its clock: each report counts its own window, its
// `total time` runs from the start. With `--report-interval` the interval lines go on between the reports.
import type { RunDraft } from '../draft';
import type { ParsedRun } from '../types';

/** `[ 2s ] Checkpoint report:` */
export const CHECKPOINT = /^\[ *(\d+(?:\.\d+)?)s *\] Checkpoint report:\s*$/;

/** The counts a checkpoint report holds for its own window only: the run's are their sums. */
const ADDITIVE_FIGURES = [
  'transactions',
  'queries',
  'queriesRead',
  'queriesWrite',
  'queriesOther',
  'queriesTotal',
  'deadlocks',
  'events',
  'latencySumMs',
  'eventExecutionTimeS',
  'operations',
  'transferredMiB',
  'readWriteRequests',
  'otherOperations',
] as const;
/** Per-window figures that do not add up: left out of a run with checkpoints. */
const WINDOW_ONLY_FIGURES = [
  'deadlocksPerSec',
  'errorsPerSec',
  'reconnectsPerSec',
  'readWriteRequestsPerSec',
  'otherOperationsPerSec',
  'fairnessEventsAvg',
  'fairnessEventsStddev',
  'fairnessTimeAvgS',
  'fairnessTimeStddevS',
  'fileReads',
  'fileWrites',
  'fileOther',
  'fileTotal',
  'throughputMiBPerSec',
  // fileio 1.x: rates of the window
  'fileReadsPerSec',
  'fileWritesPerSec',
  'fileFsyncsPerSec',
  'readMiBPerSec',
  'writtenMiBPerSec',
];

/** What one report (a checkpoint's, or the last) printed: its figures and where, and where its histogram starts. */
type Window = {
  figures: Record<string, number>;
  metrics: ParsedRun['metrics'];
  sources: Record<string, number[]>;
  histogramFrom: number;
};

/** A copy of what the run holds now. */
function snapshot(run: ParsedRun, histogramFrom: number): Window {
  return {
    figures: { ...run.figures },
    metrics: { ...run.metrics, latencyMs: { ...run.metrics.latencyMs } },
    sources: { ...run.sources },
    histogramFrom,
  };
}

/** A figure or metric a report prints (what each report holds for its own window). */
const isReportPath = (path: string) => path.startsWith('figures.') || path.startsWith('metrics.');

/** The checkpoints of one run and the reports read so far. */
export class Checkpoints {
  /** the lines of `[ 2s ] Checkpoint report:` */
  readonly lines: number[] = [];
  /** the seconds each checkpoint printed */
  private readonly times: string[] = [];
  /** the reports already read to their end */
  private readonly windows: Window[] = [];
  /** where the report being read started its histogram rows */
  private histogramFrom = 0;
  /** the run's figures and metrics before its first report: each report starts from them, never from the last one's */
  private baseline: Window | null = null;

  add(line: number, seconds: string, run: ParsedRun): void {
    this.baseline ??= snapshot(run, 0);
    this.lines.push(line);
    this.times.push(seconds);
  }

  /** A checkpoint's report is being read (or was read to its end and not yet closed). */
  get inCheckpointReport(): boolean {
    return this.lines.length > 0 && this.windows.length === this.lines.length - 1;
  }

  /** Every report since the last checkpoint is closed: what follows a finished report is the run's last one or another run. */
  get allClosed(): boolean {
    return this.windows.length === this.lines.length;
  }

  /**
   * The report being read ends: its figures are kept for `combine`, and the run's go back to what
   * they were before the first report, so that a figure the next report lacks (a log cut inside it)
   * is missing there rather than the previous report's. The last report (`reset` false) stays.
   */
  close(run: ParsedRun, reset = true): void {
    this.windows.push(snapshot(run, this.histogramFrom));
    this.histogramFrom = run.histogram.length;
    const base = this.baseline;
    if (!base || !reset) return;
    for (const key of Object.keys(run.figures)) delete run.figures[key];
    Object.assign(run.figures, base.figures);
    Object.assign(run.metrics, base.metrics, { latencyMs: { ...base.metrics.latencyMs } });
    for (const key of Object.keys(run.sources)) if (isReportPath(key)) delete run.sources[key];
    for (const [key, lines] of Object.entries(base.sources)) if (isReportPath(key)) run.sources[key] = lines;
  }

  /**
   * The run's figures are the sums of the reports' counts over the last report's total time, traced to
   * every report's line; a percentile does not add up and is left out, and so is what only describes
   * one window (fairness, rates per report). sysbench prints `--histogram` once, at the end, for the
   * last window only: kept, and said.
   */
  combine(d: RunDraft): void {
    const windows = this.windows;
    if (this.lines.length === 0 || windows.length < 2) return;
    const run = d.run;
    const last = windows[windows.length - 1] as Window;
    const duration = last.metrics.durationS;
    const linesOf = (path: string) => windows.flatMap((w) => w.sources[path] ?? []);
    const derived = (path: string, lines: number[]) => {
      run.sources[path] = lines;
      if (!run.derived.includes(path)) run.derived.push(path);
    };
    const total = (get: (w: Window) => number | null | undefined): number | null => {
      let sum = 0;
      for (const w of windows) {
        const v = get(w);
        if (v === null || v === undefined) return null;
        sum += v;
      }
      return sum;
    };
    /** figures some report printed and another did not (a log cut inside a report): no sum, said */
    const missing: string[] = [];
    const unknown = (path: string) => {
      delete run.sources[path];
      if (windows.some((w) => w.sources[path] !== undefined)) missing.push(path);
    };
    for (const name of ADDITIVE_FIGURES) {
      const sum = total((w) => w.figures[name]);
      if (sum === null) {
        delete run.figures[name];
        unknown(`figures.${name}`);
        continue;
      }
      run.figures[name] = Number(sum.toFixed(4)); // the sum of printed decimals, without float noise
      derived(`figures.${name}`, linesOf(`figures.${name}`));
    }
    for (const name of WINDOW_ONLY_FIGURES) {
      delete run.figures[name];
      delete run.sources[`figures.${name}`];
    }
    const perSecond = (name: 'tps' | 'qps' | 'eventsPerSec', countName: 'transactions' | 'queries' | 'events') => {
      if (windows.every((w) => w.metrics[name] === null)) return; // a rate this test does not report
      const count = total((w) => w.figures[countName]);
      if (count === null || !duration) {
        run.metrics[name] = null;
        unknown(`metrics.${name}`);
        return;
      }
      run.metrics[name] = Number((count / duration).toFixed(2));
      derived(`metrics.${name}`, [...linesOf(`figures.${countName}`), ...(last.sources['metrics.durationS'] ?? [])]);
    };
    perSecond('tps', 'transactions');
    perSecond('qps', 'queries');
    perSecond('eventsPerSec', 'events');
    for (const name of ['errors', 'reconnects'] as const) {
      const sum = total((w) => w.metrics[name]);
      if (sum === null) {
        run.metrics[name] = null;
        unknown(`metrics.${name}`);
        continue;
      }
      run.metrics[name] = sum;
      derived(`metrics.${name}`, linesOf(`metrics.${name}`));
    }
    const latency = run.metrics.latencyMs;
    const extreme = (name: 'min' | 'max', pick: (a: number, b: number) => number) => {
      const values = windows.map((w) => w.metrics.latencyMs[name]);
      if (values.some((v) => v === null)) {
        latency[name] = null;
        unknown(`metrics.latencyMs.${name}`);
        return;
      }
      latency[name] = (values as number[]).reduce((a, b) => pick(a, b));
      derived(`metrics.latencyMs.${name}`, linesOf(`metrics.latencyMs.${name}`));
    };
    extreme('min', Math.min);
    extreme('max', Math.max);
    const latencySum = total((w) => w.figures.latencySumMs);
    const events = total((w) => w.figures.events);
    if (latencySum !== null && events) {
      latency.avg = Number((latencySum / events).toFixed(2));
      derived('metrics.latencyMs.avg', [...linesOf('figures.latencySumMs'), ...linesOf('figures.events')]);
    } else {
      latency.avg = null;
      unknown('metrics.latencyMs.avg');
    }
    latency.percentile = null;
    latency.percentileValue = null;
    delete run.sources['metrics.latencyMs.percentile'];
    delete run.sources['metrics.latencyMs.percentileValue'];
    d.warn(
      this.lines[0] as number,
      `sysbench printed ${windows.length} reports (--report-checkpoints: counters reset at each checkpoint, on lines ${this.lines.join(', ')}): the run's counts are their sums and its rates those sums over the last report's total time; the percentile of each report is not the run's and is left out`,
    );
    if (missing.length > 0) {
      d.warn(
        this.lines[this.lines.length - 1] as number,
        `a report lacks figures another printed (the log is cut inside it): ${[...new Set(missing)].join(', ')} left out rather than summed over fewer reports`,
      );
    }
    this.lastWindowHistogram(d, last);
  }

  /** Only the last report's histogram rows are the run's last window: earlier ones (a paste of several) are dropped. */
  private lastWindowHistogram(d: RunDraft, last: Window): void {
    const histogram = d.run.histogram;
    if (histogram.length === 0) return;
    histogram.splice(0, last.histogramFrom);
    const since = this.times[this.times.length - 1] as string;
    const at = histogram.length > 0 ? (histogram[0]?.line as number) : (this.lines[this.lines.length - 1] as number);
    d.warn(
      at,
      histogram.length > 0
        ? `the latency histogram covers the last window only (from the checkpoint at ${since}s to the end), not the whole run: sysbench resets it at each checkpoint`
        : 'the latency histogram printed before the last checkpoint covers an earlier window only and is left out',
    );
  }
}
