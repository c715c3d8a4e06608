'use client';

import { ChartFrame } from '@/components/charts/chart-frame';
import { LineSeriesChart } from '@/components/charts/lazy-charts';
import { seriesColor } from '@/lib/chart-colors';

/** sysbench --histogram: events per latency bucket, on a log latency axis (buckets are log-spaced). */
export function HistogramChart({ buckets, fileName }: { buckets: { ms: number; count: number }[]; fileName: string }) {
  const rows = buckets.filter((b) => b.ms > 0).map((b) => ({ ms: b.ms, count: b.count }));
  return (
    <ChartFrame title="Latency histogram" fileName={fileName} caption={`${buckets.length} buckets, latency axis logarithmic.`}>
      <LineSeriesChart
        rows={rows}
        xKey="ms"
        xLabel="ms"
        xScale="log"
        series={[{ key: 'count', label: 'events', color: seriesColor(0) }]}
        leftLabel="events"
      />
    </ChartFrame>
  );
}
