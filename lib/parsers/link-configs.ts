// Which configs describe which runs. Configs above a run apply to it in order (later ones
// override); configs after every run apply to the runs that have none. The links are made in
// time proportional to their number: comparing every run with every config (and every config
// with every run's links) was quadratic, cubic on a document of runs followed by configs.
// Their number itself is up to runs × configs (a document alternating configs and runs links
// each run to every config above it): linear output would need links that do not repeat them.
import type { ParsedConfig, ParsedRun } from './types';

/** `[0, 1, …, n - 1]` */
const upTo = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** For each run, the indexes (ascending) of the configs that end before it starts. */
function configsAbove(runs: readonly ParsedRun[], configs: readonly ParsedConfig[]): number[][] {
  // configs by where they end: those above a run are a prefix of this order
  const byEnd = upTo(configs.length).sort((a, b) => (configs[a] as ParsedConfig).lines[1] - (configs[b] as ParsedConfig).lines[1] || a - b);
  const inIndexOrder = byEnd.every((k, i) => k === i);
  const endOf = (i: number) => (configs[byEnd[i] as number] as ParsedConfig).lines[1];
  return runs.map((run) => {
    let low = 0;
    let high = byEnd.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (endOf(middle) < run.lines[0]) low = middle + 1;
      else high = middle;
    }
    return inIndexOrder ? upTo(low) : byEnd.slice(0, low).sort((a, b) => a - b);
  });
}

export function linkConfigs(runs: ParsedRun[], configs: ParsedConfig[]): void {
  const above = configsAbove(runs, configs);
  runs.forEach((run, r) => {
    run.configs = above[r] as number[];
  });
  let lastRunEnd = 0;
  for (const run of runs) lastRunEnd = Math.max(lastRunEnd, run.lines[1]);
  const isTrailing = (k: number) => (configs[k]?.lines[0] ?? 0) > lastRunEnd;
  const trailing = upTo(configs.length).filter(isTrailing);
  if (trailing.length > 0) {
    for (const run of runs) if (run.configs.every(isTrailing)) run.configs = run.configs.concat(trailing);
  }
  for (const config of configs) config.runs = [];
  runs.forEach((run, r) => {
    for (const k of run.configs) {
      const linked = (configs[k] as ParsedConfig).runs;
      if (linked.at(-1) !== r) linked.push(r);
    }
  });
}
