// Which figure the load-test sections (intervals, scaling, groups) chart: the one the URL names,
// else the headline of the runs (the first of the catalogue's headline metrics a run has).
import { type Direction, directionOf, HEADLINE_METRICS, type HeadlineMetric, metricDef, metricValue } from '../../metrics';
import type { MetricRun } from '../metrics';
import type { CompareState } from '../state';

export type CompareMetric = NonNullable<CompareState['metric']>;
export type Headline = HeadlineMetric;

export function headlineOf(runs: MetricRun[]): Headline {
  return HEADLINE_METRICS.find((key) => runs.some((r) => metricValue(r, key) !== null)) ?? 'eventsPerSec';
}

export function chosenMetric(runs: MetricRun[], state: Pick<CompareState, 'metric'>): CompareMetric {
  return state.metric ?? headlineOf(runs);
}

export function directionOfMetric(metric: CompareMetric): Direction {
  return directionOf(metric);
}

/** The interval figure that goes with a metric: latency for metrics in ms, else throughput. */
export function intervalFigureOf(metric: CompareMetric): 'tps' | 'latencyMs' {
  return metricDef(metric).unit === 'ms' ? 'latencyMs' : 'tps';
}
