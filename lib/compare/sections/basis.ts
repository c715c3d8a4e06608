// Where the throughput of each run comes from when the page compares steady states
// (`basis=steady`): the printed figure, the steady-state mean that replaces it in every section,
// its 95% interval, the warm-up cut (MSER-5's, or the page's warm-up seconds), and the lines it was computed from — or why a run keeps
// its printed summary.
import { METRICS } from '../../metrics';
import { printedDecimalsOf } from '../../parsers/formats';
import { metricDecimals } from '../../printed-figures';
import type { RunBasis } from '../steady-basis';
import type { SectionRun } from './runs';
import { defineSection, notApplicable } from './types';

/** `decimals`: those its tool prints the figure with (`472.20`: its printed figure shown as printed) */
export type BasisRow = { runId: number; number: number; label: string; unit: string; decimals: number; basis: RunBasis };
/** `warmup`: the seconds the reader cut as warm-up (0: where MSER-5 finds it) */
export type BasisProps = { rows: BasisRow[]; steadyRuns: number; warmup: number };

export const basisSection = defineSection({
  id: 'basis',
  title: 'Throughput from the steady state',
  build: (runs: SectionRun[], state) => {
    if (state.basis !== 'steady') return notApplicable('the page compares the printed summaries (basis=summary)');
    const rows = runs.flatMap((r): BasisRow[] =>
      r.basis
        ? [
            {
              runId: r.id,
              number: r.column.number,
              label: r.column.label,
              unit: r.basis.source === 'steady' ? METRICS[r.basis.metric].unit : '',
              decimals: r.basis.source === 'steady' ? metricDecimals(r.basis.metric, printedDecimalsOf(r.column.tool)) : 0,
              basis: r.basis,
            },
          ]
        : [],
    );
    if (rows.length === 0) return notApplicable('no run of this comparison is a load test');
    return { rows, steadyRuns: rows.filter((row) => row.basis.source === 'steady').length, warmup: state.warmup };
  },
});
