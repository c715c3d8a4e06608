// How much of a long list a project's, host's, configuration's or upload's page shows.

/**
 * Runs, uploads and result tables such a page lists, at most: its most recent runs and uploads (an
 * upload's first runs), its first result tables and configurations; each says how many there are. A nightly project reaches tens of thousands of runs: its page was 80 MB of HTML at 47,268
 * (2026-12-05). The runs list, filtered to it, pages through the rest.
 */
export const BRIEF_LIMIT = 100;
