import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { AlertSettings } from '@/components/alerts/alert-settings';
import { MoreInRunsList, RunBriefTable } from '@/components/runs/run-brief-table';
import { AddRunsButton } from '@/components/selection/selection-buttons';
import { SelectionTray } from '@/components/selection/selection-tray';
import { PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { countsByKind } from '@/lib/compare/run-kinds';
import { MAX_COMPARE_RUNS, MAX_PROJECT_COMPARE_RUNS } from '@/lib/compare/state';
import { countOpenAlerts, getProjectAlertSettings, listAlertRules } from '@/lib/db/alerts';
import { getProject } from '@/lib/db/catalog-pages';
import { countOf, formatNumber } from '@/lib/format';
import { ALERT_METRICS } from '@/lib/schemas/alerts';
import { idParamSchema } from '@/lib/schemas/params';
import { compareUrl } from '@/lib/url-state/compare';
import { matrixUrl } from '@/lib/url-state/matrix';
import { runListUrl } from '@/lib/url-state/runs';
import { uploadListUrl } from '@/lib/url-state/uploads';
import { deleteAlertRuleAction, saveAlertRuleAction, saveWebhookAction } from './alerts/actions';

export const metadata: Metadata = { title: 'Project' };

export default async function ProjectPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const id = idParamSchema.safeParse(await params);
  if (!id.success) notFound();
  const viewer = await getViewer();
  const project = await getProject(accessOf(viewer), id.data.id);
  if (!project) notFound();
  const canEdit = isAllowed(viewer, project.teamId, { run: ['edit'] });
  const [openAlerts, rules, settings] = await Promise.all([
    countOpenAlerts(project.id),
    listAlertRules([project.id]),
    canEdit ? getProjectAlertSettings(project.id) : null,
  ]);
  // like with like: runs of one kind (sysbench cpu, sysbench OLTP read/write, pgbench…) are compared with each other
  const kinds = countsByKind(project.kinds, MAX_COMPARE_RUNS);
  return (
    <>
      <PageHeader
        title={project.name}
        subtitle={
          <span>
            {countOf(project.runCount, 'run')} from {countOf(project.uploadCount, 'upload')} ·{' '}
            <Link href={`/projects/${project.id}/alerts`} className="text-accent hover:underline" data-testid="alerts-link">
              {openAlerts > 0 ? `${countOf(openAlerts, 'regression alert')} to acknowledge` : 'Alerts'}
            </Link>
          </span>
        }
        actions={
          project.runCount > 1 ? (
            <Link
              href={compareUrl.href({ project: project.id })}
              className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent"
            >
              Compare this project
            </Link>
          ) : null
        }
      />
      <SelectionTray />
      {project.runCount > 1 ? (
        <Panel title="Compare by kind of run" id="compare-by-kind">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm" data-testid="compare-by-kind">
            {kinds.map(({ kind, runs, listed, filter }) => (
              <li key={kind.key} className="flex items-baseline gap-1.5">
                <span data-kind={kind.key}>
                  {listed && runs > 1 ? (
                    <Link href={compareUrl.href({ runs: listed.map((r) => r.id) })} className="text-accent hover:underline">
                      {kind.name} ({runs})
                    </Link>
                  ) : listed ? (
                    <span className="text-muted" title="one run: nothing of its kind to compare it with">
                      {kind.name} (1)
                    </span>
                  ) : (
                    // more than one comparison holds: chosen in the runs list, filtered to this project and kind
                    <Link
                      href={runListUrl.href({ project: project.id, ...filter })}
                      className="text-accent hover:underline"
                      title={`more than ${MAX_COMPARE_RUNS} runs: choose the ones to compare in the runs list`}
                    >
                      {kind.name} ({formatNumber(runs, 0)}) in the runs list
                    </Link>
                  )}
                </span>
                {listed ? <AddRunsButton runs={listed} label="+ select" /> : null}
              </li>
            ))}
          </ul>
          {kinds.length > 1 ? (
            <p className="mt-2 text-xs text-muted">
              “Compare this project” shows{' '}
              {project.runCount > MAX_PROJECT_COMPARE_RUNS ? `its ${MAX_PROJECT_COMPARE_RUNS} most recent runs` : 'every run'}, each kind in
              its own table against a baseline of its own kind.
            </p>
          ) : null}
        </Panel>
      ) : null}
      {project.matrices.length > 0 ? (
        <Panel
          title={`Result tables${project.matrixCount > project.matrices.length ? ` (the first ${project.matrices.length} of ${formatNumber(project.matrixCount, 0)})` : ''}`}
        >
          <ul className="text-sm">
            {project.matrices.map((m) => (
              <li key={m.id}>
                <Link href={matrixUrl.href({ matrix: m.id })} className="text-accent hover:underline">
                  {m.caption || 'table'} ({m.rows.length} × {m.columns.length})
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <Panel title="Runs">
        <MoreInRunsList shown={project.runs.length} total={project.runCount} href={runListUrl.href({ project: project.id })} />
        <div className="scroll-hint overflow-x-auto">
          <RunBriefTable runs={project.runs} selectable />
        </div>
      </Panel>
      {canEdit ? (
        <Panel title="Regression alerts: thresholds and webhook" id="alert-settings">
          <AlertSettings
            projectId={project.id}
            rules={rules}
            webhookUrl={settings?.webhookUrl ?? null}
            metrics={ALERT_METRICS}
            saveRule={saveAlertRuleAction}
            deleteRule={deleteAlertRuleAction}
            saveWebhook={saveWebhookAction}
          />
        </Panel>
      ) : null}
      <Panel title="Uploads">
        {project.uploadCount > project.uploads.length ? (
          <p className="mb-2 text-xs text-muted" data-testid="more-uploads">
            The {project.uploads.length} most recent of {formatNumber(project.uploadCount, 0)} uploads:{' '}
            <Link href={uploadListUrl.href({ project: project.id })} className="text-accent hover:underline">
              all of them
            </Link>
          </p>
        ) : null}
        <ul className="text-sm">
          {project.uploads.map((u) => (
            <li key={u.id}>
              <Link href={`/uploads/${u.id}`} className="text-accent hover:underline">
                {u.fileName}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
