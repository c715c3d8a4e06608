// Runs of one kind that cross variants with concurrency levels (two server versions, each at 100
// and at 50 clients: seed 004) are compared level by level: a 50-client run set against a
// 100-client baseline measures the client count, not the variant. A sweep (one run a level),
// repeats at one level, or a run whose concurrency is unknown leave the kind whole.
import { concurrencyText } from '../parsers/formats';
import type { RunKind } from './run-kinds';

type LevelRun = { id: number; tool: string; threads: number | null; column: { tags: Record<string, string> } };

/** The runs by concurrency level, in the order each level first comes; null when the kind stays whole. */
export function concurrencyLevels<R extends LevelRun>(runs: R[]): { threads: number; runs: R[] }[] | null {
  const levels = new Map<number, R[]>();
  for (const run of runs) {
    if (run.threads === null) return null;
    levels.set(run.threads, [...(levels.get(run.threads) ?? []), run]);
  }
  if (levels.size < 2 || [...levels.values()].some((level) => level.length < 2)) return null;
  return [...levels].map(([threads, level]) => ({ threads, runs: level }));
}

/** A level's kind: its own key and name (`mysqlbench · tpcb · 100 clients`). */
export function levelKind(kind: RunKind, tool: string, threads: number): RunKind {
  return { key: `${kind.key}|${threads}`, name: `${kind.name} · ${concurrencyText(tool, threads)}` };
}

/** The tags that name a run's variant: all of them but its concurrency. */
const variantOf = (run: LevelRun) =>
  JSON.stringify(
    Object.entries(run.column.tags)
      .filter(([key]) => key !== 'threads')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** The run of `level` that is the kind's baseline at that level: the same variant (its tags but concurrency), if one is there. */
export function counterpartIn<R extends LevelRun>(baseline: LevelRun | undefined, level: R[]): R | undefined {
  if (!baseline) return undefined;
  return level.find((r) => r.id === baseline.id) ?? level.find((r) => variantOf(r) === variantOf(baseline));
}
