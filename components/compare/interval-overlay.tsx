'use client';

import { ChartFrame } from '@/components/charts/chart-frame';
import { LineSeriesChart } from '@/components/charts/lazy-charts';
import type { IntervalsProps } from '@/lib/compare/sections/intervals';
import { seriesKey } from '@/lib/compare/series';
import { formatNumber } from '@/lib/format';
import { STALL_FRACTION } from '@/lib/stats/stall';
import { formatTime, timeAxis } from '@/lib/time-axis';

/** `exportSubtitle`: what every run shares (its kind, build, host), in the exported image: made on the server */
type Props = { intervals: IntervalsProps; warmup: number; exportSubtitle?: string | undefined };
type OneChart = {
  intervals: Omit<IntervalsProps, 'kinds' | 'oneInterval'>;
  warmup: number;
  kindName?: string;
  exportSubtitle?: string | undefined;
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The runs' intervals over time: one chart, or one a kind of run when they are of several. */
export function IntervalOverlay({ intervals, warmup, exportSubtitle }: Props) {
  const one =
    intervals.oneInterval.length > 0 ? (
      <p className="mb-4 text-xs text-muted" data-testid="one-interval">
        Not over time: {intervals.oneInterval.map((r) => r.label).join(', ')} printed one interval line (no line to draw; its figures are in
        the tables).
      </p>
    ) : null;
  if (intervals.kinds.length === 0)
    return (
      <>
        <OneOverlay intervals={intervals} warmup={warmup} exportSubtitle={exportSubtitle} />
        {one}
      </>
    );
  return (
    <>
      {intervals.kinds.map((k) => (
        <OneOverlay key={k.kind.key} intervals={k} warmup={warmup} kindName={k.kind.name} exportSubtitle={exportSubtitle} />
      ))}
      {one}
    </>
  );
}

/** Some runs' interval lines on one time axis; the warm-up shaded, stalls marked, bands where downsampled. */
function OneOverlay({ intervals, warmup, kindName, exportSubtitle }: OneChart) {
  // throughput in the runs' own units: tps, events/s (cpu…), MiB/s (fileio, memory); several when they differ
  const metricLabel = intervals.figure === 'latencyMs' ? 'latency ms' : intervals.rateUnits.join(' · ') || 'tps';
  const maxT = intervals.rows.reduce((m, r) => Math.max(m, Number(r.t)), 0);
  const axis = timeAxis(0, maxT);
  const markers = intervals.stalls.map((s) => ({ x: s.t, y: s.value, label: 'stall' }));
  const labelOf = (runId: number) => intervals.series.find((x) => x.key === seriesKey(runId))?.label ?? String(runId);
  return (
    <ChartFrame
      title={`${metricLabel} over time${kindName ? ` · ${kindName}` : ''}`}
      fileName={kindName ? `compare-intervals-${slug(kindName)}` : 'compare-intervals'}
      exportSubtitle={exportSubtitle}
      caption={
        <>
          {intervals.figure === 'tps' && intervals.rateUnits.length > 1
            ? `The runs measure throughput in different units (${intervals.rateUnits.join(', ')}): compare lines of one unit only. `
            : ''}
          {warmup > 0 ? `First ${warmup} s shaded as warm-up and left out of the means. ` : ''}
          {intervals.figure === 'tps' && intervals.mibRuns.length > 0
            ? `Stalls and steady-state means are taken of tps and events/s, not of MiB/s (${intervals.mibRuns.map(labelOf).join(', ')}). `
            : ''}
          {intervals.stallIntervals > 0
            ? `${formatNumber(intervals.stallIntervals)} stalled interval(s) (under ${STALL_FRACTION * 100}% of the run's median, ${warmup > 0 ? 'after the warm-up' : 'from the first interval: a run page leaves out the warm-up it finds'}) in ${formatNumber(intervals.stallPlaces)} place(s)${
                intervals.stallPlaces > markers.length ? `, the first ${markers.length} marked` : ''
              } in red. `
            : intervals.steady.length > 0
              ? 'No stalls. '
              : ''}
          {intervals.steady.length > 0
            ? // with no warm-up left out it is the mean of every interval, not the run page's steady mean (which leaves out the warm-up it finds)
              `${warmup > 0 ? `Mean after the first ${warmup} s` : 'Mean of all intervals (set a warm-up to leave the first seconds out)'}: ${intervals.steady.map((s) => `${labelOf(s.runId)}: ${formatNumber(s.mean, 2)}`).join(' · ')}`
            : ''}
          {intervals.downsampled.length > 0 ? (
            <span data-testid="downsampled">
              {' '}
              · Downsampled (lines are means, bands the min–max of each point):{' '}
              {intervals.downsampled
                .map((d) => `${labelOf(d.runId)}: ${formatNumber(d.total)} intervals, ${formatNumber(d.perBucket)} per point`)
                .join(' · ')}
              .
            </span>
          ) : null}
        </>
      }
    >
      <LineSeriesChart
        rows={intervals.rows}
        xKey="t"
        xLabel={axis.label}
        xTicks={axis.ticks}
        xFormat={(v) => formatTime(axis, v)}
        xDomain={axis.kind === 'clock' ? [0, maxT] : undefined}
        series={intervals.series}
        bands={intervals.bands}
        connectNulls={intervals.downsampled.length > 0}
        leftLabel={metricLabel}
        markers={markers}
        shade={warmup > 0 ? { from: 0, to: Math.min(warmup, maxT), label: 'warm-up' } : null}
      />
    </ChartFrame>
  );
}
