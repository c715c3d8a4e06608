import 'server-only';
import { db } from './client';
import { LIVE } from './live';

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
} as const;

export async function listProjects() {
  const projects = await db().project.findMany({
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      name: true,
      description: true,
      createdAt: true,
      _count: { select: { runs: { where: LIVE }, uploads: true, matrices: true } },
    },
  });
  const tools = await db().run.groupBy({ by: ['projectId', 'tool'], where: LIVE, _count: { _all: true } });
  return projects.map((p) => ({
    ...p,
    tools: tools.filter((t) => t.projectId === p.id).map((t) => ({ tool: t.tool, runs: t._count._all })),
  }));
}

export async function getProject(id: number) {
  return db().project.findUnique({
    where: { id },
    include: {
      runs: {
        where: LIVE,
        select: { ...RUN_BRIEF, tags: { select: { key: true, value: true } } },
        orderBy: [{ uploadId: 'asc' }, { ordinal: 'asc' }],
      },
      uploads: { select: { id: true, fileName: true, createdAt: true } },
      matrices: { select: { id: true, caption: true, rows: true, columns: true } },
    },
  });
}

export async function listHosts() {
  return db().host.findMany({ orderBy: { name: 'asc' }, include: { _count: { select: { runs: { where: LIVE } } } } });
}

export async function getHost(id: number) {
  return db().host.findUnique({
    where: { id },
    include: {
      runs: { where: LIVE, select: RUN_BRIEF, orderBy: { id: 'asc' }, take: 500 },
      matrices: { select: { id: true, caption: true, rows: true, columns: true }, orderBy: { id: 'asc' } },
    },
  });
}

export async function listConfigs() {
  return db().config.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, name: true, kind: true, createdAt: true, _count: { select: { entries: true, runs: { where: LIVE } } } },
  });
}

export async function getConfig(id: number) {
  return db().config.findUnique({
    where: { id },
    include: {
      entries: { orderBy: { idx: 'asc' } },
      runs: { where: LIVE, select: RUN_BRIEF, orderBy: { id: 'asc' }, take: 500 },
      upload: { select: { id: true, fileName: true } },
    },
  });
}

export async function getRecentRuns(take = 8) {
  return db().run.findMany({
    where: LIVE,
    select: { ...RUN_BRIEF, project: { select: { id: true, name: true } } },
    orderBy: { id: 'desc' },
    take,
  });
}
