export const COMPARE_METRIC_LABELS: Record<string, string> = {
  tps: 'tps',
  qps: 'qps',
  eventsPerSec: 'events/s',
  latAvgMs: 'latency avg ms',
  latPctMs: 'latency percentile ms',
};
