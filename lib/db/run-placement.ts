// Run.placedAt: when a run is placed in time, the one column the runs list sorts by "when it ran"
// (`sort=ranAt`). It is when the run ran, read from its tags and log by runDateOf (lib/series/run-date.ts,
// the reader histories and alerts use), else when it was added. Written with the run (insertRuns),
// by a re-parse and an edit of its tags; runs stored before the column existed are filled once, when
// the server starts (placeUnplacedRuns), by the same reader: SQL cannot read `Tue Dec  1 02:00:00 UTC 2026`.
import 'server-only';
import { readRunFigures } from '../schemas/json-columns';
import { runDateOf } from '../series/run-date';
import { db } from './client';
import { numberArray, textArray } from './pg-array';
import type { Tx } from './tx';

/** When a run ran, from its tags and its log's header fields; null when neither names a date (then: when it was added). */
export function ranAtOf(tags: Readonly<Record<string, string>>, header: Readonly<Record<string, string>>): Date | null {
  return runDateOf(tags, header)?.at ?? null;
}

/** A run of this upload with no date of its own is placed when it was added (after a re-parse wrote it). */
export async function placeUndatedRunsOf(tx: Tx, uploadId: number): Promise<void> {
  await tx.$executeRaw`UPDATE "Run" SET "placedAt" = "createdAt" WHERE "uploadId" = ${uploadId} AND "placedAt" IS NULL`;
}

/** Runs read at a time by the start's fill. */
const FILL_BATCH = 2_000;

/**
 * Every run whose placedAt is null (stored before the column, or by a server of an older version)
 * placed from its tags and header; returns how many. Run at the start, after the migrations.
 */
export async function placeUnplacedRuns(): Promise<number> {
  let placed = 0;
  let after = 0;
  for (;;) {
    const rows = await db().run.findMany({
      where: { placedAt: null, id: { gt: after } },
      select: { id: true, createdAt: true, extraMetrics: true, tags: { select: { key: true, value: true } } },
      orderBy: { id: 'asc' },
      take: FILL_BATCH,
    });
    if (rows.length === 0) return placed;
    const ids: number[] = [];
    const at: string[] = [];
    for (const row of rows) {
      const { header } = readRunFigures({ id: row.id, parameters: {}, extraMetrics: row.extraMetrics }).extraMetrics;
      const tags = Object.fromEntries(row.tags.map((t) => [t.key, t.value]));
      ids.push(row.id);
      at.push((ranAtOf(tags, header) ?? row.createdAt).toISOString());
    }
    // only a run still unplaced: one written meanwhile by an upload or an edit keeps what that wrote
    placed += await db().$executeRaw`UPDATE "Run" r SET "placedAt" = v.at
      FROM unnest(${numberArray(ids)}::int[], ${textArray(at)}::timestamp(3)[]) AS v(id, at)
      WHERE r.id = v.id AND r."placedAt" IS NULL`;
    after = rows.at(-1)?.id ?? after;
  }
}
