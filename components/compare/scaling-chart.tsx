'use client';

import { ChartFrame } from '@/components/charts/chart-frame';
import { LineSeriesChart } from '@/components/charts/lazy-charts';
import { seriesColor } from '@/lib/chart-colors';
import type { ScalingSeries } from '@/lib/compare/scaling';
import { formatNumber } from '@/lib/format';

/** tps (or latency) against threads, one line per series, each with its peak. */
export function ScalingChart({ series, metricLabel }: { series: ScalingSeries[]; metricLabel: string }) {
  const threads = [...new Set(series.flatMap((s) => s.points.map((p) => p.threads)))].sort((a, b) => a - b);
  const rows = threads.map((t) => ({
    threads: t,
    ...Object.fromEntries(series.map((s, i) => [`s${i}`, s.points.find((p) => p.threads === t)?.value ?? null])),
  }));
  const markers = series.flatMap((s, i) =>
    s.peak ? [{ x: s.peak.threads, y: s.peak.value, label: `peak ${formatNumber(s.peak.value, 2)}`, color: seriesColor(i) }] : [],
  );
  const logScale = threads.length > 2 && (threads.at(-1) ?? 1) / (threads[0] ?? 1) >= 8;
  return (
    <ChartFrame
      title={`Scaling: ${metricLabel} by threads`}
      fileName="compare-scaling"
      caption={series
        .map((s) => (s.peak ? `${s.label}: peak ${formatNumber(s.peak.value, 2)} at ${s.peak.threads} threads` : s.label))
        .join(' · ')}
    >
      <div data-testid="scaling-chart">
        <LineSeriesChart
          rows={rows}
          xKey="threads"
          xLabel="threads"
          xScale={logScale ? 'log' : 'linear'}
          series={series.map((s, i) => ({ key: `s${i}`, label: s.label, color: seriesColor(i) }))}
          leftLabel={metricLabel}
          markers={markers}
        />
      </div>
    </ChartFrame>
  );
}
