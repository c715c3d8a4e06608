// How a compared run is named in legends, table heads and exports: by what sets it apart from the
// runs it is compared with (the dimensions that vary: version, engine, allocator, threads, query
// cache…), never a title cut at a fixed width. No two runs on a page get the same label: where the
// tags do not tell runs apart, the server build, the parameters, the configuration, the words of
// the title that differ, and at last a repeat count do. Pure.
import { canonicalConfigValue } from '../config-values';
import { shortCommit } from '../format';
import { ownValue } from '../own-value';
import { concurrencyText, formatOf } from '../parsers/formats';
import { groupByKind, kindOf } from './run-kinds';

export type LabelRun = {
  tool: string;
  test: string | null;
  title: string;
  tags: Record<string, string>;
  build: string | null;
  /** the revision CI benchmarked (`--commit`), null: none given */
  commit?: string | null;
  parameters: Record<string, string | number | boolean>;
  /** the server's settings by key, null: none recorded */
  config: Record<string, string> | null;
};

/** A way runs may differ: its text for a run (null: the run says nothing of it). */
type Dimension = { valueOf: (run: LabelRun) => string | null; unknownDiffers: boolean };

/** Tags in the order a label names them; the kind's own (tool, test) are never part of it. */
const TAG_ORDER = ['product', 'version', 'engine', 'allocator', 'query_cache', 'threads'];
const KIND_TAGS = new Set(['tool', 'test']);
/** Parameters that say nothing about what a run measured. */
const QUIET_PARAMETERS = new Set(['mode', 'reportInterval', 'progress', 'histogram', 'perStatementLatencies']);
export const SEPARATOR = ' · ';

function tagText(key: string, value: string, tool: string): string {
  if (key === 'threads') return concurrencyText(tool, value);
  if (key === 'query_cache') return `QC ${value}`;
  if (TAG_ORDER.includes(key)) return value;
  return `${key}=${value}`;
}

function tagDimensions(runs: LabelRun[]): Dimension[] {
  const keys = [...new Set(runs.flatMap((r) => Object.keys(r.tags)))].filter((k) => !KIND_TAGS.has(k));
  const rank = (k: string) => (TAG_ORDER.includes(k) ? TAG_ORDER.indexOf(k) : TAG_ORDER.length);
  keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  // a run without the tag differs from one with it (no allocator named vs tcmalloc)
  return keys.map((key) => ({
    valueOf: (r) => {
      const value = ownValue(r.tags, key);
      return value === undefined ? null : tagText(key, value, r.tool);
    },
    unknownDiffers: true,
  }));
}

/** Dimensions that tell apart runs the tags do not: build, then commit, then parameters, then configuration. */
function tieBreakers(runs: LabelRun[]): Dimension[] {
  const parameterKeys = [...new Set(runs.flatMap((r) => Object.keys(r.parameters)))].filter((k) => !QUIET_PARAMETERS.has(k)).sort();
  const configKeys = [...new Set(runs.flatMap((r) => Object.keys(r.config ?? {})))].sort();
  const parameter = (key: string): Dimension => ({
    valueOf: (r) => {
      const label = formatOf(r.tool)?.capabilities.parameterLabels?.[key];
      const value = r.parameters[key];
      return label === null || value === undefined ? null : `${label ?? key}=${String(value)}`;
    },
    unknownDiffers: false,
  });
  const config = (key: string): Dimension => ({
    valueOf: (r) => {
      const value = ownValue(r.config, key);
      return value === undefined ? null : `${key}=${value}`;
    },
    unknownDiffers: false,
  });
  return [
    { valueOf: (r) => r.build, unknownDiffers: false },
    { valueOf: (r) => (r.commit ? `commit ${shortCommit(r.commit)}` : null), unknownDiffers: false },
    ...parameterKeys.map(parameter),
    ...configKeys.map(config),
  ];
}

/** Does the dimension tell these runs apart? An unknown value is no difference unless the dimension says so. */
function varies(dimension: Dimension, runs: LabelRun[]): boolean {
  const values = runs.map((r) => dimension.valueOf(r));
  const first = values.find((v) => v !== null);
  // the same text everywhere (most of a configuration's keys): no need to read values as sizes or numbers
  if (first === undefined || values.every((v) => v === null || v === first))
    return dimension.unknownDiffers && first !== undefined && values.includes(null);
  const known = new Set(values.filter((v) => v !== null).map((v) => canonicalConfigValue(v)));
  return known.size > 1 || (dimension.unknownDiffers && known.size === 1 && values.includes(null));
}

/** Indices of runs whose labels read the same, in groups of two or more. */
function collisions(labels: string[]): number[][] {
  const byLabel = new Map<string, number[]>();
  labels.forEach((label, i) => {
    byLabel.set(label, [...(byLabel.get(label) ?? []), i]);
  });
  return [...byLabel.values()].filter((group) => group.length > 1);
}

