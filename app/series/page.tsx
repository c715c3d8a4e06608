import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ChartFrame } from '@/components/charts/chart-frame';
import { LazyHistoryChart } from '@/components/series/lazy-history-chart';
import { SeriesStepsTable } from '@/components/series/series-steps-table';
import { EmptyState, PageHeader, Panel, Tag } from '@/components/ui/page-header';
import { accessOf, getViewer } from '@/lib/auth/viewer';
import { countOf, formatNumber } from '@/lib/format';
import { labelWithUnit, metricDef, percentileLabel } from '@/lib/metrics';
import { concurrencyText, printedDecimalsOf } from '@/lib/parsers/formats';
import { historyCaption } from '@/lib/series/bands';
import { seriesTags, workloadParameters } from '@/lib/series/identity';
import { loadHistoryPage } from '@/lib/series/load';
import { historyRows } from '@/lib/series/rows';
import { DATE_FORMS } from '@/lib/series/run-date';
import { mixedDurations, mixedToolVersions, unreadDates } from '@/lib/series/steps';
import { parseSeriesQuery, seriesUrl } from '@/lib/url-state/series';

/** A few runs by number (`#21, #22`), more by their count (`5 runs`). */
const runsText = (ids: readonly number[]) => (ids.length > 3 ? `${ids.length} runs` : ids.map((id) => `#${id}`).join(', '));

export const metadata: Metadata = { title: 'History' };

const AXIS_NAMES = { version: 'by version', time: 'in time (commits, uploads)' } as const;

