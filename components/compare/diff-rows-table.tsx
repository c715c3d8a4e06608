import type { DiffRow } from '@/lib/compare/differences';
import type { RunColumn } from '@/lib/compare/view-model';
import { RunHead, runExportName } from './run-head';
import { TableExport } from './table-export';

/** A table of "What differs" rows, a column per run (drawn on the server, or in the browser once unfolded). */
export function DiffRowsTable({ rows, runs }: { rows: DiffRow[]; runs: RunColumn[] }) {
  return (
    <table className="scroll-table w-max min-w-full text-sm">
      <thead className="text-xs text-muted">
        <tr className="border-b border-line">
          <th className="py-1 pr-3 text-left font-medium">&nbsp;</th>
          {runs.map((r) => (
            <th key={r.id} className="max-w-64 py-1 pr-3 text-left align-bottom font-medium" data-run={r.id}>
              <RunHead run={r} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line last:border-0" data-diff-key={row.key}>
            <td className="py-1 pr-3 font-mono text-xs">{row.key}</td>
            {row.values.map((v, i) => (
              <td key={runs[i]?.id ?? i} className="max-w-64 py-1 pr-3 font-mono text-xs break-words">
                {v ?? <span className="text-muted">—</span>}
              </td>
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
    key: row.key,
    ...Object.fromEntries(row.values.map((v, i) => [runExportName(runs[i]), v])),
  }));
  return (
    <div className="mt-3 mb-1 flex items-center justify-between">
      <h3 className="text-xs font-semibold text-muted uppercase">{title}</h3>
      <TableExport rows={exportRows} fileName={`differences-${title.split(' ')[0]?.toLowerCase()}`} />
    </div>
  );
}
