import { Panel } from '@/components/ui/page-header';
import { percentText } from '@/lib/compare/math';
import type { RepeatsProps } from '@/lib/compare/sections/repeats';
import { repeatsSection } from '@/lib/compare/sections/repeats';
import { packRows } from '@/lib/export/packed-rows';
import { formatNumber, rowDecimals } from '@/lib/format';
import { labelWithUnit } from '@/lib/metrics';
import { intervalText } from '@/lib/stats/summary';
import { TableExport } from './table-export';

const TEST_NAMES = { 'mann-whitney': 'Mann-Whitney U', welch: "Welch's t" } as const;

/** `p = 0.032`; `p < 0.001` rather than a `p = 0.000` no test gives (a DBA's pass). */
const pText = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`);
const VERDICT_CLASS = {
  better: 'text-better',
  worse: 'text-worse',
  neutral: 'text-neutral',
  baseline: 'text-muted',
  missing: 'text-muted',
};

/** The table as a spreadsheet reads it: one row per configuration, every figure the table shows, unrounded. */
function exportRowsOf(section: RepeatsProps) {
  return section.rows.map((row) => ({
    configuration: row.label,
    runs: row.numbers.map((n) => `#${n}`).join(' '),
    runIds: row.runIds.join(' '),
    // the same run stored twice: left out of n and the figures
    notCounted: copiesText(row.copies) || null,
    metric: labelWithUnit(row.metric),
    n: row.summary?.n ?? 0,
    median: row.summary?.median ?? null,
    min: row.summary?.min ?? null,
    max: row.summary?.max ?? null,
    ci95Low: row.summary?.ci95?.[0] ?? null,
    ci95High: row.summary?.ci95?.[1] ?? null,
    baseline: row.isBaseline,
    medianVsBaselinePct: row.isBaseline ? null : row.deltaPct,
    // one run on a side: no test, the band decided (it read "±3% band", like a p: a DBA's pass)
    test: row.significance
      ? TEST_NAMES[section.test]
      : row.isBaseline || row.summary === null
        ? null
        : `none (1 run): ±${section.band}% band`,
    p: row.significance?.pValue ?? null,
    verdict: row.verdict,
  }));
}

/** `#5 is #3` for each run counted once, as its first copy. */
const copiesText = (copies: RepeatsProps['rows'][number]['copies']) => copies.map((c) => `#${c.number} is #${c.of}`).join(', ');

/** Configurations (their repeats) against the baseline's: median, spread, n, and whether the change is real. */
export function RepeatsSection({ section }: { section: RepeatsProps }) {
  // the figures with the decimals their lines printed (`2,166.70`, not `2,166.7`), at most two
  const d = rowDecimals(
    section.rows.flatMap((r) => [r.summary?.min ?? null, r.summary?.max ?? null]),
    2,
  );
  const figure = (v: number | null) => formatNumber(v, 2, d);
  // kinds in their own headlines (an OLTP run's tps, a cpu run's events/s): each row says which
  const mixed = new Set(section.rows.map((r) => r.metric)).size > 1;
  return (
    <Panel
      title={`${repeatsSection.title} (${section.metricLabel})`}
      actions={<TableExport rows={packRows(exportRowsOf(section))} fileName="compare-repeats" />}
    >
      <div className="scroll-hint overflow-x-auto">
        <table className="scroll-table w-full text-sm" data-testid="repeats-table">
          <thead className="text-xs text-muted">
            <tr className="border-b border-line">
              <th className="py-1 pr-3 text-left font-medium">configuration</th>
              <th className="py-1 pr-3 text-right font-medium">n</th>
              <th className="py-1 pr-3 text-right font-medium">median</th>
              <th className="py-1 pr-3 text-right font-medium">min – max</th>
              <th className="py-1 pr-3 text-right font-medium">95% CI of the mean</th>
              <th className="py-1 pr-3 text-right font-medium">median vs baseline</th>
              <th className="py-1 pr-3 text-right font-medium">p</th>
            </tr>
          </thead>
          {/* each cell's look set once here, not on every cell (see diff-rows-table.tsx) */}
          <tbody className="[&>tr]:border-b [&>tr]:border-line [&>tr:last-child]:border-0 [&_td]:py-1 [&_td]:pr-3 [&_td+td]:text-right">
            {section.rows.map((row) => {
              const s = row.summary;
              const ci = intervalText(s, (low, high) => `${figure(low)} – ${figure(high)}`);
              return (
                <tr key={row.runIds.join(',')} data-configuration={row.label}>
                  <td title={`runs ${row.numbers.map((n) => `#${n}`).join(', ')}`}>
                    {row.label} <span className="text-xs text-muted">({row.numbers.map((n) => `#${n}`).join(' ')})</span>
                    {row.copies.length > 0 ? (
                      <span className="block text-xs text-warn" data-copies>
                        {copiesText(row.copies)} (the same output stored twice): counted once
                      </span>
                    ) : null}
                    {mixed ? <span className="text-xs text-muted"> · {labelWithUnit(row.metric)}</span> : null}
                  </td>
                  <td className="num" data-n>
                    {s?.n ?? 0}
                  </td>
                  <td className="num" data-median>
                    {figure(s?.median ?? null)}
                  </td>
                  <td className="num" data-range>
                    {s === null ? '—' : s.n > 1 ? `${figure(s.min)} – ${figure(s.max)}` : '1 run — no spread'}
                  </td>
                  <td className="num" data-ci title={ci.title}>
                    {ci.text}
                  </td>
                  <td className={`num ${VERDICT_CLASS[row.verdict]}`} data-delta data-verdict={row.verdict}>
                    {row.isBaseline
                      ? 'baseline'
                      : row.deltaPct === null
                        ? '—'
                        : row.significance?.reachable && !row.significance.significant
                          ? '~'
                          : percentText(row.deltaPct)}
                  </td>
                  <td className="num" data-p>
                    {row.significance
                      ? `${pText(row.significance.pValue)}${row.significance.reachable ? '' : ` (too few runs to tell at p < ${section.alpha}; their ranges ${row.rangesApart ? 'do not overlap' : 'overlap'})`}`
                      : row.isBaseline
                        ? ''
                        : s === null
                          ? '—'
                          : `no test (1 run): ±${section.band}% band`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted">
        {section.allSingle
          ? `Each configuration has a single run: no spread and no test; a change within ±${section.band}% is taken as noise. Upload repeats (the same benchmark, tagged repeat=1, 2, …) to know whether a difference is real.`
          : `Runs of one configuration (same benchmark, build, config and host; tags differing only by a repeat number or date) are its repeats. ${TEST_NAMES[section.test]}, two-sided: ~ when the difference ${section.test === 'welch' ? 'of the means' : 'of the distributions'} is not significant at ${section.alpha * 100}% (the change shown is the medians'); with one run on a side the ±${section.band}% band decides; with too few for the test ever to reach it (2 runs against 2: p ≥ 0.333; 2 against 5: p ≥ 0.095), the change is shown uncoloured: too few runs to tell, whether their min–max ranges overlap or not. The interval assumes independent, roughly normal repeats.`}
      </p>
    </Panel>
  );
}
