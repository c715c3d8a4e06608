// The compare page's data: runs from the URL (or a project), in the asked order, and the model.
import { getProjectRunIds, getRunsForCompare } from '../db/compare';
import type { CompareState } from './state';
import { buildCompareModel, type CompareModel } from './view-model';

export async function loadComparison(state: CompareState): Promise<{ ids: number[]; model: CompareModel | null; tagKeys: string[] }> {
  const ids = state.runs.length > 0 ? state.runs : state.project ? await getProjectRunIds(state.project) : [];
  if (ids.length === 0) return { ids, model: null, tagKeys: [] };
  const runs = await getRunsForCompare(ids);
  if (runs.length === 0) return { ids, model: null, tagKeys: [] };
  const tagKeys = [...new Set(runs.flatMap((r) => r.tags.map((t) => t.key)))].sort();
  return { ids, model: buildCompareModel(runs, state, ids), tagKeys };
}
