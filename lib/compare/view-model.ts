// Everything the compare view shows, computed from the runs and the URL state. Pure: the page
// and the share page render the same model, and tests check the model directly.
import { seriesColor } from '../chart-colors';
import type { IntervalSeries, SteadyStats } from '../db/intervals';
import { shortLabel } from '../format';
import { type Differences, findDifferences } from './differences';
import { MAX_STALL_MARKS, overlayIntervals, type Stall } from './intervals';
import { deltaPercent, ratioOf, type Verdict, verdictOf } from './math';
import { compareMetrics, type MetricRow, type MetricRun } from './metrics';
import { compareOperations, type OperationRow, type OperationsSummary } from './operations';
import { buildScaling, hasScaling, type ScalingSeries } from './scaling';
import type { CompareState } from './state';

export type CompareInputRun = MetricRun & {
  title: string;
  tool: string;
  toolVersion: string | null;
  test: string | null;
  threads: number | null;
  parameters: unknown;
  tags: { key: string; value: string }[];
  host: { id: number; name: string } | null;
  serverBuild: { description: string } | null;
  config: { id: number; name: string; entries: { section: string; key: string; value: string }[] } | null;
  operations: { name: string; seconds: number | null; flags: string; line: number; latencyMs: number | null }[];
  testTotals: { name: string; seconds: number | null; skipped: boolean; failed: boolean }[];
  /** downsampled in the database (loadCompareRuns); null: the run printed no intervals */
  intervals: IntervalSeries | null;
  /** exact throughput figures after the warm-up, over every interval */
  steady: SteadyStats | null;
};

export type RunColumn = {
  id: number;
  /** 1-based position in the comparison (#1, #2 …) */
  number: number;
  title: string;
  tool: string;
  toolVersion: string | null;
  test: string | null;
  threads: number | null;
  tags: Record<string, string>;
  hostName: string | null;
  build: string | null;
  color: string;
  group: string | null;
};
export type TestCell = {
  seconds: number | null;
  ratio: number | null;
  deltaPct: number | null;
  verdict: Verdict;
  skipped: boolean;
  failed: boolean;
};

export type CompareModel = {
  runs: RunColumn[];
  baselineId: number;
  differences: Differences;
  sqlBench: {
    runIds: number[];
    baselineId: number;
    rows: OperationRow[];
    summary: OperationsSummary[];
    tests: { name: string; cells: TestCell[] }[];
  } | null;
  metrics: { runIds: number[]; baselineId: number; rows: MetricRow[]; headline: 'tps' | 'eventsPerSec' } | null;
  intervals: {
    rows: (Record<string, number | null> & { t: number })[];
    /** where stalls are marked (at most MAX_STALL_MARKS) */
    stalls: Stall[];
    /** stalled intervals in all, and in how many places */
    stallIntervals: number;
    stallPlaces: number;
    series: { key: string; label: string; color: string }[];
    /** min–max bands of the downsampled runs */
    bands: { low: string; high: string; label: string; color: string }[];
    steady: { runId: number; mean: number | null }[];
    downsampled: { runId: number; total: number; perBucket: number }[];
  } | null;
  scaling: { series: ScalingSeries[]; metric: string } | null;
  groups: {
    key: string;
    values: { value: string; runIds: number[]; mean: number | null; ratio: number | null; deltaPct: number | null }[];
    metric: string;
  } | null;
  missing: number[];
};

const SERVER_SECTION = /^(?:mysqld(?:-[\d.]+)?|server|mariadb(?:-[\d.]+)?|mariadbd|galera|embedded|)$/;

function configMap(run: CompareInputRun): Record<string, string> | null {
  if (!run.config) return null;
  return Object.fromEntries(run.config.entries.map((e) => [SERVER_SECTION.test(e.section) ? e.key : `${e.section}.${e.key}`, e.value]));
}

/** A section's baseline: the chosen run if it is in the section, else the section run with the same title, else the first. */
function sectionBaseline(section: CompareInputRun[], chosen: CompareInputRun | undefined): number {
  if (!chosen) return section[0]?.id ?? 0;
  return (section.find((r) => r.id === chosen.id) ?? section.find((r) => r.title === chosen.title) ?? section[0])?.id ?? 0;
}

