'use client';

import { ChartFrame } from '@/components/charts/chart-frame';
import { BarSeriesChart } from '@/components/charts/lazy-charts';
import type { OperationRow } from '@/lib/compare/operations';
import type { RunColumn, TestCell } from '@/lib/compare/view-model';
import { shortLabel } from '@/lib/format';

/** Grouped bars: per-test wallclock seconds and the TOTALS, one bar per run. */
export function SqlBenchBars({
  tests,
  totals,
  runs,
}: {
  tests: { name: string; cells: TestCell[] }[];
  totals: OperationRow | null;
  runs: RunColumn[];
}) {
  const rows = [
    ...tests
      .filter((t) => t.cells.some((c) => c.seconds !== null))
      .map((t) => ({ test: t.name, ...Object.fromEntries(t.cells.map((c, i) => [`r${runs[i]?.id}`, c.seconds])) })),
    ...(totals ? [{ test: 'TOTALS', ...Object.fromEntries(totals.cells.map((c, i) => [`r${runs[i]?.id}`, c.seconds])) }] : []),
  ];
  if (rows.length === 0) return null;
  return (
    <ChartFrame title="Seconds per test (lower is better)" fileName="compare-sql-bench-tests">
      <BarSeriesChart
        rows={rows}
        categoryKey="test"
        horizontal
        series={runs.map((r) => ({ key: `r${r.id}`, label: `#${r.number} ${shortLabel(r.title)}`, color: r.color }))}
        valueLabel="seconds"
      />
    </ChartFrame>
  );
}
