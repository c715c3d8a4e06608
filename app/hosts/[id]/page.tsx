import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { MergeHostForm } from '@/components/hosts/merge-host-form';
import { MoreInRunsList, RunBriefTable } from '@/components/runs/run-brief-table';
import { PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { getHost } from '@/lib/db/catalog-pages';
import { listHostAliases, listMergeTargets } from '@/lib/db/hosts';
import { formatBytes, formatNumber } from '@/lib/format';
import { idParamSchema } from '@/lib/schemas/params';
import { matrixUrl } from '@/lib/url-state/matrix';
import { runListUrl } from '@/lib/url-state/runs';
import { mergeHostAction } from './actions';

export const metadata: Metadata = { title: 'Host' };

export default async function HostPage({
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
  const host = await getHost(accessOf(viewer), id.data.id);
  if (!host) notFound();
  const canMerge = isAllowed(viewer, host.teamId, { run: ['edit'] });
  const [aliases, targets] = await Promise.all([listHostAliases(host.id), canMerge ? listMergeTargets(host) : Promise.resolve([])]);
  const merged = (await searchParams).merged === '1';
  const { disks } = host;
  const facts: [string, string | number | null][] = [
    ['CPU model', host.cpuModel],
    ['CPUs', host.cpus],
    ['sockets', host.sockets],
    ['cores per socket', host.coresPerSocket],
    ['threads per core', host.threadsPerCore],
    ['memory', host.memoryBytes === null ? null : formatBytes(host.memoryBytes)],
    ['virtualization', host.virtualization],
    ['OS', host.os],
    ['kernel', host.kernel],
  ];
  return (
    <>
      <PageHeader title={host.name} subtitle={host.description} />
      {merged ? (
        <p role="status" className="mb-3 rounded-md bg-better-soft px-3 py-2 text-sm">
          Merged: the other host's runs and result tables are this host's now, and its name is one of this host's.
        </p>
      ) : null}
      {aliases.length > 0 ? (
        <p className="mb-3 text-sm text-muted" data-testid="host-aliases">
          Also described as:{' '}
          {aliases.map((a, i) => (
            <span key={a}>
              {i > 0 ? '; ' : ''}
              <q>{a}</q>
            </span>
          ))}
        </p>
      ) : null}
      <Panel title="Hardware">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm md:grid-cols-3">
          {facts.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-2 border-b border-line py-0.5">
              <dt className="text-muted">{k}</dt>
              <dd>{v ?? '—'}</dd>
            </div>
          ))}
        </dl>
        {disks.length > 0 ? (
          <ul className="mt-3 text-sm">
            {disks.map((d) => (
              <li key={d.name}>
                {d.name}
                {d.sizeBytes === null ? '' : `: ${formatBytes(d.sizeBytes)}`}
                {d.rotational === true ? ', rotational' : d.rotational === false ? ', SSD' : ''}
                {d.model ? `, ${d.model}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </Panel>
      <Panel title={`Runs on this host (${formatNumber(host.runCount, 0)})`}>
        <MoreInRunsList shown={host.runs.length} total={host.runCount} href={runListUrl.href({ host: host.id })} />
        <RunBriefTable runs={host.runs} />
      </Panel>
      {host.matrices.length > 0 ? (
        <Panel
          title={`Result tables from this host (${host.matrixCount > host.matrices.length ? `the first ${host.matrices.length} of ${formatNumber(host.matrixCount, 0)}` : host.matrices.length})`}
        >
          <ul className="space-y-1 text-sm">
            {host.matrices.map((m) => (
              <li key={m.id}>
                <Link href={matrixUrl.href({ matrix: m.id })} className="text-accent hover:underline">
                  {m.caption || 'result table'}
                </Link>{' '}
                <span className="text-muted">
                  ({m.rows.length} × {m.columns.length})
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {targets.length > 0 ? (
        <Panel title="Merge">
          <MergeHostForm hostId={host.id} targets={targets} action={mergeHostAction} />
        </Panel>
      ) : null}
    </>
  );
}
