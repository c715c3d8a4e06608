// A run as CSV, one table at a time: the header, then each batch of rows as it is read. Cells go
// through the shared formula escaping (lib/csv.ts): operation names and reasons come from logs.

import { type CsvCell, toCsv, toCsvRows } from '../csv';
import { type MetricKey, metricSource, metricValue } from '../metrics';
import { printedDecimalsOf } from '../parsers/formats';
import { INTERVAL_FIELDS } from '../parsers/interval-columns';
import { isRateKey, printedDecimals } from '../printed-figures';
import type { RunSources } from '../schemas/json-columns';

export const CSV_PARTS = ['metrics', 'intervals', 'operations', 'tests', 'histogram', 'warnings'] as const;
export type CsvPart = (typeof CSV_PARTS)[number];

/**
 * Interval figures added after the CSV was published (2026-12-07: pgbench's stddev and lag): they
 * come after `line`, so that a spreadsheet or script reading the columns by position keeps its own.
 */
const ADDED_INTERVAL_FIELDS = ['latencyStddevMs', 'lagMs'] as const satisfies readonly (typeof INTERVAL_FIELDS)[number][];
const FIRST_INTERVAL_FIELDS = INTERVAL_FIELDS.filter((f) => !(ADDED_INTERVAL_FIELDS as readonly string[]).includes(f));

/** The stored columns of each child table (runId left out: the file is one run's). */
export const CSV_COLUMNS = {
  intervals: ['idx', ...FIRST_INTERVAL_FIELDS, 'line', ...ADDED_INTERVAL_FIELDS],
  operations: ['idx', 'name', 'seconds', 'usr', 'sys', 'cpu', 'count', 'flags', 'latencyMs', 'failures', 'retries', 'line'],
  tests: ['idx', 'name', 'seconds', 'usr', 'sys', 'cpu', 'skipped', 'failed', 'reason', 'line'],
  histogram: ['idx', 'ms', 'count', 'line'],
  warnings: ['idx', 'line', 'message'],
} as const satisfies Record<Exclude<CsvPart, 'metrics'>, readonly string[]>;

export type ChildCounts = { operations: number; intervals: number };

/** What a plain `?format=csv` gives: the operations of a sql-bench run, the intervals of a load run, else the metrics. */
export function defaultCsvPart(counts: ChildCounts): CsvPart {
  if (counts.operations > 0) return 'operations';
  if (counts.intervals > 0) return 'intervals';
  return 'metrics';
}

/**
 * What an interval column holds when it is not its name (`header.intervalUnits`: sysbench fileio's
 * reads and writes are MiB/s, its other operations fsyncs; memory's reads the MiB/s transferred),
 * by the label the parser gives it: the CSV names the column for what it holds.
 */
const COLUMN_FOR_UNIT: Record<string, string> = {
  'MiB/s read': 'readMiBPerSec',
  'MiB/s written': 'writtenMiBPerSec',
  'fsyncs/s': 'fsyncsPerSec',
  'MiB/s transferred': 'transferredMiBPerSec',
};

/**
 * The interval CSV's header for a run whose columns hold `labels` (intervalSeriesLabels): a column
 * in another unit than its name says is named for it (an unknown unit: `readsPerSec [unit]`).
 */
export function intervalCsvHeader(labels: Partial<Record<string, string>>): string[] {
  return CSV_COLUMNS.intervals.map((column) => {
    const label = labels[column];
    return label === undefined ? column : (COLUMN_FOR_UNIT[label] ?? `${column} [${label}]`);
  });
}

/**
 * Header, then each batch's rows, every row ending in CRLF (as toCsv's). `header` names the
 * columns when it is not `fields`, the rows' keys.
 */
export async function* csvChunks(
  fields: readonly string[],
  batches: AsyncIterable<Record<string, unknown>[]>,
  header: readonly string[] = fields,
): AsyncGenerator<string> {
  yield `${toCsvRows([[...header]])}\r\n`;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield `${toCsvRows(batch.map((row) => fields.map((f) => row[f] as CsvCell)))}\r\n`;
  }
}

