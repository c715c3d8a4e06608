// Which figure the load-test sections (intervals, scaling, groups) chart: the one the URL names,
// else the headline of the runs (tps, or events/s for tests that count events).
import type { Direction } from '../../format';
import { METRICS, type MetricRun } from '../metrics';
import type { CompareState } from '../state';

export type CompareMetric = NonNullable<CompareState['metric']>;
export type Headline = 'tps' | 'eventsPerSec';

/** Metrics whose intervals are latencies: their over-time chart draws the interval latency. */
const LATENCY_METRICS: readonly CompareMetric[] = ['latAvgMs', 'latPctMs'];

export function headlineOf(runs: MetricRun[]): Headline {
  return runs.some((r) => r.tps !== null) ? 'tps' : 'eventsPerSec';
}

export function chosenMetric(runs: MetricRun[], state: Pick<CompareState, 'metric'>): CompareMetric {
  return state.metric ?? headlineOf(runs);
}

export function directionOfMetric(metric: CompareMetric): Direction {
  return METRICS.find((m) => m.key === metric)?.direction ?? 'higher';
}

/** The interval figure that goes with a metric: latency for latency metrics, else throughput. */
export function intervalFigureOf(metric: CompareMetric): 'tps' | 'latencyMs' {
  return LATENCY_METRICS.includes(metric) ? 'latencyMs' : 'tps';
}
