import { runDateOf } from '@/lib/series/run-date';

type Props = {
  tags: Readonly<Record<string, string>>;
  /** the run's header (Run.extraMetrics.header) and its sources: a date line's number is in them */
  header: Readonly<Record<string, string>>;
  sources: Readonly<Record<string, number[]>>;
  /** may the reader open the log (a line link goes nowhere otherwise) */
  fileReadable: boolean;
};

/** When a run ran, where its date tag or its log says: `ran 2026-12-01 02:26:34 UTC line 5`. */
export function RunRanAt({ tags, header, sources, fileReadable }: Props) {
  const ranAt = runDateOf(tags, header);
  if (!ranAt) return null;
  const line = ranAt.from === 'date line' && fileReadable ? (sources['header.ranAt']?.[0] ?? null) : null;
  return (
    <span data-run-ran title={`from its ${ranAt.from}: ${ranAt.text}`}>
      ran {ranAt.shown}
      {line !== null ? (
        <a href={`#L${line}`} className="ml-1 text-xs text-accent hover:underline">
          line {line}
        </a>
      ) : null}
    </span>
  );
}
