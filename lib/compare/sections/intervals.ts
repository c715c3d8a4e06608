// Every load-test run's interval lines on one time axis: means as lines, min–max bands where the
// database downsampled them, stalls marked, steady-state means after the warm-up.
import { MAX_STALL_MARKS, type OverlayRow, overlayIntervals, rateFieldOf, rateUnitOf, type Stall } from '../intervals';
import type { RunKind } from '../run-kinds';
import { bandKeys, type ChartSeries, runLabel, runSeries } from '../series';
import { chosenMetric, intervalFigureOf } from './chosen-metric';
import { loadRuns } from './runs';
import { defineSection, type NotApplicable, notApplicable } from './types';

export type IntervalsProps = {
  /** the figure drawn: throughput, or latency when a latency metric is chosen */
  figure: 'tps' | 'latencyMs';
  /** what the throughput is in: each unit the runs' intervals measure it in (tps, events/s, MiB/s …) */
  rateUnits: string[];
  /** runs whose throughput is MiB/s (fileio, memory): drawn, but no stalls or steady state are taken of it */
  mibRuns: number[];
  rows: OverlayRow[];
  /** where stalls are marked (at most MAX_STALL_MARKS) */
  stalls: Stall[];
  /** stalled intervals in all, and in how many places */
  stallIntervals: number;
  stallPlaces: number;
  series: ChartSeries[];
  /** min–max bands of the downsampled runs */
  bands: { low: string; high: string; label: string; color: string }[];
  steady: { runId: number; mean: number | null }[];
  downsampled: { runId: number; total: number; perBucket: number }[];
  /** the same, one per kind of run (tool and test), when the runs are of several: one chart each (rows, series and bands above are then empty) */
  kinds: (Omit<IntervalsProps, 'kinds' | 'oneInterval'> & { kind: RunKind })[];
  /** runs that printed one interval line: no line over time, named under the chart (they were left out unsaid: a DBA's pass) */
  oneInterval: { runId: number; label: string }[];
};

type LoadRun = ReturnType<typeof loadRuns>[number];

/** The overlay of some runs' intervals (all of a comparison's, or one kind's). */
function overlayOf(runs: LoadRun[], figure: IntervalsProps['figure']): Omit<IntervalsProps, 'kinds' | 'oneInterval'> {
  const overlay = overlayIntervals(
    runs.map((r) => ({ id: r.id, perBucket: r.intervals?.perBucket ?? 1, buckets: r.intervals?.buckets ?? [], steady: r.steady })),
    figure,
  );
  const downsampled = runs.filter((r) => (r.intervals?.perBucket ?? 1) > 1);
  const units = runs.map((r) => rateUnitOf(r.intervals?.buckets ?? []));
  const mibRuns = runs.filter((r) => rateFieldOf(r.intervals?.buckets ?? []) === 'mibPerSec').map((r) => r.id);
  return {
    figure,
    rateUnits: [...new Set(units.filter((u) => u !== null))],
    mibRuns,
    rows: overlay.rows,
    stalls: overlay.stalls.slice(0, MAX_STALL_MARKS),
    stallIntervals: runs.reduce((n, r) => n + (r.steady?.stalls ?? 0), 0),
    stallPlaces: overlay.stalls.length,
    series: runs.map((r) => runSeries(r.column)),
    bands: downsampled.map((r) => ({ ...bandKeys(r.id), label: `${runLabel(r.column)} min–max`, color: r.column.color })),
    steady: runs.filter((r) => !mibRuns.includes(r.id)).map((r) => ({ runId: r.id, mean: r.steady?.mean ?? null })),
    downsampled: downsampled.map((r) => ({ runId: r.id, total: r.intervals?.total ?? 0, perBucket: r.intervals?.perBucket ?? 1 })),
  };
}

export const intervalsSection = defineSection({
  id: 'intervals',
  title: 'Over time',
  build: (all, state): IntervalsProps | NotApplicable => {
    const load = loadRuns(all);
    const runs = load.filter((r) => (r.intervals?.total ?? 0) > 1);
    if (runs.length === 0) return notApplicable(load.length === 0 ? 'no load-test runs' : 'no run printed intervals');
    const figure = intervalFigureOf(chosenMetric(load, state));
    // one chart a kind when they are several: a project's 2,000 tps read-only runs and 600 tps
    // read/write ones on one axis, fifteen lines in eight colours, could not be followed (a DBA's pass)
    const byKind = new Map<string, { kind: RunKind; runs: LoadRun[] }>();
    for (const r of runs) {
      const group = byKind.get(r.column.kind.key) ?? { kind: r.column.kind, runs: [] };
      group.runs.push(r);
      byKind.set(r.column.kind.key, group);
    }
    const oneInterval = load.filter((r) => r.intervals?.total === 1).map((r) => ({ runId: r.id, label: runLabel(r.column) }));
    const whole = overlayOf(runs, figure);
    if (byKind.size === 1) return { ...whole, kinds: [], oneInterval };
    const kinds = [...byKind.values()].map((g) => ({ kind: g.kind, ...overlayOf(g.runs, figure) }));
    // the whole comparison's figures stay (the API's steady means and stalls); its lines are the kinds' charts, not sent twice
    return { ...whole, rows: [], series: [], bands: [], kinds, oneInterval };
  },
});
