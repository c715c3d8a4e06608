import 'server-only';
import { memoByVersion } from '../memo-by-version';
import { readHostDisks } from '../schemas/json-columns';
import { MAX_COMPARE_RUNS } from '../url-state/compare';
import {
  type Access,
  configsVisibleTo,
  hostsVisibleTo,
  matricesVisibleTo,
  projectsVisibleTo,
  runsVisibleTo,
  uploadsVisibleTo,
} from './access';
import { BRIEF_LIMIT } from './brief-limit';
import { db } from './client';
import { accessKey } from './facets-cache';
import type { Prisma } from './generated/client';
import { readPageDataSettled } from './page-version';

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

/**
 * Visible runs counted by project, host or configuration (and tool), kept per reader's access until
 * the data changes (page_data_version): grouping 100,000 runs was 50–80 ms of every projects, hosts,
 * configs and home page, twice on some.
 */
const memoRunCounts = memoByVersion<RunCount[]>({ readVersion: readPageDataSettled, staleAfterMs: 60_000, maxKeys: 300 });

type RunCount = { id: number | null; tool: string; runs: number };

function countRunsBy(access: Access, by: 'projectId' | 'hostId' | 'configId'): Promise<RunCount[]> {
  return memoRunCounts(`${by}|${accessKey(access)}`, async () =>
    (await db().run.groupBy({ by: [by, 'tool'], where: runsVisibleTo(access), _count: { _all: true } })).map((row) => ({
      id: row[by],
      tool: row.tool,
      runs: row._count._all,
    })),
  );
}

/** Sums of counts by id. */
function runsById(counts: RunCount[]): Map<number | null, number> {
  const sums = new Map<number | null, number>();
  for (const c of counts) sums.set(c.id, (sums.get(c.id) ?? 0) + c.runs);
  return sums;
}

export async function listProjects(access: Access) {
  const [projects, counts] = await Promise.all([
    db().project.findMany({
      where: projectsVisibleTo(access),
      orderBy: { createdAt: 'asc' },
      select: {
        id: true,
        name: true,
        description: true,
        isPublic: true,
        createdAt: true,
        team: { select: { id: true, name: true, slug: true } },
        _count: { select: { uploads: true, matrices: true } },
      },
    }),
    countRunsBy(access, 'projectId'),
  ]);
  const runs = runsById(counts);
  return projects.map((p) => ({
    ...p,
    _count: { ...p._count, runs: runs.get(p.id) ?? 0 },
    tools: counts.filter((c) => c.id === p.id).map((c) => ({ tool: c.tool, runs: c.runs })),
  }));
}

/** A kind of run (lib/compare/run-kinds.ts) with few enough runs to compare at once: listed with its runs. */
export type ProjectKind = { tool: string; test: string | null; runs: number; listed: { id: number; title: string }[] | null };

