'use client';

import type { DiffRow } from '@/lib/compare/differences';
import { runExportName } from '@/lib/compare/run-export-name';
import type { RunColumn } from '@/lib/compare/view-model';
import { RunHead } from './run-head';
import { TableExport } from './table-export';

/**
 * A table of "What differs" rows, a column per run. Client components (as is the folded table) for
 * what they cost the server: the payload carries the rows as data, once, and the runs as references
 * to the objects it already holds, where drawn on the server every cell was an element of it.
 */
export function DiffRowsTable({ rows, runs }: { rows: DiffRow[]; runs: RunColumn[] }) {
  return (
    // every cell's look is set once on its row group, not on each cell: a comparison's tables have
    // hundreds of cells, and a class on each is sent twice (in the HTML and in the RSC payload)
    <table className="scroll-table w-max min-w-full text-sm">
      <thead className="text-xs text-muted">
        <tr className="border-b border-line [&>th]:max-w-64 [&>th]:py-1 [&>th]:pr-3 [&>th]:text-left [&>th]:align-bottom [&>th]:font-medium">
          <th>&nbsp;</th>
          {runs.map((r) => (
            <th key={r.id} data-run={r.id}>
              <RunHead run={r} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="[&>tr]:border-b [&>tr]:border-line [&>tr:last-child]:border-0 [&_td]:max-w-64 [&_td]:py-1 [&_td]:pr-3 [&_td]:font-mono [&_td]:text-xs [&_td]:break-words">
        {rows.map((row) => (
          <tr key={row.key} data-diff-key={row.key}>
            <td>{row.label ?? row.key}</td>
            {row.values.map((v, i) => (
              <td key={runs[i]?.id ?? i}>{v ?? <span className="text-muted">—</span>}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The table's title with its CSV and JSON of every row (folded or not). */
export function DiffHeading({ title, rows, runs }: { title: string; rows: DiffRow[]; runs: RunColumn[] }) {
  const exportRows = rows.map((row) => ({
    key: row.label ?? row.key,
    ...Object.fromEntries(row.values.map((v, i) => [runExportName(runs[i]), v])),
  }));
  return (
    <div className="mt-3 mb-1 flex items-center justify-between">
      <h3 className="text-xs font-semibold text-muted uppercase">{title}</h3>
      <TableExport rows={exportRows} fileName={`differences-${title.split(' ')[0]?.toLowerCase()}`} />
    </div>
  );
}
