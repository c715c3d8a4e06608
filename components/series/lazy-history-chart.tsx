'use client';

import dynamic from 'next/dynamic';

// Recharts loads after the page (the table first), as the other charts do (components/charts/lazy-charts.tsx).
export const LazyHistoryChart = dynamic(() => import('./history-chart').then((m) => m.HistoryChart), {
  ssr: false,
  loading: () => <div style={{ height: 320 }} className="animate-pulse rounded bg-subtle" aria-hidden />,
});
