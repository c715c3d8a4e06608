// A project's runs in the order a reader compares them: its upload order, except that the runs of
// one configuration at several thread counts (a sweep) stand together, from the fewest threads up.
// A sweep sent as files by a shell glob came in as 16, 1, 2, 32, 4, 8 threads, against the
// 16-thread run as baseline, every other count a red "regression" (a DBA's pass, 2026-12-06). Pure.

export type SweepRun = {
  id: number;
  tool: string;
  test: string | null;
  threads: number | null;
  tags: readonly { key: string; value: string }[];
  host?: { id: number } | null;
  serverBuild?: { description: string } | null;
  config?: { id: number } | null;
};

/** What a run's configuration is, but for its thread count: its kind, host, build, my.cnf and every other tag. */
function configurationOf(run: SweepRun): string {
  const tags = run.tags
    .filter((t) => t.key !== 'threads')
    .map((t) => `${t.key}=${t.value}`)
    .sort();
  return JSON.stringify([run.tool, run.test, run.host?.id ?? null, run.serverBuild?.description ?? null, run.config?.id ?? null, tags]);
}

/**
 * `ids` (upload order) with each configuration's runs together where its first one was, by thread
 * count (runs without one last, as they came). A configuration of one run, the usual case of a
 * project of variants, keeps its place: only sweeps move.
 */
export function inSweepOrder(runs: readonly SweepRun[], ids: readonly number[]): number[] {
  const byId = new Map(runs.map((r) => [r.id, r]));
  const groups = new Map<string, SweepRun[]>();
  const order: (SweepRun[] | number)[] = [];
  for (const id of ids) {
    const run = byId.get(id);
    if (!run) {
      order.push(id);
      continue;
    }
    const key = configurationOf(run);
    const group = groups.get(key);
    if (group) group.push(run);
    else {
      const fresh = [run];
      groups.set(key, fresh);
      order.push(fresh);
    }
  }
  const byThreads = (a: SweepRun, b: SweepRun) => (a.threads ?? Number.POSITIVE_INFINITY) - (b.threads ?? Number.POSITIVE_INFINITY);
  return order.flatMap((g) => (typeof g === 'number' ? [g] : [...g].sort(byThreads).map((r) => r.id)));
}