/** The words of each title that differ from the others': common leading and trailing words left out. */
function titleDifferences(titles: string[]): string[] {
  const words = titles.map((t) => t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)));
  const shortest = Math.min(...words.map((w) => w.length));
  let head = 0;
  while (head < shortest && words.every((w) => w[head] === words[0]?.[head])) head += 1;
  let tail = 0;
  while (tail < shortest - head && words.every((w) => w[w.length - 1 - tail] === words[0]?.[words[0].length - 1 - tail])) tail += 1;
  // a lone differing word ("run 5", "run 3") keeps the word before it, for context; not a file named
  // in parentheses (a title made from the file: `sysbench · 8 threads (mutex_t8.log)` read
  // "threads (mutex_t8.log)", like sysbench's threads test: a DBA's pass), which is shown bare
  const lone = words.every((w) => w.length - head - tail < 2);
  const inParentheses = (w: string[]) => {
    const word = w[head] ?? '';
    return w.length - head - tail === 1 && word.startsWith('(') && word.endsWith(')') && word.length > 2;
  };
  if (lone && words.every(inParentheses)) return words.map((w) => (w[head] ?? '').slice(1, -1));
  if (head > 0 && lone) head -= 1;
  const middles = words.map((w) => w.slice(head, w.length - tail));
  // as few words as tell them apart (at least two), with … where words are left out
  for (let n = 2; ; n += 1) {
    const cut = middles.map((m) => m.slice(0, n).join(' ') + (m.length > n ? ' …' : ''));
    if (new Set(cut).size === cut.length || middles.every((m) => m.length <= n)) return cut;
  }
}

/** Labels of runs of one kind: the varying tags, then tie-breakers for runs those leave alike. */
function kindLabels(runs: LabelRun[]): string[] {
  const parts: string[][] = runs.map(() => []);
  /** Adds the dimension's values to the members' labels where it tells them apart; says whether it did. */
  const add = (dimension: Dimension, members: number[]): boolean => {
    if (
      !varies(
        dimension,
        members.map((i) => runs[i] as LabelRun),
      )
    )
      return false;
    for (const i of members) {
      const value = dimension.valueOf(runs[i] as LabelRun);
      if (value !== null) parts[i]?.push(value);
    }
    return true;
  };
  const everyone = runs.map((_, i) => i);
  for (const dimension of tagDimensions(runs)) add(dimension, everyone);
  const labels = () => parts.map((p) => p.join(SEPARATOR));
  // each tie-breaker for the runs still alike; the groups change only when one adds a value, and
  // once no two labels are alike the rest (a configuration's hundreds of keys) cannot change any
  let alike = collisions(labels());
  for (const dimension of tieBreakers(runs)) {
    if (alike.length === 0) break;
    let added = false;
    for (const group of alike) added = add(dimension, group) || added;
    if (added) alike = collisions(labels());
  }
  for (const group of collisions(labels())) {
    const titles = group.map((i) => runs[i]?.title ?? '');
    if (new Set(titles).size < 2) continue;
    titleDifferences(titles).forEach((words, j) => {
      if (words) parts[group[j] as number]?.push(words);
    });
  }
  return labels();
}

/**
 * Each run's label, in the order given: within its kind, what differs from the runs of that kind;
 * the kind's name where the label alone would read like another run's (or is empty); a repeat
 * count for runs nothing tells apart.
 */
export function runLabels(runs: LabelRun[]): string[] {
  const labels: string[] = runs.map(() => '');
  const kinds = groupByKind(runs.map((run, index) => ({ ...run, index })));
  for (const { runs: members } of kinds) {
    const own = members.length > 1 ? kindLabels(members) : members.map(() => '');
    members.forEach((m, j) => {
      labels[m.index] = own[j] ?? '';
    });
  }
  // a tool with one kind on the page is named by the tool alone
  const kindsOfTool = new Map<string, number>();
  for (const { runs: members } of kinds) {
    const tool = members[0]?.tool ?? '';
    kindsOfTool.set(tool, (kindsOfTool.get(tool) ?? 0) + 1);
  }
  const kindName = (run: LabelRun) => ((kindsOfTool.get(run.tool) ?? 0) > 1 ? kindOf(run).name : run.tool);
  const alike = new Set(collisions(labels).flat());
  const named = labels.map((label, i) => {
    const run = runs[i] as LabelRun;
    if (label === '') return kindName(run);
    return kinds.length > 1 && alike.has(i) ? `${kindName(run)}${SEPARATOR}${label}` : label;
  });
  // runs that nothing tells apart (repeats): counted in their order
  for (const group of collisions(named))
    group.forEach((i, j) => {
      named[i] = `${named[i]}${SEPARATOR}repeat ${j + 1}`;
    });
  return named;
}
