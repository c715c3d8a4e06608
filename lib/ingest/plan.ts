// From a parse result to what will be written: effective configs per run, the server build of
// each run, derived tags, titles. Pure: the same plan for the same document, no database.
import type { FileResult, ParsedConfig, ParsedHost, ParsedMatrix, ParsedRun } from '../parsers/types';
import type { MatrixContext } from '../schemas/matrix';
import { allocatorFromConfig, allocatorIn, parseEngine, parseServerVersion, type ServerBuildFacts, serverBuildKey } from '../server-build';
import { deriveTags, type Tags } from '../tags';

export type RunOverride = {
  title?: string;
  tags?: Tags;
  notes?: string;
  hostId?: number | null;
  serverBuildId?: number | null;
  configId?: number | null;
  /** a project for this run only (the upload's project otherwise) */
  projectName?: string;
};

export type PlannedConfigItem = { section: string; key: string; value: string; bytes: number | null; line: number };
/** `identity` is a canonical text of the config; the database stores its SHA-256 (pure here, so the browser can plan too). */
export type PlannedConfig = {
  identity: string;
  name: string;
  kind: string;
  text: string;
  items: PlannedConfigItem[];
  entries: Record<string, string>;
};
export type PlannedBuild = ServerBuildFacts & { key: string };
export type PlannedRun = {
  ordinal: number;
  parsed: ParsedRun;
  title: string;
  tags: Tags;
  notes: string;
  configIndex: number | null;
  buildIndex: number | null;
  override: RunOverride;
};

export type IngestPlan = {
  configs: PlannedConfig[];
  builds: PlannedBuild[];
  host: ParsedHost | null;
  runs: PlannedRun[];
  matrices: ParsedMatrix[];
  /** what the document says of its servers, kept with its result tables (they have no runs to carry it) */
  matrixContext: MatrixContext;
};

/** The configs a run lists, applied in order: a later layer's key overrides an earlier one. */
function effectiveConfig(layers: ParsedConfig[], fileName: string): PlannedConfig {
  const byKey = new Map<string, PlannedConfigItem>();
  for (const layer of layers) for (const item of layer.items) byKey.set(item.section ? `${item.section}\u0000${item.key}` : item.key, item);
  const items = [...byKey.values()];
  const entries: Record<string, string> = {};
  for (const layer of layers) Object.assign(entries, layer.entries);
  const kind = layers.some((l) => l.kind === 'my.cnf') ? 'my.cnf' : (layers[0]?.kind ?? 'my.cnf');
  const titles = layers.map((l) => l.title).filter((t): t is string => Boolean(t));
  const name = titles.length > 0 ? titles.join(' + ') : `${fileName}: lines ${layers.map((l) => `${l.lines[0]}–${l.lines[1]}`).join(', ')}`;
  const text = layers.map((l) => l.text).join('\n\n');
  const identity = JSON.stringify([kind, Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)), text]);
  return { identity, name, kind, text, items, entries };
}

function buildFacts(run: ParsedRun, config: Record<string, string>, result: FileResult, note: string): ServerBuildFacts {
  let { product, version } = parseServerVersion(run.serverVersion);
  if (!version && config.version) ({ product, version } = parseServerVersion(`${config.version} ${product ?? ''}`));
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

function fallbackTitle(run: ParsedRun, fileName: string): string {
  const threads = typeof run.parameters.threads === 'number' ? ` · ${run.parameters.threads} threads` : '';
  return `${run.test ?? run.tool}${threads} (${fileName})`;
}

export function planIngest(result: FileResult, fileName: string, overrides: RunOverride[] = [], notes: string[] = []): IngestPlan {
  const configs: PlannedConfig[] = [];
  const configIndex = new Map<string, number>();
  const addConfig = (config: PlannedConfig) => {
    const existing = configIndex.get(config.identity);
    if (existing !== undefined) return existing;
    configs.push(config);
    configIndex.set(config.identity, configs.length - 1);
    return configs.length - 1;
  };
  const builds: PlannedBuild[] = [];
  const runs: PlannedRun[] = result.runs.map((run, ordinal) => {
    const layers = run.configs.map((i) => result.configs[i]).filter((c): c is ParsedConfig => c !== undefined);
    const config = layers.length > 0 ? effectiveConfig(layers, fileName) : null;
    const note = notes[ordinal] ?? '';
    const facts = buildFacts(run, config?.entries ?? {}, result, note);
    const key = serverBuildKey(facts);
    let buildIndex: number | null = null;
    if (facts.product || facts.version || facts.engine || facts.allocator) {
      buildIndex = builds.findIndex((b) => b.key === key);
      if (buildIndex < 0) buildIndex = builds.push({ ...facts, key }) - 1;
    }
    const override = overrides[ordinal] ?? {};
    const derived = deriveTags(run, config?.entries ?? {}, facts, note);
    return {
      ordinal,
      parsed: run,
      title: override.title?.trim() || run.title || fallbackTitle(run, fileName),
      tags: override.tags ?? derived,
      notes: override.notes ?? note,
      configIndex: config ? addConfig(config) : null,
      buildIndex,
      override,
    };
  });
  // configs that describe no run are kept too: a document of configs only (my.cnf + SHOW
  // VARIABLES + the start command) is one configuration; otherwise each block stands alone
  const unlinked = result.configs.filter((c) => c.runs.length === 0);
  if (result.runs.length === 0 && unlinked.length > 1) addConfig({ ...effectiveConfig(unlinked, fileName), name: fileName });
  else for (const c of unlinked) addConfig(effectiveConfig([c], fileName));
  const matrixContext = { revisions: result.revisions, buildCommands: result.buildCommands };
  return { configs, builds, host: result.hosts[0] ?? null, runs, matrices: result.matrices, matrixContext };
}
