import { exportedVerdict } from '@/lib/compare/math';
import { runExportName } from '@/lib/compare/run-export-name';
import { type MetricsKind, type MetricsProps, metricsSection } from '@/lib/compare/sections/metrics';
import { sharedFacts } from '@/lib/compare/shared-facts';
import type { CompareState } from '@/lib/compare/state';
import type { RunColumn } from '@/lib/compare/view-model';
import { packRows } from '@/lib/export/packed-rows';
import { rowDecimals } from '@/lib/format';
import { printedDecimalsOf } from '@/lib/parsers/formats';
import { metricDecimals } from '@/lib/printed-figures';
import { ChangeCell } from './change-cell';
import { CompareBars } from './compare-bars';
import { RunHead } from './run-head';
import { TableExport } from './table-export';

type Props = { metrics: MetricsProps; runs: RunColumn[]; state: Pick<CompareState, 'band' | 'basis'> };

/** The decimals the runs' tools print a metric's figure with (sysbench: 2 for rates and latencies), 0 when they do not say. */
function printedDecimalsIn(key: string, columns: readonly RunColumn[]): number {
  return Math.max(0, ...columns.map((c) => metricDecimals(key, printedDecimalsOf(c?.tool ?? ''))));
}

const slug = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

const HEADLINE_TITLES: Readonly<Record<string, string>> = { tps: 'Transactions per second', eventsPerSec: 'Events per second' };

/** The headline bars' title: in words for tps and events/s, else the row's own label (tpmC). */
function headlineTitle(kind: MetricsKind): string {
  return HEADLINE_TITLES[kind.headline] ?? kind.rows.find((r) => r.key === kind.headline)?.label ?? kind.headline;
}

/** The headline bars' axis: per second for tps and events/s, else the row's own unit (tpmC: per minute). */
function headlineUnit(kind: MetricsKind): string {
  return kind.headline in HEADLINE_TITLES ? 'per second' : (kind.rows.find((r) => r.key === kind.headline)?.unit ?? '');
}

/** Where a cell's figure comes from, as an export says it. */
function fromOf(kind: MetricsKind, runId: number, key: string): 'steady-state mean' | 'derived' | 'printed' {
  if (kind.steady[runId] === key) return 'steady-state mean';
  return kind.derived[runId]?.includes(key) ? 'derived' : 'printed';
}

/**
 * The decimals a row's figures are shown with: as many as the most precise of them (669.439800
 * beside 389.050391), a steady-state mean to the two its intervals print (301.333333 was precision
 * nobody measured), and at least those the tool prints the figure with (228.10 ms, not 228.1: as
 * the run page shows it). The table and its export (`value_text`) both.
 */
function decimalsOfRow(kind: MetricsKind, row: MetricsKind['rows'][number], columns: RunColumn[]): number {
  const steady = row.cells.map((_, i) => kind.steady[columns[i]?.id ?? -1] === row.key);
  return Math.max(
    printedDecimalsIn(row.key, columns),
    rowDecimals(row.cells.map((c, i) => (steady[i] ? Math.round((c.value ?? 0) * 100) / 100 : c.value))),
  );
}

