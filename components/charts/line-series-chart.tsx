'use client';

import { useState } from 'react';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ReferenceArea, ReferenceDot, Tooltip, XAxis, YAxis } from 'recharts';
import { numberFormat } from '@/lib/format';
import { LEGEND_MAX_SERIES, NoLegendNote } from './legend-limit';

/** A line: its key in the rows, its legend text, the full text on hover (a run's whole title), its colour and axis. */
export type LineSeries = { key: string; label: string; title?: string; color: string; axis?: 'left' | 'right'; dashed?: boolean };
export type ChartMarker = {
  x: number;
  y: number;
  label: string;
  axis?: 'left' | 'right';
  color?: string;
  labelPosition?: 'top' | 'bottom';
};
export type ChartRow = Record<string, number | null>;
/** A shaded range between two keys of each row, e.g. the min and max of a downsampled point. */
export type ChartBand = { low: string; high: string; label: string; color: string; axis?: 'left' | 'right' };

type Props = {
  rows: ChartRow[];
  xKey: string;
  xLabel: string;
  series: LineSeries[];
  leftLabel: string;
  rightLabel?: string;
  markers?: ChartMarker[];
  /** a shaded x range, e.g. the warm-up that is excluded from the figures */
  shade?: { from: number; to: number; label: string } | null;
  bands?: ChartBand[];
  /** draw a series through rows that lack it (overlays whose runs report at different times) */
  connectNulls?: boolean;
  height?: number;
  xScale?: 'linear' | 'log';
  /** ticks at these x values only (a scaling chart: the thread counts measured) */
  xTicks?: number[];
  format?: (value: number) => string;
  /** how x values read (a clock for long runs), on ticks and in the tooltip */
  xFormat?: (value: number) => string;
  /** the x range drawn (default: the data's) */
  xDomain?: [number, number];
  /** drag across the chart to pick an x range (zoom): called with its ends, in order */
  onSelectRange?: (from: number, to: number) => void;
  /** the width in px, when the caller has measured it (drawn once); otherwise the chart measures its box */
  width?: number;
};

const xOf = (state: { activeLabel?: string | number } | null | undefined): number | null => {
  const value = Number(state?.activeLabel);
  return state?.activeLabel === undefined || !Number.isFinite(value) ? null : value;
};

/** Legend entries with their full text on hover, in the text colour (a series colour such as yellow is unreadable as text on white; its icon carries it). */
function legendText(series: LineSeries[]) {
  const titles = new Map(series.map((s) => [s.key, s.title ?? s.label]));
  return (value: string, entry: { dataKey?: unknown }) => (
    <span title={titles.get(String(entry.dataKey)) ?? value} style={{ color: 'var(--color-ink)' }}>
      {value}
    </span>
  );
}

const defaultFormat = (v: number) => numberFormat(2).format(v);

const rangeOf = (row: ChartRow, band: ChartBand): [number, number] | null => {
  const low = row[band.low];
  const high = row[band.high];
  return low === null || low === undefined || high === null || high === undefined ? null : [low, high];
};

