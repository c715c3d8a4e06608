// What a benchmark format is to the rest of benchboard: one object per tool (formats/<tool>.ts)
// says how its output starts and is read, how its command line is recognised and read, what of
// that command is a secret, how its runs are named, and what the UI needs to show them. Nothing
// outside lib/parsers/formats compares a tool's name: it asks the format (formatOf(run.tool)).
import type { ParsedCommand } from '../command';
import type { LatencyName, MetricName, RunBuilder } from '../draft';
import type { SecretFlag } from '../redact-values';
import type { LocatedCommand } from '../segment';
import type { Interval, ParameterValue, ParsedRun, Warning } from '../types';

/** Reads the output a format prints: where a run starts, and a builder that reads the rest. */
export type OutputReader = {
  /**
   * The tools whose runs this reader builds: a command line of any of them may have launched the
   * output (mysqlbench prints pgbench's output; pgbench's reader builds both).
   */
  readonly tools: readonly string[];
  /** Does this line (trimmed) open a run? Called on every line outside a run: keep it cheap. */
  isStart(text: string): boolean;
  /** A builder for the run that this line opens (isStart was true for it). */
  open(text: string, line: number): RunBuilder;
};

/** How a format's command line is recognised and read. */
export type CommandSyntax = {
  /** base names of its programs (`./tpcc_start`, `/usr/bin/sysbench` → their last part) */
  readonly programs: readonly string[];
  /** programs known by shape rather than name (sql-bench's `test-insert`, `test-ATIS`…) */
  readonly programPattern?: RegExp;
  /**
   * After the program, do these words make a command (not a banner or prose)? `sysbench test`
   * in a sentence is not one; a real command has options, a mode or a test.
   */
  isCommand(rest: readonly string[]): boolean;
  /** single-letter flags that take a value (`-c 10`, `-c10`); null: `-x` words are positionals */
  readonly shortValueFlags: ReadonlySet<string> | null;
  /** long options that take a value, which may be the next word (`--rate 300`, as getopt_long reads it) */
  readonly longValueOptions?: ReadonlySet<string>;
  /** options given once per script or variable: every one is kept, in order */
  readonly repeatable: ReadonlySet<string>;
  /** `prepare`, `run`, `init`…, or null; `program` is the base name of the program run */
  mode(options: Readonly<Record<string, string>>, positionals: readonly string[], program: string): string | null;
  /** modes whose output is not a run (sysbench prepare/cleanup): it belongs to its command */
  readonly setupModes: ReadonlySet<string>;
  /** normalized parameters from the command (the output's own figures win over these) */
  parameters(command: ParsedCommand): Record<string, ParameterValue>;
  /** the run's test once this command is known to have launched it */
  testName(command: ParsedCommand, run: ParsedRun): string | null;
  /** short flags whose value is a password (`-psecret`, `-P secret`): redacted in every upload */
  readonly secretFlags: readonly SecretFlag[];
  /** what the command changes in how the run's output reads, once both are known (pgbench ≤ 13's tps under -C) */
  withCommand?(run: ParsedRun): void;
};

/** A redaction of a format's own output (tpcc_start echoes its password): see redact.ts. */
export type OutputRedaction = {
  name: string;
  /** cheap test (String#includes) that the pattern can match */
  probe: (text: string) => boolean;
  /** linear (tests/unit/security checks it with recheck) */
  pattern: RegExp;
  replace: (match: string, ...groups: string[]) => string;
};

export type Direction = 'higher' | 'lower';

type IntervalField = Exclude<keyof Interval, 't' | 'line'>;

/** Where a figure is in a ParsedRun: `metrics.tps`, `metrics.latencyMs.avg`, `figures.tpmC`, `intervals.tps`. */
export type RunPath = `metrics.${MetricName}` | `metrics.latencyMs.${LatencyName}` | `figures.${string}` | `intervals.${IntervalField}`;

/** A figure of the format's own (in `run.figures`), as the metric catalogue needs it. */
export type FormatMetric = { key: string; label: string; unit: string; direction: Direction };

