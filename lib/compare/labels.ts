import { labelWithUnit, metricKeysFor } from '../metrics';

/** The compare page's chart metrics, each as an axis or a mean is labelled ("latency avg ms"). */
export const COMPARE_METRIC_LABELS: Record<string, string> = Object.fromEntries(
  metricKeysFor('chart').map((key) => [key, labelWithUnit(key)]),
);
