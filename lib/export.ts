// Runs as files: the JSON of everything stored, CSV of one table at a time.
import Papa from 'papaparse';
import type { RunDetail } from './db/runs';

const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

export function runToJson(run: RunDetail): string {
  const { upload, ...rest } = run;
  return JSON.stringify({ ...rest, upload: { id: upload.id, fileName: upload.fileName } }, bigints, 2);
}

export type CsvPart = 'metrics' | 'intervals' | 'operations' | 'tests' | 'histogram';

export function defaultCsvPart(run: RunDetail): CsvPart {
  if (run.operations.length > 0) return 'operations';
  if (run.intervals.length > 0) return 'intervals';
  return 'metrics';
}

export function runToCsv(run: RunDetail, part: CsvPart): string {
  const strip = <T extends { runId: number }>(rows: T[]) =>
    rows.map(({ runId: _runId, ...r }) => JSON.parse(JSON.stringify(r, bigints)) as Record<string, unknown>);
  switch (part) {
    case 'intervals':
      return Papa.unparse(strip(run.intervals));
    case 'operations':
      return Papa.unparse(strip(run.operations));
    case 'tests':
      return Papa.unparse(strip(run.testTotals));
    case 'histogram':
      return Papa.unparse(strip(run.histogram));
    default: {
      const sources = (run.sources ?? {}) as Record<string, number[]>;
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
      return Papa.unparse({
        fields: ['metric', 'value', 'source_lines'],
        data: rows.filter(([, v]) => v !== null).map(([name, value, path]) => [name, value, (sources[path] ?? []).join(' ')]),
      });
    }
  }
}
