// The compare page's basis for throughput: the printed summary (what the tool printed at the end,
// the default), or the steady state of each run's intervals — the warm-up MSER-5 finds cut off,
// the mean of the rest with its batch-means interval (lib/stats/steady-state.ts). With the steady
// basis a run's headline throughput (tps, else events/s) is replaced by that mean in every section;
// the printed figure, the cut and the lines it came from stay beside it, so each figure can be traced.
import { HEADLINE_METRICS, type HeadlineMetric } from '../metrics';
import { type SteadyState, steadyState } from '../stats/steady-state';
import { BASES } from '../url-state/compare';

export { BASES };
export type Basis = (typeof BASES)[number];

export type SteadyBasis = {
  source: 'steady';
  /** the headline the steady mean replaces */
  metric: HeadlineMetric;
  /** the figure the tool printed for that metric */
  printed: number | null;
  steady: Omit<SteadyState, 'stalls'> & { stalls: number };
  /** time of the last interval cut as warm-up; null when none was cut */
  warmupUntil: number | null;
  /** the log lines of the first and last steady interval */
  lines: [number, number];
};
export type SummaryBasis = { source: 'summary'; reason: string };
export type RunBasis = SteadyBasis | SummaryBasis;

type Series = { t: readonly number[]; rate: readonly number[]; line: readonly number[] };
type HeadlineRun = { [K in HeadlineMetric]: number | null };

export const BASIS_REASONS = {
  suite: 'a suite of timed operations: no throughput intervals',
  noIntervals: 'the log printed no intervals with a throughput',
  tooLong: 'too many intervals to analyse on a compare page (open the run page)',
  tooShort: 'fewer than two intervals',
  warmupCoversAll: 'fewer than two intervals after the warm-up',
} as const;

/** Which headline a run's intervals measure: its printed headline, else tps (the intervals' coalesce order). */
function headlineOf(run: HeadlineRun): HeadlineMetric {
  return HEADLINE_METRICS.find((key) => run[key] !== null) ?? 'tps';
}

/**
 * The steady-state basis of one run from its interval series, or why it keeps its printed summary.
 * The warm-up cut is MSER-5's, or the reader's `warmupSeconds` when given (every interval up to that
 * time left out, as the page's intervals and steady-state means leave it out: one cut on one page).
 */
export function steadyBasisOf(run: HeadlineRun, series: Series | undefined, reason?: string, warmupSeconds = 0): RunBasis {
  if (!series) return { source: 'summary', reason: reason ?? BASIS_REASONS.noIntervals };
  let chosen: number | undefined;
  if (warmupSeconds > 0) {
    const first = series.t.findIndex((t) => t > warmupSeconds);
    chosen = first < 0 ? series.t.length : first;
    if (series.rate.length - chosen < 2) return { source: 'summary', reason: BASIS_REASONS.warmupCoversAll };
  }
  const state = steadyState(series.rate, chosen);
  if (!state) return { source: 'summary', reason: BASIS_REASONS.tooShort };
  const metric = headlineOf(run);
  const { stalls, ...rest } = state;
  return {
    source: 'steady',
    metric,
    printed: run[metric],
    steady: { ...rest, stalls: stalls.length },
    warmupUntil: state.warmupPoints > 0 ? (series.t[state.warmupPoints - 1] ?? null) : null,
    lines: [series.line[state.warmupPoints] ?? 0, series.line[series.line.length - 1] ?? 0],
  };
}

/** The run with its headline throughput replaced by its steady-state mean (other figures unchanged). */
export function withBasis<R extends HeadlineRun>(run: R, basis: RunBasis): R & { basis: RunBasis } {
  if (basis.source === 'summary') return { ...run, basis };
  return { ...run, [basis.metric]: basis.steady.mean, basis };
}
