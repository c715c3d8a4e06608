import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { RunContextFields } from '@/components/runs/run-context-fields';
import { EmptyState, PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { listConfigChoices, listHostChoices, listProjectChoices, listServerBuildChoices } from '@/lib/db/catalog';
import { getRunContext } from '@/lib/db/run-context';
import { runIdSchema } from '@/lib/schemas/run-edit';
import { saveRunContextAction } from '../actions';

export const metadata: Metadata = { title: 'Host, server build, configuration and project' };

/**
 * What a run ran on, chosen after upload: a run sent by the CLI has no host, build or config unless
 * its log names them, and repeats group only with runs of the same ones (compare's "Configurations
 * and their repeats"). Its own page, so the run page does not read every choice on each view.
 */
export default async function RunContextPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const parsed = runIdSchema.safeParse({ runId: (await params).id });
  if (!parsed.success) notFound();
  const viewer = await getViewer();
  const access = accessOf(viewer);
  const run = await getRunContext(access, parsed.data.runId);
  if (!run) notFound();
  const back = (
    <Link href={`/runs/${run.id}`} className="text-accent hover:underline">
      ← {run.title}
    </Link>
  );
  if (!isAllowed(viewer, run.teamId, { run: ['edit'] }))
    return viewer.kind === 'anonymous' ? (
      <EmptyState title="Sign in to edit this run">
        <Link href={`/sign-in?next=${encodeURIComponent(`/runs/${run.id}/context`)}`} className="text-accent hover:underline">
          Sign in
        </Link>
        , or go back to the run: {back}
      </EmptyState>
    ) : (
      <EmptyState title="Your role does not allow you to edit this run">Ask a team admin, or go back to the run: {back}</EmptyState>
    );
  const [hosts, builds, configs, projects] = await Promise.all([
    listHostChoices(access),
    listServerBuildChoices(access),
    listConfigChoices(access),
    listProjectChoices(access),
  ]);
  // a host and a config are the run's team's own (another team's public one is seen, not borrowed)
  const own = <T extends { teamId: string | null }>(rows: T[]) => rows.filter((r) => r.teamId === run.teamId);
  return (
    <>
      <PageHeader title="Host, server build, configuration and project" subtitle={back} />
      <Panel>
        <form action={saveRunContextAction} className="grid max-w-xl gap-3" aria-label="Host, server build, configuration and project">
          <input type="hidden" name="runId" value={run.id} />
          <RunContextFields
            hosts={own(hosts).map((h) => ({ id: h.id, label: h.name }))}
            builds={builds.map((b) => ({ id: b.id, label: b.description }))}
            configs={own(configs).map((c) => ({ id: c.id, label: `${c.name} (#${c.id})` }))}
            projects={own(projects).map((p) => ({ id: p.id, label: p.name }))}
            chosen={{
              hostId: String(run.hostId ?? ''),
              serverBuildId: String(run.serverBuildId ?? ''),
              configId: String(run.configId ?? ''),
              projectId: String(run.projectId ?? ''),
            }}
          />
          <p className="text-xs text-muted">
            Repeats of a benchmark group together when they ran on the same host, build and configuration. A host or a configuration not
            listed here is added by uploading the file that describes it (lscpu, a my.cnf).
          </p>
          <div>
            <button type="submit" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent">
              Save
            </button>
          </div>
        </form>
      </Panel>
    </>
  );
}
