import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { PageHeader, Panel } from '@/components/ui/page-header';
import { accessOf, getViewer, isAllowed } from '@/lib/auth/viewer';
import { getUpload, getUploadLines, getUploadRunsInLines, getUploadWarnings } from '@/lib/db/uploads';
import { countOf, formatBytes, formatDate, formatNumber } from '@/lib/format';
import { idParamSchema } from '@/lib/schemas/params';
import { queryObject } from '@/lib/schemas/query';
import { documentWindowQuerySchema } from '@/lib/schemas/upload';
import { DOCUMENT_WINDOW, documentLineHref, documentWindow } from '@/lib/source-lines';
import { compareUrl, MAX_COMPARE_RUNS } from '@/lib/url-state/compare';
import { matrixUrl } from '@/lib/url-state/matrix';
import { runListUrl } from '@/lib/url-state/runs';
import { reparseAction } from '../../runs/[id]/actions';
import { purgeUploadAction, trashUploadAction } from '../actions';
import { DocumentWindow } from './document-window';

export const metadata: Metadata = { title: 'Upload' };

const WARNINGS_SHOWN = 50;

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UploadPage({ params, searchParams }: Props) {
  await connection();
  const id = idParamSchema.safeParse(await params);
  if (!id.success) notFound();
  const query = documentWindowQuerySchema.parse(queryObject(await searchParams));
  const viewer = await getViewer();
  const upload = await getUpload(accessOf(viewer), id.data.id);
  if (!upload) notFound();
  const asked = { from: query.from, to: query.from + DOCUMENT_WINDOW - 1 };
  const [asFound, warnings] = await Promise.all([getUploadLines(upload.id, [asked]), getUploadWarnings(upload.id, WARNINGS_SHOWN)]);
  const total = asFound?.total ?? 0;
  const window = documentWindow(query.from, total);
  // past the end: the last window instead of nothing
  const text = window.from === asked.from ? asFound : await getUploadLines(upload.id, [window]);
  const segment = text?.segments[0];
  const lines = segment?.lines ?? [];
  // the runs whose lines are in the window (all of them are listed above when there are few)
  const windowRuns = upload.runCount <= upload.runs.length ? upload.runs : await getUploadRunsInLines(accessOf(viewer), upload.id, window);
  const lineHref = (line: number) => (line >= window.from && line <= window.to ? `#L${line}` : documentLineHref(upload.id, line));
  return (
    <>
      <PageHeader
        title={upload.fileName}
        subtitle={
          <span>
            {`${formatBytes(upload.sizeBytes)} · ${upload.encoding} · ${formatNumber(total)} lines · added ${formatDate(upload.createdAt)} · parser v${upload.parserVersion}`}
            {upload.project ? (
              <>
                {' · project '}
                <Link href={`/projects/${upload.project.id}`} className="text-accent hover:underline" data-testid="upload-project">
                  {upload.project.name}
                </Link>
              </>
            ) : null}
          </span>
        }
        actions={
          isAllowed(viewer, upload.teamId, { run: ['delete'] }) ? (
            <div className="flex gap-2">
              <form action={reparseAction}>
                <input type="hidden" name="uploadId" value={upload.id} />
                <input type="hidden" name="back" value={`/uploads/${upload.id}`} />
                <button type="submit" className="rounded-md border border-line px-3 py-1.5 text-sm hover:bg-subtle">
                  Re-parse with the current parsers
                </button>
              </form>
              <ConfirmButton
                action={trashUploadAction}
                fields={{ uploadId: String(upload.id) }}
                question="Move this upload and its runs to the trash? You can restore them from the trash for 30 days."
                className="rounded-md border border-worse-line px-3 py-1.5 text-sm text-worse hover:bg-worse-soft"
              >
                Move to trash
              </ConfirmButton>
              <ConfirmButton
                action={purgeUploadAction}
                fields={{ uploadId: String(upload.id) }}
                question="Delete this upload for good: its text, every run read from it (trashed or not), its configs and tables? This cannot be undone."
                className="rounded-md border border-worse-line px-3 py-1.5 text-sm text-worse hover:bg-worse-soft"
              >
                Delete for good
              </ConfirmButton>
            </div>
          ) : null
        }
      />
      <Panel title={`Runs (${formatNumber(upload.runCount)})`}>
        {upload.runCount > upload.runs.length ? (
          <p className="mb-2 text-xs text-muted" data-testid="more-runs">
            The first {upload.runs.length} of {formatNumber(upload.runCount)} runs:{' '}
            <Link href={runListUrl.href({ upload: upload.id })} className="text-accent hover:underline">
              all of them in the runs list
            </Link>
          </p>
        ) : null}
        {upload.runs.length === 0 ? (
          <p className="text-sm text-muted">No runs in this document{heldInstead(upload._count.matrices, upload.configs.length)}.</p>
        ) : (
          <ol className="list-decimal pl-5 text-sm">
            {upload.runs.map((r) => (
              <li key={r.id}>
                <Link href={`/runs/${r.id}`} className="text-accent hover:underline">
                  {r.title}
                </Link>{' '}
                <span className="text-xs text-muted">
                  {r.tool} {r.test ?? ''} ·{' '}
                  <a href={lineHref(r.lineStart)}>
                    lines {r.lineStart}–{r.lineEnd}
                  </a>
                </span>
              </li>
            ))}
          </ol>
        )}
        {/* every run of the upload is listed, and a URL names them all */}
        {upload.runCount > 1 && upload.runCount <= Math.min(MAX_COMPARE_RUNS, upload.runs.length) ? (
          <Link
            href={compareUrl.href({ runs: upload.runs.map((r) => r.id) })}
            className="mt-2 inline-block text-sm text-accent hover:underline"
          >
            Compare these runs
          </Link>
        ) : upload.runCount > MAX_COMPARE_RUNS ? (
          <Link href={runListUrl.href({ upload: upload.id })} className="mt-2 inline-block text-sm text-accent hover:underline">
            Choose the runs to compare (at most {MAX_COMPARE_RUNS}) in the runs list
          </Link>
        ) : null}
        {upload.configs.length > 0 ? (
          <p className="mt-3 text-sm">
            Configs:{' '}
            {upload.configs.map((c, i) => (
              <span key={c.id}>
                {i > 0 ? ', ' : ''}
                <Link href={`/configs/${c.id}`} className="text-accent hover:underline">
                  {c.name}
                </Link>
              </span>
            ))}
            {upload._count.configs > upload.configs.length
              ? ` and ${formatNumber(upload._count.configs - upload.configs.length)} more`
              : ''}
          </p>
        ) : null}
        {upload.matrices.length > 0 ? (
          <p className="mt-2 text-sm">
            Result tables:{' '}
            {upload.matrices.map((m, i) => (
              <span key={m.id}>
                {i > 0 ? ', ' : ''}
                <Link href={matrixUrl.href({ matrix: m.id })} className="text-accent hover:underline">
                  {m.caption || `table at line ${m.lineStart}`}
                </Link>
              </span>
            ))}
            {upload._count.matrices > upload.matrices.length
              ? ` and ${formatNumber(upload._count.matrices - upload.matrices.length)} more`
              : ''}
          </p>
        ) : null}
        {warnings.total > 0 ? (
          <p className="mt-2 text-xs text-warn">
            {warnings.first.map((w, i) => (
              <span key={`${w.line}:${w.message}`}>
                {i > 0 ? '; ' : ''}
                <a href={lineHref(w.line)} className="hover:underline">
                  line {w.line}
                </a>
                : {w.message}
              </span>
            ))}
            {warnings.total > warnings.first.length ? ` … and ${formatNumber(warnings.total - warnings.first.length)} more warnings` : ''}
          </p>
        ) : null}
      </Panel>
      <Panel title="Document (secrets removed)">
        <DocumentWindow
          uploadId={upload.id}
          sizeBytes={upload.sizeBytes}
          total={total}
          window={window}
          lines={lines}
          long={segment?.long}
          runs={windowRuns}
        />
      </Panel>
    </>
  );
}

/** What a document without runs holds instead: its result tables (seed 003's matrix), its configurations, both or none. */
function heldInstead(tables: number, configs: number): string {
  const held = [tables > 0 ? countOf(tables, 'result table') : null, configs > 0 ? countOf(configs, 'configuration') : null].filter(
    Boolean,
  );
  return held.length > 0 ? `; it holds ${held.join(' and ')}` : '';
}
