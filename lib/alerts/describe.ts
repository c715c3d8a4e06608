// An alert in one sentence, the same on the run page, the alerts list and in the webhook's JSON.
import type { NewAlert } from '../db/alerts';
import { formatNumber, rowDecimals } from '../format';
import { isMetricKey, type MetricKey, metricDef } from '../metrics';

/** What the sentence reads of an alert: the stored row's figures (a type only: erased, no server code comes along). */
export type Described = Omit<NewAlert, 'projectId' | 'runId'>;

export function thresholdText(method: string, threshold: number): string {
  if (method === 'percent') return `worse by ${formatNumber(threshold, 2)}% or more`;
  if (method === 'zscore') return `${formatNumber(threshold, 2)} standard deviations worse or more`;
  return `Welch's t, p < ${formatNumber(threshold, 4)}`;
}

export function describeAlert(a: Described): string {
  const label = isMetricKey(a.metric) ? metricDef(a.metric).label : a.metric;
  // a time says its unit (a sql-bench nightly's "duration 3,364.4" had none: a DBA's pass); a rate's label is its unit
  const unit = isMetricKey(a.metric) && ['s', 'ms'].includes(metricDef(a.metric).unit) ? ` ${metricDef(a.metric).unit}` : '';
  const stat =
    a.statistic === null ? '' : a.method === 'zscore' ? `, z = ${formatNumber(a.statistic, 2)}` : `, p = ${formatNumber(a.statistic, 4)}`;
  // the run's figure and the mean side by side with as many decimals (`3,364.40 s` beside `3,774.40`, not `3,774.4`)
  const decimals = rowDecimals([a.value, a.baseline], 2);
  const figure = (v: number) => formatNumber(v, 2, decimals);
  return `${label} ${figure(a.value)}${unit} is ${formatNumber(Math.abs(a.worsePct), 2)}% ${a.worsePct >= 0 ? 'worse' : 'better'} than the mean of the last ${a.baselineRunIds.length} runs (${figure(a.baseline)}${unit})${stat} — threshold: ${thresholdText(a.method, a.threshold)}.`;
}

/** How a rule's metric reads in its menu and list: the duration says whose it is (sql-bench's total time, not a run's --time). */
export const alertMetricLabel = (key: MetricKey): string =>
  key === 'durationS' ? 'duration (sql-bench total time)' : metricDef(key).label;
