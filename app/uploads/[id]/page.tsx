import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PageHeader, Panel } from '@/components/ui/page-header';
import { getUpload } from '@/lib/db/uploads';
import { formatBytes, formatDate } from '@/lib/format';
import { idParamSchema } from '@/lib/schemas/params';
import { reparseAction } from '../../runs/[id]/actions';

export const metadata: Metadata = { title: 'Upload' };

export default async function UploadPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const id = idParamSchema.safeParse(await params);
  if (!id.success) notFound();
  const upload = await getUpload(id.data.id);
  if (!upload) notFound();
  const lines = upload.text.split('\n');
  const owner = new Map<number, number>();
  for (const r of upload.runs) for (let l = r.lineStart; l <= r.lineEnd; l++) owner.set(l, r.id);
  const warnings = (Array.isArray(upload.warnings) ? upload.warnings : []) as { line: number; message: string }[];
  return (
    <>
      <PageHeader
        title={upload.fileName}
        subtitle={`${formatBytes(upload.sizeBytes)} · ${upload.encoding} · ${lines.length} lines · added ${formatDate(upload.createdAt)} · parser v${upload.parserVersion}`}
        actions={
          <form action={reparseAction}>
            <input type="hidden" name="uploadId" value={upload.id} />
            <input type="hidden" name="back" value={`/uploads/${upload.id}`} />
            <button type="submit" className="rounded-md border border-line px-3 py-1.5 text-sm hover:bg-slate-50">
              Re-parse with the current parsers
            </button>
          </form>
        }
      />
      <Panel title={`Runs (${upload.runs.length})`}>
        {upload.runs.length === 0 ? (
          <p className="text-sm text-muted">No runs in this document{upload.configs.length ? '; it holds configuration only' : ''}.</p>
        ) : (
          <ol className="list-decimal pl-5 text-sm">
            {upload.runs.map((r) => (
              <li key={r.id}>
                <Link href={`/runs/${r.id}`} className="text-accent hover:underline">
                  {r.title}
                </Link>{' '}
                <span className="text-xs text-muted">
                  {r.tool} {r.test ?? ''} ·{' '}
                  <a href={`#L${r.lineStart}`}>
                    lines {r.lineStart}–{r.lineEnd}
                  </a>
                </span>
              </li>
            ))}
          </ol>
        )}
        {upload.runs.length > 1 ? (
          <Link
            href={`/compare?runs=${upload.runs.map((r) => r.id).join(',')}`}
            className="mt-2 inline-block text-sm text-accent hover:underline"
          >
            Compare these runs
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
          </p>
        ) : null}
        {upload.matrices.length > 0 ? (
          <p className="mt-2 text-sm">
            Result tables:{' '}
            {upload.matrices.map((m) => (
              <Link key={m.id} href={`/compare/matrix?matrix=${m.id}`} className="text-accent hover:underline">
                {m.caption || `table at line ${m.lineStart}`}
              </Link>
            ))}
          </p>
        ) : null}
        {warnings.length > 0 ? (
          <p className="mt-2 text-xs text-amber-800">{warnings.map((w) => `line ${w.line}: ${w.message}`).join('; ')}</p>
        ) : null}
      </Panel>
      <Panel title="Document (secrets removed)">
        <pre className="max-h-[40rem] overflow-auto rounded-md border border-line bg-slate-50 py-2 font-mono text-xs leading-5">
          {lines.map((line, i) => {
            const n = i + 1;
            const run = owner.get(n);
            return (
              <div key={n} id={`L${n}`} className={`flex target:bg-yellow-100 ${run ? 'bg-blue-50' : ''}`}>
                <span className="w-14 shrink-0 pr-3 text-right text-slate-400 select-none">{n}</span>
                <span className="pr-4 whitespace-pre">{line}</span>
              </div>
            );
          })}
        </pre>
      </Panel>
    </>
  );
}
