// The benchmark formats benchboard reads, in the order their output is tried. Adding one is a file
// in this folder and a line here (README.md in this folder says how); nothing else names a tool.

import type { BenchmarkFormat, OutputReader, RunPath } from './format';
import { mysqlbench } from './mysqlbench';
import { pgbench } from './pgbench';
import { sqlBench } from './sql-bench';
import { sysbench } from './sysbench';
import { tpccMysql } from './tpcc-mysql';

export const FORMATS = [sysbench, sqlBench, pgbench, mysqlbench, tpccMysql] as const;

/** A run's tool: the name of one of FORMATS. */
export type Tool = (typeof FORMATS)[number]['tool'];

export const TOOLS: readonly Tool[] = FORMATS.map((f) => f.tool);

/** The readers of output, each once (mysqlbench has none of its own: pgbench's reads it). */
export const OUTPUT_READERS: readonly OutputReader[] = FORMATS.flatMap((f) => (f.output ? [f.output] : []));

export function isTool(name: string): name is Tool {
  return (TOOLS as readonly string[]).includes(name);
}

const BY_TOOL = new Map<string, BenchmarkFormat<Tool>>(FORMATS.map((f) => [f.tool, f]));

/** The format of a run's tool (a stored run's tool is a string: unknown ones give undefined). */
export function formatOf(tool: string): BenchmarkFormat<Tool> | undefined {
  return BY_TOOL.get(tool);
}

/** A run's concurrency in its tool's own word: `16 threads`, `1 client` (pgbench). */
export function concurrencyText(tool: string, value: string | number): string {
  const word = formatOf(tool)?.capabilities.concurrency ?? 'threads';
  return `${value} ${String(value) === '1' ? word.replace(/s$/, '') : word}`;
}

/**
 * A tag's key as a run of this tool names it: the `threads` tag is a run's concurrency, which pgbench
 * and mysqlbench call clients (-c) and tpcc-mysql connections; their own threads are -j jobs.
 */
export function tagKeyText(tool: string, key: string): string {
  return key === 'threads' ? (formatOf(tool)?.capabilities.concurrency ?? 'threads') : key;
}

/**
 * A run's tags as its edit box shows them: `threads` under the tool's own word for it (a pgbench
 * run's `clients=8`, as its chip reads; its box read `threads=8`, pgbench's -j: a DBA's pass),
 * unless the run has a tag of that name too.
 */
export function tagsAsTyped(tool: string, tags: Readonly<Record<string, string>>): Record<string, string> {
  const word = tagKeyText(tool, 'threads');
  if (word === 'threads' || tags[word] !== undefined) return { ...tags };
  return Object.fromEntries(Object.entries(tags).map(([key, value]) => [key === 'threads' ? word : key, value]));
}

/** The tools whose runs call their concurrency `word` (`clients`: pgbench, mysqlbench); none for `threads`, every tool's key. */
export function toolsNamingConcurrency(word: string): Tool[] {
  return word === 'threads' ? [] : FORMATS.filter((f) => f.capabilities.concurrency === word).map((f) => f.tool);
}

/**
 * What is wrong with tags a person typed for one run of this tool, or null: pgbench's `threads=` alone
 * (its -j jobs, read from its log; its concurrency is `clients=`; beside a `clients=` it is the
 * concurrency tag the run already had, and clients= wins: tagsAsStored). A run's edit box and the
 * upload form's box of a run are held to it; an upload's tags for every run (the CLI's --tag) are
 * not: there `threads=` is every tool's concurrency. Whole numbers: tagsTextSchema.
 */
