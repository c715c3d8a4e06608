// Interval lines of several runs on one time axis, with a warm-up to leave out and stalls marked.
import { median } from './math';

export type IntervalRun = { id: number; intervals: { t: number; tps: number | null; latencyMs: number | null }[] };
export type OverlayRow = Record<string, number | null> & { t: number };
export type Stall = { runId: number; t: number; value: number };

/** A stall: an interval whose tps falls under this share of the run's median (after warm-up). */
const STALL_SHARE = 0.1;

export function overlayIntervals(
  runs: IntervalRun[],
  metric: 'tps' | 'latencyMs',
  warmupSeconds: number,
): { rows: OverlayRow[]; stalls: Stall[] } {
  const byT = new Map<number, OverlayRow>();
  const stalls: Stall[] = [];
  for (const run of runs) {
    const kept = run.intervals.filter((p) => p.t > warmupSeconds);
    const typical = median(kept.map((p) => p.tps).filter((v): v is number => v !== null));
    for (const p of run.intervals) {
      const row = byT.get(p.t) ?? ({ t: p.t } as OverlayRow);
      row[`r${run.id}`] = p[metric];
      byT.set(p.t, row);
      if (p.t > warmupSeconds && typical !== null && typical > 0 && p.tps !== null && p.tps <= typical * STALL_SHARE)
        stalls.push({ runId: run.id, t: p.t, value: p.tps });
    }
  }
  return { rows: [...byT.values()].sort((a, b) => a.t - b.t), stalls };
}

/** Mean of a run's interval tps after the warm-up: what the steady state delivered. */
export function steadyMean(intervals: { t: number; tps: number | null }[], warmupSeconds: number): number | null {
  const values = intervals.filter((p) => p.t > warmupSeconds && p.tps !== null).map((p) => p.tps as number);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}
