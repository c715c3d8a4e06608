// Variants run at several concurrency levels (two server versions, each at 100 and at 50 clients:
// seed 004) are compared level by level: a 50-client run set against a 100-client baseline
// measures the client count, not the variant. One variant at several levels (a sweep, with or
// without repeats: there the levels are what is compared), one level, or a run whose concurrency
// is unknown leave the kind whole.
import { concurrencyText } from '../parsers/formats';
import { configurationTags } from './repeats';
import type { RunKind } from './run-kinds';
import { defaultBaseline, type KindGroup, type SectionRun } from './sections/runs';

type LevelRun = { id: number; tool: string; threads: number | null; column: { tags: Record<string, string> } };

/** What names a run's variant: its tags but its concurrency and its repeat number or date. */
const variantOf = (run: LevelRun) =>
  JSON.stringify(
    Object.entries(configurationTags({ tags: run.column.tags }))
      .filter(([key]) => key !== 'threads')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** The runs by concurrency level, in the order each level first comes; null when the kind stays whole. */
export function concurrencyLevels<R extends LevelRun>(runs: R[]): { threads: number; runs: R[] }[] | null {
  const levels = new Map<number, R[]>();
  for (const run of runs) {
    if (run.threads === null) return null;
    levels.set(run.threads, [...(levels.get(run.threads) ?? []), run]);
  }
  if (levels.size < 2 || [...levels.values()].some((level) => new Set(level.map(variantOf)).size < 2)) return null;
  return [...levels].map(([threads, level]) => ({ threads, runs: level }));
}

/** The run of `level` that stands for the kind's baseline there: itself, or the same variant. */
export function counterpartIn<R extends LevelRun>(baseline: LevelRun | undefined, level: R[]): R | undefined {
  if (!baseline) return undefined;
  return level.find((r) => r.id === baseline.id) ?? level.find((r) => variantOf(r) === variantOf(baseline));
}

export type LevelGroup = KindGroup & {
  /** the concurrency of its runs (`100 clients`) when its kind is compared level by level */
  level?: string;
};

/** A kind that crosses variants with concurrency levels: one group per level (`mysqlbench · tpcb · 100 clients`), each with its baseline's counterpart. */
export function byLevel(group: KindGroup): LevelGroup[] {
  const levels = concurrencyLevels(group.runs);
  if (!levels) return [group];
  return levels.map(({ threads, runs }): LevelGroup => {
    const level = concurrencyText(runs[0]?.tool ?? '', threads);
    const kind: RunKind = { key: `${group.kind.key}|${threads}`, name: `${group.kind.name} · ${level}` };
    return { kind, runs: runs as SectionRun[], baseline: counterpartIn(group.baseline, runs) ?? defaultBaseline(runs), level };
  });
}
