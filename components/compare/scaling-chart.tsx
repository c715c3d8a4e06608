'use client';

import { ChartFrame } from '@/components/charts/chart-frame';
import { LineSeriesChart } from '@/components/charts/lazy-charts';
import type { ScalingProps } from '@/lib/compare/sections/scaling';
import type { RunColumn } from '@/lib/compare/view-model';
import { countOf, formatNumber } from '@/lib/format';

/** tps (or latency) against threads (clients, connections: the tools' word), one line per series, each with its peak; runs that failed named, not drawn. */
export function ScalingChart({
  scaling,
  runs,
  metricLabel,
  exportSubtitle,
}: {
  scaling: ScalingProps;
  runs: RunColumn[];
  metricLabel: string;
  /** what every run shares (its kind, build, host; never the counts, the axis), in the exported image: made on the server (sharedFacts reads the formats) */
  exportSubtitle?: string;
}) {
  const { chart } = scaling;
  const leftOut = scaling.leftOut.map((l) => `#${runs.find((r) => r.id === l.runId)?.number ?? '?'} (${l.reason})`);
  return (
    <ChartFrame
      title={`Scaling: ${metricLabel} by ${scaling.concurrency.many}`}
      exportSubtitle={exportSubtitle}
      fileName="compare-scaling"
      caption={
        scaling.series
          .map((s) =>
            s.peak
              ? `${s.label}: peak ${formatNumber(s.peak.value, 2)} at ${countOf(s.peak.threads, scaling.concurrency.one, scaling.concurrency.many)}`
              : s.label,
          )
          .join(' · ') +
        (leftOut.length ? ` · Not drawn: ${leftOut.join(', ')}.` : '') +
        (scaling.alone > 0
          ? ` · ${countOf(scaling.alone, 'configuration', 'configurations')} at one ${scaling.concurrency.one} count only ${scaling.alone === 1 ? 'is' : 'are'} no line (see the tables).`
          : '')
      }
    >
      <div data-testid="scaling-chart">
        <LineSeriesChart
          rows={chart.rows}
          xKey="threads"
          xLabel={scaling.concurrency.many}
          xScale={chart.logScale ? 'log' : 'linear'}
          xTicks={[...new Set(chart.rows.map((r) => Number(r.threads)).filter((t) => Number.isFinite(t)))].sort((a, b) => a - b)}
          series={chart.lines}
          leftLabel={metricLabel}
          markers={chart.peaks}
          // a line through its own thread counts, over the counts only other lines were measured at
          connectNulls
        />
      </div>
    </ChartFrame>
  );
}
