import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { KEEP, RunContextFields } from '@/components/runs/run-context-fields';
import { EmptyState, PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { listConfigChoices, listHostChoices, listProjectChoices, listServerBuildChoices } from '@/lib/db/catalog';
import { getRunsContext } from '@/lib/db/run-context';
import { countOf } from '@/lib/format';
import { runsContextQuery } from '@/lib/schemas/run-edit';
import { runsContextUrl } from '@/lib/url-state/runs';
import { saveRunsContextAction } from './actions';

export const metadata: Metadata = { title: 'Host, server build and configuration of the selected runs' };

/**
 * What a selection of runs ran on, set at once (the selection tray links here): CI runs sent without
 * `--host`, a sweep uploaded before its host's lscpu. Each field keeps each run's own unless changed.
 */
export default async function RunsContextPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const { runs: ids } = runsContextQuery.read(await searchParams);
  const viewer = await getViewer();
  const access = accessOf(viewer);
  const runs = await getRunsContext(access, ids);
  const back = (
    <Link href="/runs" className="text-accent hover:underline">
      ← Runs
    </Link>
  );
  if (runs.length === 0)
    return <EmptyState title="No runs picked">Tick runs in the list (the selection above it), then come back here: {back}</EmptyState>;
  const teams = new Set(runs.map((r) => r.teamId));
  const [teamId = null] = teams;
  const here = runsContextUrl.href({ runs: runs.map((r) => r.id) });
  const refusal =
    teams.size > 1
      ? `These runs belong to ${teams.size} teams: a host and a configuration are one team's own, so pick runs of one team.`
      : !isAllowed(viewer, teamId, { run: ['edit'] })
        ? viewer.kind === 'anonymous'
          ? 'Sign in to edit these runs.'
          : 'Your role does not allow you to edit these runs: ask a team admin.'
        : null;
  const [hosts, builds, configs, projects] = refusal
    ? [[], [], [], []]
    : await Promise.all([listHostChoices(access), listServerBuildChoices(access), listConfigChoices(access), listProjectChoices(access)]);
  // a host and a config are the runs' team's own (another team's public one is seen, not borrowed)
  const own = <T extends { teamId: string | null }>(rows: T[]) => rows.filter((r) => r.teamId === teamId);
  return (
    <>
      <PageHeader
        title="Host, server build and configuration"
        subtitle={
          <>
            {countOf(runs.length, 'selected run')} · {back}
          </>
        }
      />
      <Panel title="The runs">
        <div className="scroll-hint overflow-x-auto">
          <table className="w-full text-sm" aria-label="The selected runs and what they ran on">
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="py-1 pr-3 font-normal">Run</th>
                <th className="py-1 pr-3 font-normal">Host</th>
                <th className="py-1 pr-3 font-normal">Server build</th>
                <th className="py-1 font-normal">Configuration</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id} className="border-t border-line" data-run={r.id}>
                  <td className="py-1 pr-3">
                    <Link href={`/runs/${r.id}`} className="text-accent hover:underline">
                      #{r.id} {r.title}
                    </Link>
                  </td>
                  <td className="py-1 pr-3">{r.host?.name ?? <span className="text-muted">none</span>}</td>
                  <td className="py-1 pr-3">{r.serverBuild?.description ?? <span className="text-muted">none</span>}</td>
                  <td className="py-1">{r.config ? `${r.config.name} (#${r.configId})` : <span className="text-muted">none</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {ids.length > runs.length ? (
          <p className="mt-2 text-xs text-muted">
            {countOf(ids.length - runs.length, 'run')} of the selection cannot be seen here (deleted, or another team’s).
          </p>
        ) : null}
      </Panel>
      <Panel title="Set for all of them">
        {refusal ? (
          <p className="text-sm" role="status">
            {refusal}
            {viewer.kind === 'anonymous' ? (
              <>
                {' '}
                <Link href={`/sign-in?next=${encodeURIComponent(here)}`} className="text-accent hover:underline">
                  Sign in
                </Link>
              </>
            ) : null}
          </p>
        ) : (
          <form
            action={saveRunsContextAction}
            className="grid max-w-xl gap-3"
            aria-label="Host, server build and configuration of the selected runs"
          >
            <input type="hidden" name="runs" value={runs.map((r) => r.id).join(',')} />
            <RunContextFields
              hosts={own(hosts).map((h) => ({ id: h.id, label: h.name }))}
              builds={builds.map((b) => ({ id: b.id, label: b.description }))}
              configs={own(configs).map((c) => ({ id: c.id, label: `${c.name} (#${c.id})` }))}
              projects={own(projects).map((p) => ({ id: p.id, label: p.name }))}
              chosen={{ hostId: KEEP, serverBuildId: KEEP, configId: KEEP, projectId: KEEP }}
              keep
            />
            <p className="text-xs text-muted">
              Repeats group together in a comparison when they ran on the same host, build and configuration. All the runs change, or none
              (a run moved to the trash meanwhile refuses the change); after saving, their comparison opens.
            </p>
            <div>
              <button type="submit" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-on-accent">
                Save for {countOf(runs.length, 'run')}
              </button>
            </div>
          </form>
        )}
      </Panel>
    </>
  );
}
