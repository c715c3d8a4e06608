// The compare view's whole state lives in its URL (defined once: lib/url-state/compare.ts); a share
// stores the same object as JSON, its run ids frozen.

import { compareUrl, MAX_COMPARE_RUNS, MAX_PROJECT_COMPARE_RUNS } from '../url-state/compare';
import { ids, type StateOf, withDefault } from '../url-state/params';
import { type SearchParams, urlStateReader, valueSchemaOf } from '../url-state/zod';

export { compareUrl, MAX_COMPARE_RUNS, MAX_PROJECT_COMPARE_RUNS };

export type CompareState = StateOf<typeof compareUrl.params>;

const reader = urlStateReader(compareUrl);

/** The page's, GET /api/compare's and the proxy's schema of the compare query. */
export const compareStateSchema = reader.schema;

export function parseCompareState(params: SearchParams): CompareState {
  return reader.read(params);
}

const { project: _project, runs: _runs, ...settings } = compareUrl.params;
/** A share may freeze a whole project's comparison: up to its MAX_PROJECT_COMPARE_RUNS runs. */
const frozen = { ...settings, runs: withDefault(ids(MAX_PROJECT_COMPARE_RUNS), []) };

/** What a share link freezes: the run ids (never a project, whose runs change) and the settings, as JSON. */
export const shareStateSchema = valueSchemaOf(frozen, { require: ['runs'] });
export type ShareState = StateOf<typeof frozen>;

/** The state a share freezes: the runs shown, in their order, with the baseline they were shown against. */
export function freezeCompareState(state: CompareState, runs: number[], baseline: number): ShareState {
  // every setting of the page but its project, whose runs change
  const { project: _unfrozen, ...settings } = state;
  return { ...settings, runs, baseline };
}
