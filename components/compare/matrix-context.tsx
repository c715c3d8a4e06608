import Link from 'next/link';
import { Panel } from '@/components/ui/page-header';
import type { MatrixContext } from '@/lib/schemas/matrix';

type Props = { context: MatrixContext; host: { id: number; name: string } | null; uploadId: number | null };

/** What the document says of the servers an imported table compares: the machine, the sources, the build. */
export function MatrixContextPanel({ context, host, uploadId }: Props) {
  if (!host && context.revisions.length === 0 && context.buildCommands.length === 0) return null;
  const lineLink = (line: number, label: string) =>
    uploadId === null ? (
      label
    ) : (
      <Link href={`/uploads/${uploadId}#L${line}`} className="text-accent hover:underline">
        {label}
      </Link>
    );
  return (
    <Panel title="Servers and hardware, as the document describes them">
      <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm" data-testid="matrix-context">
        {host ? (
          <>
            <dt className="text-muted">host</dt>
            <dd>
              <Link href={`/hosts/${host.id}`} className="text-accent hover:underline">
                {host.name}
              </Link>
            </dd>
          </>
        ) : null}
        {context.buildCommands.map((b) => (
          <div key={b.line} className="contents">
            <dt className="text-muted">built with</dt>
            <dd>
              <code className="font-mono text-xs">{b.text}</code>{' '}
              <span className="text-xs text-muted">({lineLink(b.line, `line ${b.line}`)})</span>
            </dd>
          </div>
        ))}
        {context.revisions.map((r) => (
          <div key={r.lines[0]} className="contents">
            <dt className="text-muted">{r.product ?? 'source'} revision</dt>
            <dd data-revision={r.revno ?? ''}>
              <span className="font-medium">revno {r.revno ?? '?'}</span>
              {r.branch ? ` · ${r.branch}` : ''}
              {r.timestamp ? ` · ${r.timestamp}` : ''}
              {r.message ? <span className="text-muted"> · {r.message}</span> : null}{' '}
              <span className="text-xs text-muted">({lineLink(r.lines[0], `lines ${r.lines[0]}–${r.lines[1]}`)})</span>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
