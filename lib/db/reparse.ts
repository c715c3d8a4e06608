import 'server-only';
import type { IngestPlan } from '../ingest/plan';
import { PARSER_VERSION } from '../parsers';
import { db } from './client';
import { parsedRunColumns, writeChildren } from './run-rows';

/**
 * Re-reads a stored upload with today's parsers. Runs keep their ids (share links stay valid),
 * titles, tags, notes and links; their figures and child rows are replaced.
 */
export async function applyReparse(uploadId: number, plan: IngestPlan): Promise<{ updated: number; added: number; removed: number }> {
  return db().$transaction(
    async (tx) => {
      const upload = await tx.upload.findUniqueOrThrow({
        where: { id: uploadId },
        select: { projectId: true, runs: { select: { id: true, ordinal: true } } },
      });
      const byOrdinal = new Map(upload.runs.map((r) => [r.ordinal, r.id]));
      let updated = 0;
      let added = 0;
      for (const planned of plan.runs) {
        const p = planned.parsed;
        const figures = parsedRunColumns(p);
        const existing = byOrdinal.get(planned.ordinal);
        let runId: number;
        if (existing !== undefined) {
          await tx.run.update({ where: { id: existing }, data: figures });
          for (const table of ['Operation', 'TestTotal', 'IntervalPoint', 'HistogramBucket', 'RunWarning'] as const) {
            await tx.$executeRawUnsafe(`DELETE FROM "${table}" WHERE "runId" = $1`, existing);
          }
          runId = existing;
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
      await tx.upload.update({ where: { id: uploadId }, data: { parserVersion: PARSER_VERSION } });
      return { updated, added, removed: removed.count };
    },
    { timeout: 300_000, maxWait: 30_000 },
  );
}

export async function getUploadText(uploadId: number): Promise<{ text: string; fileName: string } | null> {
  return db().upload.findUnique({ where: { id: uploadId }, select: { text: true, fileName: true } });
}
