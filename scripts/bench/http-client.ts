// The load benchmarks' clients: node:http on kept-alive connections, asking for gzip as browsers
// do. A load generator shares the 2 cores it measures: undici's fetch took 3.1–3.9 ms of CPU per
// runs-list page and FormData ~3 ms per upload (2026-12-05), this 0.8–1.8 ms with the gunzip, CPU
// the server under test did not get.

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

export type HttpClient = {
  get(path: string, headers?: http.OutgoingHttpHeaders): Promise<Answer>;
  post(path: string, body: { bytes: Buffer; contentType: string }): Promise<Answer>;
  close(): void;
};

/** Requests to `base`, at most `sockets` connections at a time (each kept open between requests). */
export function httpClient(base: string, sockets: number): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const send = (method: string, path: string, headers: http.OutgoingHttpHeaders, body?: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      // a request that hangs is a failure after a minute, not a bench that never ends
      const options = { method, agent, headers: { 'accept-encoding': 'gzip', ...headers }, timeout: 60_000 };
      const request = http.request(base + path, options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            // read whole, as a browser would: an error page is told from a page by its text
            const bytes = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text: bytes.toString('utf8') });
          } catch (error) {
            reject(error); // a broken gzip body is a failed request, not a crashed bench
          }
        });
      });
      request.on('error', reject);
      request.on('timeout', () => request.destroy(new Error('no answer within 60 s')));
      request.end(body);
    });
  return {
    get: (path, headers = {}) => send('GET', path, headers),
    post: (path, body) => send('POST', path, { 'content-type': body.contentType, 'content-length': body.bytes.length }, body.bytes),
    close: () => agent.destroy(),
  };
}

/** The multipart/form-data body a browser's form sends with these files. */
export function multipartBody(files: { field: string; name: string; text: string }[]): { bytes: Buffer; contentType: string } {
  if (files.some((f) => /["\r\n]/.test(f.name + f.field))) throw new Error('a name with a quote or a line break');
  const boundary = `----benchboard${randomBytes(12).toString('hex')}`;
  const parts = files.map(
    (f) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${f.text}\r\n`,
  );
  return { bytes: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}
