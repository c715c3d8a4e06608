'use client';

import dynamic from 'next/dynamic';

// Recharts (with redux and immer) is the largest piece of JavaScript on every page with a chart.
// Charts measure their container before drawing, so server rendering them gains nothing: load
// them after the page (tables first), keeping first-load JavaScript small.
export function ChartPlaceholder() {
  return <div style={{ height: 300 }} className="animate-pulse rounded bg-subtle" aria-hidden />;
}

export const LineSeriesChart = dynamic(() => import('./line-series-chart').then((m) => m.LineSeriesChart), {
  ssr: false,
  loading: ChartPlaceholder,
});
export const BarSeriesChart = dynamic(() => import('./bar-series-chart').then((m) => m.BarSeriesChart), {
  ssr: false,
  loading: ChartPlaceholder,
});
