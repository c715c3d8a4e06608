import 'server-only';
import { readMatrixJson, readRunJson } from '../schemas/json-columns';
import { type Access, configsVisibleTo, matricesVisibleTo, runsVisibleTo } from './access';
import { db } from './client';

type ConfigEntryRow = { section: string; key: string; value: string; listed: boolean };

/**
 * Each run's columns and the small child tables the compare view needs, in the order asked
 * (intervals: listIntervalBuckets). A configuration's entries (a SHOW VARIABLES is ~700) are read
 * once for the runs that share it, and those runs share its object.
 */
export async function getRunsForCompare(access: Access, ids: number[]) {
  const runs = await db().run.findMany({
    where: { AND: [{ id: { in: ids } }, runsVisibleTo(access)] },
    include: {
      tags: { select: { key: true, value: true } },
      host: { select: { id: true, name: true } },
      serverBuild: { select: { description: true } },
      config: { select: { id: true, name: true } },
      operations: {
        select: { name: true, seconds: true, usr: true, sys: true, cpu: true, count: true, flags: true, line: true, latencyMs: true },
        orderBy: { idx: 'asc' },
      },
      testTotals: { select: { name: true, seconds: true, skipped: true, failed: true, reason: true }, orderBy: { idx: 'asc' } },
      project: { select: { id: true, name: true } },
    },
  });
  const configIds = [...new Set(runs.flatMap((r) => (r.config ? [r.config.id] : [])))];
  const entries =
    configIds.length === 0
      ? []
      : await db().$queryRaw<(ConfigEntryRow & { configId: number })[]>`
          SELECT "configId", section, key, value, listed FROM "ConfigEntry" WHERE "configId" = ANY(${configIds}::int[]) ORDER BY "configId", idx`;
  const configs = new Map<number, { id: number; name: string; entries: ConfigEntryRow[] }>();
  for (const r of runs) if (r.config && !configs.has(r.config.id)) configs.set(r.config.id, { ...r.config, entries: [] });
  for (const { configId, ...entry } of entries) configs.get(configId)?.entries.push(entry);
  const byId = new Map(
    runs.map((r) => [
      r.id,
      {
        ...r,
        config: r.config && (configs.get(r.config.id) ?? null),
        // a BigInt column, which a page cannot be given; sql-bench's loop counts are far below 2^53
        operations: r.operations.map((o) => ({ ...o, count: o.count === null ? null : Number(o.count) })),
        ...readRunJson(r),
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

export type CompareRun = Awaited<ReturnType<typeof getRunsForCompare>>[number];

/**
 * A project's runs for a comparison or a ratio matrix: its `limit` most recent (by upload, then
 * order in it), in upload order, and how many it has. A nightly project reaches tens of thousands
 * of runs; every one of them in a comparison took the server past its 4 GB heap (a project of
 * 14,552 runs, 2026-12-05).
 */
export async function getProjectRunIds(access: Access, projectId: number, limit: number): Promise<{ ids: number[]; total: number }> {
  const where = { AND: [{ projectId }, runsVisibleTo(access)] };
  // newest by id (Run_projectId_id_idx: no sort of the project's runs), then in upload order
  const latest = await db().run.findMany({
    where,
    select: { id: true, uploadId: true, ordinal: true },
    orderBy: { id: 'desc' },
    take: limit + 1,
  });
  const total = latest.length > limit ? await db().run.count({ where }) : latest.length;
  const ids = latest
    .slice(0, limit)
    .sort((a, b) => (a.uploadId ?? 0) - (b.uploadId ?? 0) || a.ordinal - b.ordinal)
    .map((r) => r.id);
  return { ids, total };
}

export async function getMatrix(access: Access, id: number) {
  const matrix = await db().matrix.findFirst({
    where: { AND: [{ id }, matricesVisibleTo(access)] },
    include: {
      cells: true,
      // the configurations its document printed (seed 003's server flags): the table's runs are not stored, so they are its context
      upload: {
        select: {
          id: true,
          fileName: true,
          teamId: true,
          // (the matrix may be seen through its project while a config of its upload is not: only those the reader may open)
          configs: {
            where: configsVisibleTo(access),
            select: { id: true, name: true, kind: true, _count: { select: { entries: true } } },
            orderBy: { id: 'asc' },
          },
        },
      },
      project: { select: { id: true, name: true, teamId: true } },
      host: { select: { id: true, name: true } },
    },
  });
  // its team: its upload's (a table is read from a document), else its project's
  return matrix && { ...matrix, ...readMatrixJson(matrix), teamId: matrix.upload?.teamId ?? matrix.project?.teamId ?? null };
}

export async function listMatrices(access: Access) {
  return db().matrix.findMany({
    where: matricesVisibleTo(access),
    select: { id: true, caption: true, rows: true, columns: true },
    orderBy: { id: 'asc' },
  });
}
