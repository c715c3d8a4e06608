import Link from 'next/link';
import { formatDate, formatNumber, rowDecimals } from '@/lib/format';
import { type MetricKey, metricDef } from '@/lib/metrics';
import { formatWithDecimals, metricDecimals, type ToolDecimals } from '@/lib/printed-figures';
import type { SeriesAxis } from '@/lib/series/identity';
import type { SeriesStep } from '@/lib/series/steps';
import { intervalText } from '@/lib/stats/summary';

type Props = {
  steps: SeriesStep[];
  axis: SeriesAxis;
  metric: MetricKey;
  anchorId: number;
  alerted: ReadonlySet<number>;
  /** the decimals the series' tool prints its rates and latencies with (its format's, when it says) */
  printed: ToolDecimals | undefined;
};

/** When a step in time ran, where its run says (a date= tag, sql-bench's Date of test), else when it was uploaded. */
function StepTime({ first }: { first: SeriesStep['first'] }) {
  if (!first.ranAt) return <div className="text-xs text-muted">uploaded {formatDate(first.createdAt)}</div>;
  return (
    <div
      className="text-xs text-muted"
      data-step-ran
      title={`from its ${first.ranAt.from} (${first.ranAt.text}); uploaded ${formatDate(first.createdAt)}`}
    >
      ran {first.ranAt.shown}
    </div>
  );
}

/**
 * A series step by step: median, spread, n, and every run of the step with its figure and a link.
 * Every figure has the decimals its tool prints (`2,089.20`, as on the run's page), or more when one
 * of the runs' figures has more (rowDecimals: a figure not printed as such).
 */
export function SeriesStepsTable({ steps, axis, metric, anchorId, alerted, printed }: Props) {
  const unit = metricDef(metric).unit;
  const decimals = Math.max(metricDecimals(metric, printed), rowDecimals(steps.flatMap((s) => s.runs.map((r) => r.value))));
  const shown = (value: number) => formatWithDecimals(value, decimals);
  const range = (low: number, high: number) => `${shown(low)} – ${shown(high)}`;
  // a median and an interval are computed, not printed: two decimals at least (12.50 of 12 and 13)
  const statistic = (value: number) => formatNumber(value, Math.max(2, decimals), decimals);
  const interval = (low: number, high: number) => `${statistic(low)} – ${statistic(high)}`;
  return (
    <div className="scroll-hint overflow-x-auto">
      <table className="w-full text-sm" data-testid="series-steps">
        <thead className="text-xs text-muted">
          <tr className="border-b border-line text-left">
            <th className="py-1 pr-2 font-medium">#</th>
            <th className="py-1 pr-2 font-medium">{axis === 'version' ? 'Server build' : 'Commit / upload'}</th>
            <th className="py-1 pr-2 text-right font-medium">n</th>
            <th className="py-1 pr-2 text-right font-medium">Median {unit}</th>
            <th className="py-1 pr-2 text-right font-medium">min – max</th>
            <th className="py-1 pr-2 text-right font-medium">95% CI of the mean</th>
            <th className="py-1 font-medium">Runs</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((s, i) => (
            <tr key={s.key} className="border-b border-line align-top last:border-0" data-step={s.label}>
              <td className="num py-1 pr-2 text-muted">{i + 1}</td>
              <td className="py-1 pr-2">
                <span className="font-medium" data-step-label>
                  {s.label}
                </span>
                {axis === 'time' ? <StepTime first={s.first} /> : null}
              </td>
              <td className="num py-1 pr-2 text-right" data-step-n>
                {s.summary?.n ?? 0}
              </td>
              <td className="num py-1 pr-2 text-right" data-step-median>
                {s.summary ? statistic(s.summary.median) : '—'}
              </td>
              <td className="num py-1 pr-2 text-right whitespace-nowrap">
                {!s.summary ? '—' : s.summary.n > 1 ? range(s.summary.min, s.summary.max) : '1 run — no spread'}
              </td>
              <td className="num py-1 pr-2 text-right whitespace-nowrap" title={intervalText(s.summary, interval).title}>
                {intervalText(s.summary, interval).text}
              </td>
              <td className="py-1">
                <ul className="space-y-0.5">
                  {s.runs.map((r) => (
                    <li key={r.id} className="flex flex-wrap items-baseline gap-x-2">
                      <Link href={`/runs/${r.id}`} className="text-accent hover:underline" data-series-run={r.id}>
                        {r.title}
                      </Link>
                      <span className="num text-xs text-muted">
                        {r.value !== null
                          ? shown(r.value)
                          : r.otherPercentile
                            ? `its ${r.otherPercentile}th percentile: not this history's`
                            : `no ${metricDef(metric).label}`}
                      </span>
                      {r.id === anchorId ? <span className="rounded bg-chip px-1 text-xs">this run</span> : null}
                      {alerted.has(r.id) ? (
                        <span className="rounded bg-worse-soft px-1 text-xs text-worse" data-alert-flag={r.id}>
                          regression alert
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
