import 'server-only';
import { readHostDisks } from '../schemas/json-columns';
import {
  type Access,
  configsVisibleTo,
  hostsVisibleTo,
  matricesVisibleTo,
  projectsVisibleTo,
  runsVisibleTo,
  uploadsVisibleTo,
} from './access';
import { db } from './client';

const RUN_BRIEF = {
  id: true,
  title: true,
  tool: true,
  test: true,
  threads: true,
  tps: true,
  eventsPerSec: true,
  durationS: true,
  createdAt: true,
  // a format's own headline (tpcc-mysql's tpmC) is one of its figures
  extraMetrics: true,
} as const;

export async function listProjects(access: Access) {
  const runs = runsVisibleTo(access);
  const projects = await db().project.findMany({
    where: projectsVisibleTo(access),
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      name: true,
      description: true,
      isPublic: true,
      createdAt: true,
      team: { select: { id: true, name: true, slug: true } },
      _count: { select: { runs: { where: runs }, uploads: true, matrices: true } },
    },
  });
  const tools = await db().run.groupBy({ by: ['projectId', 'tool'], where: runs, _count: { _all: true } });
  return projects.map((p) => ({
    ...p,
    tools: tools.filter((t) => t.projectId === p.id).map((t) => ({ tool: t.tool, runs: t._count._all })),
  }));
}

export async function getProject(access: Access, id: number) {
  return db().project.findFirst({
    where: { id, ...projectsVisibleTo(access) },
    include: {
      team: { select: { id: true, name: true, slug: true } },
      runs: {
        where: runsVisibleTo(access),
        select: { ...RUN_BRIEF, tags: { select: { key: true, value: true } } },
        orderBy: [{ uploadId: 'asc' }, { ordinal: 'asc' }],
      },
      uploads: { where: uploadsVisibleTo(access), select: { id: true, fileName: true, createdAt: true } },
      matrices: { where: matricesVisibleTo(access), select: { id: true, caption: true, rows: true, columns: true } },
    },
  });
}

export async function listHosts(access: Access) {
  const hosts = await db().host.findMany({
    where: hostsVisibleTo(access),
    orderBy: { name: 'asc' },
    include: { _count: { select: { runs: { where: runsVisibleTo(access) } } } },
  });
  return hosts.map((h) => ({ ...h, disks: readHostDisks(h) }));
}

export async function getHost(access: Access, id: number) {
  const host = await db().host.findFirst({
    where: { id, ...hostsVisibleTo(access) },
    include: {
      runs: { where: runsVisibleTo(access), select: RUN_BRIEF, orderBy: { id: 'asc' }, take: 500 },
      matrices: {
        where: matricesVisibleTo(access),
        select: { id: true, caption: true, rows: true, columns: true },
        orderBy: { id: 'asc' },
      },
    },
  });
  return host && { ...host, disks: readHostDisks(host) };
}

export async function listConfigs(access: Access) {
  return db().config.findMany({
    where: configsVisibleTo(access),
    orderBy: { id: 'asc' },
    select: {
      id: true,
      name: true,
      kind: true,
      createdAt: true,
      _count: { select: { entries: true, runs: { where: runsVisibleTo(access) } } },
    },
  });
}

export async function getConfig(access: Access, id: number) {
  return db().config.findFirst({
    where: { id, ...configsVisibleTo(access) },
    include: {
      entries: { orderBy: { idx: 'asc' } },
      runs: { where: runsVisibleTo(access), select: RUN_BRIEF, orderBy: { id: 'asc' }, take: 500 },
      upload: { select: { id: true, fileName: true } },
    },
  });
}

export async function getRecentRuns(access: Access, take = 8) {
  return db().run.findMany({
    where: runsVisibleTo(access),
    select: { ...RUN_BRIEF, project: { select: { id: true, name: true } } },
    orderBy: { id: 'desc' },
    take,
  });
}