export default async function SeriesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const query = parseSeriesQuery(await searchParams);
  if (query.run === undefined)
    return (
      <>
        <PageHeader title="History" />
        <EmptyState title="Open a run first">
          Every run page links to the history of its benchmark (“History of this benchmark”).
        </EmptyState>
      </>
    );
  const access = accessOf(await getViewer());
  const page = await loadHistoryPage(access, query.run, { axis: query.axis, metric: query.metric });
  if (!page) notFound();
  const { series, alerted } = page;
  const { anchor, axis, metric, metrics, steps, unplaced } = series;
  const state = { run: anchor.id, axis: query.axis, metric: query.metric };
  // the percentile latency is the anchor's percentile: runs that printed another have no value here
  // (said in the panel's title, not the chart's axis: there it was cut, "latency 95th pct ms (run")
  const percentile = metric === 'latPctMs' ? anchor.latPct : null;
  const percentileOnly = percentile !== null;
  const metricLabel = percentile !== null ? `${percentileLabel([percentile])} ms` : labelWithUnit(metric);
  const runCount = steps.reduce((n, s) => n + s.runs.length, 0);
  const rows = historyRows(steps, alerted);
  const tags = Object.entries(seriesTags(anchor, axis)).filter(([key]) => !['tool', 'test', 'threads'].includes(key));
  const parameters = Object.entries(workloadParameters(anchor));
  const durations = mixedDurations(steps);
  const toolVersions = mixedToolVersions(steps);
  const unread = unreadDates([...steps, { runs: unplaced }]);
  return (
    <>
      <PageHeader
        title={`History: ${[anchor.tool, anchor.test].filter(Boolean).join(' ')}${anchor.threads !== null ? ` · ${concurrencyText(anchor.tool, anchor.threads)}` : ''}`}
        subtitle={
          <span>
            {countOf(runCount, 'run')} in {countOf(steps.length, 'step')} {AXIS_NAMES[axis]}, from{' '}
            <Link href={`/runs/${anchor.id}`} className="text-accent hover:underline">
              {anchor.title}
            </Link>
            {anchor.host ? ` · host ${anchor.host.name}` : ''}
            {axis === 'time' && anchor.branch ? ` · branch ${anchor.branch}` : ''}
          </span>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm" data-testid="series-controls">
        <span className="flex gap-2">
          <span className="text-muted">Axis:</span>
          {(['version', 'time'] as const).map((a) =>
            a === axis ? (
              <span key={a} className="font-semibold" aria-current="true">
                {AXIS_NAMES[a]}
              </span>
            ) : (
              <Link key={a} href={seriesUrl.href(state, { axis: a })} className="text-accent hover:underline">
                {AXIS_NAMES[a]}
              </Link>
            ),
          )}
        </span>
        <span className="flex flex-wrap gap-2">
          <span className="text-muted">Metric:</span>
          {metrics.map((m) =>
            m === metric ? (
              <span key={m} className="font-semibold" aria-current="true">
                {metricDef(m).label}
              </span>
            ) : (
              <Link key={m} href={seriesUrl.href(state, { metric: m })} className="text-accent hover:underline">
                {metricDef(m).label}
              </Link>
            ),
          )}
        </span>
      </div>
      {tags.length + parameters.length > 0 ? (
        <div className="mb-4 flex flex-wrap gap-1" title="what every run of this series shares">
          {tags.map(([k, v]) => (
            <Tag key={`t-${k}`} k={k} v={v} />
          ))}
          {parameters.map(([k, v]) => (
            <Tag key={`p-${k}`} k={k} v={String(v)} />
          ))}
        </div>
      ) : null}
      {durations.length > 0 ? (
        <p className="mb-4 text-sm text-warn" data-testid="series-durations">
          Its runs were set to run for different times:{' '}
          {durations.map((d) => `${formatNumber(d.seconds, 0)} s (${runsText(d.runIds)})`).join('; ')}. How long a run ran is no part of its
          series: their figures are set side by side as they are.
        </p>
      ) : null}
      {toolVersions.length > 0 ? (
        <p className="mb-4 text-sm text-warn" data-testid="series-tool-versions">
          Its runs were measured with different versions of {anchor.tool}:{' '}
          {toolVersions.map((v) => `${v.version} (${runsText(v.runIds)})`).join('; ')}. A tool’s version is no part of its series, but what
          a test runs and how it counts may differ between versions.
        </p>
      ) : null}
      {unread.length > 0 ? (
        <p className="mb-4 text-sm text-warn" data-testid="series-unread-dates">
          {unread
            .slice(0, 5)
            .map((u) => `#${u.runId}'s date=${u.tag}`)
            .join(', ')}
          {unread.length > 5 ? ` and ${unread.length - 5} more` : ''}: not a date benchboard reads ({DATE_FORMS}), so{' '}
          {unread.length === 1 ? 'it is' : 'they are'} placed when {unread.length === 1 ? 'it was' : 'they were'} uploaded. Edit the tag on
          the run’s page.
        </p>
      ) : null}
      {steps.length === 0 ? (
        <EmptyState title="No step on this axis">
          {axis === 'version'
            ? 'No run of this series names its server version: its log, its server build, or a version= tag (8.4.3) would place it.'
            : 'This series has no runs.'}
        </EmptyState>
      ) : (
        <>
          <ChartFrame
            title={`${metricLabel} ${AXIS_NAMES[axis]}${percentileOnly ? ' (runs of other percentiles left out)' : ''}`}
            fileName={`history-run-${anchor.id}-${axis}-${metric}`}
            caption={historyCaption(rows)}
          >
            <LazyHistoryChart rows={rows} metricLabel={metricLabel} />
          </ChartFrame>
          <Panel title={`Steps (${steps.length})`}>
            <SeriesStepsTable
              steps={steps}
              axis={axis}
              metric={metric}
              anchorId={anchor.id}
              alerted={alerted}
              printed={printedDecimalsOf(anchor.tool)}
            />
          </Panel>
        </>
      )}
      {unplaced.length > 0 ? (
        <p className="text-sm text-muted" data-testid="series-unplaced">
          {countOf(unplaced.length, 'run')} of this benchmark name no server version (in their log, build or a version= tag) and are not on
          the ladder:{' '}
          {unplaced.slice(0, 20).map((r, i) => (
            <span key={r.id}>
              {i > 0 ? ', ' : ''}
              <Link href={`/runs/${r.id}`} className="text-accent hover:underline">
                #{r.id}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      {series.truncated ? <p className="text-sm text-muted">Only the newest runs of this benchmark are shown.</p> : null}
      <p className="mt-4 text-xs text-muted">
        A series is one benchmark — tool, test, threads, workload parameters, host and the tags that name its configuration — followed{' '}
        {axis === 'version'
          ? 'across server builds, ordered by version (5.1.45 < 5.5.22 < 10.11.6; pre-releases before their release).'
          : 'across commits, or uploads when a run has no commit, in the order they ran where a run says when (a date= tag, sql-bench’s Date of test), else in the order they were uploaded; configuration and branch stay the same.'}{' '}
        A parameter a log did not print is not a difference.
      </p>
    </>
  );
}
