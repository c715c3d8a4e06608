import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ShareButton } from '@/components/compare/share-button';
import { DeleteRunButton } from '@/components/runs/delete-run-button';
import { HistogramChart } from '@/components/runs/histogram-chart';
import { IntervalChart } from '@/components/runs/interval-chart';
import { LineLinkFallback } from '@/components/runs/line-link-fallback';
import { MetricCards } from '@/components/runs/metric-cards';
import { MoreRows } from '@/components/runs/more-rows';
import { OperationsTable } from '@/components/runs/operations-table';
import { PgbenchScriptsTable, StatementLatenciesTable } from '@/components/runs/pgbench-tables';
import { RunAlerts } from '@/components/runs/run-alerts';
import { RunContext } from '@/components/runs/run-context';
import { RunEditForm } from '@/components/runs/run-edit-form';
import { RunIdentity } from '@/components/runs/run-identity';
import { RunParameters } from '@/components/runs/run-parameters';
import { RunRanAt } from '@/components/runs/run-ran-at';
import { RunWarnings, SameOutputBadge } from '@/components/runs/run-warnings';
import { SourceView } from '@/components/runs/source-view';
import { SteadyStatePanel } from '@/components/runs/steady-state-panel';
import { TestTotalsTable } from '@/components/runs/test-totals-table';
import { AddToComparisonButton } from '@/components/selection/selection-buttons';
import { SelectionTray } from '@/components/selection/selection-tray';
import { PageHeader, Panel, Tag } from '@/components/ui/page-header';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { freezeCompareState, parseCompareState } from '@/lib/compare/state';
import { listRunAlerts } from '@/lib/db/alerts';
import { runsWithSameOutput } from '@/lib/db/repeated-outputs';
import { getRun, getRunSource } from '@/lib/db/runs';
import { isUploadReadable } from '@/lib/db/uploads';
import { figureLabel } from '@/lib/figure-label';
import { formatDate } from '@/lib/format';
import { intervalChartDataOf } from '@/lib/interval-rows';
import { formatOf, parameterText, tagKeyText, tagsAsTyped } from '@/lib/parsers/formats';
import { splitPgbenchScripts } from '@/lib/pgbench-scripts';
import { columnDecimals } from '@/lib/printed-figures';
import { runChartSeries, runSteadyView } from '@/lib/run-intervals';
import { chartDomain, intervalLatencyLabel, intervalSeriesLabels, metricCards, totalsRow } from '@/lib/run-view';
import { idParamSchema } from '@/lib/schemas/params';
import { parseRunViewQuery, zoomRangeOf } from '@/lib/schemas/run-view';
import { lineOf, runSourceRanges } from '@/lib/source-lines';
import { seriesUrl } from '@/lib/url-state/series';
import { deleteRunAction, reparseAction, saveRunAction } from './actions';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Run ${(await params).id}` };
}

export default async function RunPage({ params, searchParams }: Props) {
  await connection();
  const parsedId = idParamSchema.safeParse(await params);
  if (!parsedId.success) notFound();
  // the chart's zoomed range (the proxy has refused a malformed one); figures always read the whole run
  const zoom = zoomRangeOf(parseRunViewQuery(await searchParams));
  const viewer = await getViewer();
  const run = await getRun(accessOf(viewer), parsedId.data.id);
  if (!run || run.deletedAt) notFound(); // a run in the trash is out of sight until restored
  const { sources, extraMetrics: extra } = run;
  const capabilities = formatOf(run.tool)?.capabilities;
  // in the tool's own words (pgbench: clients, and threads for its -j jobs); a restated one left out
  const parameters = Object.entries(run.parameters).flatMap(([key, value]): [string, string | number | boolean, number | null][] => {
    const label = capabilities?.parameterLabels?.[key];
    return label === null
      ? []
      : [[label ?? figureLabel(key), parameterText(run.tool, key, value), sources[`parameters.${key}`]?.[0] ?? null]];
  });
  const tags = Object.fromEntries(run.tags.map((t) => [t.key, t.value]));
  const { scripts, statements } = splitPgbenchScripts(run.operations, extra.figures ?? {});
  const sqlOperations = run.operations.filter((o) => o.latencyMs === null);
  const sqlTotals = totalsRow(run, extra.figures);
  // every line this page links to must be in its source view
  const linked = [
    ...Object.values(sources).flat(),
    ...run.operations.map((o) => o.line),
    ...run.testTotals.map((t) => t.line),
    ...run.warnings.map((w) => w.line),
  ].filter((l): l is number => typeof l === 'number');
  // a reader who may read the run but not its file (another run of it is private): only the run's
  // own lines, no lines around it, no link to the file (a walkthrough, 2026-12-05: a public run's
  // source view showed the lines of a private run beside it)
  const fileReadable = await isUploadReadable(accessOf(viewer), run.uploadId);
  const ranges = runSourceRanges({ lineStart: run.lineStart, lineEnd: run.lineEnd, linked, ...(fileReadable ? {} : { context: 0 }) });
  const [series, source, steady, alerts, sameOutput] = await Promise.all([
    run._count.intervals > 0 ? runChartSeries(run.id, zoom) : null,
    getRunSource(run.uploadId, ranges),
    run._count.intervals > 0 ? runSteadyView(run.id) : null,
    listRunAlerts(accessOf(viewer), run.id),
    runsWithSameOutput(accessOf(viewer), run),
  ]);
  const csvHref = (part: string) => `/api/runs/${run.id}/export?format=csv&part=${part}`;
  return (
    <>
      <PageHeader
        title={run.title}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <RunIdentity run={run} />
            {run.complete ? null : (
              <span className="rounded bg-warn-soft px-1.5 text-xs text-warn" data-incomplete>
                incomplete{run.warnings[0] ? `: ${run.warnings[0].message} (line ${run.warnings[0].line})` : ''}
              </span>
            )}
            <SameOutputBadge runIds={sameOutput} />
            {run.project ? (
              <Link href={`/projects/${run.project.id}`} className="text-accent hover:underline">
                {run.project.name}
              </Link>
            ) : null}
            {fileReadable ? (
              <Link href={`/uploads/${run.upload.id}`} className="text-accent hover:underline">
                {run.upload.fileName}
              </Link>
            ) : (
              <span data-testid="run-file-closed">{run.upload.fileName}</span>
            )}
            <RunRanAt tags={tags} header={extra.header} sources={sources} fileReadable={fileReadable} />
            <span>added {formatDate(run.createdAt)}</span>
            {run.commit || run.branch ? (
              <span data-testid="run-revision">
                {run.commit ? (
                  <>
                    commit <code className="font-mono text-xs text-ink">{run.commit}</code>
                  </>
                ) : null}
                {run.commit && run.branch ? ' on ' : null}
                {run.branch ? (
                  <>
                    branch <code className="font-mono text-xs text-ink">{run.branch}</code>
                  </>
                ) : null}
              </span>
            ) : null}
          </span>
        }
        actions={
          <>
            <Link
              href={seriesUrl.href({ run: run.id })}
              className="rounded-md border border-line px-3 py-1.5 text-sm hover:bg-subtle"
              data-testid="history-link"
            >
              History of this benchmark
            </Link>
            <AddToComparisonButton run={{ id: run.id, title: run.title }} />
            {/* a link for whoever holds it (outside the team too): this run on its own, as compare shows it */}
            {isAllowed(viewer, run.teamId, { run: ['share'] }) ? (
              <ShareButton state={freezeCompareState(parseCompareState({}), [run.id], run.id)} />
            ) : null}
            <a
              href={`/api/runs/${run.id}/export?format=json`}
              className="rounded-md border border-line px-3 py-1.5 text-sm hover:bg-subtle"
            >
              JSON
            </a>
            <a href={`/api/runs/${run.id}/export?format=csv`} className="rounded-md border border-line px-3 py-1.5 text-sm hover:bg-subtle">
              CSV
            </a>
          </>
        }
      />
      <SelectionTray />
      {alerts.length > 0 ? <RunAlerts alerts={alerts} runId={run.id} projectId={run.projectId} /> : null}
      <div className="mb-4 flex flex-wrap gap-1">
        {run.tags.map((t) => (
          <Tag key={t.key} k={t.key} v={t.value} label={tagKeyText(run.tool, t.key)} />
        ))}
      </div>
      <Panel title="Results">
        <MetricCards
          cards={metricCards(run, extra.figures ?? {})}
          sources={sources}
          derived={extra.derived ?? []}
          lineText={(line) => lineOf(source?.segments ?? [], line)}
        />
      </Panel>
      {run._count.intervals > 0 ? (
        <IntervalChart
          runTitle={run.title}
          runId={run.id}
          fileName={`run-${run.id}-intervals`}
          latencyLabel={intervalLatencyLabel(run, series?.latencyPct ?? null)}
          labels={intervalSeriesLabels(run)}
          data={intervalChartDataOf(series ?? { total: 0, perBucket: 1, buckets: [] })}
          domain={chartDomain(series, zoom)}
          zoom={zoom}
          runTotal={run._count.intervals}
        />
      ) : null}
      {steady ? (
        <SteadyStatePanel
          steady={steady.steady}
          at={steady.at}
          unit={capabilities?.labels['intervals.tps'] ?? (run.tps !== null ? 'tps' : 'events/s')}
        />
      ) : null}
      {run.histogram.length > 0 ? (
        <>
          <HistogramChart fileName={`run-${run.id}-histogram`} buckets={run.histogram.map((b) => ({ ms: b.ms, count: Number(b.count) }))} />
          <MoreRows shown={run.histogram.length} total={run._count.histogram} href={csvHref('histogram')} />
        </>
      ) : null}
      {sqlOperations.length > 0 ? (
        <Panel title={`Totals per operation (${sqlOperations.length} rows)`}>
          <OperationsTable
            rows={sqlOperations.map((o) => ({ ...o, count: o.count === null ? null : Number(o.count) }))}
            totals={sqlTotals}
            decimals={columnDecimals(sqlTotals ? [...sqlOperations, sqlTotals] : sqlOperations, ['seconds', 'usr', 'sys', 'cpu'], (line) =>
              lineOf(source?.segments ?? [], line),
            )}
          />
          <MoreRows shown={run.operations.length} total={run._count.operations} href={csvHref('operations')} />
        </Panel>
      ) : null}
      {run.testTotals.length > 0 ? (
        <Panel title="Per-test totals">
          <TestTotalsTable rows={run.testTotals} />
          <MoreRows shown={run.testTotals.length} total={run._count.testTotals} href={csvHref('tests')} />
        </Panel>
      ) : null}
      {scripts.length > 0 ? (
        <Panel title={`Scripts (${scripts.length}), each with its share of the run`}>
          <PgbenchScriptsTable scripts={scripts} />
        </Panel>
      ) : null}
      {statements.length > 0 ? (
        <Panel title={capabilities?.latencyRows ?? 'Per-operation latencies'}>
          <StatementLatenciesTable statements={statements} />
          {sqlOperations.length === 0 ? (
            <MoreRows shown={run.operations.length} total={run._count.operations} href={csvHref('operations')} />
          ) : null}
        </Panel>
      ) : null}
      <Panel title="Parameters">
        <RunParameters
          command={run.command}
          header={Object.entries(capabilities?.headerLabels ?? {}).flatMap(([key, label]): [string, string][] =>
            extra.header[key] ? [[label, extra.header[key]]] : [],
          )}
          parameters={parameters}
          figures={extra.figures ?? {}}
          sources={sources}
          lineText={(line) => lineOf(source?.segments ?? [], line)}
        />
      </Panel>
      <Panel title="Host, server, configuration">
        <RunContext run={run} />
      </Panel>
      <RunWarnings warnings={run.warnings} total={run._count.warnings} csvHref={csvHref('warnings')} />
      {isAllowed(viewer, run.teamId, { run: ['edit'] }) ? (
        <Panel title="Edit">
          <RunEditForm runId={run.id} title={run.title} notes={run.notes} tags={tagsAsTyped(run.tool, tags)} action={saveRunAction} />
          <p className="mt-3 text-sm">
            <Link href={`/runs/${run.id}/context`} className="text-accent hover:underline">
              Host, server build, configuration and project →
            </Link>
          </p>
          <div className="mt-4 flex flex-wrap gap-3 border-t border-line pt-4">
            <form action={reparseAction}>
              <input type="hidden" name="uploadId" value={run.uploadId} />
              <input type="hidden" name="back" value={`/runs/${run.id}`} />
              <button
                type="submit"
                className="rounded-md border border-line px-3 py-1.5 text-sm hover:bg-subtle"
                title="Read the stored document again with the current parsers"
              >
                Re-parse upload
              </button>
            </form>
            <DeleteRunButton runId={run.id} action={deleteRunAction} />
          </div>
        </Panel>
      ) : null}
      <Panel title="Source">
        <SourceView
          segments={source?.segments ?? []}
          total={source?.total ?? 0}
          highlight={[run.lineStart, run.lineEnd]}
          uploadId={run.uploadId}
          documentOpen={fileReadable}
        />
        {fileReadable ? <LineLinkFallback documentPath={`/uploads/${run.uploadId}`} /> : null}
      </Panel>
    </>
  );
}
