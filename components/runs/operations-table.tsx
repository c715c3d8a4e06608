'use client';

import { useMemo, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { flagsText } from '@/lib/sql-bench-markers';

export type OperationRow = {
  name: string;
  seconds: number | null;
  usr: number | null;
  sys: number | null;
  cpu: number | null;
  count: number | null;
  flags: string;
  line: number;
};

export type OperationDecimals = Record<'seconds' | 'usr' | 'sys' | 'cpu', number>;

const COLUMNS = [
  { key: 'name', label: 'Operation' },
  { key: 'seconds', label: 'seconds' },
  { key: 'usr', label: 'usr' },
  { key: 'sys', label: 'sys' },
  { key: 'cpu', label: 'cpu' },
  { key: 'count', label: 'tests' },
] as const;

const TOTALS = /^totals?$/i;

/**
 * sql-bench "Totals per operation": sortable, markers explained, the TOTALS line kept at the bottom
 * (given from the run's duration and totals; a run stored before TOTALS left the operations still
 * has it as a row).
 */
export function OperationsTable({
  rows,
  totals,
  decimals,
}: {
  rows: OperationRow[];
  totals?: OperationRow | null;
  /** each column's decimals as printed (columnDecimals) */
  decimals?: OperationDecimals;
}) {
  const [sort, setSort] = useState<{ key: (typeof COLUMNS)[number]['key']; dir: 1 | -1 }>({ key: 'name', dir: 1 });
  const sorted = useMemo(() => {
    const body = rows.filter((r) => !TOTALS.test(r.name));
    const bottom = totals ? [totals] : rows.filter((r) => TOTALS.test(r.name));
    body.sort((a, b) => {
      const x = a[sort.key];
      const y = b[sort.key];
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sort.dir;
    });
    return [...body, ...bottom];
  }, [rows, totals, sort]);
  // each column with the decimals sql-bench printed it with (`19.00`, `9.30`: stored 19 and 9.3)
  const figure = (r: OperationRow, key: keyof OperationDecimals) => formatNumber(r[key], 6, decimals?.[key] ?? 0);
  return (
    <div className="scroll-hint overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-xs text-muted">
          <tr className="border-b border-line">
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                className={`px-2 py-1.5 font-medium ${c.key === 'name' ? 'text-left' : 'text-right'}`}
                aria-sort={sort.key === c.key ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined}
              >
                <button
                  type="button"
                  className="hover:text-ink"
                  onClick={() =>
                    setSort((s) => ({ key: c.key, dir: s.key === c.key ? (s.dir === 1 ? -1 : 1) : c.key === 'name' ? 1 : -1 }))
                  }
                >
                  {c.label}
                  {sort.key === c.key ? (sort.dir === 1 ? ' ↑' : ' ↓') : ''}
                </button>
              </th>
            ))}
            <th className="px-2 py-1.5 text-left font-medium">marker</th>
            <th className="px-2 py-1.5 text-right font-medium">line</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr
              key={`${r.name}-${r.line}`}
              className={`border-b border-line last:border-0 ${TOTALS.test(r.name) ? 'bg-subtle font-semibold' : ''}`}
            >
              <td className="px-2 py-1">{r.name}</td>
              <td className="num px-2 py-1 text-right">{figure(r, 'seconds')}</td>
              <td className="num px-2 py-1 text-right">{figure(r, 'usr')}</td>
              <td className="num px-2 py-1 text-right">{figure(r, 'sys')}</td>
              <td className="num px-2 py-1 text-right">{figure(r, 'cpu')}</td>
              <td className="num px-2 py-1 text-right">{formatNumber(r.count)}</td>
              <td className="px-2 py-1" title={flagsText(r.flags)}>
                {r.flags ? <span className="rounded bg-warn-soft px-1 font-mono text-xs text-warn">{r.flags}</span> : null}
              </td>
              <td className="px-2 py-1 text-right text-xs">
                <a href={`#L${r.line}`} className="text-accent hover:underline">
                  {r.line}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">Markers: + estimated time, ? wrong result, * different test count.</p>
    </div>
  );
}
