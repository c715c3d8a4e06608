import Link from 'next/link';
import { formatNumber } from '@/lib/format';
import { headlineOf } from '@/lib/run-headline';
import { readRunFigures } from '@/lib/schemas/json-columns';
import { SelectRunCheckbox } from '../selection/selection-buttons';

type Row = {
  id: number;
  title: string;
  tool: string;
  test: string | null;
  threads: number | null;
  tps: number | null;
  eventsPerSec: number | null;
  durationS: number | null;
  /** Run.extraMetrics as stored: a format's own headline (tpmC) is one of its figures */
  extraMetrics: unknown;
};

/** A compact run list for project, host and config pages; `selectable`: a checkbox per run for the selection to compare. */
export function RunBriefTable({ runs, selectable = false }: { runs: Row[]; selectable?: boolean }) {
  if (runs.length === 0) return <p className="text-sm text-muted">No runs.</p>;
  return (
    <table className="w-full text-sm">
      <thead className="text-xs text-muted">
        <tr className="border-b border-line text-left">
          {selectable ? (
            <th className="w-6 py-1">
              <span className="sr-only">Select</span>
            </th>
          ) : null}
          <th className="py-1 font-medium">Run</th>
          <th className="py-1 font-medium">Tool</th>
          <th className="py-1 font-medium">Test</th>
          <th className="py-1 text-right font-medium">Threads</th>
          <th className="py-1 text-right font-medium">Headline</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((r) => {
          const h = headlineOf({
            ...r,
            figures: readRunFigures({ id: r.id, parameters: {}, extraMetrics: r.extraMetrics }).extraMetrics.figures,
          });
          return (
            <tr key={r.id} className="border-b border-line last:border-0">
              {selectable ? (
                <td className="py-1 pr-2">
                  <SelectRunCheckbox run={{ id: r.id, title: r.title }} />
                </td>
              ) : null}
              <td className="py-1 pr-2">
                <Link href={`/runs/${r.id}`} className="text-accent hover:underline">
                  {r.title}
                </Link>
              </td>
              <td className="py-1 pr-2">{r.tool}</td>
              <td className="py-1 pr-2">{r.test ?? '—'}</td>
              <td className="num py-1 pr-2 text-right">{r.threads ?? '—'}</td>
              <td className="num py-1 text-right whitespace-nowrap">
                {formatNumber(h.value)} <span className="text-xs text-muted">{h.unit}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Above a brief table that lists the most recent of more runs: how many, and the runs list that pages through them all. */
export function MoreInRunsList({ shown, total, href }: { shown: number; total: number; href: string }) {
  if (total <= shown) return null;
  return (
    <p className="mb-2 text-xs text-muted" data-testid="more-runs">
      The {shown} most recent of {formatNumber(total, 0)} runs:{' '}
      <Link href={href} className="text-accent hover:underline">
        all of them in the runs list
      </Link>
    </p>
  );
}
