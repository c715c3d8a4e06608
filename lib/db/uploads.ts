import 'server-only';
import { readStoredJson, uploadWarningsSchema } from '../schemas/json-columns';
import { SHOWN_LINE_CHARS } from '../source-lines';
import { UPLOADS_PER_PAGE } from '../url-state/uploads';
import { type Access, runsVisibleTo, uploadsVisibleTo } from './access';
import { BRIEF_LIMIT } from './brief-limit';
import { db } from './client';

export async function countUploads(): Promise<number> {
  return db().upload.count();
}

/** A copy of an upload's content, and its team (null: stored before teams, or with sign-in off and no team). */
export type UploadCopy = { uploadId: number; fileName: string; team: { id: string; name: string } | null };

/**
 * The uploads of this content the viewer can see, one a team (uploads are de-duplicated within a
 * team only), and the runs of the one in `teamId` (where a new upload would go) or else of the first.
 */
export async function findUploadByFingerprint(access: Access, fingerprint: string, teamId?: string) {
  const copies = await db().upload.findMany({
    where: { AND: [{ fingerprint }, uploadsVisibleTo(access)] },
    select: { id: true, fileName: true, team: { select: { id: true, name: true } } },
    orderBy: { id: 'asc' },
    distinct: ['teamId'],
  });
  const chosen = copies.find((u) => teamId !== undefined && u.team?.id === teamId) ?? copies[0];
  if (!chosen) return null;
  const runs = await db().run.findMany({
    where: { AND: [{ uploadId: chosen.id }, runsVisibleTo(access)] },
    select: { id: true, title: true },
    orderBy: { ordinal: 'asc' },
  });
  return {
    id: chosen.id,
    fileName: chosen.fileName,
    team: chosen.team,
    runs,
    copies: copies.map((u): UploadCopy => ({ uploadId: u.id, fileName: u.fileName, team: u.team })),
  };
}

/** What the uploads list and an upload's page say of an upload (never its text: tens of megabytes). */
const UPLOAD_HEAD = {
  id: true,
  fileName: true,
  sizeBytes: true,
  encoding: true,
  createdAt: true,
  parserVersion: true,
  team: { select: { name: true, slug: true } },
} as const;

/**
 * A page of uploads, the most recent first, with how many there are. Their runs are counted for
 * the page's uploads alone (Prisma's _count grouped every run of the database: 83 ms at 100,000).
 */
export async function listUploads(access: Access, { project, page }: { project?: number; page: number }) {
  const where = { AND: [uploadsVisibleTo(access), project ? { projectId: project } : {}] };
  const [rows, total] = await Promise.all([
    db().upload.findMany({
      where,
      select: { ...UPLOAD_HEAD, project: { select: { id: true, name: true } }, _count: { select: { configs: true, matrices: true } } },
      orderBy: { id: 'desc' },
      skip: (page - 1) * UPLOADS_PER_PAGE,
      take: UPLOADS_PER_PAGE,
    }),
    db().upload.count({ where }),
  ]);
  const ids = rows.map((u) => u.id);
  const runs =
    ids.length === 0
      ? []
      : await db().run.groupBy({
          by: ['uploadId'],
          where: { AND: [{ uploadId: { in: ids } }, runsVisibleTo(access)] },
          _count: { _all: true },
        });
  const runsOf = new Map(runs.map((r) => [r.uploadId, r._count._all]));
  return { rows: rows.map((u) => ({ ...u, runs: runsOf.get(u.id) ?? 0 })), total };
}

const UPLOAD_RUN = {
  id: true,
  title: true,
  tool: true,
  test: true,
  lineStart: true,
  lineEnd: true,
  tps: true,
  eventsPerSec: true,
  durationS: true,
} as const;

/**
 * An upload without its text and warnings (either can be tens of megabytes): see getUploadLines,
 * getUploadWarnings. Its first BRIEF_LIMIT runs in document order and how many it has (one
 * document can hold thousands: their list was 10 MB of HTML at 14,552); its configs and tables.
 */
