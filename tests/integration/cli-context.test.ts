// `benchboard upload --host --build --config` (scripts/benchboard.mjs against the real upload
// route): every run of the upload gets the team's host, server build and configuration named by
// name or id, so that repeats sent by CI group with the same runs sent from the browser (a DBA's
// walkthrough, 2026-12-06). A name that fits nothing, or another team's row, refuses the whole
// request before anything is stored, and says what would fit.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { db } from '../../lib/db/client';
import { cli, startUploadServer } from '../support/cli-harness';
import { ROOT } from '../support/fixtures';
import { sysbenchLog } from '../support/sysbench-log';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: '127.0.0.1' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
}));

const REPEATS = path.join(ROOT, 'prisma/demo/mariadb-10.11/repeats');
const log = (r: number) => path.join(REPEATS, `oltp_read_only_t4_qc-off_r${r}.log`);
let server: Awaited<ReturnType<typeof startUploadServer>>;
const env = { BENCHBOARD_URL: '', BENCHBOARD_TOKEN: '' };
/** an upload-only token: refusals do not name the team's hosts (it may not read them) */
let uploadOnly = '';
const ids = { host: 0, otherHost: 0, theirHost: 0, build: 0, config: 0, theirBuild: 0 };

async function team(slug: string) {
  const { auth } = await import('../../lib/auth/server');
  const owner = await auth().api.signUpEmail({ body: { name: slug, email: `${slug}@cli.test`, password: 'a long password 123' } });
  const made = await auth().api.createOrganization({ body: { name: slug, slug, userId: owner.user.id } });
  if (!made) throw new Error('no team');
  return { id: made.id, owner: owner.user.id };
}

const config = (teamId: string, name: string, fingerprint: string) =>
  db().config.create({ data: { teamId, name, fingerprint, kind: 'my.cnf', text: '[mysqld]\ninnodb_buffer_pool_size = 512M\n' } });

beforeAll(async () => {
  const { mintToken } = await import('../../lib/teams/tokens');
  const ours = await team('ctx-ours');
  const theirs = await team('ctx-theirs');
  env.BENCHBOARD_TOKEN = (await mintToken(ours.owner, ours.id, { name: 'ci', scope: 'read-upload', projectId: null })).key;
  uploadOnly = (await mintToken(ours.owner, ours.id, { name: 'ci-upload', scope: 'upload', projectId: null })).key;
  ids.host = (await db().host.create({ data: { teamId: ours.id, name: 'bench-01' } })).id;
  ids.otherHost = (await db().host.create({ data: { teamId: ours.id, name: 'bench-02' } })).id;
  ids.theirHost = (await db().host.create({ data: { teamId: theirs.id, name: 'their-box' } })).id;
  ids.build = (
    await db().serverBuild.create({
      data: { key: 'MariaDB|10.11.19|InnoDB|||', product: 'MariaDB', version: '10.11.19', engine: 'InnoDB' },
    })
  ).id;
  const { ingestDocument } = await import('../../lib/ingest/ingest');
  // a build is chosen by id when a run the team may read was measured on it: one of ours was
  await ingestDocument({
    fileName: 'ours.log',
    teamId: ours.id,
    text: sysbenchLog({ intervals: 5, banner: 'our earlier run' }),
    overrides: [{ serverBuildId: ids.build }],
  });
  ids.config = (await config(ours.id, 'my.cnf bp=512M', 'a'.repeat(64))).id;
  // a build only the other team's private run was measured on (its revision may be theirs alone)
  ids.theirBuild = (
    await db().serverBuild.create({
      data: { key: 'MySQL|9.1.0||||secret-rev', product: 'MySQL', version: '9.1.0', revision: 'secret-rev' },
    })
  ).id;
  await ingestDocument({
    fileName: 'theirs.log',
    teamId: theirs.id,
    text: sysbenchLog({ intervals: 5, banner: 'their private run' }),
    overrides: [{ serverBuildId: ids.theirBuild }],
  });
  await config(ours.id, 'twice.cnf', 'b'.repeat(64));
  await config(ours.id, 'twice.cnf', 'c'.repeat(64));
  server = await startUploadServer();
  env.BENCHBOARD_URL = server.url;
});

afterAll(() => server.close());

const runOf = async (stdout: string) => {
  const id = Number(/\/runs\/(\d+)/.exec(stdout)?.[1]);
  return db().run.findUniqueOrThrow({ where: { id }, select: { hostId: true, serverBuildId: true, configId: true } });
};

