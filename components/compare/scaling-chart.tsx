'use client';

import { ChartFrame } from '@/components/charts/chart-frame';
import { LineSeriesChart } from '@/components/charts/lazy-charts';
import type { ScalingProps } from '@/lib/compare/sections/scaling';
import { formatNumber } from '@/lib/format';

/** tps (or latency) against threads, one line per series, each with its peak. */
export function ScalingChart({ scaling, metricLabel }: { scaling: ScalingProps; metricLabel: string }) {
  const { chart } = scaling;
  return (
    <ChartFrame
      title={`Scaling: ${metricLabel} by threads`}
      fileName="compare-scaling"
      caption={scaling.series
        .map((s) => (s.peak ? `${s.label}: peak ${formatNumber(s.peak.value, 2)} at ${s.peak.threads} threads` : s.label))
        .join(' · ')}
    >
      <div data-testid="scaling-chart">
        <LineSeriesChart
          rows={chart.rows}
          xKey="threads"
          xLabel="threads"
          xScale={chart.logScale ? 'log' : 'linear'}
          series={chart.lines}
          leftLabel={metricLabel}
          markers={chart.peaks}
        />
      </div>
    </ChartFrame>
  );
}
