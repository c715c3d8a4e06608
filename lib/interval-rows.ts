// A run's interval buckets as its chart draws them, sent to the browser in columns (no key
// repeated a thousand times, no series the run lacks, min and max only when a point stands for
// several intervals): the mean of each bucket is the line, its min and max the band around it.
// Drawing only: the figures, the steady state and the exports read every interval.
import type { IntervalBucket, IntervalSeries } from './db/intervals';

/** Points a run's interval chart draws at most: about one per two pixels of a wide chart (each point's min–max band keeps a one-interval spike); Recharts' drawing time grows with the points. */
export const CHART_POINTS = 600;

export const SERIES_KEYS = [
  'tps',
  'qps',
  'eventsPerSec',
  'readsPerSec',
  'writesPerSec',
  'otherPerSec',
  'errorsPerSec',
  'latencyMs',
  'latencyStddevMs',
  'lagMs',
] as const;
export type SeriesKey = (typeof SERIES_KEYS)[number];

type Column = (number | null)[];

const BREAKDOWN: ReadonlySet<SeriesKey> = new Set(['readsPerSec', 'writesPerSec', 'otherPerSec']);

export type IntervalChartData = {
  /** interval lines in what is drawn (the run, or the zoomed range), and how many each point stands for */
  total: number;
  perBucket: number;
  /** each point's time: the mean time of its intervals */
  t: number[];
  /** each series the run reports: each point's mean (rounded as the chart shows it), min and max (downsampled only) */
  series: Partial<Record<SeriesKey, { avg: Column; min?: Column; max?: Column }>>;
  /** [point index, how many of its intervals reported errors], for points that have any */
  errors: [number, number][];
  /** the same for reconnects */
  reconnects: [number, number][];
  /** false when no interval line printed an error count (sysbench 0.5's): "no errors" would say what the log does not */
  errorsCounted?: boolean;
};

/** A mean to the hundredth the chart's tooltip shows (its min and max are the log's own values, kept as read). */
const round = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

const sparse = (buckets: IntervalBucket[], count: (b: IntervalBucket) => number): [number, number][] =>
  buckets.flatMap((b, i): [number, number][] => (count(b) > 0 ? [[i, count(b)]] : []));

export function intervalChartDataOf(series: Pick<IntervalSeries, 'total' | 'perBucket' | 'buckets'>): IntervalChartData {
  const { buckets, perBucket } = series;
  const columns: IntervalChartData['series'] = {};
  // reads, writes and other are the throughput of fileio and memory runs; beside a rate of
  // transactions or events (an OLTP run's r/w/o) they are qps in parts: not sent (~13 KB a long run)
  const rated = buckets.some((b) => b.tps.avg !== null || b.eventsPerSec.avg !== null);
  for (const key of SERIES_KEYS) {
    if (rated && BREAKDOWN.has(key)) continue;
    if (!buckets.some((b) => b[key].avg !== null)) continue;
    // errors/s only where some interval reported errors (sysbench prints `err/s: 0.00` on every line)
    if (key === 'errorsPerSec' && !buckets.some((b) => (b.errorsPerSec.max ?? 0) > 0)) continue;
    const avg = buckets.map((b) => round(b[key].avg));
    columns[key] = perBucket > 1 ? { avg, min: buckets.map((b) => b[key].min), max: buckets.map((b) => b[key].max) } : { avg };
  }
  return {
    total: series.total,
    perBucket,
    t: buckets.map((b) => round(b.t) ?? 0),
    series: columns,
    errors: sparse(buckets, (b) => b.errorIntervals),
    reconnects: sparse(buckets, (b) => b.reconnectIntervals),
    errorsCounted: buckets.some((b) => b.errorsPerSec.avg !== null),
  };
}

export type IntervalRow = Record<string, number | null>;

/** The columns back as the rows Recharts draws: `tps`, `tpsMin`, `tpsMax`… (min and max equal the mean when a point is one interval). */
export function intervalRowsOf(data: IntervalChartData): IntervalRow[] {
  return data.t.map((t, i) => {
    const row: IntervalRow = { t };
    for (const key of SERIES_KEYS) {
      const column = data.series[key];
      if (!column) continue;
      const avg = column.avg[i] ?? null;
      row[key] = avg;
      row[`${key}Min`] = column.min ? (column.min[i] ?? null) : avg;
      row[`${key}Max`] = column.max ? (column.max[i] ?? null) : avg;
    }
    return row;
  });
}