export async function getProject(access: Access, id: number) {
  const project = await db().project.findFirst({
    where: { id, ...projectsVisibleTo(access) },
    include: { team: { select: { id: true, name: true, slug: true } } },
  });
  if (!project) return null;
  const runs = { AND: [{ projectId: id }, runsVisibleTo(access)] };
  const uploads = { AND: [{ projectId: id }, uploadsVisibleTo(access)] };
  const [latestRuns, kinds, latestUploads, uploadCount, matrices] = await Promise.all([
    db().run.findMany({ where: runs, select: RUN_BRIEF, orderBy: [{ uploadId: 'desc' }, { ordinal: 'desc' }], take: BRIEF_LIMIT }),
    db().run.groupBy({ by: ['tool', 'test'], where: runs, _count: { _all: true }, _min: { id: true } }),
    db().upload.findMany({
      where: uploads,
      select: { id: true, fileName: true, createdAt: true },
      orderBy: { id: 'desc' },
      take: BRIEF_LIMIT,
    }),
    db().upload.count({ where: uploads }),
    db().matrix.findMany({
      where: { AND: [{ projectId: id }, matricesVisibleTo(access)] },
      select: { id: true, caption: true, rows: true, columns: true },
      orderBy: { id: 'asc' },
      take: BRIEF_LIMIT,
    }),
  ]);
  // kinds in the order their first run came; the runs of the small ones, to compare or select them at once
  kinds.sort((a, b) => (a._min.id ?? 0) - (b._min.id ?? 0));
  const small = kinds.filter((k) => k._count._all <= MAX_COMPARE_RUNS);
  const smallRuns =
    small.length === 0
      ? []
      : await db().run.findMany({
          where: { AND: [runs, { OR: small.map((k) => ({ tool: k.tool, test: k.test })) }] },
          select: { id: true, title: true, tool: true, test: true },
          orderBy: [{ uploadId: 'asc' }, { ordinal: 'asc' }],
          take: small.length * MAX_COMPARE_RUNS,
        });
  return {
    ...project,
    runCount: kinds.reduce((sum, k) => sum + k._count._all, 0),
    /** the most recent BRIEF_LIMIT, in upload order */
    runs: latestRuns.reverse(),
    kinds: kinds.map(
      (k): ProjectKind => ({
        tool: k.tool,
        test: k.test,
        runs: k._count._all,
        listed:
          k._count._all <= MAX_COMPARE_RUNS
            ? smallRuns.filter((r) => r.tool === k.tool && r.test === k.test).map((r) => ({ id: r.id, title: r.title }))
            : null,
      }),
    ),
    uploadCount,
    uploads: latestUploads,
    matrices,
  };
}

export async function listHosts(access: Access) {
  const [hosts, counts] = await Promise.all([
    db().host.findMany({ where: hostsVisibleTo(access), orderBy: { name: 'asc' } }),
    countRunsBy(access, 'hostId'),
  ]);
  const runs = runsById(counts);
  return hosts.map((h) => ({ ...h, disks: readHostDisks(h), _count: { runs: runs.get(h.id) ?? 0 } }));
}

export async function getHost(access: Access, id: number) {
  const host = await db().host.findFirst({
    where: { id, ...hostsVisibleTo(access) },
    include: {
      matrices: {
        where: matricesVisibleTo(access),
        select: { id: true, caption: true, rows: true, columns: true },
        orderBy: { id: 'asc' },
        take: BRIEF_LIMIT,
      },
    },
  });
  if (!host) return null;
  const { runs, runCount } = await latestRuns({ AND: [{ hostId: id }, runsVisibleTo(access)] });
  return { ...host, disks: readHostDisks(host), runs, runCount };
}

/** The BRIEF_LIMIT most recent runs of a filter, oldest first, and how many it matches. */
async function latestRuns(where: Prisma.RunWhereInput) {
  const [latest, runCount] = await Promise.all([
    db().run.findMany({ where, select: RUN_BRIEF, orderBy: { id: 'desc' }, take: BRIEF_LIMIT }),
    db().run.count({ where }),
  ]);
  return { runs: latest.reverse(), runCount };
}

export async function listConfigs(access: Access) {
  const [configs, counts] = await Promise.all([
    db().config.findMany({
      where: configsVisibleTo(access),
      orderBy: { id: 'asc' },
      select: { id: true, name: true, kind: true, createdAt: true, _count: { select: { entries: true } } },
    }),
    countRunsBy(access, 'configId'),
  ]);
  const runs = runsById(counts);
  return configs.map((c) => ({ ...c, _count: { ...c._count, runs: runs.get(c.id) ?? 0 } }));
}

export async function getConfig(access: Access, id: number) {
  const config = await db().config.findFirst({
    where: { id, ...configsVisibleTo(access) },
    include: {
      entries: { orderBy: { idx: 'asc' } },
      upload: { select: { id: true, fileName: true } },
    },
  });
  if (!config) return null;
  return { ...config, ...(await latestRuns({ AND: [{ configId: id }, runsVisibleTo(access)] })) };
}

export async function getRecentRuns(access: Access, take = 8) {
  return db().run.findMany({
    where: runsVisibleTo(access),
    select: { ...RUN_BRIEF, project: { select: { id: true, name: true } } },
    orderBy: { id: 'desc' },
    take,
  });
}
