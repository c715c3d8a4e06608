// POST /api/uploads as CI sends it with curl: each manifest entry is for the file it names (not
// the file at its position), an entry that names no file sent refuses the request with nothing
// stored, a top-level projectName is every file's project, and a project token asking for another
// project is refused (403) rather than obeyed silently in its own. Found by a review from curl.
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { db } from '../../lib/db/client';
import { readFixture } from '../support/fixtures';
import { postUpload } from '../support/upload-route';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
}));

const tokens = { team: '', nightly: '' };
let teamId = '';
const log = (marker: string) => `${readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log')}\n# manifest-files ${marker}\n`;

beforeAll(async () => {
  const { auth } = await import('../../lib/auth/server');
  const { mintToken } = await import('../../lib/teams/tokens');
  const owner = await auth().api.signUpEmail({ body: { name: 'Owner', email: 'owner@manifest.test', password: 'a long password 123' } });
  const team = await auth().api.createOrganization({ body: { name: 'Manifest team', slug: 'manifest-team', userId: owner.user.id } });
  if (!team) throw new Error('no team');
  teamId = team.id;
  const nightly = await db().project.create({ data: { name: 'nightly', teamId } });
  tokens.team = (await mintToken(owner.user.id, teamId, { name: 'ci', scope: 'upload', projectId: null })).key;
  tokens.nightly = (await mintToken(owner.user.id, teamId, { name: 'nightly ci', scope: 'upload', projectId: nightly.id })).key;
});

const upload = postUpload;

/** The project of each stored upload's runs, by the file name it was stored under. */
async function projectsOf(results: { fileName: string; runIds: number[] }[]) {
  const runs = await db().run.findMany({
    where: { id: { in: results.flatMap((r) => r.runIds) } },
    select: { id: true, project: { select: { name: true } } },
  });
  const name = new Map(runs.map((r) => [r.id, r.project?.name ?? null]));
  return Object.fromEntries(results.map((r) => [r.fileName, name.get(r.runIds[0] ?? 0)]));
}

