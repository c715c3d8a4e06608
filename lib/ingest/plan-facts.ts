// What a document says of its runs, before anyone's choice: the configuration each run ran with
// (its config blocks merged in order), the server build, a title when the log gives none. Pure.
import { tagKeyText } from '../parsers/formats';
import type { FileResult, ParsedConfig, ParsedRun } from '../parsers/types';
import { madeTitle } from '../run-title';
import { allocatorFromConfig, allocatorIn, parseEngine, parseServerVersion, type ServerBuildFacts } from '../server-build';

/**
 * `listed`: the value comes from a listing of variables (SHOW VARIABLES, `mysqld --version`) rather than
 * an option someone set (a my.cnf, a command line): a listing may be partial (`SHOW VARIABLES LIKE
 * 'query_cache%'`), so a key another config lacks is unknown there, not "not set" (compare's "What differs").
 */
export type PlannedConfigItem = { section: string; key: string; value: string; bytes: number | null; line: number; listed: boolean };
/** `identity` is a canonical text of the config; the database stores its SHA-256 (pure here, so the browser can plan too). */
export type PlannedConfig = {
  identity: string;
  name: string;
  kind: string;
  text: string;
  items: PlannedConfigItem[];
  entries: Record<string, string>;
};

/** The configs a run lists, applied in order: a later layer's key overrides an earlier one. */
export function effectiveConfig(layers: ParsedConfig[], fileName: string): PlannedConfig {
  const byKey = new Map<string, PlannedConfigItem>();
  const set = new Set<string>(); // keys an option file or command line sets, whatever a listing says after
  const setter = new Map<string, number>(); // the layer that set each key last (a listing never overrides a setting)
  layers.forEach((layer, index) => {
    for (const item of layer.items) {
      const key = item.section ? `${item.section}\u0000${item.key}` : item.key;
      if (layer.kind !== 'variables' || !set.has(key)) setter.set(key, index);
      if (layer.kind !== 'variables') set.add(key);
      byKey.set(key, { ...item, listed: !set.has(key) });
    }
  });
  // a layer whose every key a later one sets again is not part of what the run ran with (seed 002:
  // the query cache on after the block that turned it off): not in its name. Its text stays, with
  // the config's identity (what earlier uploads stored it as)
  const used = new Set(setter.values());
  const named = layers.filter((layer, index) => layer.items.length === 0 || used.has(index));
  const items = [...byKey.values()];
  const entries: Record<string, string> = {};
  for (const layer of layers) Object.assign(entries, layer.entries);
  // an option file names the config's kind (my.cnf, postgresql.conf), whatever listings it has with it
  const kind = layers.find((l) => l.kind === 'my.cnf' || l.kind === 'postgresql.conf')?.kind ?? layers[0]?.kind ?? 'my.cnf';
  const titles = named.map((l) => l.title).filter((t): t is string => Boolean(t));
  const name = titles.length > 0 ? titles.join(' + ') : `${fileName}: lines ${named.map((l) => `${l.lines[0]}–${l.lines[1]}`).join(', ')}`;
  const text = layers.map((l) => l.text).join('\n\n');
  const identity = JSON.stringify([kind, Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)), text]);
  return { identity, name, kind, text, items, entries };
}

/** The server a run measured, from its version line, its config, its title and the document's revisions and build commands. */
export function buildFacts(run: ParsedRun, config: Record<string, string>, result: FileResult, note: string): ServerBuildFacts {
  let { product, version } = parseServerVersion(run.serverVersion);
  // (`mysqld --version`'s "for Linux on x86_64 (MySQL Community Server (GPL))" names the product: a run
  // under "same server" took the version and not the product, and compare saw two builds)
  if (!version && config.version)
    ({ product, version } = parseServerVersion(
      `${config.version} ${product ?? config.version_comment ?? config.version_compile_os ?? ''}`,
    ));
  const fromTitle = parseEngine(run.title);
  const engineConfig =
    config.default_storage_engine ??
    config.default_table_type ??
    (typeof run.parameters.tableEngine === 'string' ? run.parameters.tableEngine : undefined);
  const engine = fromTitle.engine ?? parseEngine(engineConfig).engine;
  const allocator = allocatorFromConfig(config) ?? allocatorIn(run.title) ?? allocatorIn(note);
  const revisions = result.revisions.filter((r) => r.product && product && r.product.toLowerCase() === product.toLowerCase());
  return {
    product,
    version,
    engine,
    engineVersion: fromTitle.engineVersion,
    allocator,
    revision: revisions.length === 1 ? (revisions[0]?.revno ?? null) : null,
    // one build command in the document describes every server in it (seed 003: both were built so)
    buildFlags: result.buildCommands.length === 1 ? (result.buildCommands[0]?.text ?? null) : null,
  };
}

/** A title for a run whose log names none: its test, threads and file. */
export function fallbackTitle(run: ParsedRun, fileName: string): string {
  return derivedTitle(run.tool, run.test, run.parameters.threads, fileName);
}

/**
 * The title made of a run's test (its tool when none is known), concurrency and file:
 * `oltp_read_write · 16 threads (run.log)`. An edit of the test or concurrency makes it again.
 */
export function derivedTitle(tool: string, test: string | null | undefined, threads: unknown, fileName: string): string {
  return madeTitle(test ?? tool, typeof threads === 'number' ? threads : undefined, tagKeyText(tool, 'threads'), fileName);
}
