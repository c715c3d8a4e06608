import 'server-only';
import { AppError } from '../errors';
import { repeatedOutputWarning } from '../ingest/output-fingerprint';
import type { IngestPlan, Revision, StoredRun } from '../ingest/plan';
import { PARSER_VERSION } from '../parsers';
import { db } from './client';
import { bumpRunDataVersion } from './facets-cache';
import type { Prisma } from './generated/client';
import { writeChildrenOfRuns } from './ingest-rows';
import { earlierRunsWithOutputs } from './repeated-outputs';
import { placeUndatedRunsOf } from './run-placement';
import { assertChosenRowsExist, choiceResolver, plannedRunColumns, tagRows } from './run-write';
import { inTransaction } from './tx';
import { sentInline, writeUploadText } from './upload-text';

/** The upload as today's rules store it: text and file name redacted again, its fingerprint. */
export type ReparsedUpload = {
  text: string;
  fileName: string;
  fingerprint: string;
  warnings: { line: number; message: string }[];
  /** each run's output fingerprint by ordinal (lib/ingest/output-fingerprint.ts) */
  outputs: ReadonlyMap<number, string>;
};

/**
 * What a re-parse finds stored: the upload's project, the revision its runs were uploaded with
 * (every run of an upload has the same), and each run it had, by ordinal.
 */
export type StoredUploadRuns = { projectId: number | null; revision: Revision; runs: Map<number, StoredRun> };

/**
 * Re-reads a stored upload with today's parsers. Runs keep their ids (share links stay valid) and
 * trash state; their figures and child rows are replaced; everything else is as `decide` planned
 * it from what is stored (lib/ingest/plan.ts: a run it had keeps its title, tags, notes and links).
 * A run purged for good is not recreated. `decide` runs inside the transaction, on rows locked
 * against a concurrent edit.
 */
export async function applyReparse(
  uploadId: number,
  decide: (stored: StoredUploadRuns) => IngestPlan,
  stored: ReparsedUpload,
): Promise<{ updated: number; added: number; removed: number }> {
  return inTransaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL statement_timeout = '300s'`;
    await tx.$executeRaw`SELECT id FROM "Run" WHERE "uploadId" = ${uploadId} FOR UPDATE`;
    const upload = await tx.upload.findUnique({
      where: { id: uploadId },
      select: { projectId: true, teamId: true, fileName: true, purgedOrdinals: true },
    });
    // deleted for good since the caller read it (a purge racing this re-parse: it was a 500)
    if (!upload) throw new AppError('not_found', 'This upload does not exist (any more).');
    const rows = await tx.run.findMany({ where: { uploadId }, select: STORED_RUN });
    const ids = new Map(rows.map((r) => [r.ordinal, r.id]));
    const revision = { commit: rows[0]?.commit ?? null, branch: rows[0]?.branch ?? null };
    const plan = decide({ projectId: upload.projectId, revision, runs: new Map(rows.map((r) => [r.ordinal, storedRunOf(r)])) });
    const purged = new Set(upload.purgedOrdinals);
    const runs = plan.runs.filter((r) => !purged.has(r.ordinal));
    await assertChosenRowsExist(tx, runs, upload.teamId);
    const resolve = choiceResolver(tx, plan, { id: uploadId, teamId: upload.teamId, fileName: stored.fileName, projectId: null });
    let updated = 0;
    let added = 0;
    // the same output stored by another upload of the team: a warning when that copy was stored first
    const earlier = await earlierRunsWithOutputs(tx, upload.teamId, [...stored.outputs.values()], uploadId);
    for (const planned of runs) {
      const outputFingerprint = stored.outputs.get(planned.ordinal) ?? null;
      const columns = { ...(await plannedRunColumns(planned, resolve)), outputFingerprint };
      const existing = ids.get(planned.ordinal);
      let runId: number;
      if (existing !== undefined) {
        runId = existing;
        await tx.run.update({ where: { id: runId }, data: columns });
        await tx.runTag.deleteMany({ where: { runId } });
        await tx.runTag.createMany({ data: tagRows(planned).map((t) => ({ ...t, runId })) });
        for (const table of ['Operation', 'TestTotal', 'IntervalPoint', 'HistogramBucket', 'RunWarning'] as const) {
          await tx.$executeRawUnsafe(`DELETE FROM "${table}" WHERE "runId" = $1`, runId);
        }
        updated++;
      } else {
        const created = await tx.run.create({
          data: { ...columns, uploadId, ordinal: planned.ordinal, teamId: upload.teamId, tags: { createMany: { data: tagRows(planned) } } },
          select: { id: true },
        });
        runId = created.id;
        added++;
      }
      const sameAs = earlier.get(outputFingerprint ?? '');
      const alsoWarnings = sameAs !== undefined && sameAs < runId ? [repeatedOutputWarning(planned.parsed.lines[0])] : [];
      await writeChildrenOfRuns(tx, [{ id: runId, parsed: planned.parsed, alsoWarnings }]);
    }
    await placeUndatedRunsOf(tx, uploadId);
    const removed = await tx.run.deleteMany({ where: { uploadId, ordinal: { gte: plan.runs.length } } });
    // the new fingerprint is taken unless another upload already has it (then they were duplicates)
    const taken = await tx.upload.findFirst({
      where: { fingerprint: stored.fingerprint, teamId: upload.teamId, id: { not: uploadId } },
      select: { id: true },
    });
    // a long text in parts, as on upload (upload-text.ts)
    const inline = sentInline(stored.text);
    await tx.upload.update({
      where: { id: uploadId },
      data: {
        parserVersion: PARSER_VERSION,
        ...(inline ? { text: stored.text } : {}),
        fileName: stored.fileName,
        warnings: stored.warnings,
        ...(taken ? {} : { fingerprint: stored.fingerprint }),
      },
    });
    if (!inline) await writeUploadText(tx, uploadId, stored.text);
    await bumpRunDataVersion(tx);
    return { updated, added, removed: removed.count };
  });
}

const STORED_RUN = {
  id: true,
  ordinal: true,
  title: true,
  notes: true,
  hostId: true,
  serverBuildId: true,
  configId: true,
  projectId: true,
  commit: true,
  branch: true,
  testEdited: true,
  threadsEdited: true,
  tags: { select: { key: true, value: true } },
} satisfies Prisma.RunSelect;

function storedRunOf(row: Prisma.RunGetPayload<{ select: typeof STORED_RUN }>): StoredRun {
  const { id: _id, ordinal: _ordinal, tags, ...rest } = row;
  return { ...rest, tags: Object.fromEntries(tags.map((t) => [t.key, t.value])) };
}

export async function getUploadText(uploadId: number): Promise<{ text: string; fileName: string } | null> {
  return db().upload.findUnique({ where: { id: uploadId }, select: { text: true, fileName: true } });
}

export async function listUploadIds(): Promise<number[]> {
  return (await db().upload.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((u) => u.id);
}
