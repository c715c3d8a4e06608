import 'server-only';
import type { IngestPlan } from '../ingest/plan';
import { PARSER_VERSION } from '../parsers';
import { db } from './client';
import { parsedRunColumns, writeChildren } from './run-rows';
import { inTransaction } from './tx';

/** The upload as today's rules store it: text and file name redacted again, its fingerprint. */
export type ReparsedUpload = { text: string; fileName: string; fingerprint: string; warnings: { line: number; message: string }[] };

/** Redaction applied again to what a user typed (titles, notes, tags), which the parse does not rebuild. */
export type Redact = (text: string) => string;

/**
 * Re-reads a stored upload with today's parsers. Runs keep their ids (share links stay valid),
 * titles, tags, notes, links and trash state; their figures and child rows are replaced. A run
 * purged for good is not recreated.
 */
export async function applyReparse(
  uploadId: number,
  plan: IngestPlan,
  stored: ReparsedUpload,
  redact: Redact,
): Promise<{ updated: number; added: number; removed: number }> {
  return inTransaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL statement_timeout = '300s'`;
    const upload = await tx.upload.findUniqueOrThrow({
      where: { id: uploadId },
      select: {
        projectId: true,
        purgedOrdinals: true,
        runs: { select: { id: true, ordinal: true, title: true, notes: true, tags: { select: { key: true, value: true } } } },
      },
    });
    const byOrdinal = new Map(upload.runs.map((r) => [r.ordinal, r]));
    const purged = new Set(upload.purgedOrdinals);
    let updated = 0;
    let added = 0;
    for (const planned of plan.runs) {
      if (purged.has(planned.ordinal)) continue;
      const p = planned.parsed;
      const figures = parsedRunColumns(p);
      const existing = byOrdinal.get(planned.ordinal);
      let runId: number;
      if (existing !== undefined) {
        await tx.run.update({
          where: { id: existing.id },
          data: { ...figures, title: redact(existing.title), notes: redact(existing.notes) },
        });
        for (const tag of existing.tags) {
          const value = redact(tag.value);
          if (value !== tag.value) await tx.runTag.update({ where: { runId_key: { runId: existing.id, key: tag.key } }, data: { value } });
        }
        for (const table of ['Operation', 'TestTotal', 'IntervalPoint', 'HistogramBucket', 'RunWarning'] as const) {
          await tx.$executeRawUnsafe(`DELETE FROM "${table}" WHERE "runId" = $1`, existing.id);
        }
        runId = existing.id;
        updated++;
      } else {
        const created = await tx.run.create({
          data: {
            ...figures,
            uploadId,
            ordinal: planned.ordinal,
            projectId: upload.projectId,
            tool: p.tool,
            title: planned.title,
            tags: { createMany: { data: Object.entries(planned.tags).map(([key, value]) => ({ key, value })) } },
          },
          select: { id: true },
        });
        runId = created.id;
        added++;
      }
      await writeChildren(tx, runId, p);
    }
    const removed = await tx.run.deleteMany({ where: { uploadId, ordinal: { gte: plan.runs.length } } });
    // the new fingerprint is taken unless another upload already has it (then they were duplicates)
    const taken = await tx.upload.findFirst({ where: { fingerprint: stored.fingerprint, id: { not: uploadId } }, select: { id: true } });
    await tx.upload.update({
      where: { id: uploadId },
      data: {
        parserVersion: PARSER_VERSION,
        text: stored.text,
        fileName: stored.fileName,
        warnings: stored.warnings,
        ...(taken ? {} : { fingerprint: stored.fingerprint }),
      },
    });
    return { updated, added, removed: removed.count };
  });
}

export async function getUploadText(uploadId: number): Promise<{ text: string; fileName: string } | null> {
  return db().upload.findUnique({ where: { id: uploadId }, select: { text: true, fileName: true } });
}

export async function listUploadIds(): Promise<number[]> {
  return (await db().upload.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((u) => u.id);
}
