// Throughput, latency and errors of the load-test runs side by side, each against the section's
// baseline, with the headline and latency bars.
import { metricDef, metricKeysFor } from '../../metrics';
import { formatOf } from '../../parsers/formats';
import { compareMetrics, type MetricRow } from '../metrics';
import { type CategoryRow, type ChartSeries, pivotRows, runSeries } from '../series';
import { headlineOf } from './chosen-metric';
import { loadRuns, type SectionRun, sectionBaseline } from './runs';
import { defineSection, type NotApplicable, notApplicable } from './types';

export type MetricsProps = {
  runIds: number[];
  baselineId: number;
  rows: MetricRow[];
  /** the key of the headline row (a catalogue metric or a format's own figure) */
  headline: string;
  /** one group of bars per metric, one bar per run: the headline, and the latencies */
  bars: { headline: CategoryRow[]; latency: CategoryRow[]; series: ChartSeries[] };
};

/** The latencies (the catalogue's compare metrics in ms) share one group of bars. */
const LATENCY_BARS: readonly string[] = metricKeysFor('compare').filter((key) => metricDef(key).unit === 'ms');

/** The headline bar: a format's own headline figure (tpcc-mysql's tpmC) where every run's format names one, else tps or events/s. */
function headlineKey(runs: SectionRun[]): string {
  const own = runs.map((r) => formatOf(r.tool)?.capabilities.headline[0]);
  const first = own[0];
  return first?.startsWith('figures.') && own.every((p) => p === first) ? first.slice('figures.'.length) : headlineOf(runs);
}

export const metricsSection = defineSection({
  id: 'metrics',
  title: 'Throughput and latency',
  build: (all, state): MetricsProps | NotApplicable => {
    const runs = loadRuns(all);
    if (runs.length === 0) return notApplicable('no load-test runs (only sql-bench)');
    const baselineId = sectionBaseline(runs, all, state)?.id ?? 0;
    const headline = headlineKey(runs);
    const rows = compareMetrics(runs, baselineId, state.band);
    const runIds = runs.map((r) => r.id);
    const barsOf = (keys: readonly string[]) =>
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
