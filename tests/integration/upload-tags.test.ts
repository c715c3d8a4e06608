// Tags sent with an upload (the CLI's --tag, the manifest's `tags`, the upload form's boxes) act as
// the run page's Save does: `test=` names the run's test, its concurrency tag in the tool's word
// (`clients=` for pgbench) is its concurrency, and what the page refuses (pgbench's `threads=`, a
// concurrency that is no number) is refused with nothing stored. A DBA's pass: `--tag test=…` was a
// tag that named no test, and a pgbench run sent with `--tag clients=7` held clients=7 and threads=4.
import { beforeAll, expect, test, vi } from 'vitest';
import { db } from '../../lib/db/client';
import { readFixture } from '../support/fixtures';
import { postUpload } from '../support/upload-route';

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

const upload = (name: string, text: string, manifest: unknown) => postUpload(token, [[name, text]], manifest);

const runOf = async (id: number) =>
  db().run.findUniqueOrThrow({ where: { id }, select: { test: true, threads: true, tags: { select: { key: true, value: true } } } });
const tagMap = (tags: { key: string; value: string }[]) => Object.fromEntries(tags.map((t) => [t.key, t.value]));

test('test= names the test its log did not; a threads= its log printed otherwise is not taken, and the run is told', async () => {
  // sysbench 1.1 prints `Number of threads: 8` but no test (its command is not in the log)
  const answer = await upload('ci.log', `${SYSBENCH}\n# upload-tags 1\n`, { tags: 'test=oltp_read_write\nthreads=16' });
  expect(answer.status).toBe(201);
  const id = answer.body.results[0].runIds[0];
  const run = await runOf(id);
  expect(run).toMatchObject({ test: 'oltp_read_write', threads: 8 });
  expect(tagMap(run.tags)).toMatchObject({ test: 'oltp_read_write', threads: '8' });
  const warnings = await db().runWarning.findMany({ where: { runId: id }, select: { line: true, message: true } });
  expect(warnings).toContainEqual({
    line: 4,
    message: "the upload's threads=16 (a tag for every run) is not this run's: its log printed 8 threads, which it keeps",
  });
});

test('a pgbench log sent with clients= (or threads=, every tool’s word for every run): one concurrency tag, never two', async () => {
  for (const [marker, tags] of [
    ['2', 'clients=7'],
    ['3', 'threads=8'],
  ]) {
    const answer = await upload('pg.log', `${PGBENCH}\n# upload-tags ${marker}\n`, { tags });
    expect(answer.status).toBe(201);
    const run = await runOf(answer.body.results[0].runIds[0]);
    // its log printed 16 clients: kept, and its tags say so once
    expect(run.threads).toBe(16);
    expect(tagMap(run.tags)).toMatchObject({ threads: '16' });
    expect(tagMap(run.tags).clients).toBeUndefined();
  }
});

test('a concurrency that is no whole number is refused for the whole request, before anything is stored', async () => {
  const before = await db().upload.count();
  const answer = await upload('ci.log', `${SYSBENCH}\n# upload-tags refused\n`, { tags: 'threads=mysql://root:S3cretPass@db' });
  expect(answer.status).toBe(400);
  expect(answer.body.error.message).toContain('threads= is a run');
  // the value typed is not echoed (it may be a secret)
  expect(answer.body.error.message).not.toContain('S3cretPass');
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
