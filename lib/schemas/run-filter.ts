// The runs list's query schema, derived from its URL state (lib/url-state/runs.ts): the page, the
// proxy and GET /api/runs (lib/schemas/api-queries.ts) read with it.

import type { StateOf } from '../url-state/params';
import { MAX_TAG_FILTERS, RUN_SORTS, runListUrl } from '../url-state/runs';
import { type SearchParams, urlStateReader } from '../url-state/zod';

export { MAX_TAG_FILTERS, RUN_SORTS, runListUrl };

const reader = urlStateReader(runListUrl);

/** The runs list's state, read from its URL (every filter is shareable). */
export const runFilterSchema = reader.schema;

export type RunFilter = StateOf<typeof runListUrl.params>;

/** Parameters that may repeat. */
export const RUN_FILTER_LISTS = runListUrl.lists;

export function parseRunFilter(params: SearchParams): RunFilter {
  return reader.read(params);
}
