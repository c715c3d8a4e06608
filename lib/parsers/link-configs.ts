// Which configs describe which runs. Configs above a run apply to it in order (later ones
// override); configs after every run apply to the runs that have none. The links are made in
// time proportional to their number: comparing every run with every config (and every config
// with every run's links) was quadratic, cubic on a document of runs followed by configs.
// Their number itself is up to runs × configs (a document alternating configs and runs links
// each run to every config above it): linear output would need links that do not repeat them.
import type { ParsedConfig, ParsedRun } from './types';

/** `[0, 1, …, n - 1]` */
const upTo = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/**
 * The configs that end before each run starts, by count: `byEnd` orders the configs by where they
 * end, so the ones above a run are the first `counts[r]` of it (counted by binary search, not listed:
 * listing them all is what can be quadratic).
 */
function configsAbove(runs: readonly ParsedRun[], configs: readonly ParsedConfig[]): { byEnd: number[]; counts: number[] } {
  const byEnd = upTo(configs.length).sort((a, b) => (configs[a] as ParsedConfig).lines[1] - (configs[b] as ParsedConfig).lines[1] || a - b);
  const endOf = (i: number) => (configs[byEnd[i] as number] as ParsedConfig).lines[1];
  const counts = runs.map((run) => {
    let low = 0;
    let high = byEnd.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (endOf(middle) < run.lines[0]) low = middle + 1;
      else high = middle;
    }
    return low;
  });
  return { byEnd, counts };
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

/** Configs between the previous run and this one: what a run gets when the links are over budget. */
function ownConfigs(runs: readonly ParsedRun[], configs: readonly ParsedConfig[]): number[][] {
  const order = upTo(runs.length).sort((a, b) => (runs[a] as ParsedRun).lines[0] - (runs[b] as ParsedRun).lines[0]);
  const byStart = upTo(configs.length).sort(
    (a, b) => (configs[a] as ParsedConfig).lines[0] - (configs[b] as ParsedConfig).lines[0] || a - b,
  );
  const own: number[][] = runs.map(() => []);
  let previousEnd = 0;
  let next = 0; // configs are visited once, in the order they start
  for (const r of order) {
    const run = runs[r] as ParsedRun;
    const mine: number[] = [];
    while (next < byStart.length && (configs[byStart[next] as number] as ParsedConfig).lines[0] < run.lines[0]) {
      const k = byStart[next] as number;
      const config = configs[k] as ParsedConfig;
      if (config.lines[0] > previousEnd && config.lines[1] < run.lines[0]) mine.push(k);
      next++;
    }
    own[r] = mine.sort((a, b) => a - b);
    previousEnd = Math.max(previousEnd, run.lines[1]);
  }
  return own;
}

/** Links runs and configs; false when there were too many and each run got only its own configs. */
export function linkConfigs(runs: ParsedRun[], configs: ParsedConfig[]): boolean {
  const { byEnd, counts } = configsAbove(runs, configs);
  let lastRunEnd = 0;
  for (const run of runs) lastRunEnd = Math.max(lastRunEnd, run.lines[1]);
  const isTrailing = (k: number) => (configs[k]?.lines[0] ?? 0) > lastRunEnd;
  const trailing = upTo(configs.length).filter(isTrailing);
  // configs after every run go to each run that has none above it (a config above a run ends
  // before the run starts, so it is never a trailing one)
  const takesTrailing = (count: number) => trailing.length > 0 && count === 0;
  const links = counts.reduce((n, count) => n + count + (takesTrailing(count) ? trailing.length : 0), 0);
  const complete = links <= MAX_CONFIG_LINKS;
  const own = complete ? null : ownConfigs(runs, configs);
  runs.forEach((run, r) => {
    const count = counts[r] as number;
    if (own) run.configs = own[r] as number[];
    else run.configs = takesTrailing(count) ? trailing.slice() : listAbove(byEnd, count);
  });
  for (const config of configs) config.runs = [];
  runs.forEach((run, r) => {
    for (const k of run.configs) {
      const linked = (configs[k] as ParsedConfig).runs;
      if (linked.at(-1) !== r) linked.push(r);
    }
  });
  return complete;
}
