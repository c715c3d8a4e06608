// The files of one upload request: each file is its own transaction, so one unreadable file
// does not stop the others, and a failure inside a file stores nothing of that file.
import { AppError } from '../errors';
import type { UploadFileResult, UploadManifest } from '../schemas/upload';
import { ingestDocument } from './ingest';

/** Whose the upload is: its team and the person who sent it (null for a token or sign-in off). */
export type UploadOwner = { teamId: string | null; uploadedById: string | null };

export async function ingestFiles(
  files: { name: string; bytes: Uint8Array }[],
  manifest: UploadManifest,
  owner: UploadOwner = { teamId: null, uploadedById: null },
): Promise<UploadFileResult[]> {
  const results: UploadFileResult[] = [];
  for (const [index, file] of files.entries()) {
    const entry = manifest.files[index] ?? manifest.files.find((f) => f.name === file.name);
    try {
      const outcome = await ingestDocument({
        fileName: file.name,
        bytes: file.bytes,
        ...owner,
        extraTags: manifest.tags,
        revision: { commit: manifest.commit ?? null, branch: manifest.branch ?? null },
        projectName: entry?.projectName ?? null,
        overrides: (entry?.runs ?? []).map((r) => ({ ...r, title: r.title || undefined })),
      });
      results.push({
        fileName: file.name,
        ok: true,
        uploadId: outcome.uploadId,
        runIds: outcome.runIds,
        matrixIds: outcome.matrixIds,
        configIds: outcome.configIds,
        hostId: outcome.hostId,
        created: outcome.created,
        restored: outcome.restored,
        warnings: outcome.warnings.length,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const line = (error.details as { line?: number } | undefined)?.line;
      results.push({ fileName: file.name, ok: false, error: { code: error.code, message: error.message, ...(line ? { line } : {}) } });
    }
  }
  return results;
}
