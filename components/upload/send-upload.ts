import { UPLOAD_FILES_MAX } from '@/lib/request-limits';
import type { UploadFileResult } from '@/lib/schemas/upload';
import type { PreparedFile } from './prepare-file';
import { uploadManifest } from './upload-manifest';

export type UploadResponse = { results: UploadFileResult[] } | { error: { code: string; message: string } };

/**
 * The files in requests of at most UPLOAD_FILES_MAX, one after another, their answers as one: a
 * results directory of 120 logs was offered "Save 120 runs", then refused whole ("At most 100 files
 * in one upload", a DBA's pass). A request refused, or lost on the way, stops there: its files and
 * those after it are answered as not stored, with the reason, beside the answers of those before.
 */
export async function sendUploads(
  files: PreparedFile[],
  team: string | undefined,
  onProgress: (fraction: number) => void,
): Promise<UploadResponse> {
  const results: UploadFileResult[] = [];
  const total = files.reduce((n, f) => n + f.size, 0) || 1;
  let sent = 0;
  for (let from = 0; from < files.length; from += UPLOAD_FILES_MAX) {
    const batch = files.slice(from, from + UPLOAD_FILES_MAX);
    const bytes = batch.reduce((n, f) => n + f.size, 0);
    let body: UploadResponse;
    try {
      body = (await sendUpload(batch, team, (fraction) => onProgress((sent + fraction * bytes) / total))).body;
    } catch (error) {
      if (results.length === 0) throw error;
      body = { error: { code: 'internal', message: (error as Error).message } };
    }
    if ('error' in body) {
      if (results.length === 0) return body;
      const message = `Not stored: ${body.error.message} (the request of files ${from + 1}–${from + batch.length}; the ${results.length} before them are answered above, and no file after them was sent)`;
      const notSent = files.slice(from).map((f) => ({ fileName: f.name, ok: false as const, error: { code: body.error.code, message } }));
      return { results: [...results, ...notSent] };
    }
    results.push(...body.results);
    sent += bytes;
  }
  return { results };
}

/** POST /api/uploads with progress (fetch cannot report upload progress; XHR can). */
export function sendUpload(
  files: PreparedFile[],
  team: string | undefined,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: UploadResponse }> {
  const form = new FormData();
  const manifest = uploadManifest(files, team);
  for (const f of files) form.append('files', f.blob, f.name);
  form.append('manifest', JSON.stringify(manifest));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      try {
        resolve({ status: xhr.status, body: JSON.parse(xhr.responseText) as UploadResponse });
      } catch {
        reject(new Error(`The server answered ${xhr.status} without a readable body.`));
      }
    };
    xhr.onerror = () => reject(new Error('The upload did not reach the server (network error).'));
    xhr.send(form);
  });
}
