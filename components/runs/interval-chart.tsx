'use client';

import { useState } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { LineSeriesChart } from '@/components/charts/lazy-charts';
import type { ChartBand, ChartMarker, LineSeries } from '@/components/charts/line-series-chart';
import { seriesColor } from '@/lib/chart-colors';
import { formatNumber } from '@/lib/format';
import type { IntervalRow } from '@/lib/interval-rows';

type Key = 'tps' | 'qps' | 'eventsPerSec' | 'latencyMs';

const SERIES: (LineSeries & { key: Key })[] = [
  { key: 'tps', label: 'tps', color: seriesColor(0) },
  { key: 'qps', label: 'qps', color: seriesColor(1) },
  { key: 'eventsPerSec', label: 'events/s', color: seriesColor(2) },
  { key: 'latencyMs', label: 'latency ms', color: seriesColor(5), axis: 'right', dashed: true },
];

/** Error dots drawn at most: past this the caption still counts them all. */
const MAX_MARKERS = 200;

type Props = {
  rows: IntervalRow[];
  latencyLabel: string;
  fileName: string;
  /** interval lines the run has, and how many of them each row stands for */
  total: number;
  perBucket: number;
};

/** tps, qps and latency over time, errors marked where they happened; min–max bands when downsampled. */
export function IntervalChart({ rows, latencyLabel, fileName, total, perBucket }: Props) {
  const available = SERIES.filter((s) => rows.some((r) => r[s.key] !== null));
  const [hidden, setHidden] = useState<string[]>(available.some((s) => s.key === 'tps') ? ['qps'] : []);
  const shown = available.filter((s) => !hidden.includes(s.key)).map((s) => (s.key === 'latencyMs' ? { ...s, label: latencyLabel } : s));
  const downsampled = perBucket > 1;
  const bands: ChartBand[] = downsampled
    ? shown.map((s) => ({ low: `${s.key}Min`, high: `${s.key}Max`, label: `${s.label} min–max`, color: s.color, axis: s.axis }))
    : [];
  const rateKey = shown.find((s) => s.axis !== 'right')?.key ?? 'tps';
  const withErrors = rows.filter((r) => r.errorIntervals > 0);
  const errorIntervals = withErrors.reduce((n, r) => n + r.errorIntervals, 0);
  const markers: ChartMarker[] = withErrors.slice(0, MAX_MARKERS).map((r) => ({
    x: r.t,
    y: Number(r[rateKey] ?? 0),
    label: `${formatNumber(r.errorsPerSec)} err/s`,
  }));
  return (
    <ChartFrame
      title="Over time"
      fileName={fileName}
      caption={
        <>
          {downsampled ? (
            <span data-testid="downsampled">
              Downsampled: {formatNumber(total)} intervals drawn as {formatNumber(rows.length)} points of {formatNumber(perBucket)}{' '}
              consecutive intervals each. Lines are each point&apos;s mean; the shaded bands span its min and max, so a stall or a spike of
              one interval still shows. Every interval is in the CSV.{' '}
            </span>
          ) : null}
          {errorIntervals > 0
            ? `Red dots: ${downsampled ? 'points with intervals' : 'intervals'} that reported errors (${formatNumber(errorIntervals)} intervals${markers.length < withErrors.length ? `, first ${markers.length} points marked` : ''}).`
            : 'No interval reported errors.'}
        </>
      }
    >
      <div className="mb-2 flex flex-wrap gap-3 px-2 text-xs">
        {available.map((s) => (
          <label key={s.key} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={!hidden.includes(s.key)}
              onChange={() => setHidden((h) => (h.includes(s.key) ? h.filter((x) => x !== s.key) : [...h, s.key]))}
            />
            {s.key === 'latencyMs' ? latencyLabel : s.label}
          </label>
        ))}
      </div>
      <LineSeriesChart
        rows={rows}
        xKey="t"
        xLabel="seconds"
        series={shown}
        bands={bands}
        leftLabel="per second"
        rightLabel="ms"
        markers={markers}
      />
    </ChartFrame>
  );
}