describe('benchboard upload --host --build --config', () => {
  test('host and configuration by name, the build by id: every run gets them', async () => {
    const { code, stdout } = await cli(
      ['upload', '--host', 'bench-01', '--build', `#${ids.build}`, '--config', 'my.cnf bp=512M', log(1)],
      env,
    );
    expect(code).toBe(0);
    expect(await runOf(stdout)).toEqual({ hostId: ids.host, serverBuildId: ids.build, configId: ids.config });
  });

  test('by id, and a build as its runs’ pages describe it (its first words, when one build of the team’s begins so)', async () => {
    const { code, stdout } = await cli(['upload', '--host', String(ids.otherHost), '--build', 'MariaDB 10.11.19', log(2)], env);
    expect(code).toBe(0);
    expect(await runOf(stdout)).toEqual({ hostId: ids.otherHost, serverBuildId: ids.build, configId: null });
  });

  test('a host by the first words of its name (a DBA typed "2 CPU, AMD EPYC" for its page’s full name); two that begin so are refused', async () => {
    const second = await db().host.findFirstOrThrow({ where: { name: 'bench-02' }, select: { id: true } });
    const { code, stdout } = await cli(['upload', '--host', 'BENCH-02', log(4)], env);
    expect(code).toBe(0);
    expect((await runOf(stdout)).hostId).toBe(second.id);
    const before = await db().upload.count();
    const both = await cli(['upload', '--host', 'bench', log(5)], env);
    expect(both.code).toBe(1);
    expect(both.stderr).toMatch(/2 hosts' names begin with "bench" in the team the upload goes to \(#\d+ "bench-01", #\d+ "bench-02"\)/);
    // a word's end, not any letters: `bench-0` is neither; and an upload-only token, which may not read the hosts, names one whole
    for (const [asked, token] of [
      ['bench-0', env.BENCHBOARD_TOKEN],
      ['BENCH-02', uploadOnly],
    ] as const) {
      const refused = await cli(['upload', '--host', asked, log(5)], { ...env, BENCHBOARD_TOKEN: token });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`No host "${asked}" in the team the upload goes to`);
    }
    expect(await db().upload.count()).toBe(before);
  });

  test('a host the team does not have is refused with the names it has; nothing is stored', async () => {
    const before = await db().upload.count();
    const { code, stderr } = await cli(['upload', '--host', 'bench-9', log(3)], env);
    expect(code).toBe(1);
    expect(stderr).toContain('refused (HTTP 400): No host "bench-9" in the team the upload goes to (it has "bench-01", "bench-02")');
    expect(await db().upload.count()).toBe(before);
  });

  test('to an upload-only token the refusal names none of the team’s hosts (it may not read them)', async () => {
    const { code, stderr } = await cli(['upload', '--host', 'bench-9', log(3)], { ...env, BENCHBOARD_TOKEN: uploadOnly });
    expect(code).toBe(1);
    expect(stderr).toContain('No host "bench-9" in the team the upload goes to: name one of its hosts');
    expect(stderr).not.toContain('bench-01');
  });

  test('another team’s host, by id or name, is refused as a missing one (its name never said)', async () => {
    for (const asked of [String(ids.theirHost), 'their-box']) {
      const { code, stderr } = await cli(['upload', '--host', asked, log(3)], env);
      expect(code).toBe(1);
      expect(stderr).toContain(`No host "${asked}" in the team the upload goes to (it has "bench-01", "bench-02")`);
    }
  });

  test('a build only another team’s private run was measured on is refused as a missing one, by id', async () => {
    const { code, stderr } = await cli(['upload', '--build', `#${ids.theirBuild}`, log(3)], env);
    expect(code).toBe(1);
    expect(stderr).toContain(`No server build "#${ids.theirBuild}" among the team's runs`);
  });

  test('a configuration name two of the team’s have is refused with their ids; an unknown build too', async () => {
    const twice = await cli(['upload', '--config', 'twice.cnf', log(3)], env);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(
      /2 configurations are named "twice\.cnf" in the team the upload goes to: give the one you mean by its id \(#\d+, #\d+\)/,
    );
    const build = await cli(['upload', '--build', 'MySQL 9.9', log(3)], env);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain(`No server build "MySQL 9.9" among the team's runs`);
  });

  test('the same log again with another host says the host was not applied; the run keeps its own', async () => {
    const { code, stdout } = await cli(['upload', '--host', 'bench-02', log(1)], env);
    expect(code).toBe(0);
    expect(stdout).toContain('already uploaded: 1 run');
    expect(stdout).toContain('not applied: host (the runs keep what the first upload gave them');
    expect((await runOf(stdout)).hostId).toBe(ids.host);
  });

  test('an empty --host is a usage error (exit 2) before anything is sent', async () => {
    expect((await cli(['upload', '--host', ' ', log(3)], env)).code).toBe(2);
  });
});
