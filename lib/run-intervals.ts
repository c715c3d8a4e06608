// The run page's two views of a run's intervals: the whole-run chart (CHART_POINTS buckets) and the
// steady state over every interval. Each reads every interval of the run (~80 ms of PostgreSQL each
// for a 12-hour run at 100,000 runs, the page's largest cost) and changes only when runs do: both are
// kept per run until run_data_version moves (any write to runs, tags or projects; a re-parse
// rewrites its runs). A zoomed range is read each time: ranges are many, and each reads only its own
// intervals. Callers check the viewer's access to the run first.
import 'server-only';
import { readRunDataState } from './db/facets-cache';
import { getRateSeries, type IntervalSeries, listIntervalBuckets, type TimeRange } from './db/intervals';
import { CHART_POINTS } from './interval-rows';
import { memoByVersion } from './memo-by-version';
import { type SteadyState, steadyState } from './stats/steady-state';

/** Stalls the steady-state panel names with their time and line (it counts the rest). */
export const STALLS_NAMED = 10;

export type SteadyView = {
  steady: SteadyState;
  /** time and line of each interval the panel names: the warm-up's last, the first STALLS_NAMED stalls */
  at: Record<number, { t: number; line: number }>;
};

const memoChart = memoByVersion<IntervalSeries | null>({ readVersion: readRunDataState, staleAfterMs: 60_000, maxKeys: 50 });
const memoSteady = memoByVersion<SteadyView | null>({ readVersion: readRunDataState, staleAfterMs: 60_000, maxKeys: 500 });

const bucketsOf = (runId: number, zoom: TimeRange | null) =>
  listIntervalBuckets([runId], CHART_POINTS, 0, zoom).then((series) => series.get(runId) ?? null);

/** The run's interval chart: the whole run (kept), or a zoomed range (read). */
export function runChartSeries(runId: number, zoom: TimeRange | null): Promise<IntervalSeries | null> {
  return zoom ? bucketsOf(runId, zoom) : memoChart(String(runId), () => bucketsOf(runId, null));
}

/** The steady state of the run's throughput over every interval; null past STEADY_MAX_INTERVALS. */
export function runSteadyView(runId: number): Promise<SteadyView | null> {
  return memoSteady(String(runId), async () => {
    const rates = await getRateSeries(runId);
    if (!rates) return null;
    const steady = steadyState(rates.rate);
    if (!steady) return null;
    const named = [steady.warmupPoints - 1, ...steady.stalls.slice(0, STALLS_NAMED)].filter((i) => i >= 0);
    return { steady, at: Object.fromEntries(named.map((i) => [i, { t: rates.t[i] as number, line: rates.line[i] as number }])) };
  });
}
