// The one place the compare view asks what kind of run it has: a suite of timed operations
// (sql-bench: seconds per operation and per test, lower is better) or a load test (sysbench,
// pgbench, mysqlbench, tpcc-mysql: throughput, latency, intervals). The format registry says which.
// Runs of one kind are compared with each other; runs of different kinds never against each other.
import { formatOf } from '../parsers/formats';

/** A suite of timed operations rather than a load test with throughput and intervals. */
export function isOperationSuite(run: { tool: string }): boolean {
  return formatOf(run.tool)?.capabilities.kind === 'suite';
}

export type RunKind = {
  /** the same for runs that measure the same thing: a suite's runs (their operations), a load test's tool and test */
  key: string;
  /** the tool and test as people say them (`sysbench · cpu`) */
  name: string;
};

/**
 * What a run measures: `sysbench · cpu` and `sysbench · oltp_read_write` are two kinds, every
 * sql-bench output one. A load test whose log names no test (sysbench 1.x prints none) is known by
 * the kinds of query it ran (`queryKinds`, from its printed counts): bare logs of oltp_point_select
 * (read) and oltp_read_write (read/write/other) were one kind, and a project's scaling chart showed
 * their mean at 4 threads, 3,070 tps, as a peak no log printed (a DBA's pass, 2026-12-07).
 */
export function kindOf(run: { tool: string; test: string | null; parameters?: Readonly<Record<string, unknown>> }): RunKind {
  if (isOperationSuite(run)) return { key: run.tool, name: run.tool };
  const test = run.test ?? '';
  const queries = run.test === null ? run.parameters?.queryKinds : undefined;
  if (typeof queries === 'string' && queries !== '')
    return { key: `${run.tool}||${queries}`, name: `${run.tool} · ${queries} queries (test not named)` };
  return { key: `${run.tool}|${test}`, name: test ? `${run.tool} · ${test}` : run.tool };
}

/** The runs split by kind, kinds in the order their first run comes, runs in their order. */
export function groupByKind<R extends { tool: string; test: string | null; parameters?: Readonly<Record<string, unknown>> }>(
  runs: R[],
): { kind: RunKind; runs: R[] }[] {
  const groups = new Map<string, { kind: RunKind; runs: R[] }>();
  for (const run of runs) {
    const kind = kindOf(run);
    const group = groups.get(kind.key) ?? { kind, runs: [] };
    group.runs.push(run);
    groups.set(kind.key, group);
  }
  return [...groups.values()];
}

/**
 * Counts of runs by tool and test (a GROUP BY) as kinds: a suite's tests are one kind. `listed` are
 * the runs of a part when it has few enough to name; a kind is listed only if all its parts are and
 * it has at most `maxListed` runs. (A load test's runs without a test are filtered by their tool:
 * the runs list has no "no test" filter, so that link may show more.)
 */
export function countsByKind<T extends { id: number }>(
  parts: { tool: string; test: string | null; runs: number; listed: T[] | null }[],
  maxListed: number,
): { kind: RunKind; runs: number; listed: T[] | null; filter: { tool: string; test?: string } }[] {
  const kinds = new Map<string, { kind: RunKind; runs: number; listed: T[] | null; filter: { tool: string; test?: string } }>();
  for (const part of parts) {
    const kind = kindOf(part);
    const seen = kinds.get(kind.key);
    // the runs list's filter that shows the kind's runs: a suite's by its tool alone
    const filter = isOperationSuite(part) || part.test === null ? { tool: part.tool } : { tool: part.tool, test: part.test };
    if (!seen) kinds.set(kind.key, { kind, runs: part.runs, listed: part.listed, filter });
    else {
      seen.runs += part.runs;
      seen.listed = seen.listed && part.listed ? [...seen.listed, ...part.listed].sort((a, b) => a.id - b.id) : null;
    }
  }
  return [...kinds.values()].map((k) => (k.runs > maxListed ? { ...k, listed: null } : k));
}
