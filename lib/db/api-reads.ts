// What the REST API reads beyond the pages' own queries: a run's columns without its big child
// tables (the streamed export has those), and the commit/branch the runs list does not select.
import 'server-only';
import { readRunJson } from '../schemas/json-columns';
import { type Access, runsVisibleTo } from './access';
import { db } from './client';

/** Warnings listed with a run; the rest are in the export (`part=warnings`). */
export const API_RUN_WARNINGS = 100;

/** One run for `GET /api/runs/{id}`: its columns, context and first warnings, and how many rows each child table has. */
export async function getApiRun(access: Access, id: number) {
  const run = await db().run.findFirst({
    where: { AND: [{ id }, runsVisibleTo(access)] },
    include: {
      project: { select: { id: true, name: true, isPublic: true } },
      host: { select: { id: true, name: true } },
      serverBuild: { select: { id: true, description: true } },
      config: { select: { id: true, name: true } },
      upload: { select: { id: true, fileName: true } },
      tags: { select: { key: true, value: true }, orderBy: { key: 'asc' } },
      warnings: { select: { line: true, message: true }, orderBy: { idx: 'asc' }, take: API_RUN_WARNINGS },
      _count: { select: { operations: true, testTotals: true, intervals: true, histogram: true, warnings: true } },
    },
  });
  return run && { ...run, ...readRunJson(run) };
}

export type ApiRun = NonNullable<Awaited<ReturnType<typeof getApiRun>>>;

/** The commit and branch of runs the viewer may see, by id (for rows read with listRuns). */
export async function listRunRevisions(
  access: Access,
  ids: number[],
): Promise<Map<number, { commit: string | null; branch: string | null; uploadId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db().run.findMany({
    where: { AND: [{ id: { in: ids } }, runsVisibleTo(access)] },
    select: { id: true, commit: true, branch: true, uploadId: true },
  });
  return new Map(rows.map((r) => [r.id, { commit: r.commit, branch: r.branch, uploadId: r.uploadId }]));
}
