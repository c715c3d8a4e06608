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

/** A project's runs by tool and test (its kinds), kept the same way: 90 ms for a project of 47,268 runs. */
const memoKinds = memoByVersion<{ tool: string; test: string | null; runs: number; first: number }[]>({
  readVersion: readPageDataSettled,
  staleAfterMs: 60_000,
  maxKeys: 300,
});

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
        // what the project's page counts: no upload in the trash, no table the reader may not see
        _count: { select: { uploads: { where: uploadsVisibleTo(access) }, matrices: { where: matricesVisibleTo(access) } } },
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
    where: { AND: [{ id }, projectsVisibleTo(access)] },
    include: { team: { select: { id: true, name: true, slug: true } } },
  });
  if (!project) return null;
  const runs = { AND: [{ projectId: id }, runsVisibleTo(access)] };
  const uploads = { AND: [{ projectId: id }, uploadsVisibleTo(access)] };
  const matrixWhere = { AND: [{ projectId: id }, matricesVisibleTo(access)] };
  const [recent, counted, latestUploads, uploadCount, matrices, matrixCount] = await Promise.all([
    db().run.findMany({ where: runs, select: RUN_BRIEF, orderBy: { id: 'desc' }, take: BRIEF_LIMIT }),
    memoKinds(`${id}|${accessKey(access)}`, async () =>
      (await db().run.groupBy({ by: ['tool', 'test'], where: runs, _count: { _all: true }, _min: { id: true } })).map((k) => ({
        tool: k.tool,
        test: k.test,
        runs: k._count._all,
        first: k._min.id ?? 0,
      })),
    ),
    db().upload.findMany({
      where: uploads,
      select: { id: true, fileName: true, createdAt: true },
      orderBy: { id: 'desc' },
      take: BRIEF_LIMIT,
    }),
    db().upload.count({ where: uploads }),
    db().matrix.findMany({
      where: matrixWhere,
      select: { id: true, caption: true, rows: true, columns: true },
      orderBy: { id: 'asc' },
      take: BRIEF_LIMIT,
    }),
    db().matrix.count({ where: matrixWhere }),
  ]);
  // kinds in the order their first run came; the runs of the small ones, to compare or select them at once
  const kinds = [...counted].sort((a, b) => a.first - b.first);
  const small = kinds.filter((k) => k.runs <= MAX_COMPARE_RUNS);
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
    runCount: kinds.reduce((sum, k) => sum + k.runs, 0),
    /** the most recent BRIEF_LIMIT (by id: the order they were stored in), oldest first */
    runs: recent.reverse(),
    kinds: kinds.map(
      (k): ProjectKind => ({
        tool: k.tool,
        test: k.test,
        runs: k.runs,
        listed:
          k.runs <= MAX_COMPARE_RUNS
            ? smallRuns.filter((r) => r.tool === k.tool && r.test === k.test).map((r) => ({ id: r.id, title: r.title }))
            : null,
      }),
    ),
    uploadCount,
    uploads: latestUploads,
    /** the first BRIEF_LIMIT result tables, and how many there are */
    matrices,
    matrixCount,
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
    where: { AND: [{ id }, hostsVisibleTo(access)] },
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
  const [{ runs, runCount }, matrixCount] = await Promise.all([
    latestRuns(access, 'hostId', id),
    host.matrices.length < BRIEF_LIMIT
      ? host.matrices.length
      : db().matrix.count({ where: { AND: [{ hostId: id }, matricesVisibleTo(access)] } }),
  ]);
  return { ...host, disks: readHostDisks(host), runs, runCount, matrixCount };
}

/**
 * The BRIEF_LIMIT most recent runs of a host or configuration, oldest first (Run_hostId_id_idx,
 * Run_configId_id_idx), and how many it has (from the kept counts: counting 47,268 was 75 ms).
 */
async function latestRuns(access: Access, by: 'hostId' | 'configId', id: number) {
  const [latest, counts] = await Promise.all([
    db().run.findMany({
      where: { AND: [{ [by]: id }, runsVisibleTo(access)] },
      select: RUN_BRIEF,
      orderBy: { id: 'desc' },
      take: BRIEF_LIMIT,
    }),
    countRunsBy(access, by),
  ]);
  return { runs: latest.reverse(), runCount: runsById(counts).get(id) ?? 0 };
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
    where: { AND: [{ id }, configsVisibleTo(access)] },
    include: {
      entries: { orderBy: { idx: 'asc' } },
      upload: { select: { id: true, fileName: true } },
    },
  });
  if (!config) return null;
  return { ...config, ...(await latestRuns(access, 'configId', id)) };
}

export async function getRecentRuns(access: Access, take = 8) {
  return db().run.findMany({
    where: runsVisibleTo(access),
    select: { ...RUN_BRIEF, project: { select: { id: true, name: true } } },
    orderBy: { id: 'desc' },
    take,
  });
}
