import { z } from 'zod';
import { readEnv } from '@/lib/env';
import { AppError, toErrorEnvelope } from '@/lib/errors';
import { ingestFiles } from '@/lib/ingest/upload-batch';
import { uploadManifestSchema } from '@/lib/schemas/upload';

/** Uploads: multipart form with `files` (one or more) and an optional JSON `manifest` of per-run edits. */
export async function POST(request: Request) {
  try {
    const limit = readEnv().UPLOAD_MAX_BYTES;
    const declared = Number(request.headers.get('content-length') ?? '0');
    const tooLarge = () =>
      new AppError(
        'too_large',
        `This upload is larger than the ${Math.round(limit / 1024 / 1024)} MB limit. Split the log, or raise UPLOAD_MAX_BYTES on the server.`,
      );
    if (declared > limit) throw tooLarge();
    const form = await request.formData().catch(() => {
      throw new AppError('invalid', 'Send the files as multipart/form-data (field "files").');
    });
    const files = form.getAll('files').filter((f): f is File => f instanceof File);
    if (files.length === 0) throw new AppError('invalid', 'No file in the upload: attach at least one file in the "files" field.');
    if (files.reduce((n, f) => n + f.size, 0) > limit) throw tooLarge();
    const rawManifest = form.get('manifest');
    const manifest = uploadManifestSchema.safeParse(typeof rawManifest === 'string' ? JSON.parse(rawManifest) : { files: [] });
    if (!manifest.success)
      throw new AppError('invalid', `The edits sent with the upload are not valid: ${z.prettifyError(manifest.error)}`);
    const payload = await Promise.all(
      files.map(async (f) => ({ name: f.name || 'pasted text', bytes: new Uint8Array(await f.arrayBuffer()) })),
    );
    const results = await ingestFiles(payload, manifest.data);
    const status = results.some((r) => r.ok && r.created) ? 201 : 200;
    return Response.json({ results }, { status });
  } catch (error) {
    const { status, body } = toErrorEnvelope(error instanceof SyntaxError ? new AppError('invalid', 'The manifest is not JSON.') : error);
    return Response.json(body, { status });
  }
}
