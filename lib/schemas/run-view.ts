import { defineUrlState } from '../url-state/define';
import type { StateOf } from '../url-state/params';
import { RUN_VIEW_PARAMS } from '../url-state/run';
import { type SearchParams, urlStateReader } from '../url-state/zod';

const reader = urlStateReader(defineUrlState('/runs/[id]', RUN_VIEW_PARAMS));

/** The run page's query schema (lib/url-state/run.ts): the proxy refuses what it refuses. */
export const runViewQuerySchema = reader.schema;
export type RunViewQuery = StateOf<typeof RUN_VIEW_PARAMS>;

/** The zoomed range a query names, in order; null unless both ends are given and differ. */
export function zoomRangeOf(query: RunViewQuery): { from: number; to: number } | null {
  if (query.from === undefined || query.to === undefined || query.from === query.to) return null;
  return { from: Math.min(query.from, query.to), to: Math.max(query.from, query.to) };
}

export function parseRunViewQuery(params: SearchParams): RunViewQuery {
  return reader.read(params);
}
