import 'server-only';
import { db } from './client';
import { LIVE } from './live';

/** Each run's columns and the small child tables the compare view needs, in the order asked (intervals: listIntervalBuckets). */
export async function getRunsForCompare(ids: number[]) {
  const runs = await db().run.findMany({
    where: { id: { in: ids }, ...LIVE },
    include: {
      tags: { select: { key: true, value: true } },
      host: { select: { id: true, name: true } },
      serverBuild: { select: { description: true } },
      config: { select: { id: true, name: true, entries: { select: { section: true, key: true, value: true }, orderBy: { idx: 'asc' } } } },
      operations: { select: { name: true, seconds: true, flags: true, line: true, latencyMs: true }, orderBy: { idx: 'asc' } },
      testTotals: { select: { name: true, seconds: true, skipped: true, failed: true }, orderBy: { idx: 'asc' } },
      project: { select: { id: true, name: true } },
    },
  });
  const byId = new Map(runs.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

export type CompareRun = Awaited<ReturnType<typeof getRunsForCompare>>[number];

export async function getProjectRunIds(projectId: number): Promise<number[]> {
  const runs = await db().run.findMany({
    where: { projectId, ...LIVE },
    select: { id: true },
    orderBy: [{ uploadId: 'asc' }, { ordinal: 'asc' }],
  });
  return runs.map((r) => r.id);
}

export async function getMatrix(id: number) {
  return db().matrix.findUnique({
    where: { id },
    include: {
      cells: true,
      upload: { select: { id: true, fileName: true } },
      project: { select: { id: true, name: true } },
      host: { select: { id: true, name: true } },
    },
  });
}

export async function listMatrices() {
  return db().matrix.findMany({ select: { id: true, caption: true, rows: true, columns: true }, orderBy: { id: 'asc' } });
}
