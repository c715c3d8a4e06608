// From a parse result to what will be written: the one place that decides what each run gets —
// title, tags, notes, host, server build, config, project, revision — from what the log says, what
// the upload asked and what a person chose. Upload (lib/ingest/ingest.ts), re-parse
// (lib/ingest/reparse.ts) and the upload form's preview all plan with it; lib/db only executes the
// plan. Pure: no database, the same plan for the same input.
//
// Who wins, for each run (first that applies):
//
//   what        | stored (re-parse) | the project token | the person's edit  | the upload          | the log
//   ------------|-------------------|-------------------|--------------------|---------------------|---------------------
//   title       | kept              |                   | edit.title         |                     | run title, fallback
//   notes       | kept              |                   | edit.notes         | notes[ordinal]      | ''
//   tags        | kept              |                   | edit.tags + upload | tags (CLI --tag) on | derived + upload
//               |                   |                   |                    | top of either       |
//   host        | kept              |                   | edit.hostId        | --host (context)    | the document's host
//   build       | kept              |                   | edit.serverBuildId | --build (context)   | detected build
//   config      | kept              |                   | edit.configId      | --config (context)  | the run's configs
//   project     | kept              | its project       | edit.projectName   | the file's project  |
//   commit/branch| kept             |                   |                    | commit, branch      |
//
// "kept": a re-parse keeps what is stored for a run it had (edits are not told apart from what was
// derived, so every stored value is treated as a choice), but for the test and concurrency its log
// prints: those are the log's, tag and column, unless a person set theirs over it (Run.testEdited,
// threadsEdited). A run it finds anew is planned like an upload's, with the upload's project, team
// and revision. A chosen id is `null` for "none".
import { AppError } from '../errors';
import { redactTags, redactTyped } from '../parsers';
import { tagKeyText, tagsAsStored, typedTagsProblem } from '../parsers/formats';
import type { FileResult, ParsedConfig, ParsedHost, ParsedMatrix, ParsedRun } from '../parsers/types';
import type { MatrixContextColumn } from '../schemas/json-columns';
import { type ServerBuildFacts, serverBuildKey } from '../server-build';
import {
  columnsFromTags,
  deriveTags,
  type EditedOverLog,
  editedOverLog,
  queryCacheConflict,
  type RunColumnsFromTags,
  type Tags,
  tagsAfterReparse,
} from '../tags';
import { buildFacts, derivedTitle, effectiveConfig, type PlannedConfig } from './plan-facts';

export type { PlannedConfig, PlannedConfigItem } from './plan-facts';

/** One run's edits (the upload form's, matched to their run first: see run-identity.ts; or the demo loader's). */
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

export type Revision = { commit: string | null; branch: string | null };

/** What a re-parse finds stored for a run (its user-typed text already redacted again). */
export type StoredRun = {
  title: string;
  notes: string;
  tags: Tags;
  hostId: number | null;
  serverBuildId: number | null;
  configId: number | null;
  projectId: number | null;
  commit: string | null;
  branch: string | null;
  testEdited: boolean;
  threadsEdited: boolean;
};

/** A row the plan creates (`planned`: an index into the plan's configs or builds) or one that exists (`id`); null: none. */
export type LinkChoice = { planned: number } | { id: number } | null;
/** The host the document describes, or one that exists; null: none. */
export type HostChoice = 'document' | { id: number } | null;
/** A project by name (created if new) or by id; null: none. */
export type ProjectChoice = { name: string } | { id: number } | null;

export type PlannedBuild = ServerBuildFacts & { key: string };
export type PlannedRun = {
  ordinal: number;
  parsed: ParsedRun;
  title: string;
  tags: Tags;
  notes: string;
  host: HostChoice;
  build: LinkChoice;
  config: LinkChoice;
  project: ProjectChoice;
  revision: Revision;
  /** what the log says, whatever was chosen (the upload form shows it as "auto") */
  detected: { buildIndex: number | null; configIndex: number | null };
  /** the test and concurrency its tags set over the log's (lib/tags.ts columnsFromTags) */
  columns: RunColumnsFromTags;
  /** which of them a person set over what the log printed: a re-parse keeps those */
  edited: EditedOverLog;
};

export type IngestPlan = {
  configs: PlannedConfig[];
  builds: PlannedBuild[];
  /** the host the document describes, when some run (or a document without runs) keeps it */
  host: ParsedHost | null;
  runs: PlannedRun[];
  matrices: ParsedMatrix[];
  /** the upload's project, and its result tables' */
  project: ProjectChoice;
  /** what the document says of its servers, kept with its result tables (they have no runs to carry it) */
  matrixContext: MatrixContextColumn;
};

