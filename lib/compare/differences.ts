// "What differs" between runs: tags, server build, host, configuration entries (normalized:
// 1G = 1024M, query-cache-size = query_cache_size) and the benchmark parameters. Comparing unlike
// runs is allowed, but it must be visible.
import { canonicalConfigValue } from '../config-values';
import { ownValue } from '../own-value';
import { concurrencyWord, formatOf, parameterText } from '../parsers/formats';

export type DiffRun = {
  id: number;
  tool: string;
  test: string | null;
  tags: Record<string, string>;
  host: { id: number; name: string } | null;
  build: string | null;
  /** the revision CI benchmarked, and its branch (null: none given) */
  commit?: string | null;
  branch?: string | null;
  config: Record<string, string> | null;
  /** keys of `config` only a listing of variables names (SHOW VARIABLES), none of its option files */
  listed?: ReadonlySet<string>;
  parameters: Record<string, string | number | boolean>;
  /** the tool's version as its log printed it (sysbench 1.0.20), null when it did not */
  toolVersion?: string | null;
  latPct: number | null;
};

/** Option-file sections of the server itself: their keys are shown bare, others as `section.key`. */
const SERVER_SECTION = /^(?:mysqld(?:-[\d.]+)?|server|mariadb(?:-[\d.]+)?|mariadbd|galera|embedded|)$/;

/** Whether a section is the server's, per section name (a SHOW VARIABLES has ~700 entries and one section). */
const serverSection = new Map<string, boolean>();
function isServerSection(section: string): boolean {
  let server = serverSection.get(section);
  if (server === undefined) {
    server = SERVER_SECTION.test(section);
    if (serverSection.size < 1_000) serverSection.set(section, server);
  }
  return server;
}

const entryKey = (e: { section: string; key: string }) => (isServerSection(e.section) ? e.key : `${e.section}.${e.key}`);

/** A run's configuration as one map of keys (`query_cache_size`, `client.port`), or null when none is recorded. */
export function configMap(config: { entries: { section: string; key: string; value: string }[] } | null): Record<string, string> | null {
  if (!config) return null;
  return Object.fromEntries(config.entries.map((e) => [entryKey(e), e.value]));
}

/** The keys of configMap(config) that only a listing of variables names: no option file of it sets them. */
export function listedKeys(config: { entries: { section: string; key: string; listed: boolean }[] } | null): ReadonlySet<string> {
  if (!config) return new Set();
  const set = new Set(config.entries.filter((e) => !e.listed).map(entryKey));
  return new Set(config.entries.map(entryKey).filter((k) => !set.has(k)));
}

/** `label`: the key as the runs' tools name it, where that differs (pgbench's `clients` for `threads`) */
export type DiffRow = { key: string; label?: string; values: (string | null)[] };
export type Differences = {
  tags: DiffRow[];
  /** commit and branch, where they differ */
  revision: DiffRow[];
  build: DiffRow | null;
  host: DiffRow | null;
  config: DiffRow[];
  parameters: DiffRow[];
  warnings: string[];
};

/** Parameters that change what a benchmark measures: a difference in one of them deserves a warning. */
const SHAPING_PARAMETERS = [
  'threads',
  'clients',
  'jobs',
  'tables',
  'tableSize',
  'scale',
  'time',
  'events',
  'transactionsPerClient',
  'rate',
  'randType',
  'readOnly',
  'protocol',
  'connectPerTransaction',
];
// (pgbench's -r is listed: timing every statement costs it time, so runs with and without it are two configurations)
const IGNORED_PARAMETERS = new Set(['mode', 'reportInterval', 'progress', 'histogram']);
/**
 * Parameters that say which transaction a test ran: sysbench 0.4's OLTP mode (simple, mixed,
 * nontrx), its read-only and its skipped BEGIN/COMMIT, printed only by the runs that have them. Printed by some runs of a
 * tool and not by others, the runs may have run different workloads under one test name (0.4's
 * simple read-only `oltp` against 0.5's read/write oltp.lua, −88% shown as a change): the row is
 * shown with — for the others, and warned of.
 */
const WORKLOAD_PARAMETERS = new Set(['oltpMode', 'readOnly', 'skipTrx']);

/** A workload parameter some runs printed and others did not (WORKLOAD_PARAMETERS). */
const isOneSidedWorkload = (row: DiffRow) =>
  WORKLOAD_PARAMETERS.has(row.key) && row.values.includes(null) && row.values.some((v) => v !== null);

function differing<T>(values: (T | null)[], same: (a: T | null, b: T | null) => boolean = (a, b) => a === b): boolean {
  return values.some((v) => !same(v, values[0] ?? null));
}

