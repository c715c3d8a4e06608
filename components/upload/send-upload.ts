import type { UploadFileResult } from '@/lib/schemas/upload';
import type { PreparedFile } from './prepare-file';
import { uploadManifest } from './upload-manifest';

export type UploadResponse = { results: UploadFileResult[] } | { error: { code: string; message: string } };

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
