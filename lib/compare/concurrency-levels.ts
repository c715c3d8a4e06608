// Variants run at several concurrency levels (two server versions, each at 100 and at 50 clients:
// seed 004) are compared level by level: a 50-client run set against a 100-client baseline
// measures the client count, not the variant. Only a crossed design is split: every level holds two
// variants or more. One variant at several levels (a sweep, with or without repeats: there the
// levels are what is compared) leaves the kind whole, and so does a sweep with a variant or two at
// some levels (a project's runs: one table, its "Different threads" warning, rather than a table a
// level of one run each), or a run whose concurrency the log did not print.
import { concurrencyText, concurrencyWord } from '../parsers/formats';
import { configurationTags } from './repeats';
import type { RunKind } from './run-kinds';
import { defaultBaseline, type KindGroup } from './sections/runs';

type LevelRun = { id: number; tool: string; threads: number | null; column: { tags: Record<string, string>; failure: unknown } };

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

/** The run of `level` that stands for the kind's baseline there: itself, or the same variant when that one completed. */
export function counterpartIn<R extends LevelRun>(baseline: LevelRun | undefined, level: R[]): R | undefined {
  if (!baseline) return undefined;
  return level.find((r) => r.id === baseline.id) ?? level.find((r) => r.column.failure === null && variantOf(r) === variantOf(baseline));
}

export type LevelGroup = KindGroup & {
  /** its runs' concurrency when its kind is compared level by level: `100 clients`, and what it counts (`client`) */
  level?: { text: string; word: string };
};

/** A kind that crosses variants with concurrency levels: one group per level (`mysqlbench · tpcb · 100 clients`), each with its baseline's counterpart. */
export function byLevel(group: KindGroup): LevelGroup[] {
  const levels = concurrencyLevels(group.runs);
  if (!levels) return [group];
  return levels.map(({ threads, runs }): LevelGroup => {
    const tool = runs[0]?.tool ?? '';
    const word = concurrencyWord([tool]).one;
    const text = concurrencyText(tool, threads);
    const kind: RunKind = { key: `${group.kind.key}|${threads}`, name: `${group.kind.name} · ${text}` };
    return { kind, runs, baseline: counterpartIn(group.baseline, runs) ?? defaultBaseline(runs), level: { text, word } };
  });
}
