// Tags sent with an upload (the CLI's --tag, the manifest's `tags`, the upload form's boxes) act as
// the run page's Save does: `test=` names the run's test, its concurrency tag in the tool's word
// (`clients=` for pgbench) is its concurrency, and what the page refuses (pgbench's `threads=`, a
// concurrency that is no number) is refused with nothing stored. A DBA's pass: `--tag test=…` was a
// tag that named no test, and a pgbench run sent with `--tag clients=7` held clients=7 and threads=4.
import { beforeAll, expect, test, vi } from 'vitest';
import { POST as uploadRoute } from '../../app/api/uploads/route';
import { db } from '../../lib/db/client';
import { readFixture } from '../support/fixtures';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
}));

let token = '';
const SYSBENCH = readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log');
const PGBENCH = readFixture('tests/fixtures/synthetic/pgbench-9.4-progress.log');

beforeAll(async () => {
  const { auth } = await import('../../lib/auth/server');
  const { mintToken } = await import('../../lib/teams/tokens');
  const owner = await auth().api.signUpEmail({ body: { name: 'Owner', email: 'owner@tags.test', password: 'a long password 123' } });
  const team = await auth().api.createOrganization({ body: { name: 'Tags team', slug: 'tags-team', userId: owner.user.id } });
  if (!team) throw new Error('no team');
  token = (await mintToken(owner.user.id, team.id, { name: 'ci', scope: 'upload', projectId: null })).key;
});

async function upload(name: string, text: string, manifest: unknown) {
  const form = new FormData();
  form.append('files', new Blob([text]), name);
  form.append('manifest', JSON.stringify(manifest));
  const response = await uploadRoute(
    new Request('http://localhost:3000/api/uploads', {
      method: 'POST',
      headers: { host: 'localhost:3000', authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  return { status: response.status, body: await response.json() };
}

const runOf = async (id: number) =>
  db().run.findUniqueOrThrow({ where: { id }, select: { test: true, threads: true, tags: { select: { key: true, value: true } } } });
const tagMap = (tags: { key: string; value: string }[]) => Object.fromEntries(tags.map((t) => [t.key, t.value]));

test('test= and threads= sent with a sysbench log name its test and its concurrency, as the page’s Save does', async () => {
  const answer = await upload('ci.log', `${SYSBENCH}\n# upload-tags 1\n`, { tags: 'test=oltp_read_write\nthreads=16' });
  expect(answer.status).toBe(201);
  const run = await runOf(answer.body.results[0].runIds[0]);
  expect(run).toMatchObject({ test: 'oltp_read_write', threads: 16 });
  expect(tagMap(run.tags)).toMatchObject({ test: 'oltp_read_write', threads: '16' });
});

test('clients= sent with a pgbench log is its concurrency: one tag, threads=7, and the run’s 7 clients', async () => {
  const answer = await upload('pg.log', `${PGBENCH}\n# upload-tags 2\n`, { tags: 'clients=7' });
  expect(answer.status).toBe(201);
  const run = await runOf(answer.body.results[0].runIds[0]);
  expect(run.threads).toBe(7);
  expect(tagMap(run.tags)).toMatchObject({ threads: '7' });
  expect(tagMap(run.tags).clients).toBeUndefined();
});

test.each([
  ['pgbench', 'threads=8', 'pg.log', PGBENCH, 'pg.log, run 1: On a pgbench run, write its concurrency as clients='],
  ['sysbench', 'threads=abc', 'ci.log', SYSBENCH, 'ci.log, run 1: threads=abc is no number of threads'],
])('a %s log sent with %s is refused with the page’s reason, and nothing is stored', async (_tool, tags, name, text, message) => {
  const before = await db().upload.count();
  const answer = await upload(name, `${text}\n# upload-tags refused ${tags}\n`, { tags });
  // each file's own answer (a batch stores the files that are fine)
  expect(answer.body.results).toEqual([
    { fileName: name, ok: false, error: { code: 'invalid', message: expect.stringContaining(message) } },
  ]);
  expect(await db().upload.count()).toBe(before);
});

test('a NUL in the manifest (a project, a tag) is left out, not a database error (22021) answered 500', async () => {
  const answer = await upload('nul.log', `${SYSBENCH}\n# upload-tags nul\n`, {
    projectName: 'lab\u0000one',
    tags: 'box=a\u0000b',
  });
  expect(answer.status).toBe(201);
  const id = answer.body.results[0].runIds[0];
  const run = await db().run.findUniqueOrThrow({ where: { id }, select: { tags: true, project: { select: { name: true } } } });
  expect(run.project?.name).toBe('labone');
  expect(tagMap(run.tags).box).toBe('ab');
});

test('someone in no team is told so (start one, or ask for an invitation), not that a viewer may not upload', async () => {
  const { preauthorizeUpload } = await import('../../lib/uploads');
  const user = { id: 'u1', name: 'Bob', email: 'bob@example.com' };
  expect(() => preauthorizeUpload({ kind: 'user', user, memberships: [] })).toThrow(/You are in no team: start one/);
  const viewer = { teamId: 't', teamName: 'T', teamSlug: 't', role: 'viewer' };
  expect(() => preauthorizeUpload({ kind: 'user', user, memberships: [viewer] })).toThrow(/Your role does not allow uploads/);
});
