// A series' steps as the history chart's rows: pure, so the chart stays dumb.
import { intervalTooWide } from '../stats/summary';
import type { SeriesStep } from './steps';

/** One step of a series: its median, and its spread when it has repeats (null otherwise). */
export type HistoryRow = {
  step: number;
  label: string;
  median: number | null;
  min: number | null;
  max: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  /** the step's median again when a run of it raised an alert, else null (drawn as a red dot) */
  alert: number | null;
};

export function historyRows(steps: readonly SeriesStep[], alerted: ReadonlySet<number>): HistoryRow[] {
  return steps.map((s, i) => ({
    step: i + 1,
    // a step that says when it ran is read by that date on the axis (`2026-11-28 · upload 53`)
    label: s.first.ranAt ? `${s.first.ranAt.shown} · ${s.label}` : s.label,
    median: s.summary?.median ?? null,
    min: s.summary && s.summary.n > 1 ? s.summary.min : null,
    max: s.summary && s.summary.n > 1 ? s.summary.max : null,
    // an interval below zero is no band (it stretched the axis to -1,150 tps for two repeats): the table says "too wide"
    ciLow: intervalTooWide(s.summary) ? null : (s.summary?.ci95?.[0] ?? null),
    ciHigh: intervalTooWide(s.summary) ? null : (s.summary?.ci95?.[1] ?? null),
    alert: s.runs.some((r) => alerted.has(r.id)) ? (s.summary?.median ?? null) : null,
  }));
}
