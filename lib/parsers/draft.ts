// A run being assembled by a format module: the ParsedRun plus the bookkeeping that ties each
// figure to the line it was read from.

import type { Lines } from './lines';
import { intervalCount } from './run-intervals';
import type { Metrics, ParameterValue, ParsedRun, Tool } from './types';
import type { OltpReader } from './wasm/oltp-scan';

export type MetricName = Exclude<keyof Metrics, 'latencyMs'>;
export type LatencyName = keyof Metrics['latencyMs'];

export class RunDraft {
  readonly run: ParsedRun;
  /** last line that belongs to the run for certain (trailing noise is given back to the document) */
  lastLine: number;

  constructor(tool: Tool, startLine: number) {
    this.run = {
      tool,
      toolVersion: null,
      test: null,
      title: null,
      lines: [startLine, startLine],
      complete: false,
      serverVersion: null,
      command: null,
      parameters: {},
      metrics: {
        tps: null,
        qps: null,
        eventsPerSec: null,
        durationS: null,
        errors: null,
        reconnects: null,
        latencyMs: { min: null, avg: null, max: null, percentile: null, percentileValue: null },
      },
      figures: {},
      sources: {},
      derived: [],
      header: {},
      operations: [],
      tests: [],
      intervals: [],
      histogram: [],
      warnings: [],
      configs: [],
    };
    this.lastLine = startLine;
  }

  touch(line: number): void {
    if (line > this.lastLine) this.lastLine = line;
  }

  private source(path: string, lines: number[]): void {
    this.run.sources[path] = lines;
  }

  /** While a line is read through `guarded`, the first figure it would change (read already, with another value). */
  private guarding = false;
  private clash: string | null = null;

  /**
   * Reads a line (`read` calls metric, latency and figure) without changing a figure read already
   * to another value: the path of the first such figure, or null. Two summaries with no header
   * between them must not make one run of both (a tps from one, a latency from the other).
   */
  guarded(read: () => void): string | null {
    this.guarding = true;
    this.clash = null;
    try {
      read();
    } finally {
      this.guarding = false;
    }
    return this.clash;
  }

  /** Would writing `value` at `path` (holding `current`) change a figure read already? Noted, and not written. */
  private clashes(path: string, current: number | null | undefined, value: number): boolean {
    if (!this.guarding || this.run.sources[path] === undefined || current === value) return false;
    this.clash ??= path;
    return true;
  }

  metric(name: MetricName, value: number | null, line: number): void {
    if (value === null || this.clashes(`metrics.${name}`, this.run.metrics[name], value)) return;
    this.run.metrics[name] = value;
    this.source(`metrics.${name}`, [line]);
  }

  latency(name: LatencyName, value: number | null, line: number): void {
    if (value === null || this.clashes(`metrics.latencyMs.${name}`, this.run.metrics.latencyMs[name], value)) return;
    this.run.metrics.latencyMs[name] = value;
    this.source(`metrics.latencyMs.${name}`, [line]);
  }

  figure(name: string, value: number | null, line: number): void {
    if (value === null || this.clashes(`figures.${name}`, this.run.figures[name], value)) return;
    this.run.figures[name] = value;
    this.source(`figures.${name}`, [line]);
  }

  /** A metric computed from printed figures: flagged as derived, traced to every line it used. */
  derive(name: MetricName, value: number, lines: number[]): void {
    this.run.metrics[name] = value;
    this.source(`metrics.${name}`, lines);
    if (!this.run.derived.includes(`metrics.${name}`)) this.run.derived.push(`metrics.${name}`);
  }

  param(name: string, value: ParameterValue | null | undefined, line: number): void {
    if (value === null || value === undefined) return;
    this.run.parameters[name] = value;
    this.source(`parameters.${name}`, [line]);
  }

  /** A figure read in another unit than the line prints (`0.4121s` as 412.1 ms, `Kb/sec` as MiB/s): flagged as derived. */
  converted(path: string): void {
    if (this.run.sources[path] !== undefined && !this.run.derived.includes(path)) this.run.derived.push(path);
  }

  /** A parameter computed from printed figures: flagged as derived, traced to every line it used. */
  deriveParam(name: string, value: ParameterValue, lines: number[]): void {
    this.run.parameters[name] = value;
    this.source(`parameters.${name}`, lines);
    if (!this.run.derived.includes(`parameters.${name}`)) this.run.derived.push(`parameters.${name}`);
  }

  /** Parameters from the command line fill gaps only: what the output printed wins. */
  paramsFromCommand(params: Record<string, ParameterValue>, lines: number[]): void {
    for (const [key, value] of Object.entries(params)) {
      if (this.run.parameters[key] !== undefined) continue;
      this.run.parameters[key] = value;
      this.source(`parameters.${key}`, lines);
    }
  }

  warn(line: number, message: string): void {
    this.run.warnings.push({ line, message });
  }

  hasResults(): boolean {
    const r = this.run;
    const m = r.metrics;
    return (
      m.tps !== null ||
      m.qps !== null ||
      m.eventsPerSec !== null ||
      m.durationS !== null ||
      m.latencyMs.avg !== null ||
      r.operations.length > 0 ||
      r.tests.length > 0 ||
      intervalCount(r) > 0 ||
      r.histogram.length > 0
    );
  }

  finish(complete: boolean): ParsedRun {
    this.run.lines = [this.run.lines[0], this.lastLine];
    this.run.complete = complete;
    return this.run;
  }
}

/** What a format module answers for each line while its run is open. */
export type Verdict = 'take' | 'skip' | 'new-run';

export interface RunBuilder {
  readonly draft: RunDraft;
  /** `take`: the line is this run's; `skip`: not recognised; `new-run`: it starts another run. */
  accept(text: string, line: number): Verdict;
  /**
   * The hot path of a long run: takes the line that starts at `start` in the document's text when
   * it is one of the run's own report lines that `accept` would take, without making it a string;
   * false when it is not (then `accept` is asked, and decides). `scan`: the text's OLTP lines read
   * ahead by WebAssembly (null where it is not available).
   */
  takeAt?(text: string, start: number, line: number, scan: OltpReader | null): boolean;
  /** takeAt for many lines at once, from line index `i` on: the index of the first line not taken. */
  takeScanned?(lines: Lines, i: number, scan: OltpReader): number;
  /** True once the summary has begun: from then on an unrecognised line ends the run. */
  readonly inSummary: boolean;
  /**
   * Set by segment before the first line: the trimmed text of a later line (1-based; null past the
   * end or when too long to read). A report line a mail archive or a terminal wrapped is read
   * joined with the lines it went on to (wrappedReport).
   */
  lineAt?: (line: number) => string | null;
  /**
   * The last line the latest `take` read: past the line itself when it was a wrapped report read
   * with the lines it went on to (segment goes on after it).
   */
  readonly readThrough?: number;
  /** The parameters of the command that launched the run, told before its output is read (what a line means can depend on them). */
  launchedBy?(parameters: Readonly<Record<string, ParameterValue>>): void;
  /** The finished run, or null when what was seen is not a benchmark run (e.g. cleanup output). */
  build(): ParsedRun | null;
  /** Several runs from one output (sql-bench's compare-results: one per column); when present, used instead of build. */
  buildAll?(): ParsedRun[];
}
