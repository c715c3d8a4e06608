import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { z } from 'zod';
import { AlertsList } from '@/components/alerts/alerts-list';
import { EmptyState, PageHeader, Panel } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { countProjectAlerts, getVisibleProject, listProjectAlerts, MAX_LISTED_ALERTS } from '@/lib/db/alerts';
import { countOf } from '@/lib/format';
import { idParamSchema } from '@/lib/schemas/params';
import { queryNumber, queryObject } from '@/lib/schemas/query';
import { acknowledgeAlertAction } from './actions';

export const metadata: Metadata = { title: 'Alerts' };

/** `?page=N`: a page of MAX_LISTED_ALERTS, newest first (1 when absent or not a page number). */
const pageSchema = z.object({ page: queryNumber(1, 100_000, { integer: true }).catch(1).default(1) });

export default async function ProjectAlertsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const id = idParamSchema.safeParse(await params);
  if (!id.success) notFound();
  const viewer = await getViewer();
  const access = accessOf(viewer);
  const project = await getVisibleProject(access, id.data.id);
  if (!project) notFound();
  const { page } = pageSchema.parse(queryObject(await searchParams));
  const [alerts, counts] = await Promise.all([listProjectAlerts(access, project.id, page), countProjectAlerts(access, project.id)]);
  const canAcknowledge = isAllowed(viewer, project.teamId, { run: ['edit'] });
  // trashing a run keeps its alert listed (the record that it regressed), not counted as needing attention
  const { total, open, openTrashed: trashed } = counts;
  return (
    <>
      <PageHeader
        title={`Alerts: ${project.name}`}
        subtitle={
          <span>
            {countOf(total, 'alert')}, {open} not acknowledged
            {trashed ? ` (and ${trashed} on runs in the trash)` : ''} ·{' '}
            <Link href={`/projects/${project.id}#alert-settings`} className="text-accent hover:underline">
              thresholds and webhook
            </Link>
          </span>
        }
      />
      {total === 0 ? (
        <EmptyState title="No regression alert">An upload whose run crosses one of the project's thresholds shows up here.</EmptyState>
      ) : (
        // every alert reachable, a page at a time (past the newest 200 none could be acknowledged)
        <Panel title="Newest first">
          <AlertsList alerts={alerts} canAcknowledge={canAcknowledge} acknowledgeAction={acknowledgeAlertAction} />
          <Pagination
            page={page}
            size={MAX_LISTED_ALERTS}
            total={total}
            href={(n) => `/projects/${project.id}/alerts${n > 1 ? `?page=${n}` : ''}`}
          />
        </Panel>
      )}
    </>
  );
}
