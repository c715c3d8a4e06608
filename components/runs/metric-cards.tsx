import { formatAsPrinted } from '@/lib/printed-figures';

export type MetricCard = { label: string; value: number | null; unit?: string; path: string; hint?: string };

type Props = {
  cards: MetricCard[];
  sources: Record<string, number[]>;
  derived: string[];
  /** the text of a source line the page holds (its source view's), for the figure as printed there */
  lineText?: (line: number) => string | undefined;
};

/** Each figure with the line(s) it was read from, as printed there (472.20, not 472.2): a click shows the line in the source below. */
export function MetricCards({ cards, sources, derived, lineText = () => undefined }: Props) {
  const shown = cards.filter((c) => c.value !== null);
  if (shown.length === 0) return <p className="text-sm text-muted">This run printed no summary figures (it stopped before its summary).</p>;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {shown.map((c) => {
        const lines = sources[c.path] ?? [];
        const isDerived = derived.includes(c.path);
        // read from one line as printed (not computed, not converted): shown with its printed decimals
        const printedLine = !isDerived && lines.length === 1 ? lineText(lines[0] as number) : undefined;
        return (
          <div key={c.path} className="rounded-md border border-line px-3 py-2" data-metric={c.path}>
            <dt className="text-xs text-muted">{c.label}</dt>
            <dd className="num text-lg font-semibold">
              {formatAsPrinted(c.value, printedLine, c.path)}{' '}
              {c.unit ? <span className="text-xs font-normal text-muted">{c.unit}</span> : null}
            </dd>
            <dd className="text-xs text-muted">
              {isDerived ? 'derived from ' : ''}
              {lines.map((l, i) => (
                <a key={l} href={`#L${l}`} className="text-accent hover:underline">
                  {i === 0 ? 'line ' : ', '}
                  {l}
                </a>
              ))}
              {c.hint ? <span> · {c.hint}</span> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
