// A series' steps as the history chart's rows: pure, so the chart stays dumb.
import { intervalTooWide } from '../stats/summary';
import type { SeriesStep } from './steps';

/** One step of a series: its median, and its spread when it has repeats (null otherwise). */
export type HistoryRow = {
  step: number;
  /** the step and when it ran, for a tooltip (`2026-11-28 · upload 53`) */
  label: string;
  /** the step alone (a build, a commit, an upload), and when its first run ran if it says */
  name: string;
  when: string | null;
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
    name: s.label,
    when: s.first.ranAt?.shown ?? null,
    median: s.summary?.median ?? null,
    min: s.summary && s.summary.n > 1 ? s.summary.min : null,
    max: s.summary && s.summary.n > 1 ? s.summary.max : null,
    // an interval below zero is no band (it stretched the axis to -1,150 tps for two repeats): the table says "too wide"
    ciLow: intervalTooWide(s.summary) ? null : (s.summary?.ci95?.[0] ?? null),
    ciHigh: intervalTooWide(s.summary) ? null : (s.summary?.ci95?.[1] ?? null),
    alert: s.runs.some((r) => alerted.has(r.id)) ? (s.summary?.median ?? null) : null,
  }));
}

/** About how wide a character of the axis' 11 px text is. */
const CHAR_PX = 6.2;

/**
 * How a history's step ticks fit the width drawn: level, each on a few lines, where a step has
 * ~130 px; angled (more so on a phone) and cut shorter where it has less. `plotWidth` null: not
 * measured yet (drawn level as on a desktop).
 */
export function stepTickLayout(
  plotWidth: number | null,
  steps: number,
): { angle: number; chars: number; nameLines: number; dateOnly: boolean; height: number } {
  const perTick = (plotWidth ?? 1_000) / Math.max(1, steps);
  if (perTick >= 130)
    return { angle: 0, chars: Math.min(40, Math.floor(perTick / CHAR_PX) - 1), nameLines: 2, dateOnly: false, height: 56 };
  // angled, two lines fit between neighbours: the step's name on one, the date it ran on the other
  if (perTick >= 45) return { angle: -35, chars: 22, nameLines: 1, dateOnly: true, height: 100 };
  return { angle: -60, chars: 20, nameLines: 1, dateOnly: true, height: 130 };
}
