'use client';

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { numberFormat } from '@/lib/format';
import { LEGEND_MAX_SERIES, NoLegendNote } from './legend-limit';

/** A bar per row: its key in the rows, its legend text, the full text on hover (a run's whole title), its colour. */
export type BarSeries = { key: string; label: string; title?: string; color: string; dashed?: boolean };

type Props = {
  rows: Record<string, string | number | null>[];
  categoryKey: string;
  series: BarSeries[];
  valueLabel: string;
  height?: number;
  /** horizontal bars read better with long category names (sql-bench operations) */
  horizontal?: boolean;
  format?: (value: number) => string;
};

/** Legend entries with their full text on hover, in the text colour (a series colour such as yellow is unreadable as text on white; its icon carries it). */
function legendText(series: { key: string; label: string; title?: string }[]) {
  const titles = new Map(series.map((s) => [s.key, s.title ?? s.label]));
  return (value: string, entry: { dataKey?: unknown }) => (
    <span title={titles.get(String(entry.dataKey)) ?? value} style={{ color: 'var(--color-ink)' }}>
      {value}
    </span>
  );
}

const defaultFormat = (v: number) => numberFormat(2).format(v);
/** The width a vertical chart's category name wraps at (px): three categories fit a phone's 390 px. */
const CATEGORY_TICK_WIDTH = 84;

/** Dumb grouped bar chart: one group per category, one bar per series. */
export function BarSeriesChart({ rows, categoryKey, series, valueLabel, height, horizontal = false, format = defaultFormat }: Props) {
  const computedHeight = height ?? (horizontal ? Math.max(240, rows.length * (series.length * 9 + 10) + 80) : 300);
  const longest = rows.reduce((m, r) => Math.max(m, String(r[categoryKey] ?? '').length), 4);
  return (
    <>
      <BarChart
        data={rows}
        responsive
        width="100%"
        height={computedHeight}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 24, bottom: 24, left: 8 }}
        barCategoryGap={horizontal ? 4 : '20%'}
      >
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
        {horizontal ? (
          <>
            <XAxis
              type="number"
              fontSize={12}
              tickFormatter={(v: number) => format(v)}
              label={{ value: valueLabel, position: 'insideBottom', offset: -14, fontSize: 12, fill: 'var(--color-muted)' }}
            />
            <YAxis type="category" dataKey={categoryKey} fontSize={11} width={Math.min(260, longest * 7 + 12)} interval={0} />
          </>
        ) : (
          <>
            {/* a category's name wraps within its own width (on a phone "latency avg", "latency 95th pct" and "latency max" ran into each other) */}
            <XAxis dataKey={categoryKey} fontSize={12} interval={0} tick={{ width: CATEGORY_TICK_WIDTH }} height={40} />
            <YAxis
              fontSize={12}
              tickFormatter={(v: number) => format(v)}
              width={72}
              label={{ value: valueLabel, angle: -90, position: 'insideLeft', fontSize: 12, fill: 'var(--color-muted)' }}
            />
          </>
        )}
        <Tooltip formatter={(value) => (typeof value === 'number' ? format(value) : String(value))} />
        {series.length <= LEGEND_MAX_SERIES ? (
          <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12, paddingBottom: 8 }} formatter={legendText(series)} itemSorter={null} />
        ) : null}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            // a colour the palette gives a second time: light and outlined
            fillOpacity={s.dashed ? 0.35 : 1}
            stroke={s.dashed ? s.color : undefined}
            strokeWidth={s.dashed ? 1.5 : undefined}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
      <NoLegendNote series={series.length} />
    </>
  );
}