export async function getUpload(access: Access, id: number) {
  const upload = await db().upload.findFirst({
    where: { AND: [{ id }, uploadsVisibleTo(access)] },
    select: {
      ...UPLOAD_HEAD,
      project: true,
      teamId: true,
      configs: { select: { id: true, name: true, kind: true }, orderBy: { id: 'asc' }, take: BRIEF_LIMIT },
      matrices: { select: { id: true, caption: true, lineStart: true, lineEnd: true }, orderBy: { id: 'asc' }, take: BRIEF_LIMIT },
      _count: { select: { configs: true, matrices: true } },
    },
  });
  if (!upload) return null;
  // apart (Prisma reads every run of a nested relation before its `take`: 28 ms at 14,552), by Run_uploadId_ordinal_key
  const runs = await db().run.findMany({
    where: { AND: [{ uploadId: id }, runsVisibleTo(access)] },
    select: UPLOAD_RUN,
    orderBy: { ordinal: 'asc' },
    take: BRIEF_LIMIT,
  });
  const runCount =
    runs.length < BRIEF_LIMIT ? runs.length : await db().run.count({ where: { AND: [{ uploadId: id }, runsVisibleTo(access)] } });
  return { ...upload, runs, runCount };
}

/** An upload's runs whose lines meet lines `from`–`to` (the document window's: at most one a line). */
export async function getUploadRunsInLines(access: Access, uploadId: number, { from, to }: { from: number; to: number }) {
  return db().run.findMany({
    where: { AND: [{ uploadId, lineStart: { lte: to }, lineEnd: { gte: from } }, runsVisibleTo(access)] },
    select: { id: true, lineStart: true, lineEnd: true },
    orderBy: { ordinal: 'asc' },
    take: to - from + 1,
  });
}

/**
 * Lines `from`… of a document; a line longer than SHOWN_LINE_CHARS comes cut there, and `long`
 * holds [its index in `lines`, its whole length in characters] (the download has it whole).
 */
export type UploadSegment = { from: number; lines: string[]; long?: [number, number][] };
export type UploadLines = { total: number; segments: UploadSegment[] };

/**
 * Some ranges of an upload's lines, split in PostgreSQL so that a 50 MB document never comes to
 * the page whole, and cut there to SHOWN_LINE_CHARS a line: one line can be the whole document.
 * `total` is the document's line count, as `wc -l` and an editor count it (a final newline ends the
 * last line, it starts none); ranges past the end come back shorter.
 */
export async function getUploadLines(uploadId: number, ranges: { from: number; to: number }[]): Promise<UploadLines | null> {
  const wanted = ranges.length > 0 ? ranges : [{ from: 1, to: 1 }];
  const rows = await db().$queryRaw<{ total: number; from: number; lines: string[] | null; long: [number, number][] | null }[]>`
    WITH doc AS MATERIALIZED (SELECT string_to_array(text, ${'\n'}::text) AS l FROM "Upload" WHERE id = ${uploadId}),
      r AS (SELECT * FROM unnest(${wanted.map((r) => r.from)}::int[], ${wanted.map((r) => r.to)}::int[]) AS r("from", "to"))
    SELECT (coalesce(cardinality(doc.l), 0) - CASE WHEN doc.l[cardinality(doc.l)] = '' THEN 1 ELSE 0 END)::int AS total, r."from",
      (SELECT array_agg(left(u.x, ${SHOWN_LINE_CHARS}::int) ORDER BY u.i) FROM unnest(doc.l[r."from":r."to"]) WITH ORDINALITY AS u(x, i)) AS lines,
      (SELECT jsonb_agg(jsonb_build_array(u.i - 1, length(u.x)) ORDER BY u.i) FROM unnest(doc.l[r."from":r."to"]) WITH ORDINALITY AS u(x, i)
        WHERE octet_length(u.x) > ${SHOWN_LINE_CHARS}::int AND length(u.x) > ${SHOWN_LINE_CHARS}::int) AS long
    FROM doc CROSS JOIN r ORDER BY r."from"`;
  if (rows.length === 0) return null;
  const total = rows[0]?.total ?? 0;
  return {
    total,
    segments:
      ranges.length === 0
        ? []
        : rows
            .filter((r) => r.from <= total)
            // the empty "line" after a final newline is no line (a 10-line file ends with one)
            .map((r) => ({ from: r.from, lines: (r.lines ?? []).slice(0, total - r.from + 1), ...(r.long ? { long: r.long } : {}) })),
  };
}

