'use client';

import { CartesianGrid, Legend, Line, LineChart, ReferenceArea, ReferenceDot, Tooltip, XAxis, YAxis } from 'recharts';

export type LineSeries = { key: string; label: string; color: string; axis?: 'left' | 'right'; dashed?: boolean };
export type ChartMarker = { x: number; y: number; label: string; axis?: 'left' | 'right'; color?: string };
export type ChartRow = Record<string, number | null>;

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
  height?: number;
  xScale?: 'linear' | 'log';
  format?: (value: number) => string;
};

const defaultFormat = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Dumb line chart: rows in, lines out. Series on two axes when units differ (tps vs ms). */
export function LineSeriesChart({
  rows,
  xKey,
  xLabel,
  series,
  leftLabel,
  rightLabel,
  markers = [],
  shade = null,
  height = 300,
  xScale = 'linear',
  format = defaultFormat,
}: Props) {
  const hasRight = series.some((s) => s.axis === 'right');
  return (
    <LineChart
      data={rows}
      responsive
      width="100%"
      height={height}
      margin={{ top: 16, right: hasRight ? 8 : markers.length ? 48 : 24, bottom: 24, left: 8 }}
    >
      <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
      <XAxis
        dataKey={xKey}
        type="number"
        scale={xScale}
        domain={['dataMin', 'dataMax']}
        allowDataOverflow
        tickFormatter={(v: number) => format(v)}
        label={{ value: xLabel, position: 'insideBottom', offset: -14, fontSize: 12, fill: '#64748b' }}
        fontSize={12}
      />
      <YAxis
        yAxisId="left"
        fontSize={12}
        tickFormatter={(v: number) => format(v)}
        label={{ value: leftLabel, angle: -90, position: 'insideLeft', fontSize: 12, fill: '#64748b' }}
        width={72}
      />
      {hasRight ? (
        <YAxis
          yAxisId="right"
          orientation="right"
          fontSize={12}
          tickFormatter={(v: number) => format(v)}
          label={{ value: rightLabel ?? '', angle: 90, position: 'insideRight', fontSize: 12, fill: '#64748b' }}
          width={72}
        />
      ) : null}
      <Tooltip
        formatter={(value) => (typeof value === 'number' ? format(value) : String(value))}
        labelFormatter={(label) => `${xLabel} ${label}`}
      />
      <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12, paddingBottom: 8 }} />
      {shade ? (
        <ReferenceArea
          yAxisId="left"
          x1={shade.from}
          x2={shade.to}
          fill="#94a3b8"
          fillOpacity={0.15}
          label={{ value: shade.label, fontSize: 11, fill: '#64748b' }}
        />
      ) : null}
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
          connectNulls={false}
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
          label={{ value: m.label, position: 'top', fontSize: 10, fill: m.color ?? '#b91c1c' }}
        />
      ))}
    </LineChart>
  );
}
