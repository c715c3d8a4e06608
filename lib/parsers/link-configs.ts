// Which configs describe which runs. Configs above a run apply to it in order (later ones
// override); configs after every run apply to the runs that have none. The links are made in
// time proportional to their number: comparing every run with every config (and every config
// with every run's links) was quadratic, cubic on a document of runs followed by configs.
// Their number itself is up to runs × configs (a document alternating configs and runs links
// each run to every config above it): linear output would need links that do not repeat them.
import type { ParsedConfig, ParsedRun } from './types';

/** How many of the ascending `values` are below `limit` (binary search). */
function countBelow(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? limit) < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The configs that end before each run starts, by count: `byEnd` orders the configs by where they
 * end, so the ones above a run are the first `counts[r]` of it (counted by binary search, not listed:
 * listing them all is what can be quadratic).
 */
function configsAbove(runs: readonly ParsedRun[], configs: readonly ParsedConfig[]): { byEnd: number[]; counts: number[] } {
  const sorted = configs.map((config, k) => ({ k, end: config.lines[1] })).sort((a, b) => a.end - b.end || a.k - b.k);
  const ends = sorted.map((c) => c.end);
  return { byEnd: sorted.map((c) => c.k), counts: runs.map((run) => countBelow(ends, run.lines[0])) };
}

/** The first `count` configs of `byEnd`, in index order. */
function listAbove(byEnd: number[], count: number): number[] {
  return byEnd.slice(0, count).sort((a, b) => a - b);
}

/**
 * Most links a document gets before each run is linked only to the configs since the run before
 * it. Real documents have a few configs for a few runs; a hostile one alternating 10,000 configs
 * and 10,000 runs would ask for 50 million links (gigabytes, minutes of parsing).
 */
export const MAX_CONFIG_LINKS = 100_000;

/**
 * Most lines of configuration the runs' distinct lists of configs may hold between them (a list
 * shared by many runs counts once: that is what an upload stores, each list merged into one
 * configuration). 440 my.cnf blocks of 100 lines alternating with runs made 440 configurations of
 * up to 44,000 lines each: 390 MB planned from a 1 MB upload (a probe, 2026-12-06).
 */
export const MAX_LINKED_CONFIG_LINES = 200_000;

const linesOf = (config: ParsedConfig) => config.lines[1] - config.lines[0] + 1;

/** Configs between the previous run and this one: what a run gets when the links are over budget. */
function ownConfigs(runs: readonly ParsedRun[], configs: readonly ParsedConfig[]): number[][] {
  const order = runs.map((run, r) => ({ r, run })).sort((a, b) => a.run.lines[0] - b.run.lines[0]);
  const byStart = configs.map((config, k) => ({ k, config })).sort((a, b) => a.config.lines[0] - b.config.lines[0] || a.k - b.k);
  const own: number[][] = runs.map(() => []);
  let previousEnd = 0;
  let next = 0; // configs are visited once, in the order they start
  for (const { r, run } of order) {
    const mine: number[] = [];
    for (let entry = byStart[next]; entry && entry.config.lines[0] < run.lines[0]; entry = byStart[++next]) {
      if (entry.config.lines[0] > previousEnd && entry.config.lines[1] < run.lines[0]) mine.push(entry.k);
    }
    own[r] = mine.sort((a, b) => a - b);
    previousEnd = Math.max(previousEnd, run.lines[1]);
  }
  return own;
}

/**
 * The database a run measured and a config is of (config-database.ts), and the server version each
 * names, for `fits`; null: it does not say.
 */
export type ConfigDatabases = {
  run: (run: ParsedRun) => string | null;
  config: (config: ParsedConfig) => string | null;
  runVersion?: (run: ParsedRun) => string | null;
  configVersion?: (config: ParsedConfig) => string | null;
};

/** A config of a database fits a run of that database, or a run (or config) that names none; `none` (sysbench cpu) fits no database's. */
const fitsDatabase = (run: string | null, config: string | null) => config === null || run === null || run === config;
/**
 * …and a config that names a server version (`mysqld --version`'s line, SHOW VARIABLES' version)
 * fits a run of that version or of none: a post's `mysqld Ver 5.7.44` above its first run was a
 * MariaDB 10.4.32 run's configuration too, and compare found nothing between them (a DBA's pass).
 */
