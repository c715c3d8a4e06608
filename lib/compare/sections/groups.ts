// Runs grouped by the values of one tag (`group=allocator`), within each kind of run: how many runs
// each value has, their mean of the chosen metric, and that mean against the group of the kind's
// baseline. Values in reading order (threads 1, 2, 4, 16); a run that did not complete or mostly
// failed is listed apart with its reason, never averaged in.

import { ownValue } from '../../own-value';
import { concurrencyWord } from '../../parsers/formats';
import { KNOWN_DIMENSIONS } from '../../tags';
import { deltaPercent, ratioOf } from '../math';
import type { RunKind } from '../run-kinds';
import type { CompareState } from '../state';
import { type CompareMetric, chosenMetric } from './chosen-metric';
import { type KindGroup, kindGroups, loadRuns, NO_GROUP, type SectionRun, sectionBaseline, sortGroupValues } from './runs';
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
  /** the value of the kind's baseline run: the others are against its mean */
  isBaseline: boolean;
  mean: number | null;
  ratio: number | null;
  deltaPct: number | null;
};
/** Another dimension whose values the groups do not share alike: their difference is not only the grouping's. */
export type AlsoDiffers = { key: string; byGroup: { value: string; values: string[] }[] };
export type GroupKind = { kind: RunKind; metric: CompareMetric; values: GroupValue[]; alsoDiffer: AlsoDiffers[] };
export type GroupsProps = {
  key: string;
  /** the first kind's metric */
  metric: CompareMetric;
  kinds: GroupKind[];
  /** every kind's values, one after the other (the REST API reads these) */
  values: GroupValue[];
};

function groupKind(kind: RunKind, runs: SectionRun[], baseline: SectionRun | undefined, key: string, metric: CompareMetric): GroupKind {
  const groupOf = (r: SectionRun) => ownValue(r.column.tags, key) ?? NO_GROUP;
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
  const baseValue = baseline ? groupOf(baseline) : NO_GROUP;
  const baseMean = means.find((m) => m.value === baseValue)?.mean ?? null;
  return {
    kind,
    metric,
    alsoDiffer: confounders(
      runs,
      key,
      means.map((m) => m.value),
    ),
    values: means.map((m) => {
      const ratio = ratioOf(m.mean, baseMean);
      return { ...m, isBaseline: m.value === baseValue, ratio, deltaPct: deltaPercent(ratio) };
    }),
  };
}

/**
 * The other dimensions (version, engine, threads…) whose values are not spread alike over the groups:
 * seed 000's tcmalloc runs are a 5.1.45 and a 5.5.22, its others two 5.1.45s, so "tcmalloc +5.58%"
 * is the allocator's and the version's at once. A dimension every group holds the same values of,
 * in the same proportions (each allocator at 4 and 16 threads; two 10.11.19 runs against one), is
 * no confounder (a DBA's pass read "differ in version (off: 10.11.19; on: 10.11.19)").
 */
function confounders(runs: SectionRun[], key: string, groups: string[]): AlsoDiffers[] {
  const groupOf = (r: SectionRun) => ownValue(r.column.tags, key) ?? NO_GROUP;
  return KNOWN_DIMENSIONS.filter((k) => k !== key && k !== 'tool' && k !== 'test').flatMap((k) => {
    const byGroup = groups.map((value) => ({
      value,
      values: runs
        .filter((r) => groupOf(r) === value)
        .map((r) => ownValue(r.column.tags, k) ?? NO_GROUP)
        .sort(),
    }));
    // alike when each group holds the values in the same proportions: two 10.11.19 runs against one is no difference in version
    const shares = (values: string[]) => {
      const counts = new Map<string, number>();
      for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
      return JSON.stringify([...counts].map(([v, n]) => [v, n / values.length]));
    };
    const alike = byGroup.every((g) => shares(g.values) === shares(byGroup[0]?.values ?? []));
    return alike ? [] : [{ key: k, byGroup: byGroup.map((g) => ({ value: g.value, values: [...new Set(g.values)] })) }];
  });
}

/**
 * A kind's runs at several thread counts, one group table per count: a mean over a scaling curve
 * is a throughput nobody measured (a walkthrough read "bp=512M +5.67%" of the means of 1, 2 and 4
 * threads, the 4-thread runs' difference weighing most), as the metrics and repeats tables do.
 */
function byConcurrency(group: KindGroup, all: SectionRun[], state: Pick<CompareState, 'baseline'>): KindGroup[] {
  const counts = sortGroupValues(group.runs.map((r) => (r.threads === null ? NO_GROUP : String(r.threads))));
  if (counts.length < 2) return [group];
  const word = concurrencyWord(group.runs.map((r) => r.tool));
  return counts.map((count) => {
    const runs = group.runs.filter((r) => (r.threads === null ? NO_GROUP : String(r.threads)) === count);
    const name =
      count === NO_GROUP
        ? `${group.kind.name} · ${word.many} not printed`
        : `${group.kind.name} · ${count} ${count === '1' ? word.one : word.many}`;
    return { kind: { key: `${group.kind.key}|${count}`, name }, runs, baseline: sectionBaseline(runs, all, state) };
  });
}

export const groupsSection = defineSection({
  id: 'groups',
  title: 'By group',
  build: (all, state): GroupsProps | NotApplicable => {
    const key = state.group;
    if (!key) return notApplicable('no tag to group by');
    const runs = loadRuns(all);
    if (runs.length === 0) return notApplicable('no load-test runs to average');
    const kinds = kindGroups(runs, all, state)
      .flatMap((g) => (key === 'threads' ? [g] : byConcurrency(g, all, state)))
      .map((g) => groupKind(g.kind, g.runs, g.baseline, key, chosenMetric(g.runs, state)));
    return { key, metric: kinds[0]?.metric ?? chosenMetric(runs, state), kinds, values: kinds.flatMap((k) => k.values) };
  },
});
