// Headline metrics of sysbench / pgbench / mysqlbench runs side by side: the catalogue's `compare` metrics.
import { type Direction, type MetricColumn, type MetricKeyFor, metricDef, metricKeysFor, metricValue, percentileLabel } from '../metrics';
import { deltaPercent, ratioOf, type Verdict, verdictOf } from './math';

export type MetricKey = MetricKeyFor<'compare'>;

/** What the compare page reads of each run: the columns of every metric it compares or charts (figure metrics: `figures`). */
export type MetricRun = {
  id: number;
  latPct: number | null;
  durationS: number | null;
  figures?: Readonly<Record<string, number | null>>;
} & {
  [K in MetricKeyFor<'compare' | 'chart'> as MetricColumn<K>]: number | null;
};

export type MetricCell = { value: number | null; ratio: number | null; deltaPct: number | null; verdict: Verdict };
export type MetricRow = { key: MetricKey; label: string; unit: string; direction: Direction; cells: MetricCell[] };

/** One row per metric any run has; cells in run order, each against the baseline run. */
export function compareMetrics(runs: MetricRun[], baselineId: number, bandPercent: number): MetricRow[] {
  const baseline = runs.find((r) => r.id === baselineId) ?? runs[0];
  const rows: MetricRow[] = [];
  for (const key of metricKeysFor('compare')) {
    const { label, unit, direction } = metricDef(key);
    if (!runs.some((r) => metricValue(r, key) !== null)) continue;
    const base = baseline ? metricValue(baseline, key) : null;
    rows.push({
      key,
      unit,
      direction,
      label: key === 'latPctMs' ? percentileLabel(runs.flatMap((r) => (r.latPct === null ? [] : [r.latPct]))) : label,
      cells: runs.map((r) => {
        const value = metricValue(r, key);
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
          return { value, ratio: null, deltaPct: null, verdict: direction === 'lower' ? 'worse' : 'better' };
        return {
          value,
          ratio,
          deltaPct: deltaPercent(ratio),
          verdict: value === null ? 'missing' : verdictOf(ratio, direction, bandPercent),
        };
      }),
    });
  }
  return rows;
}
