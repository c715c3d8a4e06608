'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ChartFrame } from '@/components/charts/chart-frame';
import type { ChartBand, ChartMarker, LineSeries } from '@/components/charts/line-series-chart';
import { LineSeriesPreview } from '@/components/charts/line-series-preview';
import { useMeasuredWidth } from '@/components/charts/use-measured-width';
import { ZoomForm } from '@/components/runs/zoom-form';
import { seriesColor } from '@/lib/chart-colors';
import { groupEvents, MAX_EVENT_GROUPS } from '@/lib/chart-events';
import { formatNumber } from '@/lib/format';
import { type IntervalChartData, intervalRowsOf, type SeriesKey } from '@/lib/interval-rows';
import { formatTime, timeAxis } from '@/lib/time-axis';
import { runViewUrl } from '@/lib/url-state/run';

const SERIES: (LineSeries & { key: SeriesKey })[] = [
  { key: 'tps', label: 'tps', color: seriesColor(0) },
  { key: 'qps', label: 'qps', color: seriesColor(1) },
  { key: 'eventsPerSec', label: 'events/s', color: seriesColor(2) },
  { key: 'readsPerSec', label: 'reads/s', color: seriesColor(3) },
  { key: 'writesPerSec', label: 'writes/s', color: seriesColor(4) },
  { key: 'otherPerSec', label: 'other/s', color: seriesColor(6) },
  { key: 'errorsPerSec', label: 'errors/s', color: 'var(--color-worse)' },
  { key: 'latencyMs', label: 'latency ms', color: seriesColor(5), axis: 'right', dashed: true },
  // pgbench's progress reports (`lat 2.630 ms stddev 1.587`, `lag 1.556 ms` under --rate); never beside events/s
  { key: 'latencyStddevMs', label: 'latency stddev ms', color: seriesColor(7), axis: 'right', dashed: true },
  { key: 'lagMs', label: 'lag ms', color: seriesColor(2), axis: 'right', dashed: true },
];

const RECONNECT_COLOR = 'var(--color-warn)';

// Recharts (~130 KB gzip) loads after the page, as on every other page; until it has drawn, the
// page shows the same lines as plain SVG sent with its HTML (LineSeriesPreview), so the chart is
// there at first paint, before any JavaScript (it was drawn only once Recharts had loaded with
// the page: 294 KB of first-load JavaScript, issue 12)
const LineSeriesChart = lazy(() => import('@/components/charts/line-series-chart').then((m) => ({ default: m.LineSeriesChart })));

/**
 * Series off until asked for: qps beside tps, the third column (fileio's fsyncs/s) beside reads and
 * writes in MiB/s, errors/s (the red dots say where; a stray deadlock's 0.1/s would only flatten the scale).
 */
function hiddenAtFirst(keys: SeriesKey[]): SeriesKey[] {
  const errors: SeriesKey[] = keys.includes('errorsPerSec') ? ['errorsPerSec'] : [];
  if (keys.includes('tps')) return ['qps', ...errors];
  if (keys.includes('readsPerSec') || keys.includes('writesPerSec')) return [...keys.filter((k) => k === 'otherPerSec'), ...errors];
  return errors;
}

