// Deleting moves a run to the trash: out of every list and comparison, restorable with its id,
// figures and share links for TRASH_DAYS days. After that, or when asked, it is purged for good,
// and neither a re-parse nor a re-upload of its document brings it back.
import 'server-only';
import type { Access } from './access';
import { db } from './client';
import { bumpRunDataVersion } from './facets-cache';
import { inTransaction, type Tx } from './tx';

export const TRASH_DAYS = 30;

/**
 * Whose trash `access` reads: its teams'; a token bound to one project, that project's only (it
 * listed every project's trashed runs and files, titles and names, of its team: an attack probe).
 */
function inTrashOf(access: Access): { teamId?: { in: string[] }; projectId?: number } {
  if (access.kind === 'all') return {};
  return { teamId: { in: access.teamIds }, ...(access.projectId === undefined ? {} : { projectId: access.projectId }) };
}

/**
 * A purge or a move to the trash deletes or updates every row of an upload's runs (interval rows
 * by the hundred thousand): not held to a page's statement timeout, as uploads and re-parses are
 * not (an upload of 200,000 runs could never be purged: its secret stayed, and once 30 days old
 * its expiry failed every Delete and the server's start: an attack probe).
 */
async function longerStatements(tx: Tx): Promise<void> {
  await tx.$executeRaw`SET LOCAL statement_timeout = '300s'`;
}

/** The trashed runs of the viewer's teams (of every team with sign-in off). */
export async function listTrash(access: Access) {
  return db().run.findMany({
    where: {
      deletedAt: { not: null },
      upload: { deletedAt: null }, // runs of a trashed upload are listed with it
      ...inTrashOf(access),
    },
    select: {
      id: true,
      title: true,
      tool: true,
      test: true,
      deletedAt: true,
      teamId: true,
      project: { select: { id: true, name: true } },
      upload: { select: { id: true, fileName: true } },
    },
    orderBy: { deletedAt: 'desc' },
    take: 500,
  });
}

/**
 * An upload to the trash: it leaves the uploads list, and its live runs go with it (they carry the
 * upload's deletion time, so that restoring it brings back those runs and not ones trashed before).
 */
export async function trashUpload(id: number): Promise<boolean> {
  return inTransaction(async (tx) => {
    await longerStatements(tx);
    const now = new Date();
    const moved = await tx.upload.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: now } });
    if (moved.count === 0) return false;
    await tx.run.updateMany({ where: { uploadId: id, deletedAt: null }, data: { deletedAt: now } });
    return true;
  });
}

export async function restoreUpload(id: number): Promise<boolean> {
  return inTransaction(async (tx) => {
    const upload = await tx.upload.findUnique({ where: { id }, select: { deletedAt: true } });
    if (!upload?.deletedAt) return false;
    await tx.run.updateMany({ where: { uploadId: id, deletedAt: upload.deletedAt }, data: { deletedAt: null } });
    await tx.upload.update({ where: { id }, data: { deletedAt: null } });
    await bumpRunDataVersion(tx); // a page read between the first statement and the commit is not kept
    return true;
  });
}

/** The trashed uploads of the viewer's teams (every team's with sign-in off). */
export async function listTrashedUploads(access: Access) {
  return db().upload.findMany({
    where: { deletedAt: { not: null }, ...inTrashOf(access) },
    select: {
      id: true,
      fileName: true,
      deletedAt: true,
      teamId: true,
      _count: { select: { runs: true } },
      project: { select: { name: true } },
    },
    orderBy: { deletedAt: 'desc' },
    take: 500,
  });
}

/** False when the run is not in the trash (restored already, purged, or never deleted). */
export async function restoreRun(id: number): Promise<boolean> {
  const restored = await db().run.updateMany({ where: { id, deletedAt: { not: null } }, data: { deletedAt: null } });
  return restored.count > 0;
}