function rowsFor(
  runs: DiffRun[],
  keysOf: (r: DiffRun) => string[],
  valueAt: (r: DiffRun, key: string) => string | null,
  same?: (a: string | null, b: string | null) => boolean,
): DiffRow[] {
  const keys = [...new Set(runs.flatMap(keysOf))].sort();
  return keys.map((key) => ({ key, values: runs.map((r) => valueAt(r, key)) })).filter((row) => differing(row.values, same));
}

/**
 * Listed variables from which a config is taken as a whole SHOW VARIABLES (no LIKE): MySQL 5.0 had
 * ~250 variables, MariaDB 10.11 has ~650; a filtered listing is a few dozen.
 */
export const COMPLETE_LISTING = 200;

/** Do these values differ as settings (1G = 1024M, ON = 1), null being "not set"? Each value is normalized once, and only when the texts differ. */
function configValuesDiffer(values: (string | null)[]): boolean {
  const first = values[0];
  if (first === undefined || values.every((v) => v === first)) return false;
  if (first === null || values.includes(null)) return true;
  const canonical = canonicalConfigValue(first);
  return values.some((v) => v !== first && canonicalConfigValue(v as string) !== canonical);
}

/** `#1–#3, #5`: run numbers, consecutive ones as a range. */
function runNumbers(numbers: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === (numbers[j] as number) + 1) j++;
    parts.push(
      j - i >= 2
        ? `#${numbers[i]}–#${numbers[j]}`
        : numbers
            .slice(i, j + 1)
            .map((n) => `#${n}`)
            .join(', '),
    );
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * A parameter's values for a warning: two runs as `100 vs 64`; more as each value with the runs
 * that have it (`10000 (#1–#3) vs 0 (#4–#6) vs — (#7, #8)`), in order of first appearance, the runs
 * whose log did not print it (—) last.
 */
function valuesAndRuns(values: (string | null)[], numbers: number[]): string {
  if (values.length === 2 && !values.includes(null)) return values.join(' vs ');
  const runsOf = new Map<string, number[]>();
  values.forEach((v, i) => {
    const key = v ?? '\u0000';
    runsOf.set(key, [...(runsOf.get(key) ?? []), numbers[i] ?? i + 1]);
  });
  const unknown = runsOf.get('\u0000');
  runsOf.delete('\u0000');
  return [...runsOf, ...(unknown ? [['—', unknown] as const] : [])].map(([v, ns]) => `${v} (${runNumbers(ns)})`).join(' vs ');
}