const intervalsText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'interval' : 'intervals'}`;

type Props = {
  runId: number;
  data: IntervalChartData;
  latencyLabel: string;
  /** what a series is in this run, where it is not the default name (fileio's reads are MiB/s read) */
  labels?: Partial<Record<SeriesKey, string>>;
  fileName: string;
  /** the time range drawn: the whole run, or the zoomed range */
  domain: [number, number];
  zoom: { from: number; to: number } | null;
  /** interval lines the whole run has */
  runTotal: number;
  /** the run's title: its exported image says which run it shows (the page's heading does not travel with it) */
  runTitle: string;
};

/** tps, qps and latency over time, errors and reconnects counted where they happened; min–max bands when downsampled; drag or type a range to zoom. */
export function IntervalChart({ runId, data, latencyLabel, labels = {}, fileName, domain, zoom, runTotal, runTitle }: Props) {
  const router = useRouter();
  const rows = useMemo(() => intervalRowsOf(data), [data]);
  const available = SERIES.filter((s) => data.series[s.key]).map((s) => ({
    ...s,
    label: s.key === 'latencyMs' ? latencyLabel : (labels[s.key] ?? s.label),
  }));
  const [hidden, setHidden] = useState<string[]>(() => hiddenAtFirst(available.map((s) => s.key)));
  const shown = available.filter((s) => !hidden.includes(s.key));
  const downsampled = data.perBucket > 1;
  const bands: ChartBand[] = downsampled
    ? shown.map((s) => ({ low: `${s.key}Min`, high: `${s.key}Max`, label: `${s.label} min–max`, color: s.color, axis: s.axis }))
    : [];
  // ticks and markers fit the width drawn (a phone gets fewer): ~90 px a tick, ~60 px a marker.
  // Drawn in the browser only, once its box is measured: drawn at a guessed width first, the chart
  // was drawn twice (its points are most of the page's work)
  const [box, measured] = useMeasuredWidth<HTMLDivElement>();
  const width = measured ?? 1_200;
  const plot = Math.max(200, width - 160); // the two y axes take the rest
  const axis = timeAxis(domain[0], domain[1], Math.max(3, Math.min(8, Math.floor(plot / 90))));
  const maxGroups = Math.max(4, Math.min(MAX_EVENT_GROUPS, Math.floor(plot / 60)));
  const rateKey = shown.find((s) => s.axis !== 'right')?.key ?? 'tps';
  const span = domain[1] - domain[0];
  const markerOf =
    (color: string | undefined, labelPosition: 'top' | 'bottom') =>
    (g: ReturnType<typeof groupEvents>[number]): ChartMarker => ({
      x: g.from,
      y: Number(rows[g.index]?.[rateKey] ?? 0),
      label: formatNumber(g.count),
      color,
      labelPosition,
    });
  const errorGroups = groupEvents(data.errors, data.t, span, maxGroups);
  const reconnectGroups = groupEvents(data.reconnects, data.t, span, maxGroups);
  const markers = [...errorGroups.map(markerOf(undefined, 'top')), ...reconnectGroups.map(markerOf(RECONNECT_COLOR, 'bottom'))];
  const errorIntervals = data.errors.reduce((n, [, c]) => n + c, 0);
  const reconnectIntervals = data.reconnects.reduce((n, [, c]) => n + c, 0);
  const at = (v: number) => (axis.kind === 'seconds' ? `${formatTime(axis, v)} s` : formatTime(axis, v));
  const zoomTo = (from: number, to: number) =>
    router.push(runViewUrl(runId).href({ from: Math.floor(from), to: Math.ceil(to) }), { scroll: false });
  // what is drawn, the same for the SVG sent with the page and for the Recharts chart that replaces it
  const lines = {
    rows,
    xKey: 't',
    xLabel: axis.label,
    xTicks: axis.ticks,
    xDomain: domain,
    xFormat: (v: number) => formatTime(axis, v),
    series: shown,
    bands,
    leftLabel: 'per second',
    rightLabel: 'ms',
    markers,
  };
  const preview = <LineSeriesPreview {...lines} />;
  return (
    <ChartFrame
      title="Over time"
      exportTitle={`${runTitle}: over time${zoom ? ` (${formatTime(axis, zoom.from)}–${formatTime(axis, zoom.to)})` : ''}`}
      fileName={fileName}
      caption={
        <>
          {zoom ? (
            <span data-testid="zoomed">
              Zoomed to {at(zoom.from)}–{at(zoom.to)}: {formatNumber(data.total)} of the run&apos;s {formatNumber(runTotal)} intervals
              {downsampled ? '' : ', every one drawn'}.{' '}
            </span>
          ) : null}
          {downsampled ? (
            <span data-testid="downsampled">
              Downsampled: {formatNumber(data.total)} intervals drawn as {formatNumber(rows.length)} points of{' '}
              {formatNumber(data.perBucket)} consecutive intervals each. Lines are each point&apos;s mean; the shaded bands span its min and
              max, so a stall or a spike of one interval still shows. Drag across the chart (or give a range) to see every interval of a
              stretch; every interval is in the CSV.{' '}
            </span>
          ) : null}
          <span data-testid="event-markers">
            {errorIntervals > 0
              ? `Red dots: ${intervalsText(errorIntervals)} reported errors; a dot's number is how many of them, from it to the next dot (their rate: tick errors/s). `
              : data.errorsCounted === false
                ? 'The interval lines print no error count. '
                : 'No interval reported errors. '}
            {reconnectIntervals > 0 ? `Brown dots: ${intervalsText(reconnectIntervals)} reported reconnects, counted alike.` : ''}
          </span>
        </>
      }
    >
      <div className="mb-2 flex flex-wrap items-center gap-3 px-2 text-xs">
        {available.map((s) => (
          <label key={s.key} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={!hidden.includes(s.key)}
              onChange={() => setHidden((h) => (h.includes(s.key) ? h.filter((x) => x !== s.key) : [...h, s.key]))}
            />
            {s.label}
          </label>
        ))}
        <ZoomForm key={`${zoom?.from}-${zoom?.to}`} zoom={zoom} format={(v) => formatTime(axis, v)} shown={domain} onZoom={zoomTo} />
        {zoom ? (
          <Link href={runViewUrl(runId).href({})} scroll={false} className="text-accent hover:underline" data-testid="zoom-reset">
            Whole run
          </Link>
        ) : null}
      </div>
      <div ref={box}>
        {rows.length > 0 ? (
          measured === null ? (
            preview
          ) : (
            <Suspense fallback={preview}>
              <LineSeriesChart {...lines} onSelectRange={zoomTo} width={measured} />
            </Suspense>
          )
        ) : (
          <p className="px-2 py-8 text-center text-sm text-muted">No interval in this range.</p>
        )}
      </div>
    </ChartFrame>
  );
}
