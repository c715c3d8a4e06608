'use client';

import { useEffect, useRef, useState } from 'react';
import type { DiffRow } from '@/lib/compare/differences';
import type { RunColumn } from '@/lib/compare/view-model';
import { DiffHeading, DiffRowsTable } from './diff-rows-table';

/**
 * A long "What differs" table (two full SHOW VARIABLES dumps differ in hundreds of places), folded:
 * its rows come to the browser once, as data, and are drawn when the reader unfolds them. Drawn on
 * the server, 695 rows × 8 runs were 2.6 MB of one compare page: the markup, the same elements
 * again in the RSC payload, and the export's copy of every row.
 */
export function FoldedDiffTable({ title, rows, runs }: { title: string; rows: DiffRow[]; runs: RunColumn[] }) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // unfolded before the page was hydrated, its toggle event came before React listened
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <div className="scroll-hint overflow-x-auto">
      <DiffHeading title={title} rows={rows} runs={runs} />
      <details ref={details} onToggle={(event) => setOpen(event.currentTarget.open)} data-folded-differences={rows.length}>
        <summary className="cursor-pointer text-sm text-muted">Show all {rows.length} differences</summary>
        {open ? <DiffRowsTable rows={rows} runs={runs} /> : null}
      </details>
    </div>
  );
}
