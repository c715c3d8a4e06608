import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { MoreInRunsList, RunBriefTable } from '@/components/runs/run-brief-table';
import { PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer } from '@/lib/auth/viewer';
import { getConfig } from '@/lib/db/catalog-pages';
import { formatBytes, formatNumber } from '@/lib/format';
import { idParamSchema } from '@/lib/schemas/params';
import { runListUrl } from '@/lib/url-state/runs';

export const metadata: Metadata = { title: 'Config' };

export default async function ConfigPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const id = idParamSchema.safeParse(await params);
  if (!id.success) notFound();
  const config = await getConfig(accessOf(await getViewer()), id.data.id);
  if (!config) notFound();
  return (
    <>
      <PageHeader
        title={config.name}
        subtitle={
          <>
            {config.kind}, {config.entries.length} entries
            {config.upload ? (
              <>
                {' '}
                · from{' '}
                <Link href={`/uploads/${config.upload.id}`} className="text-accent hover:underline">
                  {config.upload.fileName}
                </Link>
              </>
            ) : null}
          </>
        }
      />
      <Panel title="Normalized entries">
        <table className="w-full text-sm">
          <thead className="text-xs text-muted">
            <tr className="border-b border-line text-left">
              <th className="py-1 font-medium">section</th>
              <th className="py-1 font-medium">key</th>
              <th className="py-1 font-medium">value as written</th>
              <th className="py-1 text-right font-medium">bytes</th>
            </tr>
          </thead>
          <tbody className="font-mono text-xs">
            {config.entries.map((e) => (
              <tr key={e.idx} className="border-b border-line last:border-0">
                <td className="py-0.5 pr-2 text-muted">{e.section}</td>
                <td className="py-0.5 pr-2">{e.key}</td>
                <td className="py-0.5 pr-2 break-all">{e.value}</td>
                <td className="py-0.5 text-right">{e.bytes === null ? '' : formatBytes(e.bytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel title="As written (secrets removed)">
        <pre className="max-h-96 overflow-auto rounded bg-subtle p-2 font-mono text-xs">{config.text}</pre>
      </Panel>
      <Panel title={`Runs using it (${formatNumber(config.runCount, 0)})`}>
        <MoreInRunsList shown={config.runs.length} total={config.runCount} href={runListUrl.href({ config: config.id })} />
        <RunBriefTable runs={config.runs} />
      </Panel>
    </>
  );
}
