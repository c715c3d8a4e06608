// `benchboard upload` (scripts/benchboard.mjs) run with plain Node against the real upload route
// handler behind a small HTTP server on a free port: what the CLI tests share. A test file that
// uses it mocks `next/headers` itself (vi.mock is hoisted per file).
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { POST as uploadRoute } from '../../app/api/uploads/route';
import { ROOT } from './fixtures';

const CLI = path.join(ROOT, 'scripts/benchboard.mjs');

/** Node's request as the Web Request a route handler takes (the body streamed, as in Next). */
function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
  return new Request(`${origin}${req.url}`, {
    method: req.method,
    headers,
    body: req.method === 'POST' ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** `POST /api/uploads` served on 127.0.0.1; everything else 404. */
export async function startUploadServer(): Promise<{ url: string; close: () => Promise<void> }> {
  let url = '';
  const server: Server = createServer(async (req, res) => {
    const response =
      req.url === '/api/uploads' && req.method === 'POST' ? await uploadRoute(toRequest(req, url)) : new Response(null, { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** The CLI with these arguments and only PATH and `env` in its environment: its exit status and output. */
export async function cli(args: string[], env: Record<string, string> = {}) {
  const run = promisify(execFile);
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
