// What the run page shows of a run, in its tool's own words: the figure cards (the catalogue's and
// the format's own), sql-bench's TOTALS line, the interval chart's latency label. Server-side: it
// asks the format registry (lib/parsers/formats).
import type { IntervalSeries, TimeRange } from './db/intervals';
import type { RunDetail } from './db/runs';
import { SERIES_KEYS, type SeriesKey } from './interval-rows';
import { METRICS, type MetricKey, metricKeysFor, metricSource, metricValue, percentileLabel } from './metrics';
import { formatOf } from './parsers/formats';
import { totalsHint } from './sql-bench-markers';

/** A figure card: its label, value, unit and the parser path of its source lines. */
export type FigureCard = { label: string; value: number | null; unit?: string; path: string };

/** What a tool calls a figure, where it is not the catalogue's name (its format says: pgbench's errors are failed transactions). */
function cardLabel(run: RunDetail, key: MetricKey): string {
  if (key === 'latPctMs') return percentileLabel(run.latPct === null ? [] : [run.latPct]);
  const labels: Readonly<Record<string, string | undefined>> = formatOf(run.tool)?.capabilities.labels ?? {};
  return labels[metricSource(key)] ?? METRICS[key].label;
}

/** The catalogue's run-page figures, then the format's own (tpcc-mysql's tpmC), each traced to its lines. */
export function metricCards(run: RunDetail, figures: Record<string, number | null>): FigureCard[] {
  const capabilities = formatOf(run.tool)?.capabilities;
  const own = (capabilities?.metrics ?? []).map((m) => ({
    label: capabilities?.labels[`figures.${m.key}`] ?? m.label,
    value: figures[m.key] ?? null,
    unit: m.unit,
    path: `figures.${m.key}`,
  }));
  // the format's headline figure (tpmC) first, its other figures (pgbench's tps including connections) after the catalogue's
  const leads = (card: FigureCard) => capabilities?.headline.some((path) => path === card.path) ?? false;
  return [
    ...own.filter(leads),
    ...metricKeysFor('card').map((key) => ({
      label: cardLabel(run, key),
      value: metricValue({ ...run, figures }, key),
      unit: METRICS[key].unit || undefined,
      path: metricSource(key),
      ...(key === 'durationS' && run.extraMetrics.header.totalsMarkers ? { hint: totalsHint(run.extraMetrics.header.totalsMarkers) } : {}),
    })),
    ...own.filter((card) => !leads(card)),
  ];
}

/** sql-bench's TOTALS line, from the run's duration and totals (the line they were read from). */
export function totalsRow(run: RunDetail, figures: Record<string, number | null>) {
  const line = run.sources['metrics.durationS']?.[0];
  if (run.durationS === null || line === undefined || figures.totalTests === undefined) return null;
  return {
    name: 'TOTALS',
    seconds: run.durationS,
    usr: figures.totalUsr ?? null,
    sys: figures.totalSys ?? null,
    cpu: figures.totalCpu ?? null,
    count: figures.totalTests ?? null,
    flags: run.extraMetrics.header.totalsMarkers ?? '',
    line,
  };
}

/** The interval chart's latency: the format's own name for it, else the percentile the intervals carry, else their average (pgbench). */
export function intervalLatencyLabel(run: RunDetail, percentile: number | null): string {
  const own = formatOf(run.tool)?.capabilities.labels['intervals.latencyMs'];
  if (own) return own;
  return percentile === null ? 'latency ms (average)' : `latency ms (${percentile}th pct)`;
}

/**
 * What the interval chart's columns are in this run, where the parser said (`header.intervalUnits`,
 * `readsPerSec: MiB/s read; writesPerSec: MiB/s written; otherPerSec: fsyncs/s` for sysbench fileio).
 */
export function intervalSeriesLabels(run: Pick<RunDetail, 'extraMetrics'>): Partial<Record<SeriesKey, string>> {
  const labels: Partial<Record<SeriesKey, string>> = {};
  for (const part of (run.extraMetrics.header.intervalUnits ?? '').split(';')) {
    const colon = part.indexOf(':');
    const key = part.slice(0, colon).trim();
    const label = part.slice(colon + 1).trim();
    if (colon > 0 && label !== '' && (SERIES_KEYS as readonly string[]).includes(key)) labels[key as SeriesKey] = label;
  }
  return labels;
}

/** The time range the interval chart spans: from 0 to the run's last interval, or the zoomed range (cut at the last interval in it). */
export function chartDomain(series: IntervalSeries | null, zoom: TimeRange | null): [number, number] {
  const last = series?.buckets[series.buckets.length - 1]?.tTo ?? zoom?.to ?? 0;
  if (!zoom) return [0, last];
  return [zoom.from, Math.max(zoom.from + 1, Math.min(zoom.to, last))];
}
