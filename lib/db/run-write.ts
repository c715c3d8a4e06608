// Executing an ingest plan's choices: a planned config, build, host or project becomes a row (once
// per transaction), a chosen one is checked to exist, and each planned run becomes its columns.
// Nothing here decides who wins: lib/ingest/plan.ts did. Shared by upload and re-parse.
import 'server-only';
import { AppError } from '../errors';
import type { HostChoice, IngestPlan, LinkChoice, PlannedRun, ProjectChoice } from '../ingest/plan';
import { ranAtOf } from './run-placement';
import { parsedRunColumns } from './run-rows';
import type { Tx } from './tx';
import { ensureBuild, ensureConfig, ensureHost, ensureProject } from './upserts';

/** The upload being written: its id, team, file name and the id its own project (plan.project) got. */
export type UploadRef = { id: number; teamId: string | null; fileName: string; projectId: number | null };

/** The id of a project choice, the project created (in `teamId`) when named and new. */
export async function projectIdOf(tx: Tx, choice: ProjectChoice, teamId: string | null): Promise<number | null> {
  if (choice === null) return null;
  return 'id' in choice ? choice.id : ensureProject(tx, choice.name, teamId);
}

function memo<K, V>(make: (key: K) => Promise<V>, known: [K, V][] = []): (key: K) => Promise<V> {
  const made = new Map<K, Promise<V>>(known.map(([k, v]) => [k, Promise.resolve(v)]));
  return (key) => {
    let value = made.get(key);
    if (!value) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/** Turns the plan's choices into ids; each planned row is written the first time a run needs it. */
export function choiceResolver(tx: Tx, plan: IngestPlan, upload: UploadRef) {
  const config = memo(async (index: number) => {
    const planned = plan.configs[index];
    if (!planned) throw new Error(`the plan has no config ${index}`);
    return ensureConfig(tx, planned, upload);
  });
  const build = memo(async (index: number) => {
    const planned = plan.builds[index];
    if (!planned) throw new Error(`the plan has no build ${index}`);
    return ensureBuild(tx, planned);
  });
  const host = memo(async (_: 'document') => (plan.host ? ensureHost(tx, plan.host, upload) : null));
  // the upload's own project was written with the upload
  const own: [string, number][] =
    plan.project && 'name' in plan.project && upload.projectId !== null ? [[plan.project.name, upload.projectId]] : [];
  const project = memo((name: string) => ensureProject(tx, name, upload.teamId), own);
  return {
    config,
    build,
    host,
    async projectId(choice: ProjectChoice): Promise<number | null> {
      if (choice === null) return null;
      return 'id' in choice ? choice.id : project(choice.name);
    },
    async hostId(choice: HostChoice): Promise<number | null> {
      if (choice === null) return null;
      return choice === 'document' ? host('document') : choice.id;
    },
    async linkId(choice: LinkChoice, make: (index: number) => Promise<number>): Promise<number | null> {
      if (choice === null) return null;
      return 'id' in choice ? choice.id : make(choice.planned);
    },
  };
}

export type ChoiceResolver = ReturnType<typeof choiceResolver>;

/**
 * A host, build or config chosen for a run must exist, and a host or config be the upload's team's
 * own (one may see another team's public ones, not hang runs on them): otherwise a 400 that names
 * it, not a 500.
 */
export async function assertChosenRowsExist(tx: Tx, runs: PlannedRun[], teamId: string | null): Promise<void> {
  const ids = (pick: (r: PlannedRun) => HostChoice | LinkChoice) => [
    ...new Set(runs.map(pick).flatMap((c) => (c !== null && typeof c === 'object' && 'id' in c ? [c.id] : []))),
  ];
  const checks = [
    { what: 'host', ids: ids((r) => r.host), count: (ids: number[]) => tx.host.count({ where: { id: { in: ids }, teamId } }) },
    { what: 'server build', ids: ids((r) => r.build), count: (ids: number[]) => tx.serverBuild.count({ where: { id: { in: ids } } }) },
    { what: 'config', ids: ids((r) => r.config), count: (ids: number[]) => tx.config.count({ where: { id: { in: ids }, teamId } }) },
  ];
  for (const check of checks) {
    if (check.ids.length === 0 || (await check.count(check.ids)) === check.ids.length) continue;
    throw new AppError(
      'invalid',
      `The ${check.what} chosen for a run (${check.ids.map((id) => `#${id}`).join(', ')}) does not exist${
        check.what === 'server build' ? '' : ' in the team the runs go to'
      }: pick another, or none.`,
    );
  }
}

/** A planned run's own columns (not its upload, ordinal, team or tags), its choices resolved to ids. */
export async function plannedRunColumns(planned: PlannedRun, resolve: ChoiceResolver) {
  return {
    ...parsedRunColumns(planned.parsed),
    // the test and concurrency its tags name (plan.ts decided which) over the log's
    ...planned.columns,
    testEdited: planned.edited.test,
    threadsEdited: planned.edited.threads,
    // when it ran, from its tags and log; null: placed when it was added (insertRuns, placeUndatedRunsOf)
    placedAt: ranAtOf(planned.tags, planned.parsed.header),
    title: planned.title,
    notes: planned.notes,
    commit: planned.revision.commit,
    branch: planned.revision.branch,
    projectId: await resolve.projectId(planned.project),
    hostId: await resolve.hostId(planned.host),
    serverBuildId: await resolve.linkId(planned.build, resolve.build),
    configId: await resolve.linkId(planned.config, resolve.config),
  };
}

export const tagRows = (planned: PlannedRun) => Object.entries(planned.tags).map(([key, value]) => ({ key, value }));
