import Link from 'next/link';
import { formatNumber } from '@/lib/format';
import { concurrencyText, concurrencyWord } from '@/lib/parsers/formats';
import { headlineOf } from '@/lib/run-headline';
import { readRunFigures } from '@/lib/schemas/json-columns';
import { type BriefRow, BriefRows } from './brief-rows';

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

/**
 * A compact run list for project, host and config pages; `selectable`: a checkbox per run for the
 * selection to compare. Its rows go to the browser as plain data, drawn there (BriefRows): as
 * server elements each row was ~1 KB of the page's RSC payload (a link and a checkbox with the title
 * twice, every cell's classes), 129 KB of a project page's 199 KB.
 */
export function RunBriefTable({ runs, selectable = false }: { runs: Row[]; selectable?: boolean }) {
  if (runs.length === 0) return <p className="text-sm text-muted">No runs.</p>;
  const rows = runs.map((r): BriefRow => {
    const h = headlineOf({
      ...r,
      figures: readRunFigures({ id: r.id, parameters: {}, extraMetrics: r.extraMetrics }).extraMetrics.figures,
    });
    const threads =
      r.threads === null ? '—' : concurrencyWord([r.tool]).many === 'threads' ? String(r.threads) : concurrencyText(r.tool, r.threads);
    return { id: r.id, title: r.title, tool: r.tool, test: r.test, threads, headline: formatNumber(h.value), unit: h.unit };
  });
  // pgbench's concurrency is its clients: the header names every word of the runs listed (`Clients or threads`)
  const word = concurrencyWord(runs.map((r) => r.tool)).many;
  return <BriefRows rows={rows} selectable={selectable} concurrency={word.charAt(0).toUpperCase() + word.slice(1)} />;
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