export type UploadWarnings = { total: number; first: { line: number; message: string }[] };

/** How many parser warnings an upload has, and the first few (a broken log can have one per line). */
export async function getUploadWarnings(uploadId: number, limit: number): Promise<UploadWarnings> {
  const rows = await db().$queryRaw<{ total: number; first: unknown }[]>`
    SELECT CASE WHEN jsonb_typeof(warnings) = 'array' THEN jsonb_array_length(warnings) ELSE 0 END::int AS total,
      coalesce((SELECT jsonb_agg(w.e ORDER BY w.i) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(warnings) = 'array' THEN warnings ELSE '[]' END)
        WITH ORDINALITY AS w(e, i) WHERE w.i <= ${limit}), '[]'::jsonb) AS first
    FROM "Upload" WHERE id = ${uploadId}`;
  const row = rows[0];
  if (!row) return { total: 0, first: [] };
  return {
    total: row.total,
    first: readStoredJson(uploadWarningsSchema, row.first, { table: 'Upload', id: uploadId, column: 'warnings' }, []),
  };
}

/**
 * The stored text as UTF-8 bytes, `chunkBytes` at a time, for streaming a download without holding
 * the document. Bytes, not characters: a character slice makes PostgreSQL count characters from
 * the start on every query (5 s for 50 MB), a byte slice does not (about 1 s).
 */
export async function* readUploadText(uploadId: number, chunkBytes = 4 * 1024 * 1024): AsyncGenerator<Uint8Array> {
  for (let offset = 1; ; offset += chunkBytes) {
    const rows = await db().$queryRaw<{ chunk: Uint8Array | null }[]>`
      SELECT substring(convert_to(text, 'UTF8') FROM ${offset}::int FOR ${chunkBytes}::int) AS chunk FROM "Upload" WHERE id = ${uploadId}`;
    const chunk = rows[0]?.chunk ?? new Uint8Array();
    if (chunk.length > 0) yield chunk;
    if (chunk.length < chunkBytes) return;
  }
}

/** Whether `access` may read upload `id` (its text, its page): a run page links to it, and shows lines around its run, only then. */
export async function isUploadReadable(access: Access, id: number): Promise<boolean> {
  return (await db().upload.count({ where: { AND: [{ id }, uploadsVisibleTo(access)] } })) > 0;
}

/** Whose an upload is: what a change to it is authorized against. Null when it does not exist. */
export async function getUploadOwner(id: number): Promise<{ teamId: string | null; fileName: string } | null> {
  return db().upload.findUnique({ where: { id }, select: { teamId: true, fileName: true } });
}

/** What a request could have set on stored runs (lib/ingest/not-applied.ts compares it with what was asked). */
export type StoredRunFacts = {
  ordinal: number;
  tool: string;
  title: string;
  notes: string;
  commit: string | null;
  branch: string | null;
  hostId: number | null;
  serverBuildId: number | null;
  configId: number | null;
  projectName: string | null;
  tags: Record<string, string>;
};

export async function readStoredRunFacts(runIds: number[]): Promise<StoredRunFacts[]> {
  const runs = await db().run.findMany({
    where: { id: { in: runIds } },
    select: {
      ordinal: true,
      tool: true,
      title: true,
      notes: true,
      commit: true,
      branch: true,
      hostId: true,
      serverBuildId: true,
      configId: true,
      project: { select: { name: true } },
      tags: { select: { key: true, value: true } },
    },
    orderBy: { ordinal: 'asc' },
  });
  return runs.map(({ project, tags, ...run }) => ({
    ...run,
    projectName: project?.name ?? null,
    tags: Object.fromEntries(tags.map((t) => [t.key, t.value])),
  }));
}
