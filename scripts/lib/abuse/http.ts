// Requests the probes send, timed.
import http from 'node:http';

export type Reply = { status: number; ms: number; text: string; json: unknown };

export async function send(url: string, init: RequestInit = {}, timeoutMs = 120_000): Promise<Reply> {
  const start = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a page, not JSON
    }
    return { status: response.status, ms: Math.round(performance.now() - start), text, json };
  } catch (error) {
    return { status: 0, ms: Math.round(performance.now() - start), text: String(error), json: null };
  }
}

export type UploadFile = { name: string; text: string };

export function upload(base: string, files: UploadFile[], manifest?: unknown): Promise<Reply> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([f.text], { type: 'text/plain' }), f.name);
  if (manifest !== undefined) form.append('manifest', JSON.stringify(manifest));
  return send(`${base}/api/uploads`, { method: 'POST', body: form });
}

export type UploadResult = { ok: boolean; created?: boolean; runIds?: number[]; uploadId?: number; error?: { message: string } };
export const resultsOf = (reply: Reply): UploadResult[] => (reply.json as { results?: UploadResult[] } | null)?.results ?? [];

/**
 * A multipart upload sent chunked (no Content-Length), `totalBytes` long: how far the client got
 * before the server answered, and what it answered.
 */
export function chunkedUpload(base: string, totalBytes: number): Promise<{ status: number; ms: number; sentMb: number }> {
  const url = new URL(`${base}/api/uploads`);
  const boundary = '----abuse';
  return new Promise((resolve) => {
    const started = performance.now();
    let sent = 0;
    let finished = false;
    const finish = (status: number) => {
      if (finished) return;
      finished = true;
      request.destroy();
      resolve({ status, ms: Math.round(performance.now() - started), sentMb: Math.round(sent / 1e6) });
    };
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => finish(response.statusCode ?? 0));
    });
    request.on('error', () => finish(0));
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.log"\r\n\r\n`);
    const chunk = Buffer.alloc(1 << 20, 120);
    const pump = () => {
      while (!finished && sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!finished) request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

/** A GET with headers fetch will not send as given (Host): through node:http. */
export function rawGet(base: string, path: string, headers: Record<string, string>): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const request = http.get({ host: url.hostname, port: url.port, path, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
}
