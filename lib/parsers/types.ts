// The output of parseDocument: the names required by the parsers issue, plus what the app needs
// to trace every figure to its line (`sources`) and to tell printed figures from derived ones.
import type { Tool } from './formats';
import type { OltpArchive } from './wasm/oltp-archive';

/** The name of a benchmark format (formats/index.ts lists them). */
export type { Tool };

/** 1-based line number in the document and what went wrong there. */
export type Warning = { line: number; message: string };

export type LatencyMs = {
  min: number | null;
  avg: number | null;
  max: number | null;
  /** which percentile the tool reported (95, 99, …) */
  percentile: number | null;
  percentileValue: number | null;
};

export type Metrics = {
  tps: number | null;
  qps: number | null;
  eventsPerSec: number | null;
  durationS: number | null;
  errors: number | null;
  reconnects: number | null;
  latencyMs: LatencyMs;
};

export type ParameterValue = string | number | boolean;

export type Operation = {
  name: string;
  seconds: number | null;
  usr: number | null;
  sys: number | null;
  cpu: number | null;
  count: number | null;
  /** sql-bench markers: `+` estimated, `?` wrong result, `*` different test count */
  flags: string;
  /** pgbench -r: per-statement latency, failures and (with --max-tries) retries */
  latencyMs?: number | null;
  failures?: number | null;
  retries?: number | null;
  line: number;
};

export type TestTotal = {
  name: string;
  seconds: number | null;
  usr: number | null;
  sys: number | null;
  cpu: number | null;
  skipped: boolean;
  failed: boolean;
  estimated: boolean;
  reason: string | null;
  line: number;
};

export type Interval = {
  t: number;
  threads: number | null;
  tps: number | null;
  qps: number | null;
  /** non-database tests (cpu, memory, threads, mutex, fileio) report events/s instead of tps */
  eventsPerSec: number | null;
  readsPerSec: number | null;
  writesPerSec: number | null;
  otherPerSec: number | null;
  latencyMs: number | null;
  latencyPct: number | null;
  errorsPerSec: number | null;
  reconnectsPerSec: number | null;
  /** pgbench's progress: the standard deviation of the period's latencies (`lat 2.630 ms stddev 1.587`) */
  latencyStddevMs: number | null;
  /** pgbench --rate's progress: how late transactions started against their schedule (`lag 0.312 ms`) */
  lagMs: number | null;
  line: number;
};

export type HistogramBucket = { ms: number; count: number; line: number };

export type ParsedRun = {
  tool: Tool;
  toolVersion: string | null;
  test: string | null;
  title: string | null;
  /** 1-based, inclusive */
  lines: [number, number];
  complete: boolean;
  serverVersion: string | null;
  /** the command line that launched the run, secrets replaced by *** */
  command: string | null;
  parameters: Record<string, ParameterValue>;
  metrics: Metrics;
  /** every other figure the log printed, by name (queries read, totals usr, tps incl. connections…) */
  figures: Record<string, number>;
  /** metric path (`metrics.tps`, `figures.deadlocks`, `parameters.threads`) → source lines */
  sources: Record<string, number[]>;
  /** metric paths computed from printed figures rather than printed themselves */
  derived: string[];
  /** tool-specific header fields (sql-bench: date, arguments, comments, …) */
  header: Record<string, string>;
  operations: Operation[];
  tests: TestTotal[];
  intervals: Interval[];
  histogram: HistogramBucket[];
  warnings: Warning[];
  /** indexes into the file's `configs` that describe this run, in the order they apply */
  configs: number[];
};

/** an option file (`my.cnf`, `postgresql.conf`), command-line options, or a listing of variables */
export type ConfigKind = 'my.cnf' | 'postgresql.conf' | 'options' | 'variables';

export type ConfigItem = { section: string; key: string; value: string; line: number; bytes: number | null };

export type ParsedConfig = {
  kind: ConfigKind;
  lines: [number, number];
  /** nearest heading before the block, if any */
  title: string | null;
  /** normalized key → raw value (keys from non-server sections are prefixed `section.`) */
  entries: Record<string, string>;
  items: ConfigItem[];
  /** the block's text, secrets replaced by *** */
  text: string;
  /** indexes of the runs this config describes */
  runs: number[];
};

export type MatrixNote = { row: string; column: string; text: string; line: number };

export type ParsedMatrix = {
  caption: string | null;
  rowLabel: string | null;
  columnLabel: string | null;
  rows: string[];
  columns: string[];
  values: (number | null)[][];
  notes: MatrixNote[];
  lines: [number, number];
  /** the line of each row, for tracing */
  rowLines: number[];
  /** benchmark options printed near the matrix (seed 003: the sysbench flags) */
  parameters: Record<string, string>;
};

export type ParsedHost = {
  lines: [number, number];
  description: string;
  cpuModel: string | null;
  cpus: number | null;
  sockets: number | null;
  coresPerSocket: number | null;
  threadsPerCore: number | null;
  memoryBytes: number | null;
  disks: { name: string; sizeBytes: number | null; rotational: boolean | null; model: string | null }[];
  virtualization: string | null;
  os: string | null;
  kernel: string | null;
};

export type ParsedRevision = {
  product: string | null;
  revno: string | null;
  committer: string | null;
  branch: string | null;
  timestamp: string | null;
  message: string | null;
  lines: [number, number];
};

/** How the server was built, as the document says it (`BUILD/compile-amd64-max`, `cmake . -DWITH_…`). */
export type ParsedBuildCommand = { text: string; line: number };

export type FileResult = {
  file: string;
  error: Warning | null;
  warnings: Warning[];
  runs: ParsedRun[];
  configs: ParsedConfig[];
  matrices: ParsedMatrix[];
  hosts: ParsedHost[];
  revisions: ParsedRevision[];
  buildCommands: ParsedBuildCommand[];
};

export type ParseOptions = {
  fileName?: string;
  /** the text was already normalized and redacted (prepareText, lib/ingest/prepare.ts): do not do it again */
  prepared?: boolean;
  /** with `prepared`: the text's OLTP report lines read as it was prepared (prepareScanned), taken instead of reading them again */
  oltp?: OltpArchive | null;
};
