// The runs list's URL state: every filter, the sort and the page, so any view can be bookmarked and
// shared. Read by /runs, GET /api/runs (with its own page sizes) and the proxy (lib/schemas/run-filter.ts).
import { metricKeysFor } from '../metrics';
import { MAX_COMPARE_RUNS } from './compare';
import { defineUrlState } from './define';
import { id, ids, num, oneOf, pairs, text, transient, withDefault } from './params';

/** `ranAt`: when runs ran (a date tag, sql-bench's Date of test, a date line), a run without a date when it was added */
export const RUN_SORTS = ['createdAt', 'ranAt', 'title', 'tool', 'test', 'threads', ...metricKeysFor('sort')] as const;
export type RunSort = (typeof RUN_SORTS)[number];
/** Sort keys whose Run column has another name (the rest: a metric's column, or the key itself). */
export const SORT_COLUMN_OF: Readonly<Partial<Record<RunSort, string>>> = { ranAt: 'placedAt' };

/** At most this many `tag=` filters: each is one more join, and no real filter needs more. */
export const MAX_TAG_FILTERS = 20;

/** The selection's host, build and configuration page: the runs picked (as compare names them). */
export const runsContextUrl = defineUrlState('/runs/selection/context', { runs: withDefault(ids(MAX_COMPARE_RUNS), []) });

export const runListUrl = defineUrlState('/runs', {
  tool: text(100),
  test: text(100),
  /** `key=value`, repeatable: all must match */
  tag: withDefault(pairs(MAX_TAG_FILTERS), []),
  host: id(),
  project: id(),
  /** the runs of one upload, or of one server configuration (linked from their pages) */
  upload: id(),
  config: id(),
  q: text(200),
  sort: withDefault(oneOf(RUN_SORTS), 'createdAt'),
  dir: withDefault(oneOf(['asc', 'desc']), 'desc'),
  page: withDefault(num(1, 1_000_000, { integer: true }), 1),
  size: withDefault(num(10, 200, { integer: true }), 50),
  /** not a filter: the run just moved to the trash, for the page's "Undo" */
  trashed: transient(id()),
});
