// The interval chart as plain SVG, drawn with the page's HTML (server-rendered, no JavaScript): what
// a run page shows at first paint, before Recharts (~130 KB gzip, loaded after the page) draws the
// chart one can hover, drag to zoom and export. Laid out like LineSeriesChart (legend on top, a
// 72 px axis each side, the same margins) so the swap does not move the page. Dumb: rows in,
// paths out; the scales are ../../lib/chart-scale.ts.
import { linearScale, niceTicks, ticksBetween } from '@/lib/chart-scale';
import { numberFormat } from '@/lib/format';
import type { ChartBand, ChartMarker, ChartRow, LineSeries } from './line-series-chart';

type Props = {
  rows: ChartRow[];
  xKey: string;
  xLabel: string;
  xDomain: [number, number];
  /** the x axis's ticks; when not given, those Recharts picks for a fixed domain (lib/chart-scale ticksBetween) */
  xTicks?: number[];
  xFormat: (value: number) => string;
  series: LineSeries[];
  bands?: ChartBand[];
  markers?: ChartMarker[];
  /** draw a series through rows that lack it, as LineSeriesChart's `connectNulls` */
  connectNulls?: boolean;
  leftLabel: string;
  rightLabel?: string;
  /** how y values read: LineSeriesChart's default, two decimals at most */
  format?: (value: number) => string;
  height?: number;
};

const AXIS = 72;
const LEGEND = 28;
const MARGIN = { top: 16, bottom: 24, left: 8 };
const X_AXIS = 30;

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Path data through points, in whole units of the viewBox (x 0–1000, y in px): the first absolute,
 * the rest relative (`l1 -3`), a third the size of absolute decimals for a 1,000-point run.
 */
function pathOf(points: [number, number][], close: boolean): string {
  let d = '';
  let px = 0;
  let py = 0;
  for (const [i, [fx, fy]] of points.entries()) {
    const x = Math.round(fx);
    const y = Math.round(fy);
    d += i === 0 ? `M${x} ${y}` : `l${x - px} ${y - py}`;
    px = x;
    py = y;
  }
  return close && d ? `${d}Z` : d;
}

/** One path through the rows' points, broken where a row lacks the value (unless `connectNulls`, as the chart it stands for). */
function linePath(
  rows: ChartRow[],
  xKey: string,
  key: string,
  x: (v: number) => number,
  y: (v: number) => number,
  connectNulls: boolean,
): string {
  const runs: [number, number][][] = [[]];
  for (const row of rows) {
    const tx = row[xKey];
    const v = row[key];
    if (tx === null || tx === undefined || v === null || v === undefined) {
      if (!connectNulls && (runs.at(-1) as [number, number][]).length > 0) runs.push([]);
      continue;
    }
    (runs.at(-1) as [number, number][]).push([x(tx), y(v)]);
  }
  return runs.map((points) => pathOf(points, false)).join('');
}

/** The shaded area between a band's low and high keys: along the highs, back along the lows. */
function bandPath(rows: ChartRow[], xKey: string, band: ChartBand, x: (v: number) => number, y: (v: number) => number): string {
  const points = rows.filter((r) => r[xKey] != null && r[band.low] != null && r[band.high] != null);
  const top = points.map((r): [number, number] => [x(r[xKey] as number), y(r[band.high] as number)]);
  const bottom = points.toReversed().map((r): [number, number] => [x(r[xKey] as number), y(r[band.low] as number)]);
  return pathOf([...top, ...bottom], true);
}

/** The highest value a y axis must show: its series and their bands. */
function axisMax(rows: ChartRow[], keys: string[]): number {
  let max = 0;
  for (const row of rows)
    for (const key of keys) {
      const v = row[key];
      if (v !== null && v !== undefined && v > max) max = v;
    }
  return max;
}

