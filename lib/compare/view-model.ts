// Everything the compare view shows, computed from the runs and the URL state: the runs' columns
// and each section of lib/compare/sections built in turn. Pure: the compare page, a share and the
// REST API render the same model, and tests/unit/compare checks it directly.

import { byLevel } from './concurrency-levels';
import type { RunKind } from './run-kinds';
import { buildSections, type SectionResults, type SkippedSection } from './sections';
import { type CompareInputRun, chosenBaseline, kindGroups, type RunColumn, toSectionRuns } from './sections/runs';
import type { CompareState } from './state';

export type { CompareInputRun, RunColumn } from './sections/runs';
export type { TestCell } from './sections/sql-bench';

export type CompareModel = SectionResults & {
  runs: RunColumn[];
  /** the chosen baseline (each section may fall back to one of its own runs) */
  baselineId: number;
  /** what the runs measure, each kind with its own baseline: figures are only set against a run of the same kind */
  kinds: { kind: RunKind; runIds: number[]; baselineId: number }[];
  /** sections that do not apply to these runs, and why */
  skipped: SkippedSection[];
  /** asked-for run ids that do not exist (any more) or are not the viewer's to read */
  missing: number[];
};

export function buildCompareModel(input: CompareInputRun[], state: CompareState, requestedIds: number[]): CompareModel {
  const runs = toSectionRuns(input, state);
  const { results, skipped } = buildSections(runs, state);
  return {
    ...results,
    runs: runs.map((r) => r.column),
    baselineId: chosenBaseline(runs, state)?.id ?? 0,
    // as the figures are set against them: variants at several concurrency levels, level by level
    kinds: kindGroups(runs, runs, state)
      .flatMap(byLevel)
      .map((g) => ({ kind: g.kind, runIds: g.runs.map((r) => r.id), baselineId: g.baseline?.id ?? 0 })),
    skipped,
    missing: requestedIds.filter((id) => !input.some((r) => r.id === id)),
  };
}
