'use client';

import { ChartFrame } from '@/components/charts/chart-frame';
import { BarSeriesChart } from '@/components/charts/lazy-charts';
import type { CategoryRow, ChartSeries } from '@/lib/compare/series';

type Props = {
  title: string;
  /** the line under its title in its SVG and PNG: what the runs share (the image alone said only "#1 glibc") */
  exportSubtitle?: string;
  fileName: string;
  /** one row per category, a value per run under its series key (lib/compare/series.ts) */
  rows: CategoryRow[];
  categoryKey: string;
  series: ChartSeries[];
  unit: string;
  horizontal?: boolean;
};

/** One group of bars per category (a metric, a test), one bar per run in the run's colour. */
export function CompareBars({ title, exportSubtitle, fileName, rows, categoryKey, series, unit, horizontal = false }: Props) {
  if (rows.length === 0) return null;
  return (
    <ChartFrame title={title} exportSubtitle={exportSubtitle} fileName={fileName}>
      <BarSeriesChart rows={rows} categoryKey={categoryKey} horizontal={horizontal} series={series} valueLabel={unit} />
    </ChartFrame>
  );
}
