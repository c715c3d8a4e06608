'use client';

import type { RunColumn } from '@/lib/compare/view-model';

/** Longer than this, a part of a label may wrap inside itself: a column is at most 16rem wide. */
const LONG_PART = 24;

/**
 * How a compared run heads a column or a row: its colour, number and label (what sets it apart),
 * the whole title on hover. A client component for what it costs the server, not for interaction:
 * a comparison heads its tables with 30 and more of these, and as a server component each was ~110
 * values of the RSC payload (every part of its label an element); as a client component it is a
 * reference to the run, which the payload holds once.
 */
export function RunHead({ run }: { run: RunColumn }) {
  return (
    // its look is in globals.css ([data-run-head]), not a class on each element: a comparison heads
    // its tables with 30 and more of these, each sent twice (in the HTML and in the RSC payload)
    <span title={`#${run.number} ${run.title}`} data-run-head={run.id}>
      <span data-swatch style={{ background: run.color }} aria-hidden />
      <span data-number>#{run.number}</span>
      {/* a part of the label (`100 clients`, `sql-bench`) is never cut between its words; a long one
          (a file name, data-long) wraps anywhere rather than run over the next column */}
      <span data-run-label>
        {run.label.split(' · ').flatMap((part, i) => [
          i > 0 ? '\u00a0· ' : '',
          part.length > LONG_PART ? (
            <span key={part} data-long="">
              {part}
            </span>
          ) : (
            <span key={part}>{part}</span>
          ),
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
