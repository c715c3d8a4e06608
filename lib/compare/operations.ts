// sql-bench side by side: operations as rows, runs as columns, seconds and ratio to the baseline.
import { deltaPercent, geometricMean, ratioOf, type Verdict, verdictOf } from './math';
import { sqlBenchTestsOf } from './sql-bench-tests';

export type OperationsRun = {
  id: number;
  /** `test-insert` for a single test's output, whose operations all belong to that test */
  test?: string | null;
  operations: ({ name: string; seconds: number | null; flags: string; line: number } & Partial<CpuTimes>)[];
  tests: { name: string; seconds: number | null; skipped: boolean; failed: boolean }[];
  /** the run's TOTALS line (its duration, markers and line): the sum of the suite, never an operation */
  total?: { seconds: number | null; flags: string; line: number | null };
};

/** What sql-bench prints beside an operation's wall seconds (`Time for insert (350768): 19 wallclock secs ( 3.95 usr 1.25 sys + 0.00 cusr 0.00 csys = 5.20 CPU)`). */
export type CpuTimes = { usr: number | null; sys: number | null; cpu: number | null; count: number | null };

export type OperationCell = CpuTimes & {
  seconds: number | null;
  flags: string;
  line: number | null;
  ratio: number | null;
  deltaPct: number | null;
  verdict: Verdict;
};
export type OperationRow = {
  name: string;
  cells: OperationCell[];
  /** runs (by id) that do not have this operation */
  missingIn: number[];
  /** the largest change against the baseline, for sorting by change */
  maxChange: number;
  /** the sql-bench tests that time this operation (empty when the name is not a known one) */
  tests: readonly string[];
};
export type OperationsSummary = {
  runId: number;
  geomeanRatio: number | null;
  commonOperations: number;
  /** the operations the geomean is of: those in common with a ratio (a 0 s time against a non-zero one has none) */
  ratioOperations: number;
  wins: number;
  /** the operations in common timed over the same loops in every run: those wins are counted among */
  contestedOperations: number;
  totalSeconds: number | null;
  /** the TOTALS seconds against the baseline's */
  total: OperationCell;
};

/** sql-bench's bottom line: printed like an operation row, but the sum of the suite. */
export const TOTALS_ROW = /^totals?$/i;

type Timed = { seconds: number | null; flags: string; line: number | null } & Partial<CpuTimes>;

const NO_TIMES: CpuTimes = { usr: null, sys: null, cpu: null, count: null };

/** sql-bench's marker of a time over another number of loops than the one it is compared with (its compare-results' `*`). */
const DIFFERENT_COUNT = '*';

/**
 * A run's cell of an operation against the baseline's (`base` its seconds, `baseCount` its loops).
 * A time over another number of loops than the baseline's (50,100 against 100: a single test's
 * output against run-all-tests' totals, or --small-test) is no change: it gets sql-bench's `*` and
 * no ratio, so it counts in no geomean and takes no verdict (it read −93% "better": a DBA's pass).
 */
function cellOf(
  op: Timed | undefined,
  base: number | null,
  baseCount: number | null,
  isBaseline: boolean,
  bandPercent: number,
): OperationCell {
  if (!op) return { ...NO_TIMES, seconds: null, flags: '', line: null, ratio: null, deltaPct: null, verdict: 'missing' };
  const times: CpuTimes = { usr: op.usr ?? null, sys: op.sys ?? null, cpu: op.cpu ?? null, count: op.count ?? null };
  if (isBaseline)
    return {
      ...times,
      seconds: op.seconds,
      flags: op.flags,
      line: op.line,
      ratio: op.seconds === null ? null : 1,
      deltaPct: 0,
      verdict: 'baseline',
    };
  if (times.count !== null && baseCount !== null && times.count !== baseCount) {
    const flags = op.flags.includes(DIFFERENT_COUNT) ? op.flags : `${op.flags}${DIFFERENT_COUNT}`;
    return { ...times, seconds: op.seconds, flags, line: op.line, ratio: null, deltaPct: null, verdict: 'neutral' };
  }
  // sql-bench prints whole seconds for fast operations: 0 vs 0 is no change, 0 vs 1 has no ratio
  const ratio = base === 0 && op.seconds === 0 ? 1 : ratioOf(op.seconds, base);
  return {
    ...times,
    seconds: op.seconds,
    flags: op.flags,
    line: op.line,
    ratio,
    deltaPct: deltaPercent(ratio, bandPercent),
    verdict: withinPrintResolution(op.seconds, base) ? 'neutral' : verdictOf(ratio, 'lower', bandPercent),
  };
}

