'use client';

import { useMemo, useState } from 'react';
import type { OperationCell, OperationRow } from '@/lib/compare/operations';
import { runExportName } from '@/lib/compare/run-export-name';
import type { RunColumn } from '@/lib/compare/view-model';
import { ChangeCell } from './change-cell';
import { RunHead } from './run-head';
import { TableExport } from './table-export';

type Props = { rows: OperationRow[]; runs: RunColumn[]; baselineId: number };

const UNKNOWN_TEST = '?';

/** The CPU seconds and loop count sql-bench printed beside the wall seconds, where it did (the export has them as columns). */
function cpuTitle(c: OperationCell): string | undefined {
  const parts = [
    // as sql-bench prints them, to the hundredth (`1.40 sys`, `0.00 usr`)
    c.usr === null ? '' : `${c.usr.toFixed(2)} usr`,
    c.sys === null ? '' : `${c.sys.toFixed(2)} sys`,
    c.cpu === null ? '' : `= ${c.cpu.toFixed(2)} CPU`,
    c.count === null ? '' : `(${c.count.toLocaleString('en-US')} loops)`,
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** The kind of an operation (select, insert, update, create…), from its name. */
function kindOf(name: string): string {
  return name.split(/[_+]/)[0]?.toLowerCase() || name;
}

/** sql-bench operations as rows, runs as columns: sort by name or by largest change, filter by name. */
export function OperationsCompare({ rows, runs, baselineId }: Props) {
  const [sort, setSort] = useState<'name' | 'change'>('name');
  const [filter, setFilter] = useState('');
  const [kind, setKind] = useState('');
  const [test, setTest] = useState('');
  const kinds = useMemo(() => [...new Set(rows.map((r) => kindOf(r.name)))].sort(), [rows]);
  const tests = useMemo(() => [...new Set(rows.flatMap((r) => r.tests))], [rows]);
  const unknownTest = rows.some((r) => r.tests.length === 0);
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    const body = rows.filter(
      (r) =>
        (!f || r.name.toLowerCase().includes(f)) &&
        (!kind || kindOf(r.name) === kind) &&
        (!test || (test === UNKNOWN_TEST ? r.tests.length === 0 : r.tests.includes(test))),
    );
    body.sort((a, b) => (sort === 'change' ? b.maxChange - a.maxChange || a.name.localeCompare(b.name) : a.name.localeCompare(b.name)));
    return body;
  }, [rows, sort, filter, kind, test]);
  const exportRows = shown.flatMap((row) =>
    row.cells.map((c, i) => ({
      operation: row.name,
      tests: row.tests.join(' '),
      run_id: runs[i]?.id ?? null,
      run: runExportName(runs[i]),
      title: runs[i]?.title ?? '',
      seconds: c.seconds,
      usr: c.usr,
      sys: c.sys,
      cpu: c.cpu,
      count: c.count,
      flags: c.flags,
      ratio: c.ratio,
      change_pct: c.deltaPct,
      missing: c.verdict === 'missing' && c.seconds === null,
    })),
  );
  const missing = rows.filter((r) => r.missingIn.length > 0).length;
  return (
    <div data-testid="operations-compare">
      <div className="mb-2 flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-1 text-xs text-muted">
          Sort
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value as 'name' | 'change')}
            className="rounded border border-line px-1 py-0.5 text-xs"
            aria-label="Sort operations"
          >
            <option value="name">by name</option>
            <option value="change">by largest change</option>
          </select>
        </label>
        <select
          value={test}
          onChange={(e) => setTest(e.target.value)}
          aria-label="Test of the operation"
          className="rounded border border-line px-1 py-0.5 text-xs"
        >
          <option value="">all tests</option>
          {tests.map((t) => (
            <option key={t} value={t}>
              test-{t}
            </option>
          ))}
          {unknownTest ? <option value={UNKNOWN_TEST}>test not known</option> : null}
        </select>
        <select
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          aria-label="Kind of operation"
          className="rounded border border-line px-1 py-0.5 text-xs"
        >
          <option value="">all kinds</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
        <input
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="filter operations (select, insert…)"
          aria-label="Filter operations"
          className="w-64 rounded border border-line px-2 py-0.5 text-xs"
        />
        <span className="text-xs text-muted">
          {shown.length} of {rows.length} operations{missing ? ` · ${missing} missing in some runs (marked —)` : ''}
        </span>
        <span className="ml-auto">
          <TableExport rows={exportRows} fileName="compare-operations" />
        </span>
      </div>
      <div className="max-h-[36rem] overflow-auto">
        <table className="scroll-table w-full text-sm" data-testid="operations-table">
          <thead className="sticky top-0 z-10 bg-panel text-xs text-muted">
            <tr className="border-b border-line">
              <th className="py-1 pr-3 text-left font-medium">operation (seconds, lower is better)</th>
              {runs.map((r) => (
                <th
                  key={r.id}
                  className="max-w-48 py-1 pr-3 text-right align-bottom font-medium"
                  data-run={r.id}
                  data-baseline-column={r.id === baselineId || undefined}
                >
                  <RunHead run={r} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.name} className="border-b border-line last:border-0" data-operation={row.name}>
                <td className="py-0.5 pr-3" title={row.tests.length ? `timed by test-${row.tests.join(', test-')}` : undefined}>
                  {row.name}
                  {row.tests.length > 1 ? <span className="ml-1 text-xs text-muted">({row.tests.length} tests)</span> : null}
                  {row.missingIn.length > 0 ? <span className="ml-1 text-xs text-warn">(missing in {row.missingIn.length})</span> : null}
                </td>
                {row.cells.map((c, i) => (
                  <td
                    key={runs[i]?.id ?? i}
                    className="py-0.5 pr-3 text-right"
                    title={cpuTitle(c)}
                    data-run={runs[i]?.id}
                    data-baseline-column={runs[i]?.id === baselineId || undefined}
                  >
                    <ChangeCell value={c.seconds} deltaPct={c.deltaPct} verdict={c.verdict} flags={c.flags} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted">
        Markers: + estimated time, ? wrong result, * different test count. Change is against the baseline run; within the neutral band it is
        grey, and so is a change of one second between whole-second times (sql-bench's resolution). An operation timed by several tests
        (insert, select_group…) shows the sum over them, as run-all-tests prints it.
      </p>
    </div>
  );
}
