import { type MetricsProps, metricsSection } from '@/lib/compare/sections/metrics';
import type { RunColumn } from '@/lib/compare/view-model';
import { ChangeCell } from './change-cell';
import { CompareBars } from './compare-bars';
import { RunHead, runExportName } from './run-head';
import { TableExport } from './table-export';

type Props = { metrics: MetricsProps; runs: RunColumn[] };

/** tps, qps, latency and errors of each run, with the change against the baseline. */
export function MetricsSection({ metrics, runs }: Props) {
  const columns = metrics.runIds.map((id) => runs.find((r) => r.id === id) as RunColumn);
  const exportRows = metrics.rows.flatMap((row) =>
    row.cells.map((c, i) => ({
      metric: row.label,
      unit: row.unit,
      run_id: columns[i]?.id ?? null,
      run: runExportName(columns[i]),
      title: columns[i]?.title ?? '',
      value: c.value,
      change_pct: c.deltaPct,
      verdict: c.verdict,
    })),
  );
  return (
    <section className="mb-5 rounded-lg border border-line bg-panel" aria-label={metricsSection.title}>
      <div className="flex items-center justify-between border-b border-line px-4 py-2">
        <h2 className="text-sm font-semibold">{metricsSection.title}</h2>
        <TableExport rows={exportRows} fileName="compare-metrics" />
      </div>
      <div className="overflow-x-auto p-4">
        <table className="w-full text-sm" data-testid="metrics-table">
          <thead className="text-xs text-muted">
            <tr className="border-b border-line">
              <th className="py-1 pr-3 text-left font-medium">metric</th>
              {columns.map((r) => (
                <th key={r.id} className="max-w-56 py-1 pr-3 text-right align-bottom font-medium" data-run={r.id}>
                  <RunHead run={r} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {metrics.rows.map((row) => (
              <tr key={row.key} className="border-b border-line last:border-0" data-metric-row={row.key}>
                <td className="py-1 pr-3">
                  {row.label}{' '}
                  {row.unit ? (
                    <span className="text-xs text-muted">
                      ({row.unit}, {row.direction} is better)
                    </span>
                  ) : (
                    <span className="text-xs text-muted">({row.direction} is better)</span>
                  )}
                </td>
                {row.cells.map((c, i) => (
                  <td key={columns[i]?.id ?? i} className="py-1 pr-3 text-right" data-run={columns[i]?.id}>
                    <ChangeCell value={c.value} deltaPct={c.deltaPct} verdict={c.verdict} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-2 px-2 md:grid-cols-2">
        <CompareBars
          title={metrics.headline === 'tps' ? 'Transactions per second' : 'Events per second'}
          fileName="compare-throughput"
          rows={metrics.bars.headline}
          categoryKey="metric"
          series={metrics.bars.series}
          unit="per second"
        />
        <CompareBars
          title="Latency"
          fileName="compare-latency"
          rows={metrics.bars.latency}
          categoryKey="metric"
          series={metrics.bars.series}
          unit="ms"
        />
      </div>
    </section>
  );
}
