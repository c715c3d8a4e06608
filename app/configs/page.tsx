import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { accessOf, getViewer } from '@/lib/auth/viewer';
import { listConfigs } from '@/lib/db/catalog-pages';

export const metadata: Metadata = { title: 'Configs' };

export default async function ConfigsPage() {
  await connection();
  const configs = await listConfigs(accessOf(await getViewer()));
  return (
    <>
      <PageHeader title="Configs" subtitle="my.cnf files, mysqld option lists and SHOW VARIABLES dumps, with normalized keys." />
      {configs.length === 0 ? (
        <EmptyState title="No configurations yet">Upload a my.cnf, or a document that contains one.</EmptyState>
      ) : (
        <div className="scroll-hint overflow-x-auto rounded-lg border border-line bg-panel">
          <table className="w-full text-sm">
            <thead className="text-xs text-muted">
              <tr className="border-b border-line text-left">
                <th className="px-3 py-2 font-medium">Config</th>
                <th className="px-3 py-2 font-medium">Kind</th>
                <th className="px-3 py-2 text-right font-medium">Entries</th>
                <th className="px-3 py-2 text-right font-medium">Runs</th>
              </tr>
            </thead>
            <tbody>
              {configs.map((c) => (
                <tr key={c.id} className="border-b border-line last:border-0">
                  <td className="px-3 py-2">
                    <Link href={`/configs/${c.id}`} className="text-accent hover:underline">
                      {c.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{c.kind}</td>
                  <td className="num px-3 py-2 text-right">{c._count.entries}</td>
                  <td className="num px-3 py-2 text-right">{c._count.runs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
