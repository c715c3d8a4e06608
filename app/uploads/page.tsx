import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { EmptyState, PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { accessOf, getViewer } from '@/lib/auth/viewer';
import { listUploads } from '@/lib/db/uploads';
import { countOf, formatBytes, formatDate } from '@/lib/format';
import { PARSER_VERSION } from '@/lib/parsers';
import { parseUploadListQuery } from '@/lib/schemas/upload-list';
import { UPLOADS_PER_PAGE, uploadListUrl } from '@/lib/url-state/uploads';

export const metadata: Metadata = { title: 'Uploads' };

export default async function UploadsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const query = parseUploadListQuery(await searchParams);
  const { rows: uploads, total } = await listUploads(accessOf(await getViewer()), query);
  return (
    <>
      <PageHeader
        title="Uploads"
        subtitle={`Every document as it was uploaded (secrets removed), with what was read from it${total > uploads.length ? `: ${countOf(total, 'upload')}, the most recent first` : ''}.`}
      />
      {query.project ? (
        <p className="mb-3 text-sm" data-testid="uploads-scope">
          Only the uploads of project {uploads[0]?.project?.name ?? `#${query.project}`}.{' '}
          <Link href={uploadListUrl.href({})} className="text-accent hover:underline">
            All uploads
          </Link>
        </p>
      ) : null}
      {uploads.length === 0 && total === 0 && !query.project ? (
        <EmptyState title="Nothing uploaded yet">
          <Link href="/upload" className="text-accent hover:underline">
            Upload a log
          </Link>
        </EmptyState>
      ) : uploads.length === 0 ? (
        <EmptyState title={total === 0 ? 'No uploads in this project' : 'No uploads on this page'}>
          <Link href={uploadListUrl.href({})} className="text-accent hover:underline">
            All uploads
          </Link>
        </EmptyState>
      ) : (
        <div className="scroll-hint overflow-x-auto rounded-lg border border-line bg-panel">
          <table className="w-full text-sm">
            <thead className="text-xs text-muted">
              <tr className="border-b border-line text-left">
                <th className="px-3 py-2 font-medium">File</th>
                <th className="px-3 py-2 font-medium">Project</th>
                <th className="px-3 py-2 text-right font-medium">Runs</th>
                <th className="px-3 py-2 text-right font-medium">Configs</th>
                <th className="px-3 py-2 text-right font-medium">Size</th>
                <th className="px-3 py-2 font-medium">Added (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {uploads.map((u) => (
                <tr key={u.id} className="border-b border-line last:border-0">
                  <td className="px-3 py-2">
                    <Link href={`/uploads/${u.id}`} className="text-accent hover:underline">
                      {u.fileName}
                    </Link>
                    {u.parserVersion < PARSER_VERSION ? (
                      <span className="ml-2 rounded bg-warn-soft px-1 text-xs text-warn">older parser</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-xs">{u.project?.name ?? '—'}</td>
                  <td className="num px-3 py-2 text-right">{u.runs}</td>
                  <td className="num px-3 py-2 text-right">{u._count.configs}</td>
                  <td className="num px-3 py-2 text-right">{formatBytes(u.sizeBytes)}</td>
                  <td className="px-3 py-2 text-xs text-muted">{formatDate(u.createdAt, { zone: false })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={query.page} size={UPLOADS_PER_PAGE} total={total} href={(page) => uploadListUrl.href(query, { page })} />
    </>
  );
}