/** What the UI needs to show a format's runs without knowing its name. */
export type Capabilities = {
  /**
   * `throughput`: a load run (rates, intervals, latency). `suite`: operations timed in seconds and
   * summed into a total, lower total time is better (sql-bench).
   */
  kind: 'throughput' | 'suite';
  /** the figure that sums a run up: the first of these that has a value */
  headline: readonly RunPath[];
  /** what its runs report (core metrics and its own figures) */
  reports: readonly RunPath[];
  /** its own figures the metric catalogue should know (key = the figure's name in `run.figures`) */
  metrics: readonly FormatMetric[];
  /** labels that say more than the catalogue's for this format (pgbench's errors are failed transactions) */
  labels: Readonly<Partial<Record<RunPath, string>>>;
  /** what its runs' concurrency (parameters.threads, the Run's threads) is called: pgbench's clients; default `threads` */
  concurrency?: string;
  /**
   * The decimals its summary prints rates and latencies with (sysbench `%.2f`; pgbench's tps `%f`,
   * its latencies `%.3f`): a list shows its figures so (`472.20`), a trailing zero not being stored.
   */
  printedDecimals?: { rate: number; latency: number };
  /** how its parameters are shown, in the tool's own words; null: not shown (it restates another parameter) */
  parameterLabels?: Readonly<Record<string, string | null>>;
  /** what its rows of per-operation latencies are, as the run page titles their table (pgbench's `-r` statements) */
  latencyRows?: string;
  /** the header fields its runs keep (ParsedRun.header) that the run page shows, in the tool's words (sql-bench's `Arguments`) */
  headerLabels?: Readonly<Record<string, string>>;
  /** parameters whose 0 is no limit at all (sysbench's `--events=0`, `--time=0`, `--rate=0`), not a limit of 0 */
  zeroMeansNoLimit?: readonly string[];
};

/**
 * Why a document that gave no runs is this format's output all the same (a pgbench -i log, the
 * output of sysbench prepare), with the line that shows it; null when it is not.
 */
export type EmptyExplanation = (lines: readonly string[], commands: readonly LocatedCommand[]) => Warning | null;

export interface BenchmarkFormat<T extends string = string> {
  /** the run's `tool`, as stored */
  readonly tool: T;
  /** how people call it */
  readonly label: string;
  /** what the upload form says it reads (`sysbench 0.4–1.1`) */
  readonly accepts: string;
  /** null: its output is read by another format's reader (that lists this tool) */
  readonly output: OutputReader | null;
  readonly command: CommandSyntax;
  readonly redactions: readonly OutputRedaction[];
  /**
   * Sticky; matches 1 to 1,000 whole lines at a line start, each with its line break, that hold
   * nothing but the tool's figures and fixed words (interval and progress reports: most of a long
   * log). Redaction skips them, so no rule or trigger may be able to match such a line
   * (tests/unit/parsers/redact-report-lines.test.ts). Null: none.
   */
  readonly reportLines: RegExp | null;
  readonly capabilities: Capabilities;
  /** the tool's version as prose names it (`sysbench 0.5`), one group; global */
  readonly proseVersion: RegExp | null;
  readonly explainEmpty: EmptyExplanation | null;
  /**
   * The test a heading above a run names (`MUTEX BENCHMARKS`, `## oltp_point_select`), for a run
   * whose output and command did not name it; null when the heading names none, or more than one.
   */
  readonly testFromTitle?: (title: string, run: ParsedRun) => string | null;
  /**
   * The test a run's file name names (`mutex_t8.log`), for a run whose log and command do not: only
   * offered to the person uploading (the preview's `test=`), never taken unasked; null when none or several.
   */
  readonly testFromFileName?: (fileName: string, run: ParsedRun) => string | null;
  /** what a run says of the host it ran on (sql-bench: `Running tests on: Linux 2.6.32 x86_64`) */
  readonly hostFacts: ((run: ParsedRun) => { os: string; kernel: string } | null) | null;
  /**
   * The database a run measured, when the tool or its options say (pgbench: PostgreSQL; sysbench:
   * its --db-driver, or none for its cpu test): a server version another run or the prose names is
   * its own only if it fits.
   */
  readonly databaseOf?: (run: ParsedRun) => Database | null;
}

/** 'none': a test that measures no database server (sysbench's cpu, fileio, memory, threads, mutex). */
export type Database = 'postgresql' | 'mysql' | 'none';
