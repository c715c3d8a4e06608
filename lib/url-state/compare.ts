// The compare page's URL state: read by the page, GET /api/compare and the proxy (lib/compare/state.ts
// derives their schema), written by every link to it, frozen by a share (its JSON derives from it).
import { metricKeysFor } from '../metrics';
import { defineUrlState } from './define';
import { id, ids, num, oneOf, pattern, withDefault } from './params';

/** Runs side by side on one page, at most: each is a column of every table and a series of every chart. */
export const MAX_COMPARE_RUNS = 50;

/**
 * A whole project's runs compared at once, at most: its most recent. More than a URL may name
 * (the demo's two-vCPU project has 98), few enough to build (a comparison of a project of 14,552
 * runs took the server past its heap); the runs list narrows a bigger project to the runs wanted.
 */
export const MAX_PROJECT_COMPARE_RUNS = 200;

/** Where a comparison's throughput comes from (lib/compare/steady-basis.ts); here, apart from the statistics it needs, so that client code building compare links stays small. */
export const BASES = ['summary', 'steady'] as const;

/** A tag key (`allocator`, `query_cache`): what runs are grouped or split by. */
export const tagKey = () => pattern(/^[a-z][a-z0-9_.-]{0,40}$/, 'a tag key: lower-case letters, digits, _ . -');

export const compareUrl = defineUrlState('/compare', {
  runs: withDefault(ids(MAX_COMPARE_RUNS), []),
  /** every run of a project, when no runs are named */
  project: id(),
  baseline: id(),
  /** neutral band for noise, in percent */
  band: withDefault(num(0, 50), 3),
  /** the chart metric (scaling, groups, stalls); none: the headline */
  metric: oneOf(metricKeysFor('chart')),
  /** a tag key: one series per value */
  group: tagKey(),
  /** seconds of each run's intervals to leave out of steady-state figures */
  warmup: withDefault(num(0, 100_000), 0),
  /** the two-sample test between repeats of two configurations (lib/stats/significance.ts) */
  stat: withDefault(oneOf(['mann-whitney', 'welch']), 'mann-whitney'),
  /** throughput as printed at the end of each run, or the steady state of its intervals (lib/compare/steady-basis.ts) */
  basis: withDefault(oneOf(BASES), 'summary'),
});