/** One kind of run: its figures against its own baseline, and its bars. */
function KindMetrics({ kind, runs, named }: { kind: MetricsKind; runs: RunColumn[]; named: boolean }) {
  const columns = kind.runIds.map((id) => runs.find((r) => r.id === id) as RunColumn);
  const suffix = named ? `-${slug(kind.kind.name)}` : '';
  const mixed = (key: string, id: number) =>
    kind.mixedBasis.includes(id) &&
    (kind.steady[id] === key || kind.steady[kind.baselineId] === key) &&
    kind.steady[id] !== kind.steady[kind.baselineId];
  const number = (id: number) => `#${runs.find((r) => r.id === id)?.number}`;
  return (
    <div data-kind={kind.kind.key} className={named ? 'border-t border-line first:border-t-0' : ''}>
      {named ? (
        <h3 className="px-4 pt-3 text-sm font-semibold">
          {kind.kind.name}{' '}
          <span className="text-xs font-normal text-muted">
            {columns.length === 1
              ? '(1 run: no other of its kind to compare it with)'
              : `(${columns.length} runs, against #${runs.find((r) => r.id === kind.baselineId)?.number})`}
          </span>
        </h3>
      ) : null}
      <div className="scroll-hint overflow-x-auto p-4">
        <table className="scroll-table w-full text-sm" data-testid="metrics-table">
          <thead className="text-xs text-muted">
            <tr className="border-b border-line [&>th]:py-1 [&>th]:pr-3 [&>th]:font-medium">
              <th className="text-left">metric</th>
              {columns.map((r) => (
                <th
                  key={r.id}
                  className="max-w-56 text-right align-bottom"
                  data-run={r.id}
                  data-baseline-column={r.id === kind.baselineId || undefined}
                >
                  <RunHead run={r} />
                </th>
              ))}
            </tr>
          </thead>
          {/* each cell's look set once here, not on every cell (see diff-rows-table.tsx) */}
          <tbody className="[&>tr]:border-b [&>tr]:border-line [&>tr:last-child]:border-0 [&_td]:py-1 [&_td]:pr-3 [&_td+td]:text-right">
            {kind.rows.map((row) => {
              const steady = row.cells.map((_, i) => kind.steady[columns[i]?.id ?? -1] === row.key);
              const decimals = decimalsOfRow(kind, row, columns);
              return (
                <tr key={row.key} data-metric-row={row.key}>
                  <td>
                    {row.label}{' '}
                    <span className="text-xs text-muted">
                      ({row.unit ? `${row.unit}, ` : ''}
                      {row.direction} is better)
                    </span>
                  </td>
                  {row.cells.map((c, i) => (
                    <td
                      key={columns[i]?.id ?? i}
                      data-run={columns[i]?.id}
                      data-baseline-column={columns[i]?.id === kind.baselineId || undefined}
                    >
                      <ChangeCell
                        value={c.value}
                        deltaPct={c.deltaPct}
                        verdict={c.verdict}
                        digits={steady[i] ? 2 : 6}
                        minDigits={Math.min(decimals, steady[i] ? 2 : 6)}
                      />
                      {mixed(row.key, columns[i]?.id ?? 0) ? (
                        <span
                          className="ml-1 text-xs text-muted"
                          data-mixed-basis
                          title="no change: one figure is a steady-state mean, the other as printed (see below)"
                        >
                          ≠ basis
                        </span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {kind.mixedBasis.length > 0 ? (
        <p className="px-4 text-xs text-muted" data-testid="mixed-basis-note">
          No change is given between a steady-state mean and a printed figure:{' '}
          {kind.steady[kind.baselineId]
            ? `the baseline ${number(kind.baselineId)}'s is its steady-state mean, while ${kind.mixedBasis.map(number).join(', ')} kept what ${kind.mixedBasis.length === 1 ? 'its log' : 'their logs'} printed (no interval lines to take one from).`
            : `the baseline ${number(kind.baselineId)} kept what its log printed (no interval lines to take one from), while ${kind.mixedBasis.length === 1 ? `${number(kind.mixedBasis[0] ?? 0)}'s is its steady-state mean` : `those of ${kind.mixedBasis.map(number).join(', ')} are their steady-state means`}.`}{' '}
          Compare them as printed (Throughput from: printed summary), or choose a baseline that has intervals.
        </p>
      ) : null}
      {/* one run alone: its table says it all; bars are for comparing */}
      {columns.length > 1 ? (
        <div className="grid gap-2 px-2 md:grid-cols-2">
          <CompareBars
            title={`${headlineTitle(kind)}${named ? ` · ${kind.kind.name}` : ''}`}
            exportSubtitle={sharedFacts(columns) || undefined}
            fileName={`compare-throughput${suffix}`}
            rows={kind.bars.headline}
            categoryKey="metric"
            series={kind.bars.series}
            unit={headlineUnit(kind)}
          />
          <CompareBars
            title={`Latency${named ? ` · ${kind.kind.name}` : ''}`}
            exportSubtitle={sharedFacts(columns) || undefined}
            fileName={`compare-latency${suffix}`}
            rows={kind.bars.latency}
            categoryKey="metric"
            series={kind.bars.series}
            unit="ms"
          />
        </div>
      ) : null}
    </div>
  );
}

/** tps, qps, latency and errors of each run, with the change against the baseline of its kind; each kind apart. */
export function MetricsSection({ metrics, runs, state }: Props) {
  const byId = new Map(runs.map((r) => [r.id, r]));
  const exportRows = metrics.kinds.flatMap((kind) =>
    kind.rows.flatMap((row) => {
      const decimals = decimalsOfRow(
        kind,
        row,
        kind.runIds.map((id) => byId.get(id) as RunColumn),
      );
      return row.cells.map((c, i) => ({
        kind: kind.kind.name,
        metric: row.label,
        unit: row.unit,
        run_id: kind.runIds[i] ?? null,
        run: runExportName(byId.get(kind.runIds[i] ?? 0)),
        title: byId.get(kind.runIds[i] ?? 0)?.title ?? '',
        value: c.value,
        // as the table shows it: 669.439800 as printed, not the number's 669.4398 (a DBA's pass)
        value_text: c.value === null ? null : c.value.toFixed(decimals),
        // a steady-state mean or a sum of printed rates is no figure the log printed: an export says which is which
        from: c.value === null ? null : fromOf(kind, kind.runIds[i] ?? 0, row.key),
        change_pct: c.deltaPct,
        verdict: exportedVerdict(c.value, c.verdict),
      }));
    }),
  );
  const named = metrics.kinds.length > 1;
  // figures the parser computed (sysbench 0.4's qps: its reads, writes and other per second added up)
  const derived = metrics.kinds.flatMap((kind) =>
    kind.rows.flatMap((row) => {
      const numbers = kind.runIds.filter((id) => kind.derived[id]?.includes(row.key)).map((id) => `#${byId.get(id)?.number}`);
      return numbers.length > 0 ? [`${row.label} of ${numbers.join(', ')}`] : [];
    }),
  );
  return (
    <section className="mb-5 rounded-lg border border-line bg-panel" aria-label={metricsSection.title}>
      <div className="flex items-center justify-between border-b border-line px-4 py-2">
        <h2 className="text-sm font-semibold">
          {metricsSection.title}
          {named ? (
            <span className="ml-2 text-xs font-normal text-muted">
              {metrics.kinds.some((k) => k.level)
                ? `${metrics.kinds.length} tables, one per ${metrics.kinds.find((k) => k.level)?.level?.word} count the variants ran at, each against a baseline of its own`
                : `${metrics.kinds.length} kinds of run, each against a baseline of its own kind`}
            </span>
          ) : null}
        </h2>
        <TableExport rows={packRows(exportRows)} fileName="compare-metrics" />
      </div>
      {metrics.kinds.map((kind) => (
        <KindMetrics key={kind.kind.key} kind={kind} runs={runs} named={named} />
      ))}
      <p className="px-4 pb-3 text-xs text-muted" data-testid="metrics-note">
        Each cell is one run against its baseline run
        {state.basis === 'steady' ? '; tps and events/s are steady-state means (see the table above), the rest as printed' : ', as printed'}
        {derived.length > 0 ? (
          <span data-testid="metrics-derived">
            , except {derived.join('; ')}: computed from figures the log printed (each run's page links the lines)
          </span>
        ) : null}
        . A change within ±{state.band}% is shown as noise: a fixed band, because a single run has no spread of its own. Whether a
        difference between configurations is real is tested on their repeats below.
      </p>
    </section>
  );
}
