import { formatNumber } from '@/lib/format';
import { documentLineHref } from '@/lib/source-lines';
import { LineBlocks } from './line-blocks';

export type SourceSegment = { from: number; lines: string[]; long?: [number, number][] };

type Props = {
  segments: SourceSegment[];
  total: number;
  highlight: [number, number];
  uploadId: number;
  /** false: the reader may read the run but not its file (another run of it is private): no links to it */
  documentOpen?: boolean;
};

function Gap({ from, to, uploadId, documentOpen }: { from: number; to: number; uploadId: number; documentOpen: boolean }) {
  const text = `${formatNumber(to - from + 1)} more lines (${formatNumber(from)}–${formatNumber(to)})`;
  return (
    <div className="flex border-y border-dashed border-line bg-panel py-1 text-muted select-none" data-gap={`${from}-${to}`}>
      <span className="w-14 shrink-0 pr-3 text-right">⋮</span>
      {documentOpen ? (
        <a href={documentLineHref(uploadId, from)} className="pr-4 font-sans text-accent hover:underline">
          {text} in the document view
        </a>
      ) : (
        <span className="pr-4 font-sans">{text}</span>
      )}
    </div>
  );
}

/**
 * The run's lines of its document (secrets removed), highlighted; every line shown has an anchor.
 * A long run shows its head, its tail and the lines the page links to; the gaps link to the
 * document view, which pages through the whole text.
 */
export function SourceView({ segments, total, highlight, uploadId, documentOpen = true }: Props) {
  const inRun = segments.reduce(
    (n, s) => n + Math.max(0, Math.min(highlight[1], s.from + s.lines.length - 1) - Math.max(highlight[0], s.from) + 1),
    0,
  );
  const last = segments.at(-1);
  const lastShown = last ? last.from + last.lines.length - 1 : 0;
  return (
    <div>
      <p className="mb-2 text-xs text-muted">
        Lines {formatNumber(highlight[0])}–{formatNumber(highlight[1])} of {formatNumber(total)}
        {inRun < highlight[1] - highlight[0] + 1 ? ` · ${formatNumber(inRun)} of them shown here` : ''}
        {documentOpen ? (
          <>
            {' · '}
            <a href={documentLineHref(uploadId, highlight[0])} className="text-accent hover:underline">
              whole document
            </a>
          </>
        ) : (
          <span data-testid="document-closed"> · the rest of the file holds runs you may not read</span>
        )}
      </p>
      <pre
        className="source-lines max-h-[32rem] overflow-auto rounded-md border border-line bg-subtle py-2 font-mono text-xs leading-5"
        data-testid="source-lines"
      >
        {segments.map((segment, s) => {
          const previous = segments[s - 1];
          const gapFrom = previous ? previous.from + previous.lines.length : 1;
          return (
            <div key={segment.from}>
              {segment.from > gapFrom && previous ? (
                <Gap from={gapFrom} to={segment.from - 1} uploadId={uploadId} documentOpen={documentOpen} />
              ) : null}
              <LineBlocks
                from={segment.from}
                lines={segment.lines}
                long={segment.long}
                isShaded={(n) => n >= highlight[0] && n <= highlight[1]}
                dimUnshaded
              />
            </div>
          );
        })}
        {lastShown > 0 && lastShown < Math.min(total, highlight[1]) ? (
          <Gap from={lastShown + 1} to={Math.min(total, highlight[1])} uploadId={uploadId} documentOpen={documentOpen} />
        ) : null}
      </pre>
    </div>
  );
}
