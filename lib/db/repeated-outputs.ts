// A new run whose output is stored already in its team (lib/ingest/output-fingerprint.ts): the same
// run under another file. It is stored, as asked; its upload's answer names the run stored before
// (earlierRunsWithOutputs), its warning says so without naming it, and its page's heading names the
// runs with its output that the reader may open (runsWithSameOutput). Comparisons, histories and
// alerts count one of them (lib/compare/sections/repeats.ts, lib/series/load.ts).
import 'server-only';
import { type Access, runsVisibleTo } from './access';
import { db } from './client';
import { Prisma } from './generated/client';
import { textArray } from './pg-array';
import type { Tx } from './tx';

/** Runs named in a run's heading as having its output, at most. */
const SAME_OUTPUT_SHOWN = 5;

/**
 * The other live runs of the run's team with its output that the reader may see, the first stored
 * first: the same run stored twice, whichever copy the page is of (Run_teamId_outputFingerprint_idx).
 */
export async function runsWithSameOutput(
  access: Access,
  run: { id: number; uploadId: number; teamId: string | null; outputFingerprint: string | null },
): Promise<number[]> {
  if (run.outputFingerprint === null) return [];
  const rows = await db().run.findMany({
    where: {
      AND: [
        // another upload's (the columns of one compare-results table share their lines)
        { teamId: run.teamId, outputFingerprint: run.outputFingerprint, deletedAt: null, uploadId: { not: run.uploadId } },
        runsVisibleTo(access),
      ],
    },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: SAME_OUTPUT_SHOWN,
  });
  return rows.map((r) => r.id);
}

/**
 * The first live run of the team (not of `exceptUpload`) with each of these output fingerprints:
 * fingerprint → run id.
 */
export async function earlierRunsWithOutputs(
  tx: Tx,
  teamId: string | null,
  fingerprints: readonly string[],
  exceptUpload: number | null,
  /** a project token's upload: only its project's runs (it may read no other) */
  onlyProject?: number | null,
): Promise<Map<string, number>> {
  const wanted = [...new Set(fingerprints)];
  if (wanted.length === 0) return new Map();
  // one plain statement inside the upload's transaction (Run_teamId_outputFingerprint_idx): Prisma's
  // findMany cost ~5–10 ms an upload here, a fifth of seed 000's ingest
  const team = teamId === null ? Prisma.sql`"teamId" IS NULL` : Prisma.sql`"teamId" = ${teamId}`;
  const rows = await tx.$queryRaw<{ fp: string; id: number }[]>`
    SELECT DISTINCT ON ("outputFingerprint") "outputFingerprint" AS fp, id FROM "Run"
    WHERE ${team} AND "outputFingerprint" = ANY(${textArray(wanted)}::text[]) AND "deletedAt" IS NULL
      AND "uploadId" <> ${exceptUpload ?? -1} ${onlyProject === undefined ? Prisma.empty : onlyProject === null ? Prisma.sql`AND "projectId" IS NULL` : Prisma.sql`AND "projectId" = ${onlyProject}`}
    ORDER BY "outputFingerprint", id`;
  return new Map(rows.map((r) => [r.fp, r.id]));
}
