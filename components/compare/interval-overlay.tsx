'use client';

import { ChartFrame } from '@/components/charts/chart-frame';
import { LineSeriesChart } from '@/components/charts/lazy-charts';
import type { CompareModel } from '@/lib/compare/view-model';
import { formatNumber } from '@/lib/format';

type Props = { intervals: NonNullable<CompareModel['intervals']>; warmup: number; metricLabel: string };

/** Every run's interval lines on one time axis; the warm-up shaded, stalls marked. */
export function IntervalOverlay({ intervals, warmup, metricLabel }: Props) {
  const maxT = Math.max(...intervals.rows.map((r) => Number(r.t)));
  const markers = intervals.stalls.map((s) => ({ x: s.t, y: s.value, label: 'stall' }));
  return (
    <ChartFrame
      title={`${metricLabel} over time`}
      fileName="compare-intervals"
      caption={
        <>
          {warmup > 0 ? `First ${warmup} s shaded as warm-up and left out of the steady-state means. ` : ''}
          {intervals.stalls.length > 0
            ? `${intervals.stalls.length} stall(s) (under 10% of the run's median) marked in red. `
            : 'No stalls. '}
          Steady-state mean:{' '}
          {intervals.steady
            .map((s) => `${intervals.series.find((x) => x.key === `r${s.runId}`)?.label ?? s.runId}: ${formatNumber(s.mean, 2)}`)
            .join(' · ')}
        </>
      }
    >
      <LineSeriesChart
        rows={intervals.rows}
        xKey="t"
        xLabel="seconds"
        series={intervals.series}
        leftLabel={metricLabel}
        markers={markers}
        shade={warmup > 0 ? { from: 0, to: Math.min(warmup, maxT), label: 'warm-up' } : null}
      />
    </ChartFrame>
  );
}