/**
 * Deletes trashed runs for good. An upload left with no runs and no result tables goes too (its
 * content can then be uploaded afresh); otherwise it remembers the purged ordinals.
 */
async function purgeRuns(tx: Tx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const runs = await tx.run.findMany({
    where: { id: { in: ids }, deletedAt: { not: null } },
    select: {
      id: true,
      uploadId: true,
      ordinal: true,
      projectId: true,
      upload: { select: { projectId: true } },
      project: { select: { isPublic: true } },
    },
  });
  await tx.run.deleteMany({ where: { id: { in: runs.map((r) => r.id) } } });
  // the text keeps a purged run's lines: where that run was not public, or in another project than
  // its file, the text stays in its team (uploadsVisibleTo), whatever the runs left are (an attack
  // probe read a purged private run's lines, signed out, once the file's other runs were all public)
  const kept = runs.filter((r) => !r.project?.isPublic || r.projectId !== r.upload.projectId);
  const privateLeft = [...new Set(kept.map((r) => r.uploadId))];
  if (privateLeft.length > 0) await tx.upload.updateMany({ where: { id: { in: privateLeft } }, data: { textTeamOnly: true } });
  for (const uploadId of new Set(runs.map((r) => r.uploadId))) {
    const left = await tx.upload.findUnique({ where: { id: uploadId }, select: { _count: { select: { runs: true, matrices: true } } } });
    if (!left) continue;
    if (left._count.runs === 0 && left._count.matrices === 0) {
      await tx.upload.delete({ where: { id: uploadId } });
    } else {
      const ordinals = runs.filter((r) => r.uploadId === uploadId).map((r) => r.ordinal);
      await tx.$executeRaw`UPDATE "Upload" SET "purgedOrdinals" = array(SELECT DISTINCT unnest("purgedOrdinals" || ${ordinals}::int[]) ORDER BY 1) WHERE id = ${uploadId}`;
    }
  }
  return runs.length;
}

export async function purgeTrashedRun(id: number): Promise<boolean> {
  return (
    (await inTransaction(async (tx) => {
      await longerStatements(tx);
      return purgeRuns(tx, [id]);
    })) > 0
  );
}

/** Runs trashed more than TRASH_DAYS ago; called when the trash is looked at and on start. */
export async function purgeExpiredTrash(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 3600 * 1000);
  const uploads = await db().upload.findMany({ where: { deletedAt: { lt: cutoff } }, select: { id: true }, take: 1_000 });
  for (const upload of uploads) await purgeUpload(upload.id);
  const expired = await db().run.findMany({ where: { deletedAt: { lt: cutoff } }, select: { id: true }, take: 10_000 });
  return inTransaction(async (tx) => {
    await longerStatements(tx);
    return purgeRuns(
      tx,
      expired.map((r) => r.id),
    );
  });
}

/**
 * purgeExpiredTrash after someone deleted something, and at start: the Delete is done whatever the purge
 * meets (it answered 500 when an expired upload could not be purged), and the server starts; it is logged and tried
 * again at the next Delete or start. The count purged, or null when it failed.
 */
export async function tryPurgeExpiredTrash(): Promise<number | null> {
  try {
    return await purgeExpiredTrash();
  } catch (error) {
    console.error(
      `[trash] emptying what was deleted over ${TRASH_DAYS} days ago failed; tried again at the next Delete: ${(error as Error).message}`,
    );
    return null;
  }
}

/**
 * An upload gone for good: its text, every run (trashed or not), the configs it brought and its
 * result tables. For a secret that should never have been stored.
 */
export async function purgeUpload(id: number): Promise<boolean> {
  return inTransaction(async (tx) => {
    await longerStatements(tx);
    const upload = await tx.upload.findUnique({ where: { id }, select: { id: true } });
    if (!upload) return false;
    await tx.config.deleteMany({ where: { uploadId: id } });
    await tx.upload.delete({ where: { id } });
    return true;
  });
}
