// Headline metrics of sysbench / pgbench / mysqlbench runs side by side.
import type { Direction } from '../format';
import { deltaPercent, ratioOf, type Verdict, verdictOf } from './math';

export type MetricRun = {
  id: number;
  tps: number | null;
  qps: number | null;
  eventsPerSec: number | null;
  latAvgMs: number | null;
  latPct: number | null;
  latPctMs: number | null;
  latMaxMs: number | null;
  errors: number | null;
  reconnects: number | null;
  durationS: number | null;
};

export type MetricKey = 'tps' | 'qps' | 'eventsPerSec' | 'latAvgMs' | 'latPctMs' | 'latMaxMs' | 'errors' | 'reconnects';

export const METRICS: { key: MetricKey; label: string; unit: string; direction: Direction }[] = [
  { key: 'tps', label: 'tps', unit: 'tps', direction: 'higher' },
  { key: 'qps', label: 'qps', unit: 'qps', direction: 'higher' },
  { key: 'eventsPerSec', label: 'events/s', unit: 'events/s', direction: 'higher' },
  { key: 'latAvgMs', label: 'latency avg', unit: 'ms', direction: 'lower' },
  { key: 'latPctMs', label: 'latency percentile', unit: 'ms', direction: 'lower' },
  { key: 'latMaxMs', label: 'latency max', unit: 'ms', direction: 'lower' },
  { key: 'errors', label: 'errors', unit: '', direction: 'lower' },
  { key: 'reconnects', label: 'reconnects', unit: '', direction: 'lower' },
];

export type MetricCell = { value: number | null; ratio: number | null; deltaPct: number | null; verdict: Verdict };
export type MetricRow = { key: MetricKey; label: string; unit: string; direction: Direction; cells: MetricCell[] };

/** One row per metric any run has; cells in run order, each against the baseline run. */
export function compareMetrics(runs: MetricRun[], baselineId: number, bandPercent: number): MetricRow[] {
  const baseline = runs.find((r) => r.id === baselineId) ?? runs[0];
  const rows: MetricRow[] = [];
  for (const metric of METRICS) {
    if (!runs.some((r) => r[metric.key] !== null)) continue;
    const base = baseline?.[metric.key] ?? null;
    const label = metric.key === 'latPctMs' ? latencyPercentileLabel(runs) : metric.label;
    rows.push({
      ...metric,
      label,
      cells: runs.map((r) => {
        const value = r[metric.key];
        if (r.id === baseline?.id)
          return {
            value,
            ratio: value === null ? null : 1,
            deltaPct: value === null ? null : 0,
            verdict: value === null ? 'missing' : 'baseline',
          };
        // errors and reconnects are counts that are often 0: compare them, but 0 vs 0 is no change
        const ratio = base === 0 && value === 0 ? 1 : ratioOf(value, base);
        // from none to some (errors appearing): no ratio, but certainly a change
        if (base === 0 && value !== null && value > 0)
          return { value, ratio: null, deltaPct: null, verdict: metric.direction === 'lower' ? 'worse' : 'better' };
        return {
          value,
          ratio,
          deltaPct: deltaPercent(ratio),
          verdict: value === null ? 'missing' : verdictOf(ratio, metric.direction, bandPercent),
        };
      }),
    });
  }
  return rows;
}

function latencyPercentileLabel(runs: MetricRun[]): string {
  const pcts = [...new Set(runs.map((r) => r.latPct).filter((p): p is number => p !== null))];
  return pcts.length === 1
    ? `latency ${pcts[0]}th pct`
    : `latency percentile (${pcts.map((p) => `${p}th`).join(' / ')} — not the same percentile!)`;
}
