// What a run ran on — its host, server build and configuration — read and set after upload, for
// one run (its context page) or for a selection of runs of one team (the selection's). A host and a
// config are the run's team's own; a build must exist (lib/run-changes.ts checks the viewer may see it).
import 'server-only';
import { AppError } from '../errors';
import { type Access, runsVisibleTo } from './access';
import { db } from './client';
import { bumpRunDataVersion } from './facets-cache';
import { LIVE } from './live';
import { inTransaction, type Tx } from './tx';

/** What a context page reads of a run: which it is, its team, and the ids of what it ran on. */
const CONTEXT = { id: true, title: true, teamId: true, hostId: true, serverBuildId: true, configId: true, projectId: true } as const;

/** A run's host, server build and configuration as its context page shows them; null when `access` may not see it. */
export async function getRunContext(access: Access, id: number) {
  return db().run.findFirst({ where: { AND: [{ id }, runsVisibleTo(access)] }, select: CONTEXT });
}

/** projectId left out: the run stays in its project */
export type RunContextChoice = { hostId: number | null; serverBuildId: number | null; configId: number | null; projectId?: number | null };

/** A choice's host, config and project must be the team's own, its build must exist (an AppError naming the one that is not). */
async function checkContextChoice(tx: Tx, teamId: string | null, choice: Partial<RunContextChoice>): Promise<void> {
  const own = async (what: string, count: () => Promise<number>) => {
    if ((await count()) === 0) throw new AppError('invalid', `That ${what} does not exist in the run's team: pick another, or none.`);
  };
  const { hostId, configId, serverBuildId, projectId } = choice;
  if (hostId !== null && hostId !== undefined) await own('host', () => tx.host.count({ where: { id: hostId, teamId } }));
  if (configId !== null && configId !== undefined) await own('configuration', () => tx.config.count({ where: { id: configId, teamId } }));
  if (projectId !== null && projectId !== undefined) await own('project', () => tx.project.count({ where: { id: projectId, teamId } }));
  if (serverBuildId !== null && serverBuildId !== undefined)
    await own('server build', () => tx.serverBuild.count({ where: { id: serverBuildId } }));
}

/**
 * Several runs' host, server build and configuration, as the selection's context page shows them
 * (those `access` may see, in the order asked): what each ran on, by name.
 */
export async function getRunsContext(access: Access, ids: readonly number[]) {
  const rows = await db().run.findMany({
    where: { AND: [{ id: { in: [...ids] } }, runsVisibleTo(access)] },
    select: {
      ...CONTEXT,
      host: { select: { name: true } },
      serverBuild: { select: { description: true } },
      config: { select: { name: true } },
      project: { select: { name: true } },
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Each of these runs' team and whether it is in the trash (a run that does not exist is left out). */
export async function getRunOwners(ids: readonly number[]) {
  return db().run.findMany({ where: { id: { in: [...ids] } }, select: { id: true, teamId: true, deletedAt: true } });
}

/**
 * Points every one of these live runs of one team at the choice's host, build and config (a key
 * left out: each run keeps its own), in one transaction: all of them or none (a run gone to the
 * trash meanwhile refuses the whole change). The runs changed.
 */
export async function updateRunsContext(ids: readonly number[], teamId: string | null, choice: Partial<RunContextChoice>): Promise<number> {
  return inTransaction(async (tx) => {
    await checkContextChoice(tx, teamId, choice);
    const updated = await tx.run.updateMany({ where: { id: { in: [...ids] }, teamId, ...LIVE }, data: choice });
    if (updated.count !== ids.length)
      throw new AppError(
        'conflict',
        `${ids.length - updated.count} of these runs went to the trash or to another team meanwhile: nothing was changed.`,
      );
    await bumpRunDataVersion(tx);
    return updated.count;
  });
}

/**
 * Points a live run at a host, a server build and a config (null: none), each checked in the same
 * transaction: a host and a config must be the run's team's own, a build must exist. False when the
 * run is not live; an AppError naming the choice when one is not allowed.
 */
export async function updateRunContext(id: number, teamId: string | null, choice: RunContextChoice): Promise<boolean> {
  return inTransaction(async (tx) => {
    await checkContextChoice(tx, teamId, choice);
    const updated = await tx.run.updateMany({ where: { id, ...LIVE }, data: choice });
    if (updated.count === 0) return false;
    await bumpRunDataVersion(tx);
    return true;
  });
}