export function compareOperations(
  runs: OperationsRun[],
  baselineId: number,
  bandPercent: number,
): { rows: OperationRow[]; summary: OperationsSummary[] } {
  const baseline = runs.find((r) => r.id === baselineId) ?? runs[0];
  // runs stored before TOTALS left the operations still carry it as a row: it is their total
  const operations = runs.map((r) => r.operations.filter((o) => !TOTALS_ROW.test(o.name)));
  // outputs of one single test line up row by row; anything else is compared as run-all-tests'
  // totals per operation are printed: an operation timed twice by one output is its sum
  const single = runs[0]?.test;
  const rowByRow = single?.startsWith('test-') === true && runs.every((r) => r.test === single);
  const lookup = operations.map((ops) => new Map(rowByRow ? keyedByOccurrence(ops) : summedByName(ops)));
  const totals = runs.map((r) => r.total ?? r.operations.find((o) => TOTALS_ROW.test(o.name)));
  const names = [...new Set(lookup.flatMap((m) => [...m.keys()]))];
  const baseIndex = Math.max(
    0,
    runs.findIndex((r) => r.id === baseline?.id),
  );
  const rows: OperationRow[] = names.map((name) => {
    const base = lookup[baseIndex]?.get(name);
    const cells = runs.map(
      (_run, i): OperationCell => cellOf(lookup[i]?.get(name), base?.seconds ?? null, base?.count ?? null, i === baseIndex, bandPercent),
    );
    const changes = cells.map((c) => (c.ratio === null ? 0 : Math.abs(Math.log(c.ratio))));
    return {
      name,
      cells,
      missingIn: runs.filter((_, i) => !lookup[i]?.has(name)).map((r) => r.id),
      maxChange: Math.max(0, ...changes),
      tests: testsOfRow(name, runs, lookup),
    };
  });
  const common = rows.filter((r) => r.missingIn.length === 0);
  // fastest only among times over the same loops: 3 s for 100 loops against 43 s for 50,100 wins nothing (a DBA's pass)
  // (and among two runs at least: one sql-bench run beside other tools' "won 87 of 87")
  const contested =
    runs.length < 2 ? [] : common.filter((r) => new Set(r.cells.flatMap((c) => (c.count === null ? [] : [c.count]))).size <= 1);
  const baseTotal = totals[baseIndex]?.seconds ?? null;
  const summary = runs.map((run, i): OperationsSummary => {
    const ratios = common.map((r) => r.cells[i]?.ratio).filter((x): x is number => x !== null && x !== undefined && x > 0);
    const wins = contested.filter((r) => {
      const mine = r.cells[i]?.seconds;
      const all = r.cells.map((c) => c.seconds).filter((s): s is number => s !== null);
      const best = all.reduce((m, s) => Math.min(m, s), Number.POSITIVE_INFINITY);
      // a win is being strictly fastest; ties (often 0.00 vs 0.00) win for nobody
      return mine !== null && mine !== undefined && mine === best && all.filter((s) => s === best).length === 1;
    }).length;
    const total = totals[i];
    const totalCell = cellOf(
      total?.seconds === null || total === undefined ? undefined : total,
      baseTotal,
      null,
      i === baseIndex,
      bandPercent,
    );
    return {
      runId: run.id,
      geomeanRatio: i === baseIndex ? 1 : geometricMean(ratios),
      commonOperations: common.length,
      ratioOperations: i === baseIndex ? common.length : ratios.length,
      wins,
      contestedOperations: contested.length,
      totalSeconds: total?.seconds ?? null,
      total: i !== baseIndex && rows.some((r) => loopsDiffer(r, i, baseIndex)) ? overOtherLoops(totalCell) : totalCell,
    };
  });
  return { rows, summary };
}

