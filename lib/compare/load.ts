// The compare page's data: runs from the URL (or a project), in the asked order, and the model.
import type { Access } from '../db/access';
import { getProjectRunIds, getRunsForCompare } from '../db/compare';
import { listIntervalBuckets, listSteadyStats } from '../db/intervals';
import { STALL_SHARE } from './intervals';
import type { CompareState } from './state';
import { buildCompareModel, type CompareInputRun, type CompareModel } from './view-model';

/** Points of the interval overlay in all, shared by its runs (each gets 100 to 1,000). */
const OVERLAY_POINTS = 2_000;

export function overlayPointsPerRun(runs: number): number {
  return Math.min(1_000, Math.max(100, Math.floor(OVERLAY_POINTS / Math.max(1, runs))));
}

/** The runs with their intervals downsampled and their exact steady-state figures after the warm-up. */
export async function loadCompareRuns(
  access: Access,
  ids: number[],
  warmupSeconds: number,
): Promise<(CompareInputRun & { teamId: string | null })[]> {
  const runs = await getRunsForCompare(access, ids);
  const load = runs.filter((r) => r.tool !== 'sql-bench').map((r) => r.id);
  const [series, steady] = await Promise.all([
    listIntervalBuckets(load, overlayPointsPerRun(load.length), warmupSeconds),
    listSteadyStats(load, warmupSeconds, STALL_SHARE),
  ]);
  return runs.map((r) => ({ ...r, intervals: series.get(r.id) ?? null, steady: steady.get(r.id) ?? null }));
}

export async function loadComparison(
  access: Access,
  state: CompareState,
): Promise<{ ids: number[]; model: CompareModel | null; tagKeys: string[]; teamIds: (string | null)[] }> {
  const ids = state.runs.length > 0 ? state.runs : state.project ? await getProjectRunIds(access, state.project) : [];
  if (ids.length === 0) return { ids, model: null, tagKeys: [], teamIds: [] };
  const runs = await loadCompareRuns(access, ids, state.warmup);
  if (runs.length === 0) return { ids, model: null, tagKeys: [], teamIds: [] };
  const teamIds = [...new Set(runs.map((r) => r.teamId))];
  const tagKeys = [...new Set(runs.flatMap((r) => r.tags.map((t) => t.key)))].sort();
  return { ids, model: buildCompareModel(runs, state, ids), tagKeys, teamIds };
}
