// Throughput, latency and errors of the load-test runs side by side, each against the section's
// baseline, with the headline and latency bars.
import { compareMetrics, type MetricKey, type MetricRow } from '../metrics';
import { type CategoryRow, type ChartSeries, pivotRows, runSeries } from '../series';
import { type Headline, headlineOf } from './chosen-metric';
import { loadRuns, sectionBaseline } from './runs';
import { defineSection, type NotApplicable, notApplicable } from './types';

export type MetricsProps = {
  runIds: number[];
  baselineId: number;
  rows: MetricRow[];
  headline: Headline;
  /** one group of bars per metric, one bar per run: the headline, and the latencies */
  bars: { headline: CategoryRow[]; latency: CategoryRow[]; series: ChartSeries[] };
};

const LATENCY_BARS: readonly MetricKey[] = ['latAvgMs', 'latPctMs', 'latMaxMs'];

export const metricsSection = defineSection({
  id: 'metrics',
  title: 'Throughput and latency',
  build: (all, state): MetricsProps | NotApplicable => {
    const runs = loadRuns(all);
    if (runs.length === 0) return notApplicable('no load-test runs (only sql-bench)');
    const baselineId = sectionBaseline(runs, all, state)?.id ?? 0;
    const headline = headlineOf(runs);
    const rows = compareMetrics(runs, baselineId, state.band);
    const runIds = runs.map((r) => r.id);
    const barsOf = (keys: readonly MetricKey[]) =>
      pivotRows(
        'metric',
        rows.filter((r) => keys.includes(r.key)).map((r) => ({ name: r.label, cells: r.cells })),
        runIds,
        (c) => c.value,
      );
    return {
      runIds,
      baselineId,
      rows,
      headline,
      bars: { headline: barsOf([headline]), latency: barsOf(LATENCY_BARS), series: runs.map((r) => runSeries(r.column)) },
    };
  },
});
