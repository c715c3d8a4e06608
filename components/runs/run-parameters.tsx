import { formatNumber } from '@/lib/format';

type Props = {
  command: string | null;
  /** what the tool printed about the run above its results, in its words (sql-bench's Date of test, Arguments) */
  header?: [string, string][];
  parameters: [string, string | number | boolean][];
  figures: Record<string, number>;
  sources: Record<string, number[]>;
};

/** The command line, the parameters printed or given, and every other figure the log printed. */
export function RunParameters({ command, header = [], parameters, figures, sources }: Props) {
  const figureList = Object.entries(figures);
  return (
    <>
      {command ? <pre className="mb-3 overflow-x-auto rounded bg-subtle p-2 font-mono text-xs whitespace-pre-wrap">{command}</pre> : null}
      {header.length > 0 ? (
        <dl className="mb-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1 text-sm" data-testid="run-header">
          {header.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="font-mono text-xs break-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {parameters.length === 0 ? (
        header.length > 0 ? null : (
          <p className="text-sm text-muted">No parameters were printed or given on a command line.</p>
        )
      ) : (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm md:grid-cols-4">
          {parameters.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-2 border-b border-line py-0.5">
              <dt className="text-muted">{k}</dt>
              <dd className="num">{String(v)}</dd>
            </div>
          ))}
        </dl>
      )}
      {figureList.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-muted">Every other figure the log printed ({figureList.length})</summary>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 md:grid-cols-4">
            {figureList.map(([k, v]) => (
              <div key={k} className="flex justify-between gap-2 border-b border-line py-0.5">
                <dt className="text-muted">{k}</dt>
                <dd className="num">
                  <a href={`#L${sources[`figures.${k}`]?.[0] ?? ''}`}>{formatNumber(v)}</a>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </>
  );
}
