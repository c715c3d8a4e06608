import { z } from 'zod';
import { requestViewer } from '@/lib/auth/request';
import { readEnv } from '@/lib/env';
import { AppError, errorResponse } from '@/lib/errors';
import { fileNameAsSent, matchManifestEntries } from '@/lib/ingest/manifest-entries';
import { readMultipart } from '@/lib/ingest/multipart';
import { withSenderTurn, withUploadSlot } from '@/lib/ingest/upload-slots';
import { redactFileName } from '@/lib/parsers';
import { UPLOAD_FILES_MAX } from '@/lib/request-limits';
import { uploadManifestSchema } from '@/lib/schemas/upload';
import { preauthorizeUpload, storeUpload } from '@/lib/uploads';

/** Room for the multipart envelope and the manifest on top of the files' own bytes. */
const MANIFEST_MAX_BYTES = 1024 * 1024;
const ENVELOPE_ALLOWANCE = MANIFEST_MAX_BYTES + 256 * 1024;

const tooLarge = (limit: number) =>
  new AppError(
    'too_large',
    `This upload is larger than the ${(limit / 1024 / 1024).toFixed(limit % (1024 * 1024) === 0 ? 0 : 1)} MB limit. Split the log, or raise UPLOAD_MAX_BYTES on the server.`,
  );

/**
 * An upload's body is read in its turn (lib/ingest/upload-slots.ts), so one that stalls would keep
 * every other upload waiting: nothing for 20 s, or under 32 KB/s on average after the first 20 s
 * (a 50 MB log in 27 minutes), and it is given up. An attack probe held the only slot with a
 * chunked body that stopped after 20 bytes, and every team's uploads waited behind it.
 */
const UPLOAD_PACE = {
  idleMs: 20_000,
  graceMs: 20_000,
  minBytesPerSecond: 32 * 1024,
  tooSlow: () =>
    new AppError('timeout', 'The upload arrived too slowly (nothing for 20 s, or under 32 KB/s): it was given up. Send it again.'),
} as const;

async function receive(request: Request) {
  const limit = readEnv().UPLOAD_MAX_BYTES;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit + ENVELOPE_ALLOWANCE) throw tooLarge(limit);
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data') || !request.body)
    throw new AppError('invalid', 'Send the files as multipart/form-data (field "files").');
  const { files, fields } = await readMultipart(contentType, request.body, {
    maxFileBytes: limit,
    maxFiles: UPLOAD_FILES_MAX,
    maxFieldBytes: MANIFEST_MAX_BYTES,
    tooLarge: () => tooLarge(limit),
    declaredBytes: Number.isFinite(declared) && declared > 0 ? declared : null,
    pace: UPLOAD_PACE,
  });
  const uploaded = files.filter((f) => f.field === 'files');
  if (uploaded.length === 0) throw new AppError('invalid', 'No file in the upload: attach at least one file in the "files" field.');
  let rawManifest: unknown = { files: [] };
  if (fields.manifest !== undefined) {
    try {
      // a NUL (`\u0000` in its JSON) cannot be stored in PostgreSQL's text: no part of any of its strings
      rawManifest = JSON.parse(fields.manifest, (_key, value) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value));
    } catch {
      throw new AppError('invalid', 'The manifest is not JSON.');
    }
  }
  const manifest = uploadManifestSchema.safeParse(rawManifest);
  if (!manifest.success)
    throw new AppError('invalid', `The manifest sent with the upload is not valid: ${z.prettifyError(manifest.error)}`);
  // each entry is for the file it names, as sent; then the names are redacted, as they are stored
  // (a file name can hold a secret: bench-password=…log), and each file carries its own entry
  const sentName = (f: { name: string }) => fileNameAsSent(f.name) || 'pasted text';
  const byFile = matchManifestEntries(uploaded.map(sentName), manifest.data.files, redactFileName);
  const payload = uploaded.map((f) => ({ name: redactFileName(sentName(f)), bytes: f.bytes }));
  const entries = payload.map((p, i) => ({ runs: [], ...byFile[i], name: p.name }));
  return { payload, manifest: { ...manifest.data, files: entries } };
}

/**
 * Uploads: multipart form with `files` (one or more) and an optional JSON `manifest` (team, per-run
 * edits, CI's commit/branch/tags). Signed in as an editor, or `Authorization: Bearer <token>`.
 */
export async function POST(request: Request) {
  try {
    // who is asking is known before a byte of the body is read: nobody's upload is never buffered
    const viewer = await requestViewer(request, { write: true });
    preauthorizeUpload(viewer);
    const length = request.headers.get('content-length');
    const declared = length !== null && Number.isFinite(Number(length)) ? Number(length) : null;
    const sender = viewer.kind === 'token' ? `token:${viewer.token.id}` : viewer.kind === 'user' ? `user:${viewer.user.id}` : null;
    const results = await withSenderTurn(sender, () =>
      withUploadSlot(declared, readEnv().UPLOAD_MAX_BYTES, async () => {
        const { payload, manifest } = await receive(request);
        return storeUpload(viewer, payload, manifest, request.headers);
      }),
    );
    // 201: a run stored; 422: no file could be (each result says why, at its line), so a script that
    // checks the status alone (`curl -f`) does not read a refused log as stored; 200: all there already
    const status = results.some((r) => r.ok && r.created) ? 201 : results.every((r) => !r.ok) ? 422 : 200;
    return Response.json({ results }, { status });
  } catch (error) {
    return errorResponse(
      error,
      'Something went wrong on our side; the upload was not stored. Try again, and report it if it keeps happening.',
    );
  }
}
