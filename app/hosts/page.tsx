import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { accessOf, getViewer } from '@/lib/auth/viewer';
import { listHosts } from '@/lib/db/catalog-pages';
import { formatBytes } from '@/lib/format';
import { diskCount } from '@/lib/parsers/hardware';

export const metadata: Metadata = { title: 'Hosts' };

export default async function HostsPage() {
  await connection();
  const hosts = await listHosts(accessOf(await getViewer()));
  return (
    <>
      <PageHeader
        title="Hosts"
        subtitle="The machines runs were measured on, from lscpu / meminfo / lsblk uploads or what a document says."
      />
      {hosts.length === 0 ? (
        <EmptyState title="No hosts yet">
          Upload the output of lscpu and /proc/meminfo, or a document that describes its hardware.
        </EmptyState>
      ) : (
        <div className="scroll-hint overflow-x-auto rounded-lg border border-line bg-panel">
          <table className="w-full text-sm">
            <thead className="text-xs text-muted">
              <tr className="border-b border-line text-left">
                <th className="px-3 py-2 font-medium">Host</th>
                <th className="px-3 py-2 font-medium">CPU</th>
                <th className="px-3 py-2 text-right font-medium">CPUs</th>
                <th className="px-3 py-2 text-right font-medium">Memory</th>
                <th className="px-3 py-2 font-medium">Disks</th>
                <th className="px-3 py-2 font-medium">OS / kernel</th>
                <th className="px-3 py-2 text-right font-medium">Runs</th>
              </tr>
            </thead>
            <tbody>
              {hosts.map((h) => (
                <tr key={h.id} className="border-b border-line last:border-0">
                  <td className="px-3 py-2">
                    <Link href={`/hosts/${h.id}`} className="text-accent hover:underline">
                      {h.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{h.cpuModel ?? '—'}</td>
                  <td className="num px-3 py-2 text-right">{h.cpus ?? '—'}</td>
                  <td className="num px-3 py-2 text-right">{formatBytes(h.memoryBytes)}</td>
                  <td className="px-3 py-2">
                    {/* "NVMe" in prose names the disks, not how many; no disk described is unknown, not none */}
                    {h.disks.length === 0 ? '—' : (diskCount(h.disks) ?? '?')}
                    {h.diskKind ? ` (${h.diskKind})` : ''}
                  </td>
                  <td className="px-3 py-2 text-xs">{[h.os, h.kernel, h.virtualization].filter(Boolean).join(' · ') || '—'}</td>
                  <td className="num px-3 py-2 text-right">{h._count.runs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
