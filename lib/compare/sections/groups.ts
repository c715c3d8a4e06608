// Runs grouped by the values of one tag (`group=allocator`), within each kind of run: how many runs
// each value has, their mean of the chosen metric, and that mean against the group of the kind's
// baseline. Values in reading order (threads 1, 2, 4, 16); a run that did not complete or mostly
// failed is listed apart with its reason, never averaged in.

import { ownValue } from '../../own-value';
import { concurrencyWord } from '../../parsers/formats';
import { KNOWN_DIMENSIONS } from '../../tags';
import { deltaPercent, ratioOf, type Verdict, verdictOf } from '../math';
import { configurationKey, configurationTags } from '../repeats';
import type { RunKind } from '../run-kinds';
import type { CompareState } from '../state';
import { type CompareMetric, chosenMetric, directionOfMetric } from './chosen-metric';
import { configurationLabels } from './repeats';
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
/** One configuration (all but the grouping's value alike) holding the baseline's value and others: each value's change in it. */
export type Stratum = { label: string; runIds: number[]; changes: { value: string; deltaPct: number | null; verdict: Verdict }[] };
export type GroupKind = {
  kind: RunKind;
  metric: CompareMetric;
  values: GroupValue[];
  alsoDiffer: AlsoDiffers[];
  /**
   * The configurations whose changes disagree (one better, one worse or not past the band): the
   * groups' means pool them and hide it. Empty when they agree, or fewer than two hold a pair.
   */
  disagreeing: Stratum[];
};
export type GroupsProps = {
  key: string;
  /** the first kind's metric */
  metric: CompareMetric;
  kinds: GroupKind[];
  /** every kind's values, one after the other (the REST API reads these) */
  values: GroupValue[];
  /** every kind's disagreeing configurations, each with its kind's key (the REST API reads these) */
  disagreeing: (Stratum & { kind: string })[];
};

const meanOf = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/**
 * The kind's runs split by everything but the grouping's value (tags, parameters, host, commit: as
 * repeats are, but for the build and configuration, which hold that value as often as not), and
 * each split's change of every value against the baseline's.
 * A DBA's pass (2026-12-07): query_cache on was +80.6% in one project's configuration and −20.4%
 * in another's; "By query_cache" read +0.96%, their means pooled.
 */
function disagreeingStrata(runs: SectionRun[], key: string, baseValue: string, metric: CompareMetric, band: number): Stratum[] {
  const groupOf = (r: SectionRun) => ownValue(r.column.tags, key) ?? NO_GROUP;
  const concurrency = key === 'threads';
  const without = (r: SectionRun) => ({
    ...r,
    tags: Object.fromEntries(Object.entries(r.column.tags).filter(([k]) => k !== key && !(concurrency && k === 'clients'))),
    threads: concurrency ? null : r.threads,
    // grouped by threads, pgbench's clients and -j jobs are the grouping's too (every stratum was one run: a review)
    parameters: concurrency
      ? Object.fromEntries(Object.entries(r.parameters).filter(([k]) => k !== 'clients' && k !== 'jobs'))
      : r.parameters,
    // a build and a configuration hold the grouping's value as often as not (`MariaDB 10.11.19 + glibc`, a my.cnf with query_cache_type=0)
    serverBuild: null,
    config: null,
  });
  const strata = new Map<string, SectionRun[]>();
  for (const r of runs.filter((r) => r.column.failure === null && r[metric] !== null)) {
    const k = configurationKey(without(r));
    strata.set(k, [...(strata.get(k) ?? []), r]);
  }
  const paired = [...strata.values()].filter((rs) => rs.some((r) => groupOf(r) === baseValue) && rs.some((r) => groupOf(r) !== baseValue));
  if (paired.length < 2) return [];
  const direction = directionOfMetric(metric);
  const changes = paired.map((rs) => {
    const base = meanOf(rs.filter((r) => groupOf(r) === baseValue).map((r) => r[metric] as number));
    const values = sortGroupValues(rs.map(groupOf)).filter((v) => v !== baseValue);
    return values.map((value) => {
      const ratio = ratioOf(meanOf(rs.filter((r) => groupOf(r) === value).map((r) => r[metric] as number)), base);
      return { value, deltaPct: deltaPercent(ratio, band), verdict: verdictOf(ratio, direction, band) };
    });
  });
  const values = new Set(changes.flat().map((c) => c.value));
  const disagree = [...values].some(
    (v) => new Set(changes.flatMap((cs) => cs.filter((c) => c.value === v).map((c) => c.verdict))).size > 1,
  );
  if (!disagree) return [];
  // named without the build (left out of the split, a configuration may hold two: it was named by its first run's)
  const unbuilt = (r: SectionRun) => ({ ...r, column: { ...r.column, build: null } });
  const labels = configurationLabels(
    paired.map((rs) => ({
      tags: configurationTags(without(rs[0] as SectionRun)),
      first: unbuilt(rs[0] as SectionRun),
      runs: rs.map(unbuilt),
    })),
  );
  return paired.map((rs, i) => ({ label: labels[i] ?? '', runIds: rs.map((r) => r.id), changes: changes[i] ?? [] }));
}

function groupKind(
  kind: RunKind,
  runs: SectionRun[],
  baseline: SectionRun | undefined,
  key: string,
  metric: CompareMetric,
  band: number,
): GroupKind {
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
      mean: meanOf(values),
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
    disagreeing: disagreeingStrata(runs, key, baseValue, metric, band),
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
      .map((g) => groupKind(g.kind, g.runs, g.baseline, key, chosenMetric(g.runs, state), state.band));
    return {
      key,
      metric: kinds[0]?.metric ?? chosenMetric(runs, state),
      kinds,
      values: kinds.flatMap((k) => k.values),
      disagreeing: kinds.flatMap((k) => k.disagreeing.map((d) => ({ ...d, kind: k.kind.key }))),
    };
  },
});