export type MetricsRun = {
  /** the tool that printed the figures: the decimals it prints them with (value_text) */
  tool?: string;
  tps: number | null;
  qps: number | null;
  eventsPerSec: number | null;
  durationS: number | null;
  errors: number | null;
  reconnects: number | null;
  latMinMs: number | null;
  latAvgMs: number | null;
  latMaxMs: number | null;
  latPct: number | null;
  latPctMs: number | null;
  sources: RunSources;
  /** the other figures the log printed (mysqlbench's tps with connections, sysbench's query counts…), and which figures were computed */
  extraMetrics?: { figures: Record<string, number>; derived?: readonly string[] };
};

/** `tpsIncludingConnections` → `tps_including_connections`, as the other rows are named. */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** CSV column names (a published format: snake_case, kept as they are) of the catalogue's metrics. */
const CSV_METRICS: readonly (readonly [string, MetricKey])[] = [
  ['tps', 'tps'],
  ['qps', 'qps'],
  ['events_per_sec', 'eventsPerSec'],
  ['duration_s', 'durationS'],
  ['errors', 'errors'],
  ['reconnects', 'reconnects'],
  ['latency_min_ms', 'latMinMs'],
  ['latency_avg_ms', 'latAvgMs'],
  ['latency_max_ms', 'latMaxMs'],
];

/** Decimals a number holds (to the sixth: a sum's binary noise is none). */
const decimalsOf = (value: number) => String(Number(value.toFixed(6))).split('.')[1]?.length ?? 0;

/**
 * A figure as the tool prints it: at least the decimals its format prints rates and latencies with
 * (`2089.20`, mysqlbench's `669.439800`); the number alone lost them (a DBA's pass, 2026-12-06).
 */
function valueText(name: string, value: number, tool: string | undefined): string {
  const printed = tool ? printedDecimalsOf(tool) : undefined;
  const which = /tps|qps|per_sec/.test(name) ? printed?.rate : /^latency_\w*ms$/.test(name) ? printed?.latency : undefined;
  return value.toFixed(Math.min(20, Math.max(which ?? 0, decimalsOf(value))));
}

/** A figure read from one line alone, as that line printed it (`16965.7000`); null when not found there. */
function asPrinted(
  value: number,
  path: string,
  lines: readonly number[] | undefined,
  derived: boolean,
  lineText: (line: number) => string | undefined,
): string | null {
  const line = !derived && lines?.length === 1 ? lineText(lines[0] as number) : undefined;
  const decimals = line === undefined ? null : printedDecimals(value, line, isRateKey(path));
  return decimals === null ? null : value.toFixed(Math.min(20, decimals));
}

/** The run's summary figures, each with the lines it was read from (value and source from the metric catalogue). */
export function metricsCsv(run: MetricsRun, lineText: (line: number) => string | undefined = () => undefined): string {
  const rows: (readonly [string, number | null, string])[] = [
    ...CSV_METRICS.map(([name, key]) => [name, metricValue(run, key), metricSource(key)] as const),
    // which percentile the run printed: a parameter of latPctMs, not a metric of its own
    ['latency_percentile', run.latPct, 'metrics.latencyMs.percentile'],
    ['latency_percentile_ms', metricValue(run, 'latPctMs'), metricSource('latPctMs')],
    // every other figure the run page shows, after the catalogue's (it held tps alone for a mysqlbench run)
    ...Object.entries(run.extraMetrics?.figures ?? {}).map(([key, value]) => [snakeCase(key), value, `figures.${key}`] as const),
  ];
  // a figure computed from printed ones (sysbench 0.4's qps: read/write requests per second) says so: it read as printed
  const derived = new Set(run.extraMetrics?.derived ?? []);
  return toCsv({
    fields: ['metric', 'value', 'value_text', 'source_lines', 'how'],
    data: rows
      .filter((row): row is readonly [string, number, string] => row[1] !== null)
      .map(([name, value, path]) => [
        name,
        value,
        asPrinted(value, path, run.sources[path], derived.has(path), lineText) ?? valueText(name, value, run.tool),
        (run.sources[path] ?? []).join(' '),
        derived.has(path) ? 'computed from the lines' : 'printed',
      ]),
  });
}