export function buildCompareModel(input: CompareInputRun[], state: CompareState, requestedIds: number[]): CompareModel {
  const tagsOf = (r: CompareInputRun) => Object.fromEntries(r.tags.map((t) => [t.key, t.value]));
  const groupValues = state.group ? [...new Set(input.map((r) => tagsOf(r)[state.group as string] ?? '(none)'))] : [];
  const runs: RunColumn[] = input.map((r, i) => {
    const tags = tagsOf(r);
    const group = state.group ? (tags[state.group] ?? '(none)') : null;
    return {
      id: r.id,
      number: i + 1,
      title: r.title,
      tool: r.tool,
      toolVersion: r.toolVersion,
      test: r.test,
      threads: r.threads,
      tags,
      hostName: r.host?.name ?? null,
      build: r.serverBuild?.description ?? null,
      color: seriesColor(group !== null ? groupValues.indexOf(group) : i),
      group,
    };
  });
  const chosen = input.find((r) => r.id === state.baseline) ?? input[0];
  const differences = findDifferences(
    input.map((r) => ({
      id: r.id,
      tool: r.tool,
      test: r.test,
      tags: tagsOf(r),
      host: r.host,
      build: r.serverBuild?.description ?? null,
      config: configMap(r),
      parameters: (r.parameters ?? {}) as Record<string, string | number | boolean>,
      latPct: r.latPct,
    })),
  );

  const sqlRuns = input.filter((r) => r.tool === 'sql-bench');
  let sqlBench: CompareModel['sqlBench'] = null;
  if (sqlRuns.length > 0) {
    const baselineId = sectionBaseline(sqlRuns, chosen);
    const { rows, summary } = compareOperations(
      sqlRuns.map((r) => ({ id: r.id, test: r.test, operations: r.operations, tests: r.testTotals })),
      baselineId,
      state.band,
    );
    const testNames = [...new Set(sqlRuns.flatMap((r) => r.testTotals.map((t) => t.name)))];
    const base = sqlRuns.find((r) => r.id === baselineId);
    const tests = testNames.map((name) => ({
      name,
      cells: sqlRuns.map((r): TestCell => {
        const t = r.testTotals.find((x) => x.name === name);
        const b = base?.testTotals.find((x) => x.name === name)?.seconds ?? null;
        const ratio = r.id === baselineId ? (t?.seconds == null ? null : 1) : ratioOf(t?.seconds ?? null, b);
        return {
          seconds: t?.seconds ?? null,
          ratio,
          deltaPct: deltaPercent(ratio),
          verdict: !t ? 'missing' : r.id === baselineId ? 'baseline' : verdictOf(ratio, 'lower', state.band),
          skipped: t?.skipped ?? false,
          failed: t?.failed ?? false,
        };
      }),
    }));
    sqlBench = { runIds: sqlRuns.map((r) => r.id), baselineId, rows, summary, tests };
  }

  const loadRuns = input.filter((r) => r.tool !== 'sql-bench');
  let metrics: CompareModel['metrics'] = null;
  let intervals: CompareModel['intervals'] = null;
  let scaling: CompareModel['scaling'] = null;
  let groups: CompareModel['groups'] = null;
  if (loadRuns.length > 0) {
    const baselineId = sectionBaseline(loadRuns, chosen);
    const headline = loadRuns.some((r) => r.tps !== null) ? 'tps' : 'eventsPerSec';
    metrics = { runIds: loadRuns.map((r) => r.id), baselineId, rows: compareMetrics(loadRuns, baselineId, state.band), headline };
    const metricKey = state.metric ?? headline;
    const withIntervals = loadRuns.filter((r) => (r.intervals?.total ?? 0) > 1);
    if (withIntervals.length > 0) {
      const overlay = overlayIntervals(
        withIntervals.map((r) => ({
          id: r.id,
          perBucket: r.intervals?.perBucket ?? 1,
          buckets: r.intervals?.buckets ?? [],
          steady: r.steady,
        })),
        metricKey === 'latAvgMs' || metricKey === 'latPctMs' ? 'latencyMs' : 'tps',
      );
      const series = withIntervals.map((r) => ({
        key: `r${r.id}`,
        label: `#${input.indexOf(r) + 1} ${shortLabel(r.title)}`,
        color: runs.find((c) => c.id === r.id)?.color ?? seriesColor(0),
        downsampled: (r.intervals?.perBucket ?? 1) > 1,
      }));
      intervals = {
        rows: overlay.rows,
        stalls: overlay.stalls.slice(0, MAX_STALL_MARKS),
        stallIntervals: withIntervals.reduce((n, r) => n + (r.steady?.stalls ?? 0), 0),
        stallPlaces: overlay.stalls.length,
        series: series.map(({ key, label, color }) => ({ key, label, color })),
        bands: series
          .filter((s) => s.downsampled)
          .map((s) => ({ low: `${s.key}Min`, high: `${s.key}Max`, label: `${s.label} min–max`, color: s.color })),
        steady: withIntervals.map((r) => ({ runId: r.id, mean: r.steady?.mean ?? null })),
        downsampled: withIntervals
          .filter((r) => (r.intervals?.perBucket ?? 1) > 1)
          .map((r) => ({ runId: r.id, total: r.intervals?.total ?? 0, perBucket: r.intervals?.perBucket ?? 1 })),
      };
    }
    const direction = metricKey === 'latAvgMs' || metricKey === 'latPctMs' ? 'lower' : 'higher';
    const series = buildScaling(
      loadRuns.map((r) => ({ id: r.id, threads: r.threads, value: r[metricKey], tags: tagsOf(r) })),
      state.group ?? null,
      direction,
    );
    if (hasScaling(series)) scaling = { series, metric: metricKey };
    if (state.group) {
      const byValue = new Map<string, CompareInputRun[]>();
      for (const r of loadRuns) {
        const v = tagsOf(r)[state.group] ?? '(none)';
        byValue.set(v, [...(byValue.get(v) ?? []), r]);
      }
      const means = [...byValue].map(([value, rs]) => {
        const values = rs.map((r) => r[metricKey]).filter((v): v is number => v !== null);
        return { value, runIds: rs.map((r) => r.id), mean: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null };
      });
      const baseGroup = tagsOf(loadRuns.find((r) => r.id === baselineId) ?? (loadRuns[0] as CompareInputRun))[state.group] ?? '(none)';
      const baseMean = means.find((m) => m.value === baseGroup)?.mean ?? null;
      groups = {
        key: state.group,
        metric: metricKey,
        values: means.map((m) => {
          const ratio = ratioOf(m.mean, baseMean);
          return { ...m, ratio, deltaPct: deltaPercent(ratio) };
        }),
      };
    }
  }
  return {
    runs,
    baselineId: chosen?.id ?? 0,
    differences,
    sqlBench,
    metrics,
    intervals,
    scaling,
    groups,
    missing: requestedIds.filter((id) => !input.some((r) => r.id === id)),
  };
}
