// Runs grouped by the values of one tag (`group=allocator`): how many runs each value has, their
// mean of the chosen metric, and that mean against the baseline's group.
import { deltaPercent, ratioOf } from '../math';
import { type CompareMetric, chosenMetric } from './chosen-metric';
import { loadRuns, NO_GROUP, type SectionRun, sectionBaseline } from './runs';
import { defineSection, type NotApplicable, notApplicable } from './types';

export type GroupValue = { value: string; runIds: number[]; mean: number | null; ratio: number | null; deltaPct: number | null };
export type GroupsProps = { key: string; metric: CompareMetric; values: GroupValue[] };

export const groupsSection = defineSection({
  id: 'groups',
  title: 'By group',
  build: (all, state): GroupsProps | NotApplicable => {
    const key = state.group;
    if (!key) return notApplicable('no tag to group by');
    const runs = loadRuns(all);
    if (runs.length === 0) return notApplicable('no load-test runs to average');
    const metric = chosenMetric(runs, state);
    const groupOf = (r: SectionRun) => r.column.tags[key] ?? NO_GROUP;
    const byValue = new Map<string, SectionRun[]>();
    for (const r of runs) byValue.set(groupOf(r), [...(byValue.get(groupOf(r)) ?? []), r]);
    const means = [...byValue].map(([value, rs]) => {
      const values = rs.map((r) => r[metric]).filter((v): v is number => v !== null);
      return { value, runIds: rs.map((r) => r.id), mean: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null };
    });
    const baseline = sectionBaseline(runs, all, state);
    const baseMean = means.find((m) => m.value === (baseline ? groupOf(baseline) : NO_GROUP))?.mean ?? null;
    return {
      key,
      metric,
      values: means.map((m) => {
        const ratio = ratioOf(m.mean, baseMean);
        return { ...m, ratio, deltaPct: deltaPercent(ratio) };
      }),
    };
  },
});
