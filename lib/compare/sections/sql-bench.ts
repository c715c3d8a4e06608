// sql-bench runs side by side: the summary (geomean, wins, TOTALS), the per-test totals and every
// operation, against the section's baseline; seconds, lower is better. The bars are the tests'.
import { ESTIMATED_REASON } from '../../sql-bench-markers';
import { deltaPercent, ratioOf, type Verdict, verdictOf } from '../math';
import { compareOperations, loopsDiffer, type OperationRow, type OperationsSummary } from '../operations';
import { type CategoryRow, type ChartSeries, pivotRows, runSeries } from '../series';
import { operationRuns, type SectionRun, sectionBaseline } from './runs';
import { defineSection, type NotApplicable, notApplicable } from './types';

export type TestCell = {
  seconds: number | null;
  ratio: number | null;
  deltaPct: number | null;
  verdict: Verdict;
  skipped: boolean;
  failed: boolean;
  /** sql-bench estimated this total (`Estimated total`, `+` in compare-results): shown with its `+` */
  estimated: boolean;
  /** its operations ran other loops than the baseline's (or some only on one side): `*`, no change */
  otherLoops: boolean;
};

export type SqlBenchProps = {
  runIds: number[];
  baselineId: number;
  rows: OperationRow[];
  summary: OperationsSummary[];
  tests: { name: string; cells: TestCell[] }[];
  /** seconds per test (not the TOTALS: that is the summary's), one bar per run */
  bars: { rows: CategoryRow[]; series: ChartSeries[] };
};

function testCells(runs: SectionRun[], baselineId: number, name: string, band: number, rows: OperationRow[]): TestCell[] {
  const base = runs.find((r) => r.id === baselineId)?.testTotals.find((x) => x.name === name)?.seconds ?? null;
  const baseIndex = runs.findIndex((r) => r.id === baselineId);
  const ofTest = rows.filter((row) => row.tests.includes(name));
  return runs.map((r, i): TestCell => {
    const t = r.testTotals.find((x) => x.name === name);
    const isBase = r.id === baselineId;
    const ratio = isBase ? (t?.seconds == null ? null : 1) : ratioOf(t?.seconds ?? null, base);
    const cell: TestCell = {
      seconds: t?.seconds ?? null,
      ratio,
      deltaPct: deltaPercent(ratio, band),
      verdict: !t ? 'missing' : isBase ? 'baseline' : verdictOf(ratio, 'lower', band),
      skipped: t?.skipped ?? false,
      failed: t?.failed ?? false,
      estimated: t?.reason === ESTIMATED_REASON,
      otherLoops: false,
    };
    const otherLoops = !isBase && baseIndex >= 0 && ofTest.some((row) => loopsDiffer(row, i, baseIndex));
    // over other work: no change and no verdict (its `*` is drawn from otherLoops)
    return otherLoops && cell.verdict !== 'missing' ? { ...cell, ratio: null, deltaPct: null, verdict: 'neutral', otherLoops: true } : cell;
  });
}

export const sqlBenchSection = defineSection({
  id: 'sqlBench',
  title: 'sql-bench',
  build: (all, state): SqlBenchProps | NotApplicable => {
    const runs = operationRuns(all);
    if (runs.length === 0) return notApplicable('no sql-bench runs');
    const baselineId = sectionBaseline(runs, all, state)?.id ?? 0;
    const { rows, summary } = compareOperations(
      runs.map((r) => ({
        id: r.id,
        test: r.test,
        operations: r.operations,
        tests: r.testTotals,
        // a summary's TOTALS line is its duration; a single test-* output has no TOTALS
        total:
          r.test?.startsWith('test-') || r.durationS === null
            ? undefined
            : { seconds: r.durationS, flags: r.totalsMarkers ?? '', line: null },
      })),
      baselineId,
      state.band,
    );
    const names = [...new Set(runs.flatMap((r) => r.testTotals.map((t) => t.name)))];
    const tests = names.map((name) => ({ name, cells: testCells(runs, baselineId, name, state.band, rows) }));
    const runIds = runs.map((r) => r.id);
    // the tests only: TOTALS (every test summed) is the summary's, and as a bar it flattens every test to nothing
    const timed = tests.filter((t) => t.cells.some((c) => c.seconds !== null));
    const bars = {
      rows: pivotRows<{ seconds: number | null }>('test', timed, runIds, (c) => c.seconds),
      series: runs.map((r) => runSeries(r.column)),
    };
    return { runIds, baselineId, rows, summary, tests, bars };
  },
});
