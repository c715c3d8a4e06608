import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState, PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { listTrash, listTrashedUploads, TRASH_DAYS } from '@/lib/db/trash';
import { countOf, formatDate } from '@/lib/format';
import { purgeUploadAction, restoreUploadAction } from '../uploads/actions';
import { purgeRunAction, restoreRunAction } from './actions';

export const metadata: Metadata = { title: 'Trash' };

export default async function TrashPage() {
  await connection();
  const viewer = await getViewer();
  const access = accessOf(viewer);
  const [runs, uploads] = await Promise.all([listTrash(access), listTrashedUploads(access)]);
  return (
    <>
      <PageHeader
        title="Trash"
        subtitle={`Deleted runs stay here for ${TRASH_DAYS} days: restore one and it comes back with its id, figures and share links.`}
      />
      {uploads.length > 0 ? (
        <Panel title={`Uploads (${uploads.length}), each with its runs`}>
          <ul className="text-sm" data-testid="trashed-uploads">
            {uploads.map((u) => (
              <li
                key={u.id}
                className="flex flex-wrap items-center gap-3 border-b border-line py-1.5 last:border-0"
                data-upload={u.fileName}
              >
                <span>
                  {u.fileName}{' '}
                  <span className="text-xs text-muted">
                    {countOf(u._count.runs, 'run')}
                    {u.project ? ` · ${u.project.name}` : ''}
                  </span>
                </span>
                <span className="text-xs text-muted">{u.deletedAt ? formatDate(u.deletedAt) : ''}</span>
                {isAllowed(viewer, u.teamId, { run: ['delete'] }) ? (
                  <span className="ml-auto flex gap-2">
                    <form action={restoreUploadAction}>
                      <input type="hidden" name="uploadId" value={u.id} />
                      <button type="submit" className="rounded-md border border-line px-2 py-1 text-xs hover:bg-subtle">
                        Restore
                      </button>
                    </form>
                    <ConfirmButton
                      action={purgeUploadAction}
                      fields={{ uploadId: String(u.id) }}
                      question={`Delete ${u.fileName} and its runs for good? It cannot be restored.`}
                      className="rounded-md border border-worse-line px-2 py-1 text-xs text-worse hover:bg-worse-soft"
                    >
                      Delete for good
                    </ConfirmButton>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {runs.length === 0 && uploads.length === 0 ? (
        <EmptyState title="The trash is empty">Runs you delete wait here before they are gone for good.</EmptyState>
      ) : runs.length === 0 ? null : (
        <div className="scroll-hint overflow-x-auto rounded-lg border border-line bg-panel">
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="px-3 py-2">Run</th>
                <th className="px-3 py-2">From</th>
                <th className="px-3 py-2">Deleted (UTC)</th>
                <th className="px-3 py-2" />
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id} className="border-t border-line">
                  <td className="px-3 py-2">
                    <span className="text-muted">#{r.id}</span> {r.title}
                    <span className="ml-2 text-xs text-muted">
                      {r.tool} {r.test ?? ''}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-xs">
                    <Link href={`/uploads/${r.upload.id}`} className="text-accent hover:underline">
                      {r.upload.fileName}
                    </Link>
                    {r.project ? ` · ${r.project.name}` : ''}
                  </td>
                  <td className="px-3 py-2 text-xs text-muted">{r.deletedAt ? formatDate(r.deletedAt, { zone: false }) : ''}</td>
                  <td className="flex justify-end gap-2 px-3 py-2">
                    {isAllowed(viewer, r.teamId, { run: ['delete'] }) ? (
                      <>
                        <form action={restoreRunAction}>
                          <input type="hidden" name="runId" value={r.id} />
                          <button type="submit" className="rounded-md border border-line px-2 py-1 text-xs hover:bg-subtle">
                            Restore
                          </button>
                        </form>
                        <ConfirmButton
                          action={purgeRunAction}
                          fields={{ runId: String(r.id) }}
                          question={`Delete run #${r.id} for good? It cannot be restored, and re-uploading its log will not bring it back.`}
                          className="rounded-md border border-worse-line px-2 py-1 text-xs text-worse hover:bg-worse-soft"
                        >
                          Delete for good
                        </ConfirmButton>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
