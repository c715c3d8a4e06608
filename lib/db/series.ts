// The runs a series is made of: the anchor run, and the runs that may share its identity (same
// tool, test, thread count and host; lib/series/identity.ts decides the rest). Bounded: the most
// recent MAX_SERIES_RUNS candidates, without their source lines (no series reads them: at 2,000
// candidates they were a third of the JSON read and checked per history view and per upload's alerts).
import 'server-only';
import { memoByVersion } from '../memo-by-version';
import { readRunFigures } from '../schemas/json-columns';
import { runDateOf } from '../series/run-date';
import { type Access, runsVisibleTo } from './access';
import { db } from './client';
import { accessKey, readRunDataState } from './facets-cache';
import type { Prisma } from './generated/client';

/** At most this many runs are read for one series (the newest). */
export const MAX_SERIES_RUNS = 2000;

const SERIES_SELECT = {
  id: true,
  title: true,
  tool: true,
  toolVersion: true,
  test: true,
  threads: true,
  parameters: true,
  extraMetrics: true,
  projectId: true,
  teamId: true,
  uploadId: true,
  hostId: true,
  commit: true,
  branch: true,
  createdAt: true,
  outputFingerprint: true,
  serverVersion: true,
  tps: true,
  qps: true,
  eventsPerSec: true,
  durationS: true,
  latMinMs: true,
  latAvgMs: true,
  latMaxMs: true,
  latPctMs: true,
  latPct: true,
  errors: true,
  reconnects: true,
  tags: { select: { key: true, value: true } },
  host: { select: { id: true, name: true } },
  serverBuild: { select: { description: true, version: true } },
  config: { select: { id: true } },
} satisfies Prisma.RunSelect;

type Row = Prisma.RunGetPayload<{ select: typeof SERIES_SELECT }>;

function shapeOf(row: Row) {
  const { parameters, extraMetrics } = readRunFigures(row);
  const tags = Object.fromEntries(row.tags.map((t) => [t.key, t.value]));
  // when it ran, if its tags or its log say (a history in time is ordered by it)
  return { ...row, parameters, figures: extraMetrics.figures ?? {}, tags, ranAt: runDateOf(tags, extraMetrics.header) };
}

export type SeriesCandidate = ReturnType<typeof shapeOf>;

/** A run as the start of a series, or null when it is not visible (or in the trash). */
export async function getSeriesAnchor(access: Access, id: number): Promise<SeriesCandidate | null> {
  const row = await db().run.findFirst({ where: { AND: [{ id }, runsVisibleTo(access)] }, select: SERIES_SELECT });
  return row && shapeOf(row);
}

/** The anchors of these runs (those visible), as getSeriesAnchor reads one: one statement for an upload's runs. */
export async function listSeriesAnchors(access: Access, ids: readonly number[]): Promise<SeriesCandidate[]> {
  if (ids.length === 0) return [];
  const rows = await db().run.findMany({
    where: { AND: [{ id: { in: [...ids] } }, runsVisibleTo(access)] },
    select: SERIES_SELECT,
    orderBy: { id: 'asc' },
  });
  return rows.map(shapeOf);
}

type SeriesWindow = { oldest: { id: number; createdAt: Date } | undefined; taggedIds: number[] | null };

/**
 * The window's bound (the oldest of the newest `take` candidates) and, with tags to narrow by, the
 * ids in it that have all of them: the costly part of a history (at 100,000 runs ~25 ms of
 * PostgreSQL: a grouping of 2,000 runs' tags), and the same until runs or tags change. Kept per
 * access and series like the filter values (facets-cache.ts); only ids and a bound are kept, the
 * rows are read on every view.
 */
const memoSeriesWindow = memoByVersion<SeriesWindow>({ readVersion: readRunDataState, staleAfterMs: 60_000, maxKeys: 200 });

async function seriesWindow(
  where: Prisma.RunWhereInput,
  orderBy: Prisma.RunOrderByWithRelationInput[],
  take: number,
  tags: Record<string, string>,
): Promise<SeriesWindow> {
  // the window as a bound: the oldest of the newest `take` (its ids sent back to PostgreSQL as 2,000
  // parameters cost more than reading them)
  const [oldest] = await db().run.findMany({ where, select: { id: true, createdAt: true }, orderBy, skip: take - 1, take: 1 });
  const inWindow: Prisma.RunWhereInput = oldest
    ? { AND: [where, { OR: [{ createdAt: { gt: oldest.createdAt } }, { createdAt: oldest.createdAt, id: { gte: oldest.id } }] }] }
    : where;
  // the runs with every tag: one grouping over their tags (a run has a key once), not one join per tag
  const pairs = Object.entries(tags);
  if (pairs.length === 0) return { oldest, taggedIds: null };
  const groups = await db().runTag.groupBy({
    by: ['runId'],
    where: { run: inWindow, OR: pairs.map(([key, value]) => ({ key, value })) },
    having: { runId: { _count: { equals: pairs.length } } },
  });
  return { oldest, taggedIds: groups.map((g) => g.runId) };
}

/** What a candidate must have to be read in full (lib/series/identity.ts seriesNarrowing). */
export type SeriesNarrowing = { tags: Record<string, string>; configId?: number | null; branch?: string | null };

/**
 * Runs with the anchor's tool, test, threads and host that the viewer may see, newest first: of the
 * newest `take` of them, those that have what `narrow` names (all of them without it). Narrowing
 * finds the window's oldest run from an index, groups the window's tags, and reads the full rows
 * only of the runs that pass (at 100,000 runs a history read 2,000 candidates' rows and JSON to
 * keep 71), so the window is the same either way. `truncated`: the window was full, older
 * candidates were not looked at.
 */
export async function listSeriesCandidates(
  access: Access,
  anchor: Pick<SeriesCandidate, 'tool' | 'test' | 'threads' | 'hostId'>,
  { projectId, take = MAX_SERIES_RUNS, narrow }: { projectId?: number; take?: number; narrow?: SeriesNarrowing } = {},
): Promise<{ runs: SeriesCandidate[]; truncated: boolean }> {
  const where: Prisma.RunWhereInput = {
    AND: [
      runsVisibleTo(access),
      { tool: anchor.tool, test: anchor.test, threads: anchor.threads, hostId: anchor.hostId },
      ...(projectId !== undefined ? [{ projectId }] : []),
    ],
  };
  const orderBy: Prisma.RunOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
  if (!narrow) {
    const rows = await db().run.findMany({ where, select: SERIES_SELECT, orderBy, take });
    return { runs: rows.map(shapeOf), truncated: rows.length >= take };
  }
  const { oldest, taggedIds } = await memoSeriesWindow(
    JSON.stringify([accessKey(access), anchor.tool, anchor.test, anchor.threads, anchor.hostId, projectId ?? null, take, narrow.tags]),
    () => seriesWindow(where, orderBy, take, narrow.tags),
  );
  const inWindow: Prisma.RunWhereInput = oldest
    ? { AND: [where, { OR: [{ createdAt: { gt: oldest.createdAt } }, { createdAt: oldest.createdAt, id: { gte: oldest.id } }] }] }
    : where;
  const tagged = taggedIds ? { AND: [inWindow, { id: { in: taggedIds } }] } : inWindow;
  const rows = await db().run.findMany({
    where: {
      AND: [
        tagged,
        ...(narrow.configId !== undefined ? [{ configId: narrow.configId }] : []),
        ...(narrow.branch !== undefined ? [{ branch: narrow.branch }] : []),
      ],
    },
    select: SERIES_SELECT,
    orderBy,
  });
  return { runs: rows.map(shapeOf), truncated: oldest !== undefined };
}
