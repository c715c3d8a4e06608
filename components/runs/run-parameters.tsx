import { figureLabel } from '@/lib/figure-label';
import { formatAsPrinted } from '@/lib/printed-figures';

type Props = {
  command: string | null;
  /** what the tool printed about the run above its results, in its words (sql-bench's Date of test, Arguments) */
  header?: [string, string][];
  /** label, value as shown, and the line it was read from (none: given on a command line it did not print) */
  parameters: [string, string | number | boolean, number | null][];
  figures: Record<string, number>;
  sources: Record<string, number[]>;
  /** a line of the run's source view, to show each figure with the decimals it was printed with */
  lineText: (line: number) => string | undefined;
};

const LINE_LINK = 'text-accent hover:underline';

/** The command line, the parameters printed or given, and every other figure the log printed. */
export function RunParameters({ command, header = [], parameters, figures, sources, lineText }: Props) {
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
          {parameters.map(([k, v, line]) => (
            <div key={k} className="flex justify-between gap-2 border-b border-line py-0.5">
              <dt className="text-muted">{k}</dt>
              <dd className="num">
                {line === null ? (
                  String(v)
                ) : (
                  <a href={`#L${line}`} className={LINE_LINK} title={`line ${line}`}>
                    {String(v)}
                  </a>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {figureList.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-muted">Every other figure the log printed ({figureList.length})</summary>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 md:grid-cols-4">
            {figureList.map(([k, v]) => {
              const line = sources[`figures.${k}`]?.[0];
              return (
                <div key={k} className="flex justify-between gap-2 border-b border-line py-0.5">
                  <dt className="text-muted" title={k}>
                    {figureLabel(k)}
                  </dt>
                  <dd className="num">
                    {line === undefined ? (
                      formatAsPrinted(v, undefined)
                    ) : (
                      <a href={`#L${line}`} className={LINE_LINK} title={`line ${line}`}>
                        {formatAsPrinted(v, lineText(line), k)}
                      </a>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </details>
      ) : null}
    </>
  );
}
