// The run page's URL state: the time range its interval chart is zoomed into (`?from=3600&to=3900`,
// seconds of the run), so a zoomed view can be bookmarked and shared. No range: the whole run.
import { defineUrlState } from './define';
import { num } from './params';

/** Latest time a range may name: 31 years of seconds, past any run. */
export const MAX_RUN_SECONDS = 999_999_999;

export const RUN_VIEW_PARAMS = {
  from: num(0, MAX_RUN_SECONDS),
  to: num(0, MAX_RUN_SECONDS),
} as const;

/** The run page of one run: its path and its zoom links. */
export const runViewUrl = (runId: number) => defineUrlState(`/runs/${runId}`, RUN_VIEW_PARAMS);
