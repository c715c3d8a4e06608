// A run as CSV, one table at a time: the header, then each batch of rows as it is read. Cells go
// through the shared formula escaping (lib/csv.ts): operation names and reasons come from logs.
import { type CsvCell, toCsv, toCsvRows } from '../csv';
import type { RunSources } from '../schemas/json-columns';

export const CSV_PARTS = ['metrics', 'intervals', 'operations', 'tests', 'histogram', 'warnings'] as const;
export type CsvPart = (typeof CSV_PARTS)[number];

/** The stored columns of each child table (runId left out: the file is one run's). */
export const CSV_COLUMNS = {
  intervals: [
    'idx',
    't',
    'threads',
    'tps',
    'qps',
    'eventsPerSec',
    'readsPerSec',
    'writesPerSec',
    'otherPerSec',
    'latencyMs',
    'latencyPct',
    'errorsPerSec',
    'reconnectsPerSec',
    'line',
  ],
  operations: ['idx', 'name', 'seconds', 'usr', 'sys', 'cpu', 'count', 'flags', 'latencyMs', 'failures', 'line'],
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

/** Header, then each batch's rows (CRLF between rows, none after the last, as Papa.unparse writes them). */
export async function* csvChunks(fields: readonly string[], batches: AsyncIterable<Record<string, unknown>[]>): AsyncGenerator<string> {
  yield toCsvRows([[...fields]]);
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield `\r\n${toCsvRows(batch.map((row) => fields.map((f) => row[f] as CsvCell)))}`;
  }
}

export type MetricsRun = {
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
};

/** The run's summary figures, each with the lines it was read from. */
export function metricsCsv(run: MetricsRun): string {
  const rows = [
    ['tps', run.tps, 'metrics.tps'],
    ['qps', run.qps, 'metrics.qps'],
    ['events_per_sec', run.eventsPerSec, 'metrics.eventsPerSec'],
    ['duration_s', run.durationS, 'metrics.durationS'],
    ['errors', run.errors, 'metrics.errors'],
    ['reconnects', run.reconnects, 'metrics.reconnects'],
    ['latency_min_ms', run.latMinMs, 'metrics.latencyMs.min'],
    ['latency_avg_ms', run.latAvgMs, 'metrics.latencyMs.avg'],
    ['latency_max_ms', run.latMaxMs, 'metrics.latencyMs.max'],
    ['latency_percentile', run.latPct, 'metrics.latencyMs.percentile'],
    ['latency_percentile_ms', run.latPctMs, 'metrics.latencyMs.percentileValue'],
  ] as const;
  return toCsv({
    fields: ['metric', 'value', 'source_lines'],
    data: rows.filter(([, v]) => v !== null).map(([name, value, path]) => [name, value, (run.sources[path] ?? []).join(' ')]),
  });
}
