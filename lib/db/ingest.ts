// Writes one ingest plan in one transaction: everything or nothing; the plan decided, this executes. Child rows (operations,
// interval points, …) go in with INSERT … SELECT FROM unnest(), one statement per table.
import 'server-only';
import { AppError } from '../errors';
import { repeatedOutputWarning } from '../ingest/output-fingerprint';
import type { IngestPlan } from '../ingest/plan';
import { PARSER_VERSION } from '../parsers';
import { db } from './client';
import { bumpRunDataVersion } from './facets-cache';
import { writeChildrenOfRuns } from './ingest-rows';
import { numberArray, textArray } from './pg-array';
import { earlierRunsWithOutputs } from './repeated-outputs';
import { insertRuns, tagWordsOf } from './run-rows';
import { assertChosenRowsExist, choiceResolver, plannedRunColumns, projectIdOf, tagRows } from './run-write';
import { inTransaction, type Tx } from './tx';
import { sentInline, writeUploadText } from './upload-text';

export type UploadRecord = {
  fingerprint: string;
  /** the team that owns it (null: before any team exists, or sign-in off) */
  teamId: string | null;
  uploadedById: string | null;
  fileName: string;
  sizeBytes: number;
  encoding: string;
  text: string;
  warnings: { line: number; message: string }[];
};
export type IngestOutcome = {
  uploadId: number;
  runIds: number[];
  matrixIds: number[];
  configIds: number[];
  hostId: number | null;
  created: boolean;
  /** runs of an earlier upload of this content that were in the trash and came back */
  restored: number;
  /** the runs whose log stops before its summary, or that failed (their figures cover part of the run) */
  incompleteRunIds: number[];
  /** each new run whose output the team had stored already, and the run it had (repeated-outputs.ts) */
  repeatedOutputs: { runId: number; sameAs: number }[];
};
export type IngestHooks = { afterRuns?: () => void | Promise<void> };
/** Who re-uploads: a project token (`lockedProject`) may only be answered with runs of its project. */
export type IngestScope = { lockedProject?: string };

/**
 * A project token reads and writes its project only: the same content stored elsewhere in the
 * team (another project, or none) is neither returned to it nor brought back from the trash.
 */
function assertInLockedProject(
  scope: IngestScope,
  fileName: string,
  upload: { project: { name: string } | null },
  owned: { projectName: string | null }[],
): void {
  const locked = scope.lockedProject;
  if (locked === undefined) return;
  const outside = [upload.project?.name ?? null, ...owned.map((o) => o.projectName)].some((name) => name !== locked);
  if (!outside) return;
  // the 409 says only that this content is in the team already, which its sender holds anyway
  throw new AppError(
    'conflict',
    `${fileName}: the same content is already stored in this team, outside the project "${locked}" of this token, ` +
      `which can neither read it nor bring it back from the trash. Upload it with a token of the whole team, ` +
      `or ask someone who can see it to purge the other copy first.`,
    { file: fileName },
  );
}

/** What an earlier upload of the same content stored; runs in the trash come back (a re-upload is asking for them). */
async function existingOutcome(
  tx: Tx,
  teamId: string | null,
  fingerprint: string,
  scope: IngestScope & { fileName: string },
): Promise<IngestOutcome | null> {
  // one query at a time: Prisma runs a nested select's relations in parallel, which a transaction's
  // single connection can only queue (pg warns, and pg 9 refuses)
  // the upload alone first: a relation in this select costs a second query even when no upload is
  // found, and nearly every upload is new
  const found = await tx.upload.findFirst({ where: { teamId, fingerprint }, select: { id: true, deletedAt: true, projectId: true } });
  if (!found) return null;
  const upload = {
    ...found,
    project: found.projectId === null ? null : await tx.project.findUnique({ where: { id: found.projectId }, select: { name: true } }),
  };
  const runs = await tx.run.findMany({
    where: { uploadId: upload.id },
    select: { id: true, hostId: true, deletedAt: true, complete: true, project: { select: { name: true } } },
    orderBy: { ordinal: 'asc' },
  });
  const matrices = await tx.matrix.findMany({
    where: { uploadId: upload.id },
    select: { id: true, project: { select: { name: true } } },
    orderBy: { id: 'asc' },
  });
  const projectName = (row: { project: { name: string } | null }) => ({ projectName: row.project?.name ?? null });
  assertInLockedProject(scope, scope.fileName, upload, [...runs.map(projectName), ...matrices.map(projectName)]);
  const configs = await tx.config.findMany({ where: { uploadId: upload.id }, select: { id: true }, orderBy: { id: 'asc' } });
  const trashed = runs.filter((r) => r.deletedAt !== null).map((r) => r.id);
  if (trashed.length > 0) await tx.run.updateMany({ where: { id: { in: trashed } }, data: { deletedAt: null } });
  if (upload.deletedAt !== null) await tx.upload.update({ where: { id: upload.id }, data: { deletedAt: null } });
  if (trashed.length > 0) await bumpRunDataVersion(tx); // as after any write of runs: a read before the commit is not kept
  return {
    uploadId: upload.id,
    runIds: runs.map((r) => r.id),
    matrixIds: matrices.map((m) => m.id),
    configIds: configs.map((c) => c.id),
    hostId: runs[0]?.hostId ?? null,
    created: false,
    restored: trashed.length,
    incompleteRunIds: runs.filter((r) => !r.complete).map((r) => r.id),
    repeatedOutputs: [],
  };
}

/** Before parsing: the runs stored for this content already, if any (restoring trashed ones). */
export async function claimExistingUpload(
  teamId: string | null,
  fingerprint: string,
  scope: IngestScope & { fileName: string },
): Promise<IngestOutcome | null> {
  if (!(await db().upload.findFirst({ where: { teamId, fingerprint }, select: { id: true } }))) return null;
  return inTransaction((tx) => existingOutcome(tx, teamId, fingerprint, scope));
}

