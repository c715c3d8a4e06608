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

/** sysbench 1.x's OLTP scripts and sysbench-tpcc, as file names spell them (`oltp_read_write_t4_base_ri1.log`). */
const SCRIPTS_IN_FILE_NAMES = [
  'oltp_read_write',
  'oltp_read_only',
  'oltp_write_only',
  'oltp_point_select',
  'oltp_insert',
  'oltp_delete',
  'oltp_update_index',
  'oltp_update_non_index',
  'select_random_points',
  'select_random_ranges',
  'bulk_insert',
  'tpcc',
];
const BUILT_INS = ['cpu', 'memory', 'fileio', 'threads', 'mutex'];
const FILE_EXTENSIONS = ['.log', '.txt', '.out', '.md', '.cmd'];
/** What may stand beside a name in a file name: its ends, `_`, `-`, `.`, a space (not a digit: `threads16` is a count). */
const SEPARATOR = /[_\-. ]/;

/**
 * The sysbench test a run's file name names (`mutex_t8.log`, `oltp_read_write_t4_base_ri1.log`), for
 * a run whose log and command do not (sysbench 1.x prints no test name): a script name for a run
 * that printed SQL statistics, a built-in test for one that did not; null when it names none or
 * more than one. Only ever offered (the upload preview's `test=` suggestion), never taken unasked.
 */
export function sysbenchTestFromFileName(fileName: string, run: ParsedRun): string | null {
  const base = (fileName.split(/[\\/]/).at(-1) ?? '').toLowerCase();
  // its extensions off, one at a time (`run.log.txt`): a loop, where `(\.(?:log|…))+$` is quadratic
  let stem = base;
  for (let ext = FILE_EXTENSIONS.find((e) => stem.endsWith(e)); ext; ext = FILE_EXTENSIONS.find((e) => stem.endsWith(e)))
    stem = stem.slice(0, -ext.length);
  const names = isSqlRun(run) ? SCRIPTS_IN_FILE_NAMES : BUILT_INS;
  const found = names.filter((name) => {
    for (let at = stem.indexOf(name); at >= 0; at = stem.indexOf(name, at + 1)) {
      const before = at === 0 ? '' : (stem[at - 1] as string);
      const after = at + name.length === stem.length ? '' : (stem[at + name.length] as string);
      if ((before === '' || SEPARATOR.test(before)) && (after === '' || SEPARATOR.test(after))) return true;
    }
    return false;
  });
  return found.length === 1 ? (found[0] as string) : null;
}