const fits = (run: [string | null, string | null], config: [string | null, string | null]) =>
  fitsDatabase(run[0], config[0]) && (config[1] === null || run[1] === null || sameVersion(run[1], config[1]));
/** `5.7` (a heading's) and `5.7.44` (the server's own) are one version; `5.7.44` and `10.4.32` are not. */
const sameVersion = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * Links runs and configs; false when there were too many and each run got only its own configs.
 * `databases` leaves out a config that cannot be a run's (a my.cnf is no pgbench run's): a run
 * with no fitting config above it takes the fitting ones after every run (a post's my.cnf, then its
 * postgresql.conf, at the end).
 */
export function linkConfigs(runs: ParsedRun[], configs: ParsedConfig[], databases?: ConfigDatabases): boolean {
  const { byEnd, counts } = configsAbove(runs, configs);
  let lastRunEnd = 0;
  for (const run of runs) lastRunEnd = Math.max(lastRunEnd, run.lines[1]);
  const trailing = configs.flatMap((config, k) => (config.lines[0] > lastRunEnd ? [k] : []));
  const configDb = configs.map((c): [string | null, string | null] => [
    databases?.config(c) ?? null,
    databases?.configVersion?.(c) ?? null,
  ]);
  const runDb = runs.map((r): [string | null, string | null] => [databases?.run(r) ?? null, databases?.runVersion?.(r) ?? null]);
  const NONE: [null, null] = [null, null];
  // the trailing configs that fit each database and version, found once for each (not once per run: 10,000 runs × 10,000 configs)
  const trailingFor = new Map<string, number[]>();
  const trailingOf = (db: [string | null, string | null]) => {
    const key = JSON.stringify(db);
    const known = trailingFor.get(key);
    if (known) return known;
    const list = trailing.filter((k) => fits(db, configDb[k] ?? NONE));
    trailingFor.set(key, list);
    return list;
  };
  // configs above a run apply in order; a run that has none that fit takes the trailing ones that do;
  // the links, and the lines of each distinct list, are counted as they are made: past
  // MAX_CONFIG_LINKS or MAX_LINKED_CONFIG_LINES each run gets only its own
  let links = counts.reduce((n, count) => n + count, 0);
  // the lines of the first n configs of byEnd (the configs above a run, before the database filter)
  const linesAbove = [0];
  for (const k of byEnd) linesAbove.push((linesAbove.at(-1) as number) + linesOf(configs[k] as ParsedConfig));
  const counted = new Set<string>();
  let lines = 0;
  let lists: number[][] | null = null;
  if (links <= MAX_CONFIG_LINKS) {
    lists = [];
    for (let r = 0; r < runs.length && lists; r++) {
      const db = runDb[r] ?? NONE;
      const count = counts[r] ?? 0;
      // two runs with as many configs above them and of one database and version have one list: counted once
      // (before listing it: listing 10,000 lists of 10,000 is the cost the count is there to stop)
      const key = `${count}\u0000${JSON.stringify(db)}`;
      if (!counted.has(key)) {
        counted.add(key);
        lines += linesAbove[count] as number;
      }
      if (lines > MAX_LINKED_CONFIG_LINES) {
        lists = null;
        break;
      }
      const above = listAbove(byEnd, count).filter((k) => fits(db, configDb[k] ?? NONE));
      const mine = above.length > 0 ? above : trailingOf(db).slice();
      links += above.length > 0 ? 0 : mine.length;
      if (above.length === 0 && !counted.has(`trailing\u0000${JSON.stringify(db)}`)) {
        counted.add(`trailing\u0000${JSON.stringify(db)}`);
        for (const k of mine) lines += linesOf(configs[k] as ParsedConfig);
      }
      if (links > MAX_CONFIG_LINKS || lines > MAX_LINKED_CONFIG_LINES) lists = null;
      else lists.push(mine);
    }
  }
  const own = lists ? null : ownConfigs(runs, configs);
  runs.forEach((run, r) => {
    run.configs = own ? (own[r] ?? []).filter((k) => fits(runDb[r] ?? NONE, configDb[k] ?? NONE)) : (lists?.[r] ?? []);
  });
  for (const config of configs) config.runs = [];
  runs.forEach((run, r) => {
    for (const k of run.configs) {
      const linked = configs[k]?.runs;
      if (linked && linked.at(-1) !== r) linked.push(r);
    }
  });
  return lists !== null;
}