/** Dumb line chart: rows in, lines out. Series on two axes when units differ (tps vs ms); bands shade a min–max range. */
export function LineSeriesChart({
  rows,
  xKey,
  xLabel,
  series,
  leftLabel,
  rightLabel,
  markers = [],
  shade = null,
  bands = [],
  connectNulls = false,
  height = 300,
  xScale = 'linear',
  format = defaultFormat,
  xTicks,
  xFormat = format,
  xDomain,
  onSelectRange,
  width,
}: Props) {
  const hasRight = series.some((s) => s.axis === 'right');
  const [selection, setSelection] = useState<{ from: number; to: number } | null>(null);
  const select = onSelectRange
    ? {
        onMouseDown: (state: { activeLabel?: string | number }) => {
          const x = xOf(state);
          setSelection(x === null ? null : { from: x, to: x });
        },
        onMouseMove: (state: { activeLabel?: string | number }) => {
          const x = xOf(state);
          if (selection && x !== null) setSelection({ ...selection, to: x });
        },
        onMouseUp: () => {
          if (selection && selection.from !== selection.to)
            onSelectRange(Math.min(selection.from, selection.to), Math.max(selection.from, selection.to));
          setSelection(null);
        },
        onMouseLeave: () => setSelection(null),
      }
    : {};
  return (
    <>
      <ComposedChart
        data={rows}
        {...(width === undefined ? { responsive: true, width: '100%' } : { width })}
        height={height}
        margin={{ top: 16, right: hasRight ? 8 : markers.length ? 48 : 24, bottom: 24, left: 8 }}
        style={onSelectRange ? { cursor: 'crosshair', userSelect: 'none' } : undefined}
        {...select}
      >
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
        <XAxis
          dataKey={xKey}
          type="number"
          scale={xScale}
          domain={xDomain ?? ['dataMin', 'dataMax']}
          allowDataOverflow
          tickFormatter={(v: number) => xFormat(v)}
          {...(xTicks ? { ticks: xTicks, interval: 0 as const } : {})}
          label={{ value: xLabel, position: 'insideBottom', offset: -14, fontSize: 12, fill: 'var(--color-muted)' }}
          fontSize={12}
        />
        <YAxis
          yAxisId="left"
          fontSize={12}
          tickFormatter={(v: number) => format(v)}
          label={{ value: leftLabel, angle: -90, position: 'insideLeft', fontSize: 12, fill: 'var(--color-muted)' }}
          width={72}
        />
        {hasRight ? (
          <YAxis
            yAxisId="right"
            orientation="right"
            fontSize={12}
            tickFormatter={(v: number) => format(v)}
            label={{ value: rightLabel ?? '', angle: 90, position: 'insideRight', fontSize: 12, fill: 'var(--color-muted)' }}
            width={72}
          />
        ) : null}
        <Tooltip
          formatter={(value) =>
            typeof value === 'number'
              ? format(value)
              : Array.isArray(value)
                ? value.map((v) => (typeof v === 'number' ? format(v) : String(v))).join(' – ')
                : String(value)
          }
          labelFormatter={(label) => `${xLabel} ${typeof label === 'number' ? xFormat(label) : String(label)}`}
        />
        {series.length <= LEGEND_MAX_SERIES ? (
          <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12, paddingBottom: 8 }} formatter={legendText(series)} itemSorter={null} />
        ) : null}
        {shade ? (
          <ReferenceArea
            yAxisId="left"
            x1={shade.from}
            x2={shade.to}
            fill="#94a3b8"
            fillOpacity={0.15}
            label={{ value: shade.label, fontSize: 11, fill: 'var(--color-muted)' }}
          />
        ) : null}
        {selection && selection.from !== selection.to ? (
          <ReferenceArea
            yAxisId="left"
            x1={selection.from}
            x2={selection.to}
            fill="#2563eb"
            fillOpacity={0.12}
            data-testid="zoom-selection"
          />
        ) : null}
        {bands.map((b) => (
          <Area
            key={`band-${b.low}-${b.high}`}
            yAxisId={b.axis ?? 'left'}
            dataKey={(row: ChartRow) => rangeOf(row, b)}
            name={b.label}
            type="linear"
            stroke="none"
            fill={b.color}
            fillOpacity={0.18}
            legendType="none"
            connectNulls={connectNulls}
            isAnimationActive={false}
          />
        ))}
        {series.map((s) => (
          <Line
            key={s.key}
            yAxisId={s.axis ?? 'left'}
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            strokeDasharray={s.dashed ? '5 4' : undefined}
            dot={rows.length <= 40}
            strokeWidth={1.6}
            connectNulls={connectNulls}
            isAnimationActive={false}
          />
        ))}
        {markers.map((m) => (
          <ReferenceDot
            key={`${m.x}-${m.y}-${m.label}`}
            yAxisId={m.axis ?? 'left'}
            x={m.x}
            y={m.y}
            r={4}
            fill={m.color ?? 'var(--color-worse)'}
            stroke="none"
            label={{ value: m.label, position: m.labelPosition ?? 'top', fontSize: 10, fill: m.color ?? 'var(--color-worse)' }}
          />
        ))}
      </ComposedChart>
      <NoLegendNote series={series.length} />
    </>
  );
}