export type PlanInput = {
  fileName: string;
  /** edits by ordinal */
  overrides?: ReadonlyMap<number, RunOverride>;
  /** per-run notes by ordinal (the demo loader passes each log's variant line) */
  notes?: readonly string[];
  /** the upload's project */
  project?: ProjectChoice;
  /** the upload's project binds every run (a project token's), whatever an edit asks */
  projectLocked?: boolean;
  /** the host, build and config of every run a person's edit does not choose for (the CLI's --host, --build, --config) */
  context?: Pick<RunOverride, 'hostId' | 'serverBuildId' | 'configId'>;
  /** tags on every run, over derived and edited ones (the CLI's --tag) */
  extraTags?: Tags;
  revision?: Revision;
  /** re-parse: what is stored for each ordinal it had */
  stored?: ReadonlyMap<number, StoredRun>;
};

const TITLE_MAX = 300;
const NO_REVISION: Revision = { commit: null, branch: null };
const chosen = (id: number | null | undefined, otherwise: LinkChoice): LinkChoice =>
  id === undefined ? otherwise : id === null ? null : { id };
const kept = (id: number | null): { id: number } | null => (id === null ? null : { id });

/** An edit's keys that choose something (an `undefined` one leaves the upload's choice). */
const withoutUndefined = (o: RunOverride): RunOverride =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as RunOverride;

type Detected = { run: ParsedRun; ordinal: number; note: string; configIndex: number | null; buildIndex: number | null; derived: Tags };

/** One run's decisions, by the table at the top of this file. */
function decide(d: Detected, input: PlanInput, uploadProject: ProjectChoice): PlannedRun {
  const base = { ordinal: d.ordinal, parsed: d.run, detected: { buildIndex: d.buildIndex, configIndex: d.configIndex } };
  // what the log did not print, tags may name (every run's tags, and a re-parse's kept ones: the log
  // is the truth where it speaks); a run's own box names both, as its page does
  const unprinted = { test: d.run.test === null, threads: typeof d.run.parameters.threads !== 'number' };
  const stored = input.stored?.get(d.ordinal);
  if (stored) {
    // a person's test or concurrency stands over the log's; the log's (tag and column) otherwise
    const edited = { test: stored.testEdited, threads: stored.threadsEdited };
    return {
      ...base,
      columns: columnsFromTags(stored.tags, { test: unprinted.test || edited.test, threads: unprinted.threads || edited.threads }),
      edited,
      title: stored.title.slice(0, TITLE_MAX),
      tags: tagsAfterReparse(stored.tags, d.derived, edited),
      notes: stored.notes,
      host: kept(stored.hostId),
      build: kept(stored.serverBuildId),
      config: kept(stored.configId),
      project: kept(stored.projectId),
      revision: { commit: stored.commit, branch: stored.branch },
    };
  }
  const own = input.overrides?.get(d.ordinal) ?? {};
  // the upload's host, build and config stand where the run's edit chose none
  const edit: RunOverride = { ...input.context, ...withoutUndefined(own) };
  // what the sender typed (the upload form, CI's manifest) is redacted like the log: a password in
  // an edited title or a tag is never stored either (editing a stored run does the same)
  const ownProject = edit.projectName?.trim();
  // tags typed by a person (the form's box, the CLI's --tag) in the run's own words, as its page
  // takes them: pgbench's clients=7 is its concurrency (it was kept beside the log's threads=4). A
  // run's own box is held to its page's rules; tags for every run are not (threads= is every tool's
  // concurrency there: a CI job tags all its tools' runs alike)
  const typed = (tags: Tags | undefined, own: boolean) => {
    if (!tags) return undefined;
    const printed = typeof d.run.parameters.threads === 'number' ? String(d.run.parameters.threads) : undefined;
    const problem = own ? typedTagsProblem(d.run.tool, tags, {}, printed) : null;
    if (problem) throw new AppError('invalid', `${input.fileName}, run ${d.ordinal + 1}: ${problem} Nothing of this file was stored.`);
    return redactTags(tagsAsStored(d.run.tool, tags));
  };
  const ownTags = typed(edit.tags, true);
  const { everyRun, parsed } = keepPrintedConcurrency(d.run, typed(input.extraTags, false));
  const columns = { ...columnsFromTags(everyRun ?? {}, unprinted), ...columnsFromTags(ownTags ?? {}) };
  // a title made of the test and concurrency names those the run is stored with (`threads=8` typed
  // over a log's 16 made a run of 8 threads titled "16 threads")
  const title =
    (edit.title?.trim() ? redactTyped(edit.title.trim()) : '') ||
    d.run.title ||
    derivedTitle(d.run.tool, columns.test ?? d.run.test, columns.threads ?? parsed.parameters.threads, input.fileName);
  return {
    ...base,
    parsed,
    columns,
    edited: editedOverLog(ownTags, d.derived),
    title: title.slice(0, TITLE_MAX),
    tags: { ...(ownTags ?? d.derived), ...everyRun },
    notes: edit.notes === undefined ? d.note : redactTyped(edit.notes),
    host: edit.hostId === undefined ? 'document' : edit.hostId === null ? null : { id: edit.hostId },
    build: chosen(edit.serverBuildId, d.buildIndex === null ? null : { planned: d.buildIndex }),
    config: chosen(edit.configId, d.configIndex === null ? null : { planned: d.configIndex }),
    project: ownProject && !input.projectLocked ? { name: redactTyped(ownProject) } : uploadProject,
    revision: input.revision ?? NO_REVISION,
  };
}

