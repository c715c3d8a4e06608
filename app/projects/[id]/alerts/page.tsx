import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { AlertsList } from '@/components/alerts/alerts-list';
import { EmptyState, PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { getVisibleProject, listProjectAlerts, MAX_LISTED_ALERTS } from '@/lib/db/alerts';
import { countOf } from '@/lib/format';
import { idParamSchema } from '@/lib/schemas/params';
import { acknowledgeAlertAction } from './actions';

export const metadata: Metadata = { title: 'Alerts' };

export default async function ProjectAlertsPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const id = idParamSchema.safeParse(await params);
  if (!id.success) notFound();
  const viewer = await getViewer();
  const access = accessOf(viewer);
  const project = await getVisibleProject(access, id.data.id);
  if (!project) notFound();
  const alerts = await listProjectAlerts(access, project.id);
  const canAcknowledge = isAllowed(viewer, project.teamId, { run: ['edit'] });
  const open = alerts.filter((a) => a.acknowledgedAt === null).length;
  // trashing a run keeps its alert listed (the record that it regressed), not counted as needing attention
  const trashed = alerts.filter((a) => a.acknowledgedAt === null && a.run.deletedAt !== null).length;
  return (
    <>
      <PageHeader
        title={`Alerts: ${project.name}`}
        subtitle={
          <span>
            {countOf(alerts.length, 'alert')}, {open - trashed} not acknowledged
            {trashed ? ` (and ${trashed} on runs in the trash)` : ''} ·{' '}
            <Link href={`/projects/${project.id}#alert-settings`} className="text-accent hover:underline">
              thresholds and webhook
            </Link>
          </span>
        }
      />
      {alerts.length === 0 ? (
        <EmptyState title="No regression alert">An upload whose run crosses one of the project's thresholds shows up here.</EmptyState>
      ) : (
        <Panel title="Newest first">
          <AlertsList alerts={alerts} canAcknowledge={canAcknowledge} acknowledgeAction={acknowledgeAlertAction} />
          {alerts.length >= MAX_LISTED_ALERTS ? <p className="mt-2 text-xs text-muted">The newest {MAX_LISTED_ALERTS} are shown.</p> : null}
        </Panel>
      )}
    </>
  );
}
