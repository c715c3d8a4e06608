import { Panel } from '@/components/ui/page-header';
import { formatNumber } from '@/lib/format';
import { STALLS_NAMED, type SteadyView } from '@/lib/run-intervals';
import { STALL_FRACTION } from '@/lib/stats/stall';

type Props = SteadyView & { unit: string };

/** The run's steady state from its intervals: the warm-up MSER-5 cuts, the steady mean with its interval, CV, stalls. */
export function SteadyStatePanel({ steady, at, unit }: Props) {
  const warmupEnd = steady.warmupPoints > 0 ? at[steady.warmupPoints - 1]?.t : null;
  const stallsShown = steady.stalls.slice(0, STALLS_NAMED);
  return (
    <Panel title="Steady state (from the intervals)">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-4" data-testid="steady-state">
        <div className="flex justify-between gap-2 border-b border-line py-0.5">
          <dt className="text-muted">warm-up (MSER-5)</dt>
          <dd className="num" data-warmup={steady.warmupPoints}>
            {steady.warmupPoints === 0 ? 'none' : `${steady.warmupPoints} intervals (to ${formatNumber(warmupEnd ?? null)} s)`}
          </dd>
        </div>
        <div className="flex justify-between gap-2 border-b border-line py-0.5">
          <dt className="text-muted">steady mean</dt>
          <dd className="num" data-steady-mean>
            {formatNumber(steady.mean, 2)} {unit}
          </dd>
        </div>
        <div className="flex justify-between gap-2 border-b border-line py-0.5">
          <dt className="text-muted">95% CI (batch means)</dt>
          <dd className="num" data-steady-ci>
            {steady.ci95
              ? `${formatNumber(steady.ci95[0], 2)} – ${formatNumber(steady.ci95[1], 2)} (${steady.batches} batches)`
              : 'too few intervals'}
          </dd>
        </div>
        <div className="flex justify-between gap-2 border-b border-line py-0.5">
          <dt className="text-muted">CV</dt>
          <dd className="num" data-steady-cv>
            {steady.cv === null ? '—' : `${(steady.cv * 100).toFixed(1)}%`}
          </dd>
        </div>
        <div className="flex justify-between gap-2 border-b border-line py-0.5">
          <dt className="text-muted">stalls</dt>
          <dd className="num" data-stalls={steady.stalls.length}>
            {steady.stalls.length === 0
              ? 'none'
              : stallsShown.map((i, k) => (
                  <a key={i} href={`#L${at[i]?.line}`} className="text-accent hover:underline">
                    {k > 0 ? ', ' : ''}
                    {formatNumber(at[i]?.t ?? null)} s
                  </a>
                ))}
            {steady.stalls.length > stallsShown.length ? ` … (${steady.stalls.length})` : ''}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted">
        {steady.points} steady intervals.{' '}
        {steady.unsettled
          ? 'The run never settled: the best warm-up cut is at the limit of the search (the first half of the run, in batches of 5 intervals). '
          : ''}
        The warm-up is the MSER-5 truncation point; the interval comes from non-overlapping batch means (intervals of one run are
        autocorrelated, so a plain standard error would be too narrow). A stall is a steady interval below {STALL_FRACTION * 100}% of the
        steady median.
      </p>
    </Panel>
  );
}
