'use client';

import { ChartFrame } from '@/components/charts/chart-frame';
import { BarSeriesChart } from '@/components/charts/lazy-charts';
import type { MetricRow } from '@/lib/compare/metrics';
import type { RunColumn } from '@/lib/compare/view-model';
import { shortLabel } from '@/lib/format';

/** One group of bars per metric, one bar per run (in the run's colour). */
export function CompareBars({
  title,
  fileName,
  rows,
  runs,
  unit,
}: {
  title: string;
  fileName: string;
  rows: MetricRow[];
  runs: RunColumn[];
  unit: string;
}) {
  if (rows.length === 0) return null;
  const data = rows.map((row) => ({ metric: row.label, ...Object.fromEntries(row.cells.map((c, i) => [`r${runs[i]?.id}`, c.value])) }));
  return (
    <ChartFrame title={title} fileName={fileName}>
      <BarSeriesChart
        rows={data}
        categoryKey="metric"
        series={runs.map((r) => ({ key: `r${r.id}`, label: `#${r.number} ${shortLabel(r.title)}`, color: r.color }))}
        valueLabel={unit}
      />
    </ChartFrame>
  );
}
