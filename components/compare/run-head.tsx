import type { RunColumn } from '@/lib/compare/view-model';

/** Longer than this, a part of a label may wrap inside itself: a column is at most 16rem wide. */
const LONG_PART = 24;

/** How a compared run heads a column or a row: its colour, number and label (what sets it apart), the whole title on hover. */
export function RunHead({ run }: { run: RunColumn }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1" title={`#${run.number} ${run.title}`} data-run-head={run.id}>
      <span className="inline-block h-2 w-2 shrink-0 self-center rounded-sm" style={{ background: run.color }} aria-hidden />
      <span className="whitespace-nowrap">#{run.number}</span>
      {/* a part of the label (`100 clients`, `sql-bench`) is never cut between its words; a long one
          (a file name, data-long) wraps anywhere rather than run over the next column. The rule is in
          globals.css, not a class on each part: a comparison heads its tables with 30 and more of these */}
      <span data-run-label>
        {run.label.split(' · ').flatMap((part, i) => [
          i > 0 ? '\u00a0· ' : '',
          <span key={part} data-long={part.length > LONG_PART ? '' : undefined}>
            {part}
          </span>,
        ])}
      </span>
      {run.failure ? (
        <span className="rounded bg-warn-soft px-1 text-warn" data-run-failure>
          {run.failure}
        </span>
      ) : null}
    </span>
  );
}

/** A run as a cell of an exported table: the same number and label as on the page. */
export function runExportName(run: RunColumn | undefined): string {
  return run ? `#${run.number} ${run.label}` : '';
}
