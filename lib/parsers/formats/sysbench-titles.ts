// The sysbench test a heading above a run names, for runs whose output and command do not say it:
// `## oltp_point_select`, `MUTEX BENCHMARKS`, `### Using the threads workload`.
import type { ParsedRun } from '../types';

/** Script names of sysbench 1.x and sysbench-tpcc: distinctive words wherever they stand. */
const SCRIPT_NAMES = /\b(oltp_[a-z_]+|select_random_(?:points|ranges)|bulk_insert|tpcc)\b/gi;
/**
 * The built-in tests are common words (`8 threads`, `24 GB memory`): a heading names one only when
 * it starts with it or says it is a test (`cpu test`, `mutex benchmarks`, `threads workload`).
 */
const BUILT_IN_FIRST = /^(cpu|memory|fileio|threads|mutex)\b/i;
const BUILT_IN_NAMED = /\b(cpu|memory|fileio|threads|mutex)[ _-](?:tests?|benchmarks?|workloads?)\b/gi;
const BUILT_IN_WORD = /\b(cpu|memory|fileio|threads|mutex)\b/gi;
/** a count before the word: `64 threads`, `24 GB memory` */
const COUNTED = /\d\s*(?:[KMGT]i?B\s*)?$/i;

/** Did the run print SQL statistics (an OLTP script) rather than events (a built-in test)? */
function isSqlRun(run: ParsedRun): boolean {
  return run.metrics.tps !== null || run.metrics.qps !== null || run.figures.transactions !== undefined;
}

export function sysbenchTestFromTitle(title: string, run: ParsedRun): string | null {
  const names = new Set<string>();
  for (const m of title.matchAll(SCRIPT_NAMES)) names.add((m[1] ?? '').toLowerCase());
  if (!isSqlRun(run)) {
    // `cpu and memory` names two tests; `mutex test with 64 threads` names one
    const mentioned = new Set<string>();
    for (const m of title.matchAll(BUILT_IN_WORD))
      if (!COUNTED.test(title.slice(Math.max(0, m.index - 8), m.index))) mentioned.add((m[1] ?? '').toLowerCase());
    if (mentioned.size > 1) return null;
    const first = BUILT_IN_FIRST.exec(title)?.[1];
    if (first) names.add(first.toLowerCase());
    for (const m of title.matchAll(BUILT_IN_NAMED)) names.add((m[1] ?? '').toLowerCase());
  }
  const [only, ...others] = names;
  return only !== undefined && others.length === 0 ? only : null;
}