/**
 * Is run `i`'s time of this row over other loops than the baseline's, or timed by one of the two
 * only? A total (TOTALS, a test's) that sums such a row sums other work than the baseline's.
 */
export function loopsDiffer(row: OperationRow, i: number, baseIndex: number): boolean {
  const mine = row.cells[i];
  const base = row.cells[baseIndex];
  const timed = (c: OperationCell | undefined): c is OperationCell => c !== undefined && c.verdict !== 'missing';
  if (timed(mine) !== timed(base)) return true;
  return timed(mine) && timed(base) && mine.count !== null && base.count !== null && mine.count !== base.count;
}

/**
 * A total over other work than the baseline's: sql-bench's `*`, no change and no verdict. TOTALS
 * 3,124 s against 2,903 s read +7.61%, and ATIS −97.10% "faster", between outputs whose tests ran
 * 5–440× fewer loops (`--fast`, `--small-test`: a DBA's pass, 2026-12-07).
 */
function overOtherLoops(cell: OperationCell): OperationCell {
  if (cell.verdict === 'missing' || cell.verdict === 'baseline') return cell;
  const { flags } = cell;
  return {
    ...cell,
    flags: flags.includes(DIFFERENT_COUNT) ? flags : `${flags}${DIFFERENT_COUNT}`,
    ratio: null,
    deltaPct: null,
    verdict: 'neutral',
  };
}

/**
 * One key per operation row. A single test can time one name twice (test-insert's
 * select_range_prefix, MariaDB's book-keeping): the second is `name #2`, matched across runs by order.
 */
function keyedByOccurrence<T extends { name: string }>(operations: T[]): [string, T][] {
  const seen = new Map<string, number>();
  return operations.map((o) => {
    const n = (seen.get(o.name) ?? 0) + 1;
    seen.set(o.name, n);
    return [n === 1 ? o.name : `${o.name} #${n}`, o];
  });
}

/**
 * One row per operation name, an operation timed more than once (test-insert's select_range_prefix,
 * MariaDB's book-keeping) summed as run-all-tests' "Totals per operation" sums it: its seconds, CPU
 * seconds and loops (4 s over 25,010 loops, not its first 2 s over 5,010: a DBA's pass), its markers
 * joined, cited at its first line.
 */
function summedByName<T extends { name: string; seconds: number | null; flags: string; line: number } & Partial<CpuTimes>>(
  operations: T[],
): [string, T][] {
  const byName = new Map<string, T>();
  const add = (a: number | null | undefined, b: number | null | undefined) =>
    a == null ? (b ?? null) : b == null ? a : Number((a + b).toFixed(6));
  for (const o of operations) {
    const seen = byName.get(o.name);
    if (!seen) {
      byName.set(o.name, o);
      continue;
    }
    byName.set(o.name, {
      ...seen,
      seconds: add(seen.seconds, o.seconds),
      usr: add(seen.usr, o.usr),
      sys: add(seen.sys, o.sys),
      cpu: add(seen.cpu, o.cpu),
      count: add(seen.count, o.count),
      flags: [...new Set(seen.flags + o.flags)].join(''),
    });
  }
  return [...byName];
}

function testsOfRow(key: string, runs: OperationsRun[], lookup: Map<string, unknown>[]): readonly string[] {
  const name = key.replace(/ #\d+$/, '');
  const own = runs.flatMap((r, i) => {
    const single = /^test-(.+)$/.exec(r.test ?? '')?.[1];
    return single && lookup[i]?.has(key) ? [single] : [];
  });
  const known = sqlBenchTestsOf(name);
  return [...known, ...own.filter((t, k) => !known.includes(t) && own.indexOf(t) === k)];
}

/**
 * sql-bench times with whole wallclock seconds: 1 s against 2 s is +100% but says nothing. A change
 * of at most one second between whole-second values is noise, whatever the band.
 */
export function withinPrintResolution(value: number | null, base: number | null): boolean {
  return value !== null && base !== null && Number.isInteger(value) && Number.isInteger(base) && Math.abs(value - base) <= 1;
}
