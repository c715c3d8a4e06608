import type { Differences, DiffRow } from '@/lib/compare/differences';
import type { RunColumn } from '@/lib/compare/view-model';
import { RunHead, runExportName } from './run-head';
import { TableExport } from './table-export';

/** Beyond this many rows a table starts folded (full SHOW VARIABLES dumps differ in hundreds of places). */
const FOLD_AFTER = 25;

function DiffTable({ title, rows, runs }: { title: string; rows: DiffRow[]; runs: RunColumn[] }) {
  if (rows.length === 0) return null;
  const exportRows = rows.map((row) => ({
    key: row.key,
    ...Object.fromEntries(row.values.map((v, i) => [runExportName(runs[i]), v])),
  }));
  const table = (
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
  return (
    <div className="overflow-x-auto">
      <div className="mt-3 mb-1 flex items-center justify-between">
        <h3 className="text-xs font-semibold text-muted uppercase">{title}</h3>
        <TableExport rows={exportRows} fileName={`differences-${title.split(' ')[0]?.toLowerCase()}`} />
      </div>
      {rows.length > FOLD_AFTER ? (
        <details>
          <summary className="cursor-pointer text-sm text-muted">Show all {rows.length} differences</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </div>
  );
}

/** What differs between the runs, first: tags, build, host, configuration, parameters. */
export function DifferencesPanel({ differences, runs }: { differences: Differences; runs: RunColumn[] }) {
  const { tags, build, host, config, parameters, warnings } = differences;
  const nothing = tags.length + config.length + parameters.length === 0 && !build && !host;
  return (
    <div>
      {warnings.length > 0 ? (
        <ul className="mb-2 space-y-1 rounded-md bg-warn-soft p-3 text-sm text-warn" aria-label="Comparison warnings">
          {warnings.map((w) => (
            <li key={w}>⚠ {w}</li>
          ))}
        </ul>
      ) : null}
      {nothing ? (
        <p className="text-sm text-muted">These runs have the same tags, server build, host, configuration and parameters.</p>
      ) : null}
      <DiffTable title="Tags" rows={tags} runs={runs} />
      <DiffTable title="Server build and host" rows={[build, host].filter((r): r is DiffRow => r !== null)} runs={runs} />
      <DiffTable title={`Configuration (${config.length} entries differ)`} rows={config} runs={runs} />
      <DiffTable title="Benchmark parameters" rows={parameters} runs={runs} />
    </div>
  );
}