export function LineSeriesPreview({
  rows,
  xKey,
  xLabel,
  xDomain,
  xTicks,
  xFormat,
  series,
  bands = [],
  markers = [],
  connectNulls = false,
  leftLabel,
  rightLabel,
  format = (v) => numberFormat(2).format(v),
  height = 300,
}: Props) {
  const hasRight = series.some((s) => s.axis === 'right');
  // in px from the box's edges, as LineSeriesChart's margins and axes put them
  const left = MARGIN.left + AXIS;
  const right = hasRight ? 8 + AXIS : markers.length ? 48 : 24;
  const top = MARGIN.top + LEGEND;
  const plotHeight = height - top - MARGIN.bottom - X_AXIS;
  // the plot's x runs 0–1000 in its viewBox, stretched to whatever width the page has (the strokes
  // do not stretch); text sits outside the SVG, so it is never distorted
  const x = linearScale(xDomain, [0, 1000]);
  const keysOf = (side: 'left' | 'right') => [
    ...series.filter((s) => (s.axis ?? 'left') === side).map((s) => s.key),
    ...bands.filter((b) => (b.axis ?? 'left') === side).map((b) => b.high),
  ];
  const leftTicks = niceTicks(axisMax(rows, keysOf('left')));
  const rightTicks = niceTicks(axisMax(rows, keysOf('right')));
  const yLeft = linearScale([0, leftTicks.at(-1) ?? 1], [plotHeight, 0]);
  const yRight = linearScale([0, rightTicks.at(-1) ?? 1], [plotHeight, 0]);
  const yOf = (axis: 'left' | 'right' | undefined) => (axis === 'right' ? yRight : yLeft);
  const visibleX = (xTicks ?? ticksBetween(xDomain[0], xDomain[1])).filter((t) => t >= xDomain[0] && t <= xDomain[1]);
  const pct = (t: number) => `${round(x(t) / 10)}%`;
  return (
    <div
      data-testid="chart-preview"
      role="img"
      aria-label={`${series.map((s) => s.label).join(', ')} over ${xLabel}; the chart to hover and zoom is loading`}
      className="relative text-xs text-muted"
      style={{ height }}
    >
      <div className="flex justify-center gap-4 pt-1" style={{ height: top }} aria-hidden>
        {series.map((s) => (
          <span key={s.key} className="flex items-center gap-1 text-ink">
            <span className="inline-block h-0.5 w-3.5" style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </div>
      <div className="absolute" style={{ left, right, top, height: plotHeight }} aria-hidden>
        <svg
          viewBox={`0 0 1000 ${plotHeight}`}
          width="100%"
          height={plotHeight}
          preserveAspectRatio="none"
          className="block overflow-visible"
          aria-hidden
        >
          <g stroke="var(--color-line)" strokeDasharray="3 3">
            {leftTicks.map((t) => (
              <line key={`y${t}`} x1={0} x2={1000} y1={round(yLeft(t))} y2={round(yLeft(t))} vectorEffect="non-scaling-stroke" />
            ))}
            {visibleX.map((t) => (
              <line key={`x${t}`} x1={round(x(t))} x2={round(x(t))} y1={0} y2={plotHeight} vectorEffect="non-scaling-stroke" />
            ))}
          </g>
          <g stroke="var(--color-faint)" vectorEffect="non-scaling-stroke">
            <line x1={0} x2={0} y1={0} y2={plotHeight} vectorEffect="non-scaling-stroke" />
            <line x1={0} x2={1000} y1={plotHeight} y2={plotHeight} vectorEffect="non-scaling-stroke" />
            {hasRight ? <line x1={1000} x2={1000} y1={0} y2={plotHeight} vectorEffect="non-scaling-stroke" /> : null}
          </g>
          {bands.map((b) => (
            <path key={`band-${b.low}`} d={bandPath(rows, xKey, b, x, yOf(b.axis))} fill={b.color} fillOpacity={0.18} stroke="none" />
          ))}
          {series.map((s) => (
            <path
              key={s.key}
              d={linePath(rows, xKey, s.key, x, yOf(s.axis), connectNulls)}
              fill="none"
              stroke={s.color}
              strokeWidth={1.6}
              strokeDasharray={s.dashed ? '5 4' : undefined}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        {markers.map((m) => {
          const color = m.color ?? 'var(--color-worse)';
          const top = round(yOf(m.axis)(m.y));
          return (
            <span key={`${m.x}-${m.y}-${m.label}`} className="absolute" style={{ left: pct(m.x), top }}>
              <span className="absolute size-2 -translate-x-1/2 -translate-y-1/2 rounded-full" style={{ background: color }} />
              <span
                className={`absolute -translate-x-1/2 text-[10px] leading-none max-sm:hidden ${m.labelPosition === 'bottom' ? 'top-1.5' : '-top-4'}`}
                style={{ color }}
              >
                {m.label}
              </span>
            </span>
          );
        })}
        {visibleX.map((t, i) => (
          <span
            key={t}
            data-tick="x"
            // on a phone every other tick (the chart that replaces this one counts the width it has)
            className={`absolute -translate-x-1/2 whitespace-nowrap ${visibleX.length > 4 && i % 2 === 1 ? 'max-sm:hidden' : ''}`}
            style={{ left: pct(t), top: plotHeight + 6 }}
          >
            {xFormat(t)}
          </span>
        ))}
        <span className="absolute left-1/2 -translate-x-1/2 whitespace-nowrap" style={{ top: plotHeight + 30 }}>
          {xLabel}
        </span>
      </div>
      {leftTicks.map((t) => (
        <span
          key={`l${t}`}
          data-tick="left"
          className="absolute text-right"
          style={{ left: 0, width: left - 8, top: top + round(yLeft(t)) - 8 }}
          aria-hidden
        >
          {format(t)}
        </span>
      ))}
      {hasRight
        ? rightTicks.map((t) => (
            <span
              key={`r${t}`}
              data-tick="right"
              className="absolute"
              style={{ left: `calc(100% - ${right - 8}px)`, top: top + round(yRight(t)) - 8 }}
              aria-hidden
            >
              {format(t)}
            </span>
          ))
        : null}
      <span
        className="absolute -translate-x-1/2 -translate-y-1/2 -rotate-90 whitespace-nowrap"
        style={{ left: MARGIN.left + 8, top: top + plotHeight / 2 }}
        aria-hidden
      >
        {leftLabel}
      </span>
      {hasRight ? (
        <span
          className="absolute translate-x-1/2 -translate-y-1/2 rotate-90 whitespace-nowrap"
          style={{ right: 16, top: top + plotHeight / 2 }}
          aria-hidden
        >
          {rightLabel ?? ''}
        </span>
      ) : null}
    </div>
  );
}