describe('the manifest of an upload', () => {
  test('an entry is for the file it names, whatever the order the files were sent in', async () => {
    const answer = await upload(
      tokens.team,
      [
        ['b.log', log('order b')],
        ['a.log', log('order a')],
      ],
      {
        files: [
          { name: 'a.log', projectName: 'alpha' },
          { name: 'b.log', projectName: 'beta' },
        ],
      },
    );
    expect(answer.status).toBe(201);
    expect(await projectsOf(answer.body.results)).toEqual({ 'b.log': 'beta', 'a.log': 'alpha' });
  });

  test('an entry that names no file sent refuses the request, and nothing is stored', async () => {
    const before = await db().upload.count();
    const answer = await upload(tokens.team, [['real.log', log('misnamed')]], {
      files: [{ name: 'wrong-name.log', projectName: 'alpha' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('"wrong-name.log"');
    expect(answer.body.error.message).toContain('"real.log"');
    expect(await db().upload.count()).toBe(before);
  });

  test('a name with a quote or a line break: its entry is its own, though FormData sends it as %22 / %0A (a DBA’s pass)', async () => {
    const names = ['memory "seq" run.log', '"><img src=x onerror=alert(11)>.log', 'two\nlines.log'];
    const answer = await upload(
      tokens.team,
      names.map((name) => [name, log(`quoted ${name}`)]),
      { files: names.map((name, i) => ({ name, projectName: `quoted ${i}` })) },
    );
    expect(answer.status).toBe(201);
    // stored under the name the user knows (a line break as a space: never a header-breaking character)
    const stored = ['memory "seq" run.log', '"><img src=x onerror=alert(11)>.log', 'two lines.log'];
    expect(answer.body.results.map((r: { fileName: string }) => r.fileName)).toEqual(stored);
    expect(await projectsOf(answer.body.results)).toEqual(Object.fromEntries(stored.map((name, i) => [name, `quoted ${i}`])));
  });

  test('a top-level projectName is every file’s, a file’s own entry wins, and "files" may be left out', async () => {
    const answer = await upload(
      tokens.team,
      [
        ['c.log', log('top c')],
        ['d.log', log('top d')],
      ],
      {
        projectName: 'gamma',
        commit: 'abc123',
        files: [{ name: 'd.log', projectName: 'delta' }],
      },
    );
    expect(answer.status).toBe(201);
    expect(await projectsOf(answer.body.results)).toEqual({ 'c.log': 'gamma', 'd.log': 'delta' });
    const bare = await upload(tokens.team, [['e.log', log('no files key')]], { projectName: 'gamma', tags: 'allocator=jemalloc' });
    expect(bare.status).toBe(201);
    expect(await projectsOf(bare.body.results)).toEqual({ 'e.log': 'gamma' });
  });

  test('a name holding a secret still names its file: both are compared redacted', async () => {
    const answer = await upload(tokens.team, [['bench-password=hunter2.log', log('secret name')]], {
      files: [{ name: 'bench-password=hunter2.log', projectName: 'alpha' }],
    });
    expect(answer.status).toBe(201);
    const [result] = answer.body.results;
    expect(result.fileName).not.toContain('hunter2');
    expect(Object.values(await projectsOf(answer.body.results))).toEqual(['alpha']);
  });

  test('names are matched as sent, before they are redacted: two that differ only in a secret keep their own entries', async () => {
    const answer = await upload(
      tokens.team,
      [
        ['pw-S3cret1_t4.log', log('collide t4')],
        ['pw-S3cret1_t8.log', log('collide t8')],
      ],
      // listed in the other order: matched by name, not by position nor by the redacted name
      {
        files: [
          { name: 'pw-S3cret1_t8.log', projectName: 'beta' },
          { name: 'pw-S3cret1_t4.log', projectName: 'alpha' },
        ],
      },
    );
    expect(answer.status).toBe(201);
    const [t4, t8] = answer.body.results;
    expect(JSON.stringify(answer.body)).not.toContain('S3cret1');
    expect(Object.values(await projectsOf([t4]))).toEqual(['alpha']);
    expect(Object.values(await projectsOf([t8]))).toEqual(['beta']);
    // a name misspelt in its secret part names no file, and the refusal does not echo the secret
    const refused = await upload(tokens.team, [['pw-S3cret1_t4.log', log('collide t16')]], {
      files: [{ name: 'pw-S3cret1_t16.log', projectName: 'alpha' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).not.toContain('S3cret1');
    expect(refused.body.error.message).toContain('where they differ in a part shown as ***');
  });

  test('a command file sent with its output (pairCommands): its entry is the joined log’s when the output has none', async () => {
    const answer = await upload(
      tokens.team,
      [
        ['oltp.cmd', 'sysbench oltp_read_write --threads=4 run\n'],
        ['oltp.log', log('paired')],
      ],
      { pairCommands: true, files: [{ name: 'oltp.cmd', projectName: 'gamma' }] },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.results).toHaveLength(1);
    expect(await projectsOf(answer.body.results)).toEqual({ 'oltp.log': 'gamma' });
  });

  test('a project token asking for another project is refused with nothing stored; its own project is fine', async () => {
    const before = await db().upload.count();
    for (const manifest of [{ projectName: 'allocators' }, { files: [{ name: 'f.log', projectName: 'allocators' }] }]) {
      const refused = await upload(tokens.nightly, [['f.log', log('locked')]], manifest);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toContain('"nightly" only');
      expect(refused.body.error.message).toContain('"allocators"');
    }
    expect(await db().upload.count()).toBe(before);
    expect(await db().project.count({ where: { teamId, name: 'allocators' } })).toBe(0);
    const own = await upload(tokens.nightly, [['f.log', log('locked')]], { projectName: 'nightly' });
    expect(own.status).toBe(201);
    expect(await projectsOf(own.body.results)).toEqual({ 'f.log': 'nightly' });
  });
});
