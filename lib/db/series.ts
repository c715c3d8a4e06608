// The runs a series is made of: the anchor run, and the runs that may share its identity (same
// tool, test, thread count and host; lib/series/identity.ts decides the rest). Bounded: the most
// recent MAX_SERIES_RUNS candidates, without their source lines (no series reads them: at 2,000
// candidates they were a third of the JSON read and checked per history view and per upload's alerts).
import 'server-only';
import { readRunFigures } from '../schemas/json-columns';
import { type Access, runsVisibleTo } from './access';
import { db } from './client';
import type { Prisma } from './generated/client';

/** At most this many runs are read for one series (the newest). */
export const MAX_SERIES_RUNS = 2000;

const SERIES_SELECT = {
  id: true,
  title: true,
  tool: true,
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
  serverVersion: true,
  tps: true,
  qps: true,
  eventsPerSec: true,
  durationS: true,
  latMinMs: true,
  latAvgMs: true,
  latMaxMs: true,
  latPctMs: true,
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
  return { ...row, parameters, figures: extraMetrics.figures ?? {}, tags: Object.fromEntries(row.tags.map((t) => [t.key, t.value])) };
}

export type SeriesCandidate = ReturnType<typeof shapeOf>;

/** A run as the start of a series, or null when it is not visible (or in the trash). */
export async function getSeriesAnchor(access: Access, id: number): Promise<SeriesCandidate | null> {
  const row = await db().run.findFirst({ where: { AND: [{ id }, runsVisibleTo(access)] }, select: SERIES_SELECT });
  return row && shapeOf(row);
}

/** Runs with the anchor's tool, test, threads and host that the viewer may see, newest first. */
export async function listSeriesCandidates(
  access: Access,
  anchor: Pick<SeriesCandidate, 'tool' | 'test' | 'threads' | 'hostId'>,
  { projectId, take = MAX_SERIES_RUNS }: { projectId?: number; take?: number } = {},
): Promise<SeriesCandidate[]> {
  const rows = await db().run.findMany({
    where: {
      AND: [
        runsVisibleTo(access),
        { tool: anchor.tool, test: anchor.test, threads: anchor.threads, hostId: anchor.hostId },
        ...(projectId !== undefined ? [{ projectId }] : []),
      ],
    },
    select: SERIES_SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
  return rows.map(shapeOf);
}