export function findDifferences(runs: DiffRun[]): Differences {
  const warnings: string[] = [];
  // the concurrency tag as the runs' tools call it (pgbench's clients=8 read `threads 8` here: a DBA's pass)
  const concurrency = concurrencyWord(runs.map((r) => r.tool)).many;
  const tags = rowsFor(
    runs,
    (r) => Object.keys(r.tags),
    (r, k) => ownValue(r.tags, k) ?? null,
  ).map((row) => (row.key === 'threads' && concurrency !== 'threads' ? { ...row, label: concurrency } : row));
  const builds = runs.map((r) => r.build);
  const revision = (['commit', 'branch'] as const)
    .map((key) => ({ key, values: runs.map((r) => r[key] ?? null) }))
    .filter((row) => differing(row.values));
  const hosts = runs.map((r) => r.host?.name ?? null);
  const withConfig = runs.filter((r) => r.config !== null);
  // A run without a recorded configuration says nothing about a key: compare the others only. Where
  // a configuration lacks a key, its value is known to be "not set" (a difference, shown as —) when
  // - it is a whole listing of variables (a SHOW VARIABLES without LIKE: COMPLETE_LISTING or more),
  //   which names every variable its server has, or
  // - it has an option file or command line, and some run's option file or command line sets the key;
  // otherwise it is unknown (a listing filtered by LIKE, a config that is only a listing), and unknown
  // is not a difference: a short my.cnf against a full dump differs in what the files set, not in the
  // 600 variables the my.cnf leaves at their defaults.
  const shape = runs.map((r) => {
    const keys = r.config ? Object.keys(r.config) : [];
    const listed = r.listed?.size ?? 0;
    return { whole: listed >= COMPLETE_LISTING, options: keys.length > listed };
  });
  const config =
    withConfig.length >= 2
      ? rowsFor(
          runs,
          (r) => Object.keys(r.config ?? {}),
          (r, k) => ownValue(r.config, k) ?? null,
        ).filter((row) => {
          const setSomewhere = runs.some((r) => r.config?.[row.key] !== undefined && !r.listed?.has(row.key));
          const known = row.values.filter((v, i) => {
            if (runs[i]?.config === null || runs[i]?.config === undefined) return false;
            return v !== null || shape[i]?.whole || (setSomewhere && shape[i]?.options);
          });
          return configValuesDiffer(known);
        })
      : [];
  // parameters only mean something between runs of the same tool: sql-bench has none of sysbench's
  const tools = new Set(runs.map((r) => r.tool));
  // a parameter a log did not print is unknown, not different: only two known values make a difference
  const parameterRows = (subset: DiffRun[]) =>
    rowsFor(
      subset,
      (r) => Object.keys(r.parameters).filter((k) => !IGNORED_PARAMETERS.has(k)),
      (r, k) => (r.parameters[k] === undefined ? null : parameterText(r.tool, k, r.parameters[k])),
    ).filter((row) => new Set(row.values.filter((v) => v !== null)).size > 1 || isOneSidedWorkload(row));
  // in the tool's own words (pgbench: clients, and threads for its -j jobs); a restated one left out
  const labels = tools.size === 1 ? (formatOf(runs[0]?.tool ?? '')?.capabilities.parameterLabels ?? {}) : {};
  const parameters = (tools.size === 1 ? parameterRows(runs) : []).flatMap((row) => {
    const label = labels[row.key];
    return label === null ? [] : [{ ...row, key: label ?? row.key }];
  });
  const numberOf = new Map(runs.map((r, i) => [r, i + 1]));
  const warned = [...tools].flatMap((tool) => {
    const subset = runs.filter((r) => r.tool === tool);
    const numbers = subset.map((r) => numberOf.get(r) ?? 0);
    // named as the parameters table names them: pgbench's `threads` restates its clients (left out),
    // its -j jobs are its threads
    const toolLabels = formatOf(tool)?.capabilities.parameterLabels ?? {};
    return subset.length > 1
      ? parameterRows(subset)
          .filter((p) => (SHAPING_PARAMETERS.includes(p.key) || WORKLOAD_PARAMETERS.has(p.key)) && toolLabels[p.key] !== null)
          .map((p) => ({
            ...p,
            oneSided: isOneSidedWorkload(p),
            shaping: SHAPING_PARAMETERS.includes(p.key),
            key: toolLabels[p.key] ?? p.key,
            numbers,
            tool: tools.size > 1 ? `${tool} ` : '',
          }))
      : [];
  });
  // a tool's versions, where two runs printed different ones (sysbench 1.0.20 against 1.1.0 read as
  // repeats of one configuration, and nothing said so: a DBA's pass, 2026-12-06)
  for (const tool of tools) {
    const subset = runs.filter((r) => r.tool === tool);
    const versions = subset.map((r) => r.toolVersion ?? null);
    if (new Set(versions.filter((v) => v !== null)).size < 2) continue;
    const key = `${tool} version`;
    if (tools.size === 1) parameters.unshift({ key, values: versions });
    warnings.push(
      `Different ${key}s: ${valuesAndRuns(
        versions,
        subset.map((r) => numberOf.get(r) ?? 0),
      )}: what a test runs and how it counts may differ between versions.`,
    );
  }
  const shaping = warned.filter((p) => !p.oneSided && p.shaping);
  const workloads = warned.filter((p) => p.oneSided);

  const distinctHosts = new Set(runs.map((r) => r.host?.id).filter((h) => h !== undefined));
  if (distinctHosts.size > 1)
    warnings.push(`These runs ran on ${distinctHosts.size} different hosts: differences may come from the hardware.`);
  const benchmarks = new Set(runs.map((r) => `${r.tool}${r.test ? ` ${r.test}` : ''}`));
  if (benchmarks.size > 1)
    warnings.push(`Different benchmarks are compared: ${[...benchmarks].join(', ')}; each is compared within its own section.`);
  for (const p of shaping) warnings.push(`Different ${p.tool}${p.key}: ${valuesAndRuns(p.values, p.numbers)}.`);
  for (const p of workloads)
    warnings.push(
      `Possibly different workloads under one test name: ${p.tool}${p.key} ${valuesAndRuns(p.values, p.numbers)} (— : the log does not say; sysbench 0.4's simple or read-only OLTP is not 0.5's oltp.lua).`,
    );
  const percentiles = new Set(runs.map((r) => r.latPct).filter((p) => p !== null));
  if (percentiles.size > 1)
    warnings.push(
      `Latency percentiles differ (${[...percentiles].map((p) => `${p}th`).join(' vs ')}): those latency figures are not comparable.`,
    );
  if (withConfig.length > 0 && withConfig.length < runs.length) {
    // named, as the table numbers them: a reader must know which run to look at
    const without = runs.filter((r) => !withConfig.includes(r)).map((r) => numberOf.get(r) ?? 0);
    warnings.push(
      without.length === 1
        ? `Run ${runNumbers(without)} has no recorded configuration.`
        : `Runs ${runNumbers(without)} (${without.length} of ${runs.length}) have no recorded configuration.`,
    );
  }

  return {
    tags,
    revision,
    build: differing(builds) ? { key: 'server build', values: builds } : null,
    host: differing(hosts) ? { key: 'host', values: hosts } : null,
    config,
    parameters,
    warnings,
  };
}
