// THE loader of a series (page and alerts alike): the anchor's candidates filtered by identity
// (identity.ts), then grouped into ordered steps (steps.ts) on the chosen metric.
import type { Access } from '../db/access';
import { listAlertedRunIds } from '../db/alerts';
import { accessKey } from '../db/facets-cache';
import { readPageDataSettled } from '../db/page-version';
import { getSeriesAnchor, listSeriesCandidates, type SeriesCandidate } from '../db/series';
import { memoByVersion } from '../memo-by-version';
import { HEADLINE_METRICS, type MetricKey, type MetricKeyFor, metricKeysFor, metricValue } from '../metrics';
import { inSeriesOf, type SeriesAxis, seriesNarrowing } from './identity';
import { type SeriesSteps, type StepRun, seriesSteps } from './steps';
import { parseVersion } from './version';

export type LoadedSeries = SeriesSteps & {
  anchor: SeriesCandidate;
  axis: SeriesAxis;
  metric: MetricKey;
  /** the history metrics some run of the series printed (and the chosen one): the page's choices */
  metrics: MetricKeyFor<'history'>[];
  /** true when MAX_SERIES_RUNS candidates were read: older runs may be missing */
  truncated: boolean;
};

/**
 * A member as a step's run. `percentile`: the anchor's (its latency percentile metric is that
 * percentile's): another run's 99th is no value of a 95th's history, so it has none there.
 */
export function toStepRun(run: SeriesCandidate, metric: MetricKey, percentile: number | null = null): StepRun {
  const otherPercentile = metric === 'latPctMs' && percentile !== null && run.latPct !== null && run.latPct !== percentile;
  return {
    id: run.id,
    title: run.title,
    value: otherPercentile ? null : metricValue(run, metric),
    otherPercentile: otherPercentile ? run.latPct : null,
    createdAt: run.createdAt,
    ranAt: run.ranAt,
    dateTag: run.tags.date ?? null,
    uploadId: run.uploadId,
    commit: run.commit,
    build: run.serverBuild?.description || null,
    version: versionOf(run),
    seconds: typeof run.parameters.time === 'number' ? run.parameters.time : null,
    toolVersion: run.toolVersion,
  };
}

/**
 * The server version a run is placed by on the version ladder: its build's, else the one its log
 * printed, else its `version=` tag when that reads as a version (CI's `--tag version=8.4.3`, the
 * README's example, put no run on the ladder: a DBA's pass).
 */
export function versionOf(run: Pick<SeriesCandidate, 'serverVersion' | 'serverBuild' | 'tags'>): string | null {
  const tag = run.tags.version;
  return run.serverBuild?.version ?? run.serverVersion ?? (tag !== undefined && parseVersion(tag) ? tag : null);
}

/**
 * The axis a run's series is shown on first: its version ladder when it names its server's version
 * and CI gave it no commit, else time (a run sent by the CLI without --build opened an empty ladder:
 * a DBA's pass).
 */
export function defaultAxis(run: Pick<SeriesCandidate, 'commit' | 'serverVersion' | 'serverBuild' | 'tags'>): SeriesAxis {
  return !run.commit && versionOf(run) ? 'version' : 'time';
}

/**
 * The metric shown first: tps, else the first headline figure the run has, else the first history
 * metric it has (a sql-bench run's duration): never one the run did not print.
 */
export function defaultMetric(run: SeriesCandidate): MetricKey {
  const has = (key: MetricKey) => metricValue(run, key) !== null;
  return HEADLINE_METRICS.find(has) ?? metricKeysFor('history').find(has) ?? 'tps';
}

/**
 * Of the candidates, the anchor's series on this axis: one run of each output (the same run stored
 * twice under two files is one measurement), the anchor where it is one of the copies, else the
 * first stored.
 */
export function seriesMembers(anchor: SeriesCandidate, candidates: readonly SeriesCandidate[], axis: SeriesAxis): SeriesCandidate[] {
  const inSeries = inSeriesOf(anchor, axis);
  const members = candidates.filter((c) => c.id === anchor.id || inSeries(c));
  const kept = new Map<string, SeriesCandidate>();
  for (const m of members) {
    const fp = m.outputFingerprint;
    if (!fp) continue;
    const first = kept.get(fp);
    if (!first || m.id === anchor.id || (first.id !== anchor.id && m.id < first.id)) kept.set(fp, m);
  }
  return kept.size === 0 ? members : members.filter((m) => !m.outputFingerprint || kept.get(m.outputFingerprint) === m);
}

/** Is the run a copy of one stored outside `batch` (its output under another file)? It measures nothing new. */
export function repeatsStoredOutput(run: SeriesCandidate, candidates: readonly SeriesCandidate[], batch: ReadonlySet<number>): boolean {
  return (
    !!run.outputFingerprint && candidates.some((c) => c.outputFingerprint === run.outputFingerprint && c.id !== run.id && !batch.has(c.id))
  );
}

export async function loadSeries(
  access: Access,
  runId: number,
  choice: { axis?: SeriesAxis | undefined; metric?: MetricKey | undefined },
): Promise<LoadedSeries | null> {
  const anchor = await getSeriesAnchor(access, runId);
  if (!anchor) return null;
  const axis = choice.axis ?? defaultAxis(anchor);
  const metric = choice.metric ?? defaultMetric(anchor);
  const candidates = await listSeriesCandidates(access, anchor, { narrow: seriesNarrowing(anchor, axis) });
  const members = seriesMembers(anchor, candidates.runs, axis);
  if (!members.some((m) => m.id === anchor.id)) members.push(anchor);
  const printed = metricKeysFor('history').filter((key) => key === metric || members.some((m) => metricValue(m, key) !== null));
  return {
    anchor,
    axis,
    metric,
    metrics: printed,
    truncated: candidates.truncated,
    ...seriesSteps(
      members.map((m) => toStepRun(m, metric, anchor.latPct)),
      axis,
    ),
  };
}

/** Shared between readers (kept): never changed by a caller. */
export type HistoryPage = { readonly series: LoadedSeries; readonly alerted: ReadonlySet<number> };

/**
 * A history page read again at the same data version (page_data_version: runs, tags and alerts
 * among what it counts) is the one read before: its anchor, its members' rows and their alerts were
 * ~3 ms of Prisma and ~2 ms more of pg and JSON of the page's ~20 at 100,000 runs (bench:scale's
 * history of 18,180 candidates), where the window's bound alone was kept. Keyed by what the reader
 * may see and what was asked; nothing read during a write is kept, nor a run that is not there. At
 * most 50 (a series of 2,000 runs is ~1 MB). Callers never change what they get (shared).
 */
const memoHistory = memoByVersion<HistoryPage | null>({
  readVersion: readPageDataSettled,
  staleAfterMs: 60_000,
  maxKeys: 50,
  keepIf: (page) => page !== null,
});

export function loadHistoryPage(
  access: Access,
  runId: number,
  choice: { axis?: SeriesAxis | undefined; metric?: MetricKey | undefined },
): Promise<HistoryPage | null> {
  return memoHistory(JSON.stringify([accessKey(access), runId, choice.axis ?? null, choice.metric ?? null]), async () => {
    const series = await loadSeries(access, runId, choice);
    if (!series) return null;
    const members = series.steps.flatMap((s) => s.runs.map((r) => r.id));
    return { series, alerted: await listAlertedRunIds(access, members, series.metric) };
  });
}
