// `benchboard upload` (scripts/benchboard.mjs, run with plain Node) against the real upload route
// handler behind a small HTTP server: one request per file, a refused file does not stop the
// others, each run's address and its commit/branch/tags/project stored, the same file again is
// "already uploaded", a read-only token is refused with the server's message, usage errors exit 2.
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { POST as uploadRoute } from '../../app/api/uploads/route';
import { db } from '../../lib/db/client';
import { ROOT } from '../support/fixtures';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: '127.0.0.1' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
}));

const CLI = path.join(ROOT, 'scripts/benchboard.mjs');
const SYSBENCH = path.join(ROOT, 'tests/fixtures/synthetic/sysbench-1.1-throughput.log');
const NOT_A_LOG = path.join(ROOT, 'tests/fixtures/synthetic/not-a-benchmark.txt');
const ABORTED = path.join(ROOT, 'tests/fixtures/synthetic/pgbench-17-aborted.log');
const tokens = { upload: '', read: '' };
let server: Server;
let url = '';

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

beforeAll(async () => {
  const { auth } = await import('../../lib/auth/server');
  const { mintToken } = await import('../../lib/teams/tokens');
  const owner = await auth().api.signUpEmail({ body: { name: 'Owner', email: 'owner@cli.test', password: 'a long password 123' } });
  const team = await auth().api.createOrganization({ body: { name: 'CLI team', slug: 'cli-team', userId: owner.user.id } });
  if (!team) throw new Error('no team');
  tokens.upload = (await mintToken(owner.user.id, team.id, { name: 'ci', scope: 'upload', projectId: null })).key;
  tokens.read = (await mintToken(owner.user.id, team.id, { name: 'reader', scope: 'read', projectId: null })).key;
  server = createServer(async (req, res) => {
    const response =
      req.url === '/api/uploads' && req.method === 'POST' ? await uploadRoute(toRequest(req, url)) : new Response(null, { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function cli(args: string[], env: Record<string, string> = {}) {
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

describe('benchboard upload', () => {
  test('stores each file on its own, prints run addresses, and exits 1 because one file was refused', async () => {
    const { code, stdout, stderr } = await cli(
      [
        'upload',
        '--url',
        url,
        '--commit',
        'abc123',
        '--branch',
        'main',
        '--tag',
        'version=8.4.3',
        '--project',
        'nightly',
        SYSBENCH,
        NOT_A_LOG,
      ],
      { BENCHBOARD_TOKEN: tokens.upload },
    );
    expect(code).toBe(1);
    expect(stdout).toContain('[1/2] ');
    expect(stdout).toContain('[2/2] ');
    expect(stdout).toMatch(/stored 1 run, \d+ parse warnings?/);
    const id = Number(new RegExp(`${url}/runs/(\\d+)`).exec(stdout)?.[1]);
    expect(stderr).toMatch(/refused: not-a-benchmark\.txt/);
    expect(stdout).toContain('2 files: 1 stored, 0 already uploaded, 1 refused');
    const run = await db().run.findUniqueOrThrow({ where: { id }, include: { tags: true, project: true } });
    expect(run).toMatchObject({ commit: 'abc123', branch: 'main', project: { name: 'nightly' } });
    expect(run.tags).toContainEqual(expect.objectContaining({ key: 'version', value: '8.4.3' }));
  });

  test('the same file again is "already uploaded", and exits 0', async () => {
    const { code, stdout } = await cli(['upload', SYSBENCH], { BENCHBOARD_URL: url, BENCHBOARD_TOKEN: tokens.upload });
    expect(code).toBe(0);
    expect(stdout).toMatch(/already uploaded: 1 run; nothing new stored/);
    expect(stdout).toMatch(new RegExp(`${url}/runs/\\d+`));
    expect(stdout).not.toContain('did not finish');
    expect(stdout).not.toContain('not applied');
  });

  test('a retry of the first command (same commit, branch, tag, project) is told nothing was left out', async () => {
    const { code, stdout } = await cli(
      ['upload', '--commit', 'abc123', '--branch', 'main', '--tag', 'version=8.4.3', '--project', 'nightly', SYSBENCH],
      { BENCHBOARD_URL: url, BENCHBOARD_TOKEN: tokens.upload },
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/already uploaded: 1 run; nothing new stored/);
    expect(stdout).not.toContain('not applied');
  });

  test('the same file again with other tags and a commit says they were not applied; the run keeps its own', async () => {
    const { code, stdout } = await cli(['upload', '--tag', 'version=9.9.9', '--commit', 'def456', SYSBENCH], {
      BENCHBOARD_URL: url,
      BENCHBOARD_TOKEN: tokens.upload,
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/already uploaded: 1 run; nothing new stored/);
    expect(stdout).toContain('not applied: tags, commit (the runs keep what the first upload gave them');
    const id = Number(new RegExp(`${url}/runs/(\\d+)`).exec(stdout)?.[1]);
    const run = await db().run.findUniqueOrThrow({ where: { id }, include: { tags: true } });
    expect(run.commit).toBe('abc123');
    expect(run.tags).toContainEqual(expect.objectContaining({ key: 'version', value: '8.4.3' }));
  });

  test('a run that did not finish is said so next to its address', async () => {
    const { code, stdout } = await cli(['upload', ABORTED], { BENCHBOARD_URL: url, BENCHBOARD_TOKEN: tokens.upload });
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`${url}/runs/\\d+  \\(did not finish: the run page says why\\)`));
  });

  test('a read-only token is refused with the server’s message, and exits 1', async () => {
    const { code, stderr } = await cli(['upload', '--url', url, '--token', tokens.read, SYSBENCH]);
    expect(code).toBe(1);
    expect(stderr).toContain('refused (HTTP 403): This token may not upload runs');
  });

  test('usage errors exit 2 before anything is sent; --help exits 0', async () => {
    expect((await cli(['upload', '--url', url, SYSBENCH])).code).toBe(2);
    expect((await cli(['upload', '--url', url, '--token', 'x', '--tag', 'no-value', SYSBENCH])).code).toBe(2);
    expect((await cli(['download', '--url', url, '--token', 'x'])).code).toBe(2);
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: benchboard upload');
  });
});
