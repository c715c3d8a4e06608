import 'server-only';
import { type Access, buildsVisibleTo, configsVisibleTo, hostsVisibleTo, projectsVisibleTo, uploadsVisibleTo } from './access';
import { db } from './client';

/**
 * Small lists for pickers and filters. Hosts and projects are a team's own, so one name may come
 * twice (two teams' "nightly"): each carries its team's name to tell them apart (the runs filter shows it).
 */
export async function listHostChoices(access: Access) {
  return db().host.findMany({
    where: hostsVisibleTo(access),
    select: { id: true, name: true, teamId: true, team: { select: { name: true } } },
    orderBy: { name: 'asc' },
  });
}

export async function listProjectChoices(access: Access) {
  return db().project.findMany({
    where: projectsVisibleTo(access),
    select: { id: true, name: true, teamId: true, team: { select: { name: true } } },
    orderBy: { name: 'asc' },
  });
}

export async function getProjectName(id: number): Promise<string | null> {
  return (await db().project.findUnique({ where: { id }, select: { name: true } }))?.name ?? null;
}

export async function listServerBuildChoices(access: Access) {
  return db().serverBuild.findMany({
    where: buildsVisibleTo(access),
    select: { id: true, description: true },
    orderBy: { description: 'asc' },
  });
}

export async function listConfigChoices(access: Access) {
  return db().config.findMany({
    where: configsVisibleTo(access),
    select: { id: true, name: true, teamId: true },
    orderBy: { id: 'desc' },
    take: 500,
  });
}

/** The hosts, builds and configs an upload's runs were pointed at: only ones `access` may see (no borrowing another team's). */
export async function countVisibleChoices(
  access: Access,
  ids: { hosts: number[]; configs: number[]; builds: number[] },
): Promise<{ hosts: number; configs: number; builds: number }> {
  const [hosts, configs, builds] = await Promise.all([
    ids.hosts.length ? db().host.count({ where: { AND: [{ id: { in: ids.hosts } }, hostsVisibleTo(access)] } }) : 0,
    ids.configs.length ? db().config.count({ where: { AND: [{ id: { in: ids.configs } }, configsVisibleTo(access)] } }) : 0,
    ids.builds.length ? db().serverBuild.count({ where: { AND: [{ id: { in: ids.builds } }, buildsVisibleTo(access)] } }) : 0,
  ]);
  return { hosts, configs, builds };
}

/** The id of the team's project of that name (each team names its own projects). */
export async function findProjectId(name: string, teamId: string): Promise<number | null> {
  return (await db().project.findUnique({ where: { teamId_name: { teamId, name } }, select: { id: true } }))?.id ?? null;
}

/** The names of the upload and configuration a runs list is narrowed to (null: none, or not one `access` may see). */
export async function getRunScopeNames(access: Access, scope: { upload?: number; config?: number }) {
  const [upload, config] = await Promise.all([
    scope.upload
      ? db().upload.findFirst({ where: { AND: [{ id: scope.upload }, uploadsVisibleTo(access)] }, select: { fileName: true } })
      : null,
    scope.config
      ? db().config.findFirst({ where: { AND: [{ id: scope.config }, configsVisibleTo(access)] }, select: { name: true } })
      : null,
  ]);
  return { upload: upload?.fileName ?? null, config: config?.name ?? null };
}
