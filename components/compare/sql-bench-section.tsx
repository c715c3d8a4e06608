import { runExportName } from '@/lib/compare/run-export-name';
import { type SqlBenchProps, sqlBenchSection } from '@/lib/compare/sections/sql-bench';
import { sharedFacts } from '@/lib/compare/shared-facts';
import type { RunColumn } from '@/lib/compare/view-model';
import { packRows } from '@/lib/export/packed-rows';
import { formatNumber, formatPercent } from '@/lib/format';
import { ChangeCell } from './change-cell';
import { CompareBars } from './compare-bars';
import { OperationsCompare } from './operations-compare';
import { RunHead } from './run-head';
import { TableExport } from './table-export';

type Props = { section: SqlBenchProps; runs: RunColumn[] };

/** sql-bench runs side by side: summary (geomean, wins, TOTALS), per-test totals, every operation. */
export function SqlBenchSection({ section, runs }: Props) {
  const columns = section.runIds.map((id) => runs.find((r) => r.id === id) as RunColumn);
  const summaryRows = section.summary.map((s, i) => ({
    run_id: s.runId,
    run: runExportName(columns[i]),
    title: columns[i]?.title ?? '',
    totals_seconds: s.totalSeconds,
    geomean_ratio: s.geomeanRatio,
    wins: s.wins,
    wins_among: s.contestedOperations,
    common_operations: s.commonOperations,
    geomean_operations: s.ratioOperations,
  }));
  return (
    <section className="mb-5 rounded-lg border border-line bg-panel" aria-label={sqlBenchSection.title}>
      <div className="flex items-center justify-between border-b border-line px-4 py-2">
        <h2 className="text-sm font-semibold">
          {`${sqlBenchSection.title}: `}
          {section.summary.length < 2
            ? '1 run: no other sql-bench run to compare it with'
            : `${section.summary[0]?.commonOperations ?? 0} operations in common`}
        </h2>
        <TableExport rows={packRows(summaryRows)} fileName="compare-sql-bench-summary" />
      </div>
      <div className="scroll-hint overflow-x-auto p-4">
        <table className="scroll-table w-full text-sm" data-testid="sql-bench-summary">
          <thead className="text-xs text-muted">
            <tr className="border-b border-line">
              <th className="py-1 pr-3 text-left font-medium">run</th>
              <th className="py-1 pr-3 text-right font-medium">TOTALS seconds</th>
              <th className="py-1 pr-3 text-right font-medium">geomean of operation ratios</th>
              <th className="py-1 pr-3 text-right font-medium">operations won (fastest)</th>
            </tr>
          </thead>
          <tbody>
            {section.summary.map((s, i) => {
              const { total } = s;
              return (
                <tr key={s.runId} className="border-b border-line last:border-0" data-summary-run={s.runId}>
                  <td className="py-1 pr-3">{columns[i] ? <RunHead run={columns[i]} /> : null}</td>
                  <td className="py-1 pr-3 text-right" data-totals>
                    {total.seconds !== null ? (
                      <ChangeCell value={total.seconds} deltaPct={total.deltaPct} verdict={total.verdict} flags={total.flags} />
                    ) : (
                      formatNumber(s.totalSeconds)
                    )}
                  </td>
                  <td className="num py-1 pr-3 text-right" data-geomean>
                    {s.runId === section.baselineId ? 'baseline' : `${formatNumber(s.geomeanRatio, 4)} (${formatPercent(s.geomeanRatio)})`}
                    {s.runId !== section.baselineId && s.ratioOperations < s.commonOperations ? (
                      <span className="block text-xs text-muted" data-geomean-of>
                        of {s.ratioOperations} operations
                      </span>
                    ) : null}
                  </td>
                  <td className="num py-1 pr-3 text-right">
                    {s.wins} of {s.contestedOperations}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="mt-1 text-xs text-muted">
          Geomean below 1: faster than the baseline on the typical operation (seconds, lower is better). An operation timed 0 s on one side
          and not on the other has no ratio and is left out of it (0 s on both sides counts as equal). A total marked * sums operations
          timed over other loops than the baseline&apos;s (or timed on one side only): other work, so no change is given.
        </p>
      </div>
      {section.tests.length > 0 ? (
        <div className="px-4 pb-4">
          <div className="mb-1 flex items-center justify-between">
            <h3 className="text-xs font-semibold text-muted uppercase">Per-test totals (wallclock seconds)</h3>
            <TableExport
              rows={packRows(
                section.tests.flatMap((t) =>
                  t.cells.map((c, i) => ({
                    test: t.name,
                    run_id: columns[i]?.id ?? null,
                    run: runExportName(columns[i]),
                    title: columns[i]?.title ?? '',
                    seconds: c.seconds,
                    change_pct: c.deltaPct,
                    skipped: c.skipped,
                    failed: c.failed,
                    estimated: c.estimated,
                    different_test_count: c.otherLoops,
                  })),
                ),
              )}
              fileName="compare-sql-bench-tests"
            />
          </div>
          <div className="scroll-hint overflow-x-auto">
            <table className="scroll-table w-full text-sm" data-testid="sql-bench-tests">
              <thead className="text-xs text-muted">
                <tr className="border-b border-line">
                  <th className="py-1 pr-3 text-left font-medium">test</th>
                  {columns.map((r) => (
                    <th
                      key={r.id}
                      className="max-w-48 py-1 pr-3 text-right align-bottom font-medium"
                      data-run={r.id}
                      data-baseline-column={r.id === section.baselineId || undefined}
                    >
                      <RunHead run={r} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.tests.map((t) => (
                  <tr key={t.name} className="border-b border-line last:border-0">
                    <td className="py-0.5 pr-3">{t.name}</td>
                    {t.cells.map((c, i) => (
                      <td
                        key={columns[i]?.id ?? i}
                        className="py-0.5 pr-3 text-right"
                        data-baseline-column={columns[i]?.id === section.baselineId || undefined}
                      >
                        {c.skipped ? (
                          <span className="text-xs text-muted">skipped</span>
                        ) : c.failed ? (
                          <span className="text-xs text-worse">failed</span>
                        ) : (
                          <ChangeCell
                            value={c.seconds}
                            deltaPct={c.deltaPct}
                            verdict={c.verdict}
                            flags={`${c.estimated ? '+' : ''}${c.otherLoops ? '*' : ''}` || undefined}
                          />
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      <div className="px-2">
        <CompareBars
          title="Seconds per test (lower is better)"
          // what the runs share, in the exported image (it had only the title: a DBA's pass)
          exportSubtitle={sharedFacts(columns) || undefined}
          fileName="compare-sql-bench-tests"
          rows={section.bars.rows}
          categoryKey="test"
          series={section.bars.series}
          unit="seconds"
          horizontal
        />
      </div>
      <div className="border-t border-line p-4">
        <OperationsCompare rows={section.rows} runs={columns} baselineId={section.baselineId} />
      </div>
    </section>
  );
}
