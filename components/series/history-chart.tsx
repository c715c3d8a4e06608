'use client';

import { Area, CartesianGrid, ComposedChart, ErrorBar, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useMeasuredWidth } from '@/components/charts/use-measured-width';
import { numberFormat, wrapLabel } from '@/lib/format';
import { drawnBands } from '@/lib/series/bands';
import { type HistoryRow, stepTickLayout } from '@/lib/series/rows';

const format = (v: number) => numberFormat(2).format(v);
const range = (low: number | null, high: number | null) => (low === null || high === null ? null : [low, high]);
/** An error bar's [below, above] the median: its step's min and max. */
const whisker = (r: HistoryRow) =>
  r.median === null || r.min === null || r.max === null ? undefined : [r.median - r.min, r.max - r.median];

/** Dumb chart of a series: the median per step, min–max and the 95% CI as bands, alerts as red dots. */
type TickProps = { x?: number | string; y?: number | string; payload?: { value: unknown } };

/**
 * A step's tick: its build (or commit, or upload) on up to two lines, cut in the middle of the
 * second where it is longer, and when it ran below, muted (its date alone where the time does not fit).
 */
function StepTick({
  x,
  y,
  payload,
  rows,
  layout,
}: TickProps & { rows: ReadonlyMap<number, HistoryRow>; layout: ReturnType<typeof stepTickLayout> }) {
  const row = rows.get(Number(payload?.value));
  if (!row) return null;
  const lines = wrapLabel(row.name, layout.chars, layout.nameLines);
  const when = row.when && (layout.dateOnly || row.when.length > layout.chars) ? row.when.slice(0, 10) : row.when;
  return (
    <g transform={`translate(${x},${y})`} data-step-tick={row.step}>
      <text
        fontSize={11}
        fill="var(--color-muted)"
        textAnchor={layout.angle === 0 ? 'middle' : 'end'}
        transform={layout.angle === 0 ? undefined : `rotate(${layout.angle})`}
      >
        {lines.map((line, i) => (
          <tspan key={line} x={0} dy={i === 0 ? 12 : 13} fill="var(--color-ink)">
            {line}
          </tspan>
        ))}
        {when ? (
          <tspan x={0} dy={13}>
            {when}
          </tspan>
        ) : null}
      </text>
    </g>
  );
}

export function HistoryChart({ rows, metricLabel, height = 320 }: { rows: HistoryRow[]; metricLabel: string; height?: number }) {
  const labels = new Map(rows.map((r) => [r.step, r.label]));
  const byStep = new Map(rows.map((r) => [r.step, r]));
  const [box, width] = useMeasuredWidth<HTMLDivElement>();
  // the y axis and margins take ~100 px of the width
  const layout = stepTickLayout(width === null ? null : width - 104, rows.length);
  // a legend entry only for what is drawn: a band where adjacent steps have it, the alert dot where one was raised
  const bands = drawnBands(rows);
  const hasAlerts = rows.some((r) => r.alert !== null);
  return (
    <div ref={box}>
      <ComposedChart
        data={rows}
        responsive
        width="100%"
        height={height + layout.height - 56}
        margin={{ top: 16, right: 24, bottom: 8, left: layout.angle === 0 ? 8 : 24 }}
      >
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
        <XAxis
          dataKey="step"
          type="number"
          domain={[0.5, rows.length + 0.5]}
          ticks={rows.map((r) => r.step)}
          interval={0}
          tick={(props: TickProps) => <StepTick {...props} rows={byStep} layout={layout} />}
          height={layout.height}
        />
        <YAxis
          fontSize={12}
          tickFormatter={format}
          width={72}
          label={{ value: metricLabel, angle: -90, position: 'insideLeft', fontSize: 12, fill: 'var(--color-muted)' }}
        />
        <Tooltip
          labelFormatter={(v) => labels.get(Number(v)) ?? String(v)}
          formatter={(value) =>
            typeof value === 'number'
              ? format(value)
              : Array.isArray(value)
                ? value.map((v) => format(Number(v))).join(' – ')
                : String(value)
          }
        />
        <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12, paddingBottom: 8, color: 'var(--color-ink)' }} />
        <Area
          dataKey={(r: HistoryRow) => range(r.min, r.max)}
          name="min–max"
          type="linear"
          stroke="none"
          fill="var(--series-1)"
          fillOpacity={0.12}
          legendType={bands.minMax ? 'square' : 'none'}
          isAnimationActive={false}
        />
        <Area
          dataKey={(r: HistoryRow) => range(r.ciLow, r.ciHigh)}
          name="95% CI of the mean"
          type="linear"
          stroke="none"
          fill="var(--series-1)"
          fillOpacity={0.3}
          legendType={bands.ci ? 'square' : 'none'}
          isAnimationActive={false}
        />
        <Line dataKey="median" name="median" stroke="var(--series-1)" strokeWidth={1.8} dot isAnimationActive={false}>
          {/* each step's repeats, min to max: seen even where no neighbour has repeats to join a band to */}
          <ErrorBar dataKey={whisker} width={6} stroke="var(--series-1)" strokeWidth={1.2} isAnimationActive={false} />
        </Line>
        <Line
          dataKey="alert"
          name="regression alert"
          // the legend's circle takes the line's colour (stroke="none" drew it blank: a DBA's pass); no line is drawn
          stroke="var(--color-worse)"
          strokeWidth={0}
          dot={{ r: 6, fill: 'var(--color-worse)', stroke: 'none' }}
          legendType={hasAlerts ? 'circle' : 'none'}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}
