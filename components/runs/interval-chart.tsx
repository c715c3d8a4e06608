'use client';

import { useState } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import { LineSeriesChart } from '@/components/charts/lazy-charts';
import type { ChartMarker, LineSeries } from '@/components/charts/line-series-chart';
import { seriesColor } from '@/lib/chart-colors';

export type IntervalRow = {
  t: number;
  tps: number | null;
  qps: number | null;
  eventsPerSec: number | null;
  latencyMs: number | null;
  errorsPerSec: number | null;
};

const SERIES: (LineSeries & { key: keyof IntervalRow })[] = [
  { key: 'tps', label: 'tps', color: seriesColor(0) },
  { key: 'qps', label: 'qps', color: seriesColor(1) },
  { key: 'eventsPerSec', label: 'events/s', color: seriesColor(2) },
  { key: 'latencyMs', label: 'latency ms', color: seriesColor(5), axis: 'right', dashed: true },
];

/** tps, qps and latency over time, errors marked where they happened. */
export function IntervalChart({ rows, latencyLabel, fileName }: { rows: IntervalRow[]; latencyLabel: string; fileName: string }) {
  const available = SERIES.filter((s) => rows.some((r) => r[s.key] !== null));
  const [hidden, setHidden] = useState<string[]>(available.some((s) => s.key === 'tps') ? ['qps'] : []);
  const shown = available.filter((s) => !hidden.includes(s.key)).map((s) => (s.key === 'latencyMs' ? { ...s, label: latencyLabel } : s));
  const rateKey = shown.find((s) => s.axis !== 'right')?.key ?? 'tps';
  const markers: ChartMarker[] = rows
    .filter((r) => (r.errorsPerSec ?? 0) > 0)
    .map((r) => ({ x: r.t, y: Number(r[rateKey as keyof IntervalRow] ?? 0), label: `${r.errorsPerSec} err/s` }));
  return (
    <ChartFrame
      title="Over time"
      fileName={fileName}
      caption={markers.length ? `Red dots: intervals with errors (${markers.length}).` : 'No interval reported errors.'}
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
      <LineSeriesChart rows={rows} xKey="t" xLabel="seconds" series={shown} leftLabel="per second" rightLabel="ms" markers={markers} />
    </ChartFrame>
  );
}
