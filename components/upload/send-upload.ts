import type { UploadFileResult, UploadManifestInput } from '@/lib/schemas/upload';
import type { PreparedFile } from './prepare-file';

export type UploadResponse = { results: UploadFileResult[] } | { error: { code: string; message: string } };

/** POST /api/uploads with progress (fetch cannot report upload progress; XHR can). */
export function sendUpload(
  files: PreparedFile[],
  team: string | undefined,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: UploadResponse }> {
  const form = new FormData();
  const manifest: UploadManifestInput = {
    ...(team ? { team } : {}),
    files: files.map((f) => ({
      name: f.name,
      projectName: f.projectName || undefined,
      runs: f.edits.map((e, i) => ({
        title: e.title !== f.plan.runs[i]?.title ? e.title : undefined,
        tags: e.tags,
        ...(e.projectName.trim() ? { projectName: e.projectName.trim() } : {}),
        ...(e.hostId !== undefined ? { hostId: e.hostId } : {}),
        ...(e.serverBuildId !== undefined ? { serverBuildId: e.serverBuildId } : {}),
        ...(e.configId !== undefined ? { configId: e.configId } : {}),
      })),
    })),
  };
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
