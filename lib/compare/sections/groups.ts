// Runs grouped by the values of one tag (`group=allocator`), within each kind of run: how many runs
// each value has, their mean of the chosen metric, and that mean against the group of the kind's
// baseline. Values in reading order (threads 1, 2, 4, 16); a run that did not complete or mostly
// failed is listed apart with its reason, never averaged in.
import { deltaPercent, ratioOf } from '../math';
import type { RunKind } from '../run-kinds';
import { type CompareMetric, chosenMetric } from './chosen-metric';
import { kindGroups, loadRuns, NO_GROUP, type SectionRun, sortGroupValues } from './runs';
import { defineSection, type NotApplicable, notApplicable } from './types';

export type LeftOut = { runId: number; reason: string };
export type GroupValue = {
  value: string;
  /** the kind of run (its key) the value's runs are */
  kind: string;
  /** the runs averaged */
  runIds: number[];
  /** runs of this value that are not averaged in, and why */
  leftOut: LeftOut[];
  mean: number | null;
  ratio: number | null;
  deltaPct: number | null;
};
export type GroupKind = { kind: RunKind; metric: CompareMetric; values: GroupValue[] };
export type GroupsProps = {
  key: string;
  /** the first kind's metric */
  metric: CompareMetric;
  kinds: GroupKind[];
  /** every kind's values, one after the other (the REST API reads these) */
  values: GroupValue[];
};

function groupKind(kind: RunKind, runs: SectionRun[], baseline: SectionRun | undefined, key: string, metric: CompareMetric): GroupKind {
  const groupOf = (r: SectionRun) => r.column.tags[key] ?? NO_GROUP;
  const means = sortGroupValues(runs.map(groupOf)).map((value) => {
    const members = runs.filter((r) => groupOf(r) === value);
    const counted = members.filter((r) => r.column.failure === null);
    const values = counted.map((r) => r[metric]).filter((v): v is number => v !== null);
    return {
      value,
      kind: kind.key,
      runIds: counted.map((r) => r.id),
      leftOut: members.flatMap((r) => (r.column.failure === null ? [] : [{ runId: r.id, reason: r.column.failure }])),
      mean: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null,
    };
  });
  const baseMean = means.find((m) => m.value === (baseline ? groupOf(baseline) : NO_GROUP))?.mean ?? null;
  return {
    kind,
    metric,
    values: means.map((m) => {
      const ratio = ratioOf(m.mean, baseMean);
      return { ...m, ratio, deltaPct: deltaPercent(ratio) };
    }),
  };
}

export const groupsSection = defineSection({
  id: 'groups',
  title: 'By group',
  build: (all, state): GroupsProps | NotApplicable => {
    const key = state.group;
    if (!key) return notApplicable('no tag to group by');
    const runs = loadRuns(all);
    if (runs.length === 0) return notApplicable('no load-test runs to average');
    const kinds = kindGroups(runs, all, state).map((g) => groupKind(g.kind, g.runs, g.baseline, key, chosenMetric(g.runs, state)));
    return { key, metric: kinds[0]?.metric ?? chosenMetric(runs, state), kinds, values: kinds.flatMap((k) => k.values) };
  },
});
