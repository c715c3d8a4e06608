// A failure on our side (here: the database lost its tables) is answered with a plain sentence,
// never a stack trace, a file path or the query that failed: those stay in the server's log.
// Every route handler found on disk is called, with and without a token, after the break.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { db } from '../../lib/db/client';
import { ROOT } from '../support/fixtures';

const ORIGIN = 'http://localhost:3000';
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
}));

/** What must never reach a client: stack frames, source or build paths, the ORM's own report. */
const LEAKS = [
  /^\s*at \S/m,
  /\bat [\w$.<>]+ \(/,
  /\/work\//,
  /\.tsx?:\d/,
  /\.js:\d/,
  /node_modules/,
  /file:\/\//,
  /invocation/i,
  /\bprisma\b/i,
  /relation ".*" does not exist/,
];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? routeFiles(full) : entry === 'route.ts' ? [full] : [];
  });
}

type Handler = (request: Request, context: unknown) => Promise<Response>;
type Answer = { call: string; status: number; body: string };

const SLUG = 'abcdefghijklmnopqrstuvwx';
const FINGERPRINT = 'a'.repeat(64);

function bodyFor(route: string, method: string): BodyInit | undefined {
  if (method === 'GET') return undefined;
  if (route === 'api/uploads') {
    const form = new FormData();
    // a whole log: read before anything is stored (a file's runs count against the upload's cap), so
    // a log that is no benchmark's is answered without the database
    form.append('files', new Blob([readFileSync(path.join(ROOT, 'tests/fixtures/synthetic/sysbench-1.1-throughput.log'))]), 'x.log');
    return form;
  }
  return JSON.stringify({ state: { runs: [1] }, email: 'someone@example.com', password: 'a long password 123' });
}

/** Every handler on disk, each called once per set of credentials; Better Auth's open endpoints each. */
async function callEveryRoute(credentials: Record<string, string>[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const file of routeFiles(path.join(ROOT, 'app'))) {
    const route = path.relative(path.join(ROOT, 'app'), path.dirname(file));
    const module = (await import(file)) as Record<string, Handler>;
    const address = `${ORIGIN}/${route.replace('[id]', '1').replace('[slug]', SLUG).replace('[...all]', '')}`;
    const urls =
      route === 'api/auth/[...all]'
        ? [`${address}get-session`, `${address}sign-in/email`]
        : [route === 'api/uploads/lookup' ? `${address}?fingerprint=${FINGERPRINT}` : address];
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const handler = module[method];
      if (!handler) continue;
      for (const url of urls) {
        for (const extra of credentials) {
          const json: Record<string, string> = method !== 'GET' && route !== 'api/uploads' ? { 'content-type': 'application/json' } : {};
          const headers = { host: 'localhost:3000', origin: ORIGIN, ...json, ...extra };
          const request = new Request(url, { method, body: bodyFor(route, method), headers });
          // a handler that throws would leave the answer to Next: that fails this test too
          const response = await handler(request, { params: Promise.resolve({ id: '1', slug: SLUG }) });
          answers.push({
            call: `${method} ${new URL(url).pathname} ${Object.keys(extra).join(',') || 'nobody'}`,
            status: response.status,
            body: await response.text(),
          });
        }
      }
    }
  }
  return answers;
}

function expectNoLeak(answers: Answer[]) {
  // an answer that is not an error (the OpenAPI document needs no database) is data, not a leak
  for (const answer of answers.filter((a) => a.status >= 400)) {
    for (const leak of LEAKS) expect(`${answer.call} → ${answer.status} ${answer.body}`).not.toMatch(leak);
  }
  for (const answer of answers.filter((a) => a.status >= 500 && a.body)) {
    expect(JSON.parse(answer.body), answer.call).toMatchObject({
      error: { code: 'internal', message: expect.stringMatching(/^Something went wrong on our side/) },
    });
  }
}

const logged: unknown[] = [];
const errorLog = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(...args));
const loggedText = () => logged.map((entry) => (entry instanceof Error ? entry.message : String(entry))).join('\n');
let token = '';

beforeAll(async () => {
  const { auth } = await import('../../lib/auth/server');
  const { mintToken } = await import('../../lib/teams/tokens');
  const owner = await auth().api.signUpEmail({ body: { name: 'Owner', email: 'owner@errors.test', password: 'a long password 123' } });
  const team = await auth().api.createOrganization({ body: { name: 'Errors team', slug: 'errors-team', userId: owner.user.id } });
  if (!team) throw new Error('no team');
  token = (await mintToken(owner.user.id, team.id, { name: 'ci', scope: 'read-upload', projectId: null })).key;
});

afterAll(() => errorLog.mockRestore());

describe('a database error in a route handler', () => {
  test('the data tables gone: a client with a good token gets 500 and a sentence; the log gets the details', async () => {
    const tables = ['Upload', 'Run', 'Share', 'Project'];
    for (const table of tables) await db().$executeRawUnsafe(`ALTER TABLE "${table}" RENAME TO "gone_${table}"`);
    try {
      const answers = await callEveryRoute([{ authorization: `Bearer ${token}` }]);
      const failed = answers.filter((a) => a.status === 500).map((a) => a.call);
      expect(failed).toEqual(
        expect.arrayContaining([
          'GET /api/runs/1/export authorization',
          'GET /api/uploads/1/text authorization',
          'GET /api/uploads/lookup authorization',
          'POST /api/uploads authorization',
          'POST /api/shares authorization',
        ]),
      );
      expectNoLeak(answers);
      expect(answers.find((a) => a.call === 'POST /api/uploads authorization')?.body).toContain('the upload was not stored');
      expect(loggedText()).toMatch(/does not exist/);
    } finally {
      for (const table of tables) await db().$executeRawUnsafe(`ALTER TABLE "gone_${table}" RENAME TO "${table}"`);
    }
  });

  test('every table gone: nobody, a session cookie or a token, Better Auth included, learns nothing of how', async () => {
    await db().$executeRawUnsafe('ALTER SCHEMA public RENAME TO gone');
    try {
      const answers = await callEveryRoute([{}, { cookie: 'better-auth.session_token=abc.def' }, { authorization: `Bearer ${token}` }]);
      const failed = answers.filter((a) => a.status >= 500).map((a) => a.call);
      expect(failed).toEqual(
        expect.arrayContaining(['POST /api/auth/sign-in/email nobody', 'GET /api/runs/1/export nobody', 'GET /api/uploads/1/text cookie']),
      );
      expectNoLeak(answers);
    } finally {
      await db().$executeRawUnsafe('ALTER SCHEMA gone RENAME TO public');
    }
  });
});
