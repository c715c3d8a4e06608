// What a request may read, as Prisma filters. Every read of runs, uploads, projects, tables,
// configs and hosts takes an Access, so a page cannot forget to filter: a run is visible when its
// project is public or it belongs to one of the viewer's teams (or sign-in is off).
import 'server-only';
import type { Prisma } from './generated/client';
import { LIVE } from './live';

export type Access =
  /** sign-in off (single-user mode), or a maintenance command */
  | { kind: 'all' }
  /** a person (their teams; none when signed out) or a read token (one team, maybe one project) */
  | { kind: 'teams'; teamIds: string[]; projectId?: number };

export const ALL: Access = { kind: 'all' };
export const ANONYMOUS: Access = { kind: 'teams', teamIds: [] };

export function runsVisibleTo(access: Access): Prisma.RunWhereInput {
  if (access.kind === 'all') return LIVE;
  if (access.projectId !== undefined) return { ...LIVE, teamId: { in: access.teamIds }, projectId: access.projectId };
  return { ...LIVE, OR: [{ project: { isPublic: true } }, ...(access.teamIds.length ? [{ teamId: { in: access.teamIds } }] : [])] };
}

/**
 * Runs visible to `access`, and its own teams' runs in the trash: what a project's alert list
 * reads, so that trashing a run does not erase the record that it regressed (F-DEL-1, a DBA's
 * pass). A run in the trash stays out of sight of anyone outside its team.
 */
export function runsVisibleOrTrashedTo(access: Access): Prisma.RunWhereInput {
  if (access.kind === 'all') return {};
  const project = access.projectId === undefined ? {} : { projectId: access.projectId };
  return { OR: [runsVisibleTo(access), { deletedAt: { not: null }, teamId: { in: access.teamIds }, ...project }] };
}

export function projectsVisibleTo(access: Access): Prisma.ProjectWhereInput {
  if (access.kind === 'all') return {};
  if (access.projectId !== undefined) return { id: access.projectId, teamId: { in: access.teamIds } };
  return { OR: [{ isPublic: true }, ...(access.teamIds.length ? [{ teamId: { in: access.teamIds } }] : [])] };
}

/**
 * Uploads in the trash are out of sight like their runs (the trash page reads them itself). An
 * upload's text holds every run read from it, and a run may be filed in another project than its
 * file (the upload form and manifest choose per run): outside the team, the upload is readable only
 * when every run of it is, in the trash or not (a probe read a private project's run, whole, from
 * the text of a file filed in a public project). A file that held a run deleted for good while not
 * public (textTeamOnly) stays in its team: its text still holds that run's lines.
 */
export function uploadsVisibleTo(access: Access): Prisma.UploadWhereInput {
  const live = { deletedAt: null };
  if (access.kind === 'all') return live;
  // Upload.runsElsewhere (kept by triggers) says which uploads have a run in another project: only
  // those are asked run by run (asking every upload read every run: ~360 ms at 100,000 runs)
  if (access.projectId !== undefined)
    return { ...live, teamId: { in: access.teamIds }, projectId: access.projectId, runsElsewhere: false, textTeamOnly: false };
  const everyRunPublic: Prisma.UploadWhereInput = {
    project: { isPublic: true },
    textTeamOnly: false,
    OR: [{ runsElsewhere: false }, { runs: { every: { project: { is: { isPublic: true } } } } }],
  };
  return { ...live, OR: [everyRunPublic, ...(access.teamIds.length ? [{ teamId: { in: access.teamIds } }] : [])] };
}

/** A result table is read from an upload: shown with it (or, with none, by its project). */
export function matricesVisibleTo(access: Access): Prisma.MatrixWhereInput {
  if (access.kind === 'all') return {};
  return { OR: [{ upload: { is: null }, project: projectsVisibleTo(access) }, { upload: uploadsVisibleTo(access) }] };
}

/** A config is shown to whoever may see a run it belongs to, or the upload it came from. */
export function configsVisibleTo(access: Access): Prisma.ConfigWhereInput {
  if (access.kind === 'all') return {};
  return { OR: [{ runs: { some: runsVisibleTo(access) } }, { upload: uploadsVisibleTo(access) }] };
}

/** A host is shown to whoever may see a run on it or a result table measured on it. */
export function hostsVisibleTo(access: Access): Prisma.HostWhereInput {
  if (access.kind === 'all') return {};
  return { OR: [{ runs: { some: runsVisibleTo(access) } }, { matrices: { some: matricesVisibleTo(access) } }] };
}

/** A server build is shown to whoever may see a run measured on it (its revision may be a private one). */
export function buildsVisibleTo(access: Access): Prisma.ServerBuildWhereInput {
  if (access.kind === 'all') return {};
  return { runs: { some: runsVisibleTo(access) } };
}
