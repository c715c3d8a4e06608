// The compare page's model as the REST API shows it: the same numbers, each cell naming its run,
// without what only a chart needs (colours, downsampled points, bands). Pure.
import { type CompareState, compareUrl } from '../compare/state';
import type { CompareModel } from '../compare/view-model';
import type { CompareResultJson } from '../schemas/api-compare';

/** Cells come in the order of `runIds`: each gets its run's id. */
function withRunIds<T extends object>(cells: T[], runIds: number[]): (T & { runId: number })[] {
  return cells.map((cell, i) => ({ ...cell, runId: runIds[i] ?? 0 }));
}

/** `projectRuns`: a whole project was asked for, and it has this many runs (the most recent are compared). */
export function compareResultJson(model: CompareModel, state: CompareState, projectRuns?: number): CompareResultJson {
  const { metrics, sqlBench, intervals, scaling, groups, repeats } = model;
  const runIds = model.runs.map((r) => r.id);
  return {
    ...(state.project !== undefined && projectRuns !== undefined
      ? { project: { id: state.project, runs: projectRuns, compared: model.runs.length } }
      : {}),
    runs: model.runs.map(({ color: _color, hostName, ...run }) => ({
      ...run,
      host: hostName,
      links: { self: `/api/runs/${run.id}`, html: `/runs/${run.id}` },
    })),
    baselineId: model.baselineId,
    settings: {
      band: state.band,
      metric: state.metric ?? null,
      group: state.group ?? null,
      warmup: state.warmup,
      stat: state.stat,
      basis: state.basis,
    },
    basis:
      model.basis?.rows.map(({ runId, basis: b }) =>
        b.source === 'summary'
          ? { runId, source: b.source, reason: b.reason }
          : {
              runId,
              source: b.source,
              printed: b.printed,
              steadyMean: b.steady.mean,
              ci95: b.steady.ci95,
              warmupIntervals: b.steady.warmupPoints,
              lines: b.lines,
            },
      ) ?? null,
    differences: model.differences,
    metrics: metrics && {
      runIds: metrics.runIds,
      baselineId: metrics.baselineId,
      headline: metrics.headline,
      rows: metrics.rows.map((row) => ({ ...row, cells: withRunIds(row.cells, metrics.runIds) })),
    },
    sqlBench: sqlBench && {
      runIds: sqlBench.runIds,
      baselineId: sqlBench.baselineId,
      operations: sqlBench.rows.map(({ maxChange: _maxChange, ...row }) => ({
        ...row,
        tests: [...row.tests],
        cells: withRunIds(row.cells, sqlBench.runIds),
      })),
      summary: sqlBench.summary,
      tests: sqlBench.tests.map((test) => ({ name: test.name, cells: withRunIds(test.cells, sqlBench.runIds) })),
    },
    intervals: intervals && {
      steady: intervals.steady,
      stallIntervals: intervals.stallIntervals,
      stallPlaces: intervals.stallPlaces,
      stalls: intervals.stalls,
    },
    repeats: repeats && {
      metric: repeats.metric,
      test: repeats.test,
      alpha: repeats.alpha,
      band: repeats.band,
      configurations: repeats.rows.map((row) => ({
        label: row.label,
        metric: row.metric,
        runIds: row.runIds,
        notCounted: row.copies.map((c) => ({ runId: c.runId, sameAs: c.sameAs })),
        isBaseline: row.isBaseline,
        n: row.summary?.n ?? 0,
        median: row.summary?.median ?? null,
        mean: row.summary?.mean ?? null,
        min: row.summary?.min ?? null,
        max: row.summary?.max ?? null,
        ci95: row.summary?.ci95 ?? null,
        cv: row.summary?.cv ?? null,
        deltaPct: row.deltaPct,
        pValue: row.significance?.pValue ?? null,
        significant: row.significance?.significant ?? null,
        verdict: row.verdict,
        rangesApart: row.rangesApart,
      })),
    },
    scaling,
    groups,
    missing: model.missing,
    // a whole project's comparison is linked as one (more runs than a page's URL names)
    links: {
      html:
        state.project !== undefined && projectRuns !== undefined
          ? compareUrl.href(state, { baseline: model.baselineId })
          : compareUrl.href({ ...state, runs: runIds }, { project: undefined, baseline: model.baselineId }),
    },
  };
}
