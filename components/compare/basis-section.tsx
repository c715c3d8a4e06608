import { Panel } from '@/components/ui/page-header';
import { type BasisProps, basisSection } from '@/lib/compare/sections/basis';
import { formatNumber } from '@/lib/format';

/** Each run's steady-state throughput next to its printed figure, with the warm-up cut and the lines behind it. */
export function BasisSection({ section, canOpen }: { section: BasisProps; canOpen: (runId: number) => boolean }) {
  return (
    <Panel title={basisSection.title}>
      <p className="mb-2 text-sm text-muted">
        Every section below compares the <strong>steady-state mean</strong> of each run's interval throughput instead of the figure the tool
        printed at the end:{' '}
        {section.warmup > 0
          ? `the first ${section.warmup} s are cut as warm-up (as set above)`
          : 'the warm-up is cut where MSER-5 finds it'}
        , the interval is by batch means. {section.steadyRuns} of {section.rows.length} runs have one; the others keep their printed figure.
        Other metrics (latency, errors) stay as printed.
      </p>
      <div className="scroll-hint overflow-x-auto">
        <table className="w-full text-sm" data-testid="basis-table">
          <thead className="text-xs text-muted">
            <tr className="border-b border-line">
              <th className="py-1 pr-3 text-left font-medium">run</th>
              <th className="py-1 pr-3 text-right font-medium">printed</th>
              <th className="py-1 pr-3 text-right font-medium">steady-state mean</th>
              <th className="py-1 pr-3 text-right font-medium">95% CI</th>
              <th className="py-1 pr-3 text-right font-medium">warm-up cut</th>
              <th className="py-1 pr-3 text-right font-medium">CV</th>
              <th className="py-1 pr-3 text-right font-medium">stalls</th>
              <th className="py-1 pr-3 text-left font-medium">from lines</th>
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => {
              const b = row.basis;
              return (
                <tr key={row.runId} className="border-b border-line last:border-0" data-run={row.runId} data-source={b.source}>
                  <td className="py-1 pr-3">
                    #{row.number} {row.label}
                  </td>
                  {b.source === 'summary' ? (
                    <td colSpan={7} className="py-1 pr-3 text-muted">
                      printed summary kept: {b.reason}
                    </td>
                  ) : (
                    <>
                      <td className="num py-1 pr-3 text-right" data-printed>
                        {formatNumber(b.printed, Math.max(2, row.decimals), row.decimals)} {b.printed === null ? '' : row.unit}
                      </td>
                      <td className="num py-1 pr-3 text-right font-medium" data-steady>
                        {formatNumber(b.steady.mean, 2)} {row.unit}
                      </td>
                      <td className="num py-1 pr-3 text-right">
                        {b.steady.ci95
                          ? `${formatNumber(b.steady.ci95[0], 2)} – ${formatNumber(b.steady.ci95[1], 2)}`
                          : 'too few intervals'}
                      </td>
                      <td className="num py-1 pr-3 text-right" data-warmup={b.steady.warmupPoints}>
                        {b.steady.warmupPoints === 0
                          ? 'none'
                          : `${b.steady.warmupPoints} intervals (to ${formatNumber(b.warmupUntil, 2)} s)`}
                        {b.steady.unsettled ? <span className="ml-1 text-worse">never settled</span> : null}
                      </td>
                      <td className="num py-1 pr-3 text-right">{b.steady.cv === null ? '—' : `${(b.steady.cv * 100).toFixed(1)}%`}</td>
                      <td className="num py-1 pr-3 text-right">{b.steady.stalls}</td>
                      <td className="py-1 pr-3">
                        {canOpen(row.runId) ? (
                          <a href={`/runs/${row.runId}#L${b.lines[0]}`} className="text-accent hover:underline">
                            {b.lines[0]}–{b.lines[1]}
                          </a>
                        ) : (
                          `${b.lines[0]}–${b.lines[1]}`
                        )}{' '}
                        <span className="text-xs text-muted">({b.steady.points} intervals)</span>
                      </td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
