// Runs that differ only in their thread count, as lines of the chosen metric against threads,
// each with its peak. Applies when some series has two thread counts or more; a configuration at
// one thread count is no line (the caption counts them). A run that did not complete or mostly
// failed is no point of a line (it is named in the caption instead).

import { seriesColor } from '../../chart-colors';
import { formatNumber } from '../../format';
import { concurrencyWord } from '../../parsers/formats';
import { buildScaling, type ScalingSeries, scalingAttributeTags } from '../scaling';
import { type ChartSeries, groupSeriesKey, type PointRow } from '../series';
import { type CompareMetric, chosenMetric, directionOfMetric } from './chosen-metric';
import { loadRuns } from './runs';
import { defineSection, type NotApplicable, notApplicable } from './types';

export type ScalingProps = {
  series: ScalingSeries[];
  metric: CompareMetric;
  /** the x axis in the tools' own word: threads (sysbench), clients (pgbench), … */
  concurrency: { one: string; many: string };
  /** runs left out of the lines, and why */
  leftOut: { runId: number; reason: string }[];
  /** configurations at one thread count only: no line */
  alone: number;
  chart: {
    /** one row per thread count, a value per series */
    rows: PointRow[];
    lines: ChartSeries[];
    peaks: { x: number; y: number; label: string; color: string; labelPosition: 'top' | 'bottom' }[];
    /** thread counts spread over a factor of 8 or more read better on a log axis */
    logScale: boolean;
  };
};

/** Lines whose peaks the chart labels; past them a peak is a dot, its figure in the caption (labels over labels were unreadable). */
const LABELLED_PEAKS = 3;

/** Each line's peak as a dot; labelled when there are few, below the dot when a higher peak shares its thread count. */
function peaksOf(series: ScalingSeries[]): ScalingProps['chart']['peaks'] {
  const labelled = series.length <= LABELLED_PEAKS;
  return series.flatMap((s, i) => {
    const peak = s.peak;
    if (!peak) return [];
    // at one thread count, the highest peak is labelled above its dot, the lowest below, any between not (their labels overlapped)
    const sharing = series.flatMap((o) => (o.peak?.threads === peak.threads ? [o.peak.value] : []));
    const highest = peak.value >= Math.max(...sharing);
    const lowest = !highest && peak.value <= Math.min(...sharing);
    const label = labelled && (highest || lowest) ? `peak ${formatNumber(peak.value, 2)}` : '';
    return [
      { x: peak.threads, y: peak.value, label, color: seriesColor(i), labelPosition: highest ? ('top' as const) : ('bottom' as const) },
    ];
  });
}

function chartOf(series: ScalingSeries[]): ScalingProps['chart'] {
  const threads = [...new Set(series.flatMap((s) => s.points.map((p) => p.threads)))].sort((a, b) => a - b);
  return {
    rows: threads.map((t) => ({
      threads: t,
      ...Object.fromEntries(series.map((s, i) => [groupSeriesKey(i), s.points.find((p) => p.threads === t)?.value ?? null])),
    })),
    lines: series.map((s, i) => ({ key: groupSeriesKey(i), label: s.label, color: seriesColor(i) })),
    peaks: peaksOf(series),
    logScale: threads.length > 2 && (threads.at(-1) ?? 1) / (threads[0] ?? 1) >= 8,
  };
}

export const scalingSection = defineSection({
  id: 'scaling',
  title: 'Scaling',
  build: (all, state): ScalingProps | NotApplicable => {
    const runs = loadRuns(all);
    if (runs.length === 0) return notApplicable('no load-test runs');
    const metric = chosenMetric(runs, state);
    const counted = runs.filter((r) => r.column.failure === null);
    // a line is one workload on one build and host: its parameters split lines as its tags do
    const apart = scalingAttributeTags(
      counted.map((r) => ({
        test: r.test,
        parameters: r.parameters,
        host: r.column.hostName,
        build: r.column.build,
        commit: r.column.commit,
      })),
    );
    const { series, alone } = buildScaling(
      counted.map((r, i) => {
        const { kind } = r.column;
        return {
          id: r.id,
          threads: r.threads,
          value: r[metric],
          tags: r.column.tags,
          apart: apart[i],
          kind: kind.key,
          kindName: kind.name,
        };
      }),
      state.group ?? null,
      directionOfMetric(metric),
    );
    if (series.length === 0) return notApplicable('no series of runs at two thread counts or more');
    const leftOut = runs.flatMap((r) => (r.column.failure === null ? [] : [{ runId: r.id, reason: r.column.failure }]));
    return { series, metric, concurrency: concurrencyWord(counted.map((r) => r.column.tool)), leftOut, alone, chart: chartOf(series) };
  },
});
