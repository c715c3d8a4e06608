type Props = { text: string; highlight: [number, number]; context?: number; uploadId: number };

/** The document as stored (secrets removed), this run's lines highlighted; every line has an anchor. */
export function SourceView({ text, highlight, context = 6, uploadId }: Props) {
  const lines = text.split('\n');
  const from = Math.max(1, highlight[0] - context);
  const to = Math.min(lines.length, highlight[1] + context);
  return (
    <div>
      <p className="mb-2 text-xs text-muted">
        Lines {highlight[0]}–{highlight[1]} of {lines.length} ·{' '}
        <a href={`/uploads/${uploadId}#L${highlight[0]}`} className="text-accent hover:underline">
          whole document
        </a>
      </p>
      <pre
        className="max-h-[32rem] overflow-auto rounded-md border border-line bg-slate-50 py-2 font-mono text-xs leading-5"
        data-testid="source-lines"
      >
        {lines.slice(from - 1, to).map((line, i) => {
          const n = from + i;
          const inRun = n >= highlight[0] && n <= highlight[1];
          return (
            <div key={n} id={`L${n}`} className={`flex target:bg-yellow-100 ${inRun ? 'bg-blue-50' : 'text-slate-500'}`}>
              <span className="w-14 shrink-0 pr-3 text-right text-slate-400 select-none">{n}</span>
              <span className="pr-4 whitespace-pre">{line}</span>
            </div>
          );
        })}
      </pre>
    </div>
  );
}
