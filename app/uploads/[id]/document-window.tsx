import Link from 'next/link';
import { LineBlocks } from '@/components/runs/line-blocks';
import { LineLinkFallback } from '@/components/runs/line-link-fallback';
import { formatBytes, formatNumber } from '@/lib/format';
import { DOCUMENT_WINDOW, type LineRange } from '@/lib/source-lines';

type Props = {
  uploadId: number;
  sizeBytes: number;
  total: number;
  window: LineRange;
  lines: string[];
  /** lines cut short (lib/db/uploads.ts) */
  long?: [number, number][];
  runs: { id: number; lineStart: number; lineEnd: number }[];
};

function WindowNav({ uploadId, total, window }: Pick<Props, 'uploadId' | 'total' | 'window'>) {
  if (window.from === 1 && window.to >= total) return null;
  const href = (from: number) => `/uploads/${uploadId}?from=${from}#L${from}`;
  const previous = Math.max(1, window.from - DOCUMENT_WINDOW);
  const lastWindow = Math.max(1, total - DOCUMENT_WINDOW + 1);
  const link = 'text-accent hover:underline';
  return (
    <nav className="my-2 flex flex-wrap items-center gap-3 text-sm" aria-label="Document lines">
      {window.from > 1 ? (
        <>
          <Link className={link} href={href(1)}>
            ⇤ first lines
          </Link>
          <Link className={link} href={href(previous)} rel="prev">
            ← lines {formatNumber(previous)}–{formatNumber(window.from - 1)}
          </Link>
        </>
      ) : null}
      <span className="text-muted">
        lines {formatNumber(window.from)}–{formatNumber(window.to)} of {formatNumber(total)}
      </span>
      {window.to < total ? (
        <>
          <Link className={link} href={href(window.to + 1)} rel="next">
            lines {formatNumber(window.to + 1)}–{formatNumber(Math.min(total, window.to + DOCUMENT_WINDOW))} →
          </Link>
          <Link className={link} href={href(lastWindow)}>
            last lines ⇥
          </Link>
        </>
      ) : null}
    </nav>
  );
}

/** The stored document, DOCUMENT_WINDOW lines at a time; a run's lines shaded; every line an anchor. */
export function DocumentWindow({ uploadId, sizeBytes, total, window, lines, long, runs }: Props) {
  const ownerOf = (n: number) => runs.find((r) => n >= r.lineStart && n <= r.lineEnd)?.id;
  return (
    <div data-window={`${window.from}-${window.to}`}>
      <p className="text-xs text-muted">
        <a className="text-accent hover:underline" href={`/api/uploads/${uploadId}/text`} download>
          Download the full text ({formatBytes(sizeBytes)})
        </a>
      </p>
      <WindowNav uploadId={uploadId} total={total} window={window} />
      <pre
        className="source-lines max-h-[40rem] overflow-auto rounded-md border border-line bg-subtle py-2 font-mono text-xs leading-5"
        data-testid="document-lines"
      >
        <LineBlocks from={window.from} lines={lines} long={long} isShaded={(n) => ownerOf(n) !== undefined} />
      </pre>
      <WindowNav uploadId={uploadId} total={total} window={window} />
      <LineLinkFallback documentPath={`/uploads/${uploadId}`} />
    </div>
  );
}