async function writeMatrices(
  tx: Tx,
  plan: IngestPlan,
  uploadId: number,
  projectId: number | null,
  hostId: number | null,
): Promise<number[]> {
  const ids: number[] = [];
  for (const m of plan.matrices) {
    const created = await tx.matrix.create({
      data: {
        uploadId,
        projectId,
        caption: m.caption ?? '',
        rowLabel: m.rowLabel ?? '',
        columnLabel: m.columnLabel ?? '',
        rows: m.rows,
        columns: m.columns,
        lineStart: m.lines[0],
        lineEnd: m.lines[1],
        parameters: m.parameters,
        hostId,
        context: plan.matrixContext,
        cells: {
          createMany: {
            data: m.rows.flatMap((row, r) =>
              m.columns.map((column, c) => {
                const note = m.notes.find((n) => n.row === row && n.column === column);
                return {
                  row: r,
                  col: c,
                  value: m.values[r]?.[c] ?? null,
                  note: note?.text ?? null,
                  excluded: note !== undefined,
                  line: m.rowLines[r] ?? m.lines[0],
                };
              }),
            ),
          },
        },
      },
      select: { id: true },
    });
    ids.push(created.id);
  }
  return ids;
}

/**
 * One upload in one transaction, as planned (lib/ingest/plan.ts decided every run's host, build,
 * config, project and tags). Uploads of the same content are serialized by an advisory lock on
 * the fingerprint: the second waits for the first to commit, then answers with its runs (it never
 * waits on a second pool connection while holding this one).
 */
export async function writeIngest(
  upload: UploadRecord,
  plan: IngestPlan,
  /** each run's output fingerprint by ordinal (lib/ingest/output-fingerprint.ts) */
  outputs: ReadonlyMap<number, string>,
  hooks: IngestHooks = {},
  scope: IngestScope = {},
): Promise<IngestOutcome> {
  return inTransaction(async (tx) => {
    await tx.$executeRaw`SET LOCAL statement_timeout = '300s'`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${upload.teamId ?? ''}/${upload.fingerprint}`}, 0))`;
    const existing = await existingOutcome(tx, upload.teamId, upload.fingerprint, { ...scope, fileName: upload.fileName });
    if (existing) return existing;
    await assertChosenRowsExist(tx, plan.runs, upload.teamId);
    const projectId = await projectIdOf(tx, plan.project, upload.teamId);
    const inline = sentInline(upload.text);
    const created = await tx.upload.create({
      data: { ...upload, text: inline ? upload.text : '', projectId, parserVersion: PARSER_VERSION },
      select: { id: true },
    });
    if (!inline) await writeUploadText(tx, created.id, upload.text);
    const resolve = choiceResolver(tx, plan, { id: created.id, teamId: upload.teamId, fileName: upload.fileName, projectId });
    // every config and build of the document is stored, and its host when a run keeps it (or there are no runs)
    const configIds: number[] = [];
    for (const [index] of plan.configs.entries()) configIds.push(await resolve.config(index));
    for (const [index] of plan.builds.entries()) await resolve.build(index);
    const hostId = await resolve.host('document');
    // every run's columns (choices resolved in run order, as before), then one INSERT for the runs,
    // one for their tags and one per child table: round trips per document, not per run
    const columns = [];
    for (const planned of plan.runs)
      columns.push({
        ...(await plannedRunColumns(planned, resolve)),
        uploadId: created.id,
        ordinal: planned.ordinal,
        teamId: upload.teamId,
        tagWords: tagWordsOf(planned.tags),
        outputFingerprint: outputs.get(planned.ordinal) ?? null,
      });
    const locked = scope.lockedProject === undefined ? undefined : projectId;
    const earlier = await earlierRunsWithOutputs(tx, upload.teamId, [...outputs.values()], null, locked);
    const repeatedOutputs: { runId: number; sameAs: number }[] = [];
    const inserted = await insertRuns(tx, columns);
    const idOf = new Map(inserted.map((r) => [r.ordinal, r.id]));
    const stored = plan.runs.map((planned) => {
      const id = idOf.get(planned.ordinal);
      if (id === undefined) throw new Error(`run ${planned.ordinal} was not stored`);
      const sameAs = earlier.get(outputs.get(planned.ordinal) ?? '');
      if (sameAs === undefined) return { id, parsed: planned.parsed, tags: tagRows(planned) };
      repeatedOutputs.push({ runId: id, sameAs });
      // (not a copy of parsed: a spread would build a long run's interval objects from its columns)
      return { id, parsed: planned.parsed, alsoWarnings: [repeatedOutputWarning(planned.parsed.lines[0])], tags: tagRows(planned) };
    });
    const tags = stored.flatMap((run) => run.tags.map((tag) => ({ runId: run.id, ...tag })));
    if (tags.length > 0)
      await tx.$executeRaw`INSERT INTO "RunTag" ("runId", key, value)
        SELECT * FROM unnest(${numberArray(tags.map((t) => t.runId))}::int[], ${textArray(tags.map((t) => t.key))}::text[], ${textArray(tags.map((t) => t.value))}::text[])`;
    await writeChildrenOfRuns(tx, stored);
    const runIds = stored.map((r) => r.id);
    await hooks.afterRuns?.();
    const matrixIds = await writeMatrices(tx, plan, created.id, projectId, hostId);
    await bumpRunDataVersion(tx);
    const incompleteRunIds = stored.filter((r) => !r.parsed.complete).map((r) => r.id);
    return { uploadId: created.id, runIds, matrixIds, configIds, hostId, created: true, restored: 0, incompleteRunIds, repeatedOutputs };
  });
}
