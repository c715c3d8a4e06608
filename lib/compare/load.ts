// The one compare loader: the compare page, a share and the REST API read runs and build the model
// here. Runs come from the URL (or a project), in the asked order, filtered by what the reader may
// see; a share names its runs (never a project) and reads them with what its link grants now
// (lib/shares.ts shareAccess).
import type { Access } from '../db/access';
import { getProjectRunIds, getRunsForCompare } from '../db/compare';
import { listIntervalBuckets, listSteadyStats } from '../db/intervals';
import { readPageDataSettled } from '../db/page-version';
import { listRateSeries } from '../db/rate-series';
import { createUploadSlots } from '../ingest/upload-slots';
import { memoByVersion } from '../memo-by-version';
import { isOperationSuite } from './run-kinds';
import { type CompareState, MAX_PROJECT_COMPARE_RUNS, type ShareState } from './state';
import { BASIS_REASONS, steadyBasisOf, withBasis } from './steady-basis';
import { inSweepOrder } from './sweep-order';
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
  { warmup, basis }: Pick<CompareState, 'warmup' | 'basis'>,
): Promise<(CompareInputRun & { teamId: string | null })[]> {
  const runs = await getRunsForCompare(access, ids);
  const load = runs.filter((r) => !isOperationSuite(r)).map((r) => r.id);
  const [series, steady, rates] = await Promise.all([
    listIntervalBuckets(load, overlayPointsPerRun(load.length), warmup),
    listSteadyStats(load, warmup),
    basis === 'steady' ? listRateSeries(load) : null,
  ]);
  // a format's own figures (tpmC) are compared too
  return runs.map((r) => {
    const run = {
      ...r,
      figures: r.extraMetrics.figures,
      totalsMarkers: r.extraMetrics.header.totalsMarkers ?? '',
      derived: r.extraMetrics.derived,
      intervals: series.get(r.id) ?? null,
      steady: steady.get(r.id) ?? null,
    };
    if (!rates) return { ...run, basis: null };
    const reason = isOperationSuite(r) ? BASIS_REASONS.suite : rates.tooLong.includes(r.id) ? BASIS_REASONS.tooLong : undefined;
    return withBasis(run, steadyBasisOf(run, rates.series.get(r.id), reason, warmup));
  });
}

export type Comparison = {
  /** the run ids asked for (the URL's, or the project's) */
  ids: number[];
  /** null: no run asked for, or none of them readable */
  model: CompareModel | null;
  tagKeys: string[];
  teamIds: (string | null)[];
  /** a whole project asked for: how many runs it has (`ids` holds its MAX_PROJECT_COMPARE_RUNS most recent) */
  projectRuns?: number;
};

/**
 * A comparison read again at the same data version (page_data_version: every table it shows) is
 * the one built before: building it (8 runs' configs, intervals and steady state) was 23 ms of
 * CPU of compare's 55. Keyed by what the reader may see and what was asked; what is computed
 * while a write is under way is answered, not kept, and so is a comparison of nothing. At most 20
 * (a model of 50 runs is ~1 MB in memory). Callers never change the model they get (shared).
 */
const memoComparison = memoByVersion<Comparison>({
  readVersion: readPageDataSettled,
  staleAfterMs: 60_000,
  maxKeys: 20,
  keepIf: (comparison) => comparison.model !== null,
});

/**
 * Comparisons built at once, in this process: each reads its runs' intervals (a steady state of
 * 150,000 intervals is seconds of PostgreSQL), and 16 asked at once with other settings each (none
 * kept for the next) held the server for 51 s, its health check 15 s (an attack probe, 2026-12-07).
 * The rest wait their turn; past 32 waiting they are told to come back.
 */
export const comparisonTurns = createUploadSlots(Number.MAX_SAFE_INTEGER, 2, 32, 'comparisons');

export function loadComparison(access: Access, state: CompareState): Promise<Comparison> {
  const build = () => comparisonTurns.run(1, () => buildComparison(access, state));
  // a whole project's comparison is not kept: it may hold hundreds of runs (named runs: at most 50)
  if (state.runs.length === 0) return build();
  return memoComparison(JSON.stringify([access, state]), build);
}

async function buildComparison(access: Access, state: CompareState): Promise<Comparison> {
  const project = state.runs.length === 0 && state.project ? await getProjectRunIds(access, state.project, MAX_PROJECT_COMPARE_RUNS) : null;
  const ids = project ? project.ids : [...state.runs];
  const projectRuns = project ? { projectRuns: project.total } : {};
  if (ids.length === 0) return { ids, model: null, tagKeys: [], teamIds: [], ...projectRuns };
  const runs = await loadCompareRuns(access, ids, state);
  if (runs.length === 0) return { ids, model: null, tagKeys: [], teamIds: [], ...projectRuns };
  const teamIds = [...new Set(runs.map((r) => r.teamId))];
  const tagKeys = [...new Set(runs.flatMap((r) => r.tags.map((t) => t.key)))].sort();
  // a project's sweep from the fewest threads up (a glob sent it as 16, 1, 2, 32, 4, 8); a list of runs as chosen
  const ordered = project ? inSweepOrder(runs, ids) : ids;
  return { ids: ordered, model: buildCompareModel(runs, state, ordered), tagKeys, teamIds, ...projectRuns };
}

/** A share's settings as compare state: its own runs, never a project (whose runs change). */
export function sharedCompareState(share: ShareState): CompareState {
  return { ...share, project: undefined };
}

/**
 * A shared comparison. The link is the grant: whoever holds it sees the runs it names (while they
 * are not in the trash), whatever their own access, and nothing else. Whether the share exists and
 * is not revoked is the caller's check (the proxy answers 410 for a revoked one).
 */
/** A share's comparison, its runs read as `access` (lib/shares.ts shareAccess: what the link grants now). */
export async function loadSharedComparison(share: ShareState, access: Access): Promise<Comparison & { state: CompareState }> {
  const state = sharedCompareState(share);
  return { state, ...(await loadComparison(access, state)) };
}