/**
 * Tags for every run of an upload name a concurrency its log printed otherwise (a CI job's `--tag
 * threads=16` over a sweep of 4 and 8, a pgbench log of 4 clients sent with `clients=7`): the run
 * keeps the log's, in its tag too, and is told (its heading read 4 clients beside a clients=7 chip).
 */
function keepPrintedConcurrency(run: ParsedRun, everyRun: Tags | undefined): { everyRun: Tags | undefined; parsed: ParsedRun } {
  const printed = run.parameters.threads;
  const asked = everyRun?.threads;
  if (!everyRun || asked === undefined || typeof printed !== 'number' || asked.trim() === String(printed)) return { everyRun, parsed: run };
  const { threads: _asked, ...rest } = everyRun;
  const word = tagKeyText(run.tool, 'threads');
  const warning = {
    line: run.sources['parameters.threads']?.[0] ?? run.lines[0],
    message: `the upload's ${word}=${asked} (a tag for every run) is not this run's: its log printed ${printed} ${word}, which it keeps`,
  };
  return { everyRun: rest, parsed: { ...run, warnings: [...run.warnings, warning] } };
}

/** What a run is told when its title and its configuration disagree on the query cache. */
function queryCacheWarning(
  run: ParsedRun,
  conflict: { config: string; title: string },
  shared: boolean,
): { line: number; message: string } {
  const chosen = shared ? conflict.title : conflict.config;
  const why = shared ? 'the configuration is written after every run, for all of them' : 'the configuration is the run’s own';
  return {
    line: run.sources.title?.[0] ?? run.lines[0],
    message: `the title says the query cache is ${conflict.title}, the configuration says ${conflict.config} (query_cache_type, query_cache_size): tagged query_cache=${chosen}, as ${why}; edit the tag if that is wrong`,
  };
}

export function planIngest(result: FileResult, input: PlanInput): IngestPlan {
  const { fileName } = input;
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
  const buildIndexOf = new Map<string, number>();
  // runs under one list of configs share its merge (200 runs below one SHOW VARIABLES dump: one)
  const merged = new Map<string, PlannedConfig>();
  const detected: Detected[] = result.runs.map((run, ordinal) => {
    const layers = run.configs.map((i) => result.configs[i]).filter((c): c is ParsedConfig => c !== undefined);
    const layersKey = run.configs.join(',');
    let config = merged.get(layersKey) ?? null;
    if (!config && layers.length > 0) {
      config = effectiveConfig(layers, fileName);
      merged.set(layersKey, config);
    }
    const note = input.notes?.[ordinal] ?? '';
    const facts = buildFacts(run, config?.entries ?? {}, result, note);
    const key = serverBuildKey(facts);
    let buildIndex: number | null = null;
    if (facts.product || facts.version || facts.engine || facts.allocator) {
      buildIndex = buildIndexOf.get(key) ?? builds.push({ ...facts, key }) - 1;
      buildIndexOf.set(key, buildIndex);
    }
    // a title that says the query cache is on over a run whose only configuration (written after
    // every run, for all of them) says off: the title names the run's variant; either way, said
    const conflict = queryCacheConflict(run, config?.entries ?? {});
    const shared = layers.every((c) => c.lines[0] > run.lines[1]);
    const derived = deriveTags(run, config?.entries ?? {}, facts, note, conflict !== null && shared);
    const warned = conflict ? { ...run, warnings: [...run.warnings, queryCacheWarning(run, conflict, shared)] } : run;
    return { run: warned, ordinal, note, configIndex: config ? addConfig(config) : null, buildIndex, derived };
  });
  // a project a token is locked to is named by the database, not by the sender: kept as stored, so
  // that the upload cannot land anywhere else
  const uploadProject =
    input.project && 'name' in input.project && !input.projectLocked ? { name: redactTyped(input.project.name) } : (input.project ?? null);
  const runs = detected.map((d) => decide(d, input, uploadProject));
  // configs that describe no run are kept too: a document of configs only (my.cnf + SHOW
  // VARIABLES + the start command) is one configuration; otherwise each block stands alone
  const unlinked = result.configs.filter((c) => c.runs.length === 0);
  if (result.runs.length === 0 && unlinked.length > 1) addConfig({ ...effectiveConfig(unlinked, fileName), name: fileName });
  else for (const c of unlinked) addConfig(effectiveConfig([c], fileName));
  // a host the document describes is kept unless every run was given another one
  const hostKept = runs.length === 0 || runs.some((r) => r.host === 'document');
  const host = hostKept ? (result.hosts[0] ?? null) : null;
  // a run that keeps the document's host when the document describes none has none
  const planned = host ? runs : runs.map((r) => (r.host === 'document' ? { ...r, host: null } : r));
  const matrixContext = { revisions: result.revisions, buildCommands: result.buildCommands };
  return { configs, builds, host, runs: planned, matrices: result.matrices, project: uploadProject, matrixContext };
}