export function typedTagsProblem(
  tool: string,
  typed: Readonly<Record<string, string>>,
  stored: Readonly<Record<string, string>> = {},
  printed?: string,
): string | null {
  const word = tagKeyText(tool, 'threads');
  if (word === 'threads' || typed.threads === undefined) return null;
  if (typed[word] === undefined)
    return `On a ${tool} run, write its concurrency as ${word}=: threads= is no tag it takes (its own threads, pgbench's -j jobs, are read from its log).`;
  // beside its `clients=` line, a `threads=` is the concurrency tag the run has or its log printed (a
  // run stored with both, whose box holds both; stored tags sent back with a new clients=); one of another value
  // added to a box that held `clients=` alone was dropped, the page saying "Saved." (a DBA's pass, 2026-12-07)
  if (stored[word] === undefined && typed.threads !== typed[word] && typed.threads !== stored.threads && typed.threads !== printed)
    return `On a ${tool} run, threads= is no tag it takes: its concurrency is ${word}= (${typed[word]}), its own threads (pgbench's -j jobs) are read from its log. Remove the threads= line.`;
  return null;
}

/**
 * The tags typed in a run's edit box as stored: tagsAsTyped's word back to `threads` (over a `threads`
 * typed too: a run stored with both before 2026-12-07, `clients=16` beside the log's `threads=4`,
 * could not be saved at all, its box holding both).
 */
export function tagsAsStored(tool: string, typed: Readonly<Record<string, string>>): Record<string, string> {
  const word = tagKeyText(tool, 'threads');
  const value = typed[word];
  if (word === 'threads' || value === undefined) return { ...typed };
  const { [word]: _word, threads: _threads, ...rest } = typed;
  return { ...rest, threads: value };
}

/** A parameter's value as a reader should read it: sysbench's `events 0` is no limit, not none. */
export function parameterText(tool: string, key: string, value: string | number | boolean): string {
  // a switch reads as one (`per statement latencies: yes`), not as a program's `true`
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value === 0 && formatOf(tool)?.capabilities.zeroMeansNoLimit?.includes(key) ? '0 (no limit)' : String(value);
}

/**
 * The word for the concurrency axis of runs of these tools: `threads` (sysbench), `clients`
 * (pgbench), `connections` (tpcc-mysql); runs of tools with different words get them joined
 * (`threads or clients`), never one tool's word for another's.
 */
export function concurrencyWord(tools: Iterable<string>): { one: string; many: string } {
  const words = [...new Set([...tools].map((t) => formatOf(t)?.capabilities.concurrency ?? 'threads'))].sort();
  if (words.length === 0) words.push('threads');
  const join = (ws: string[]) => (ws.length === 1 ? (ws[0] as string) : `${ws.slice(0, -1).join(', ')} or ${ws.at(-1)}`);
  return { one: join(words.map((w) => w.replace(/s$/, ''))), many: join(words) };
}

/** The decimals a tool's summary prints rates and latencies with, when its format says (Capabilities.printedDecimals). */
export function printedDecimalsOf(tool: string): { rate: number; latency: number } | undefined {
  return formatOf(tool)?.capabilities.printedDecimals;
}

/** What the upload form says it reads: each format's `accepts`, joined. */
export function listAccepted(): string {
  return FORMATS.map((f) => f.accepts).join(', ');
}

/** "sysbench, sql-bench, pgbench or mysqlbench" */
export function listFormats(conjunction: 'and' | 'or'): string {
  const labels = FORMATS.map((f) => f.label);
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} ${conjunction} ${labels.at(-1)}`;
}

type PathRun = {
  metrics: { [key: string]: unknown; latencyMs: { [key: string]: number | null } };
  figures: Readonly<Record<string, number>>;
};

/** The value at a run-level path (`metrics.tps`, `metrics.latencyMs.avg`, `figures.tpmC`); null when absent. */
export function valueAt(run: PathRun, path: RunPath): number | null {
  const [root, key = '', sub] = path.split('.');
  const value = root === 'figures' ? run.figures[key] : root === 'metrics' ? (sub ? run.metrics.latencyMs[sub] : run.metrics[key]) : null;
  return typeof value === 'number' ? value : null;
}

/** The path of the figure that sums this run up: the first of its format's headline that has a value. */
export function headlinePathOf(run: PathRun & { tool: string }): RunPath | null {
  const headline = formatOf(run.tool)?.capabilities.headline ?? [];
  return headline.find((path) => valueAt(run, path) !== null) ?? headline[0] ?? null;
}

export type { BenchmarkFormat, Capabilities, Direction, FormatMetric, RunPath } from './format';
