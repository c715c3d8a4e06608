// Throughput, latency and errors of the load-test runs side by side, each against the baseline of
// its own kind (a cpu run is never set against an OLTP run), with the headline and latency bars.
// Variants run at several concurrency levels are compared level by level (concurrency-levels.ts).
import { isMetricKey, metricDef, metricKeysFor, metricSource, percentileLabel } from '../../metrics';
import { formatOf } from '../../parsers/formats';
import { byLevel } from '../concurrency-levels';
import type { MetricCell } from '../metrics';
import { compareMetrics, type MetricRow } from '../metrics';
import type { RunKind } from '../run-kinds';
import { type CategoryRow, type ChartSeries, pivotRows, runSeries } from '../series';
import { headlineOf } from './chosen-metric';
import { kindGroups, loadRuns, type SectionRun } from './runs';
import { defineSection, type NotApplicable, notApplicable } from './types';

/** The runs of one kind: their figures against their own baseline, and their bars. */
export type MetricsKind = {
  kind: RunKind;
  runIds: number[];
  baselineId: number;
  rows: MetricRow[];
  /** the key of the headline row (a catalogue metric or a format's own figure) */
  headline: string;
  /** one group of bars per metric, one bar per run: the headline, and the latencies */
  bars: { headline: CategoryRow[]; latency: CategoryRow[]; series: ChartSeries[] };
  /** run id → the metric whose figure is its steady-state mean, not what it printed (basis=steady) */
  steady: Record<number, string>;
  /**
   * runs whose steady-state figure is set against a printed one, or the other way round (a run with
   * no interval lines keeps its printed figure): those cells give no change, as the two are not the
   * same kind of figure (a DBA's pass: −29.45% where printed against printed was −31.75%)
   */
  mixedBasis: number[];
  /** its runs' concurrency (`100 clients`, counting `client`s), when its kind is compared level by level (concurrency-levels.ts) */
  level?: { text: string; word: string };
  /** run id → the metrics whose figures the parser computed from printed ones (its `derived`), for the runs that have any */
  derived: Record<number, string[]>;
};

export type MetricsProps = {
  /** every kind of load-test run, in the order its first run comes: each its own table and bars */
  kinds: MetricsKind[];
  /** every load-test run, and each row's cells in their order, each against its kind's baseline (the REST API reads these) */
  runIds: number[];
  /** the first kind's baseline */
  baselineId: number;
  /** the key of the headline row (a catalogue metric or a format's own figure) */
  headline: string;
  rows: MetricRow[];
};

/** The latencies (the catalogue's compare metrics in ms) share one group of bars. */
const LATENCY_BARS: readonly string[] = metricKeysFor('compare').filter((key) => metricDef(key).unit === 'ms');

/** The headline bar: a format's own headline figure (tpcc-mysql's tpmC) where every run's format names one, else tps or events/s. */
function headlineKey(runs: SectionRun[]): string {
  const own = runs.map((r) => formatOf(r.tool)?.capabilities.headline[0]);
  const first = own[0];
  return first?.startsWith('figures.') && own.every((p) => p === first) ? first.slice('figures.'.length) : headlineOf(runs);
}
/** Where a row's figure is read from, as a run's `derived` names it: a catalogue metric's source, or a format's own figure. */
const sourceOf = (key: string) => (isMetricKey(key) ? metricSource(key) : `figures.${key}`);

const MISSING: MetricCell = { value: null, ratio: null, deltaPct: null, verdict: 'missing' };

/** The kinds' rows as one table over every run: a metric a kind does not report is missing in its runs. */
function mergeRows(kinds: MetricsKind[]): MetricRow[] {
  const keys = [...new Set(kinds.flatMap((k) => k.rows.map((r) => r.key)))];
  return keys.flatMap((key) => {
    const first = kinds.flatMap((k) => k.rows).find((r) => r.key === key);
    if (!first) return [];
    const cells = kinds.flatMap((k) => k.rows.find((r) => r.key === key)?.cells ?? k.runIds.map(() => MISSING));
    // the percentile latency of kinds of other percentiles is named by all of them (the API's row read
    // "latency 99th pct" for a 95th-percentile run of another kind: a DBA's pass)
    const labels = [...new Set(kinds.flatMap((k) => k.rows.filter((r) => r.key === key).map((r) => r.label)))];
    const label =
      key === 'latPctMs' && labels.length > 1
        ? percentileLabel(labels.flatMap((l) => [...l.matchAll(/(\d{1,3}(?:\.\d{1,3})?)th/g)].map((m) => Number(m[1]))))
        : first.label;
    return [{ ...first, label, cells }];
  });
}

export const metricsSection = defineSection({
  id: 'metrics',
  title: 'Throughput and latency',
  build: (all, state): MetricsProps | NotApplicable => {
    const load = loadRuns(all);
    if (load.length === 0) return notApplicable('no load-test runs (only sql-bench)');
    const kinds = kindGroups(load, all, state)
      .flatMap(byLevel)
      .map(({ kind, runs, baseline, level }): MetricsKind => {
        const baselineId = baseline?.id ?? 0;
        const headline = headlineKey(runs);
        const runIds = runs.map((r) => r.id);
        const steady: Record<number, string> = Object.fromEntries(
          runs.flatMap((r) => (r.basis?.source === 'steady' ? [[r.id, r.basis.metric]] : [])),
        );
        const mixedIn = (key: string, id: number) => id !== baselineId && (steady[id] === key) !== (steady[baselineId] === key);
        const mixedBasis = new Set<number>();
        const rows = compareMetrics(runs, baselineId, state.band).map((row) => {
          const base = row.cells[runIds.indexOf(baselineId)]?.value ?? null;
          return {
            ...row,
            cells: row.cells.map((c, i) => {
              const id = runIds[i] ?? 0;
              if (c.value === null || base === null || !mixedIn(row.key, id)) return c;
              mixedBasis.add(id);
              return { ...c, ratio: null, deltaPct: null, verdict: 'missing' as const };
            }),
          };
        });
        const barsOf = (keys: readonly string[]) =>
          pivotRows(
            'metric',
            rows.filter((r) => keys.includes(r.key)).map((r) => ({ name: r.label, cells: r.cells })),
            runIds,
            (c) => c.value,
          );
        return {
          kind,
          runIds,
          baselineId,
          rows,
          headline,
          bars: { headline: barsOf([headline]), latency: barsOf(LATENCY_BARS), series: runs.map((r) => runSeries(r.column)) },
          steady,
          mixedBasis: [...mixedBasis],
          ...(level ? { level } : {}),
          derived: Object.fromEntries(
            runs.flatMap((r) => {
              const keys = rows.filter((row) => r.derived?.includes(sourceOf(row.key))).map((row) => row.key);
              return keys.length > 0 ? [[r.id, keys]] : [];
            }),
          ),
        };
      });
    const first = kinds[0] as MetricsKind;
    return {
      kinds,
      runIds: kinds.flatMap((k) => k.runIds),
      baselineId: first.baselineId,
      headline: first.headline,
      rows: mergeRows(kinds),
    };
  },
});
