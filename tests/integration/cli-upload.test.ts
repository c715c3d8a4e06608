// `benchboard upload` (scripts/benchboard.mjs, run with plain Node) against the real upload route
// handler behind a small HTTP server: one request per file, a refused file does not stop the
// others, each run's address and its commit/branch/tags/project stored, the same file again is
// "already uploaded", a read-only token is refused with the server's message, usage errors exit 2;
// a command file and its output go in one request and are stored as one log.
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

const SYSBENCH = path.join(ROOT, 'tests/fixtures/synthetic/sysbench-1.1-throughput.log');
const NOT_A_LOG = path.join(ROOT, 'tests/fixtures/synthetic/not-a-benchmark.txt');
const ABORTED = path.join(ROOT, 'tests/fixtures/synthetic/pgbench-17-aborted.log');
const REPEATS = path.join(ROOT, 'prisma/demo/mariadb-10.11/repeats');
const tokens = { upload: '', read: '', readUpload: '' };
let server: Awaited<ReturnType<typeof startUploadServer>>;
let url = '';

beforeAll(async () => {
  const { auth } = await import('../../lib/auth/server');
  const { mintToken } = await import('../../lib/teams/tokens');
  const owner = await auth().api.signUpEmail({ body: { name: 'Owner', email: 'owner@cli.test', password: 'a long password 123' } });
  const team = await auth().api.createOrganization({ body: { name: 'CLI team', slug: 'cli-team', userId: owner.user.id } });
  if (!team) throw new Error('no team');
  tokens.upload = (await mintToken(owner.user.id, team.id, { name: 'ci', scope: 'upload', projectId: null })).key;
  tokens.read = (await mintToken(owner.user.id, team.id, { name: 'reader', scope: 'read', projectId: null })).key;
  tokens.readUpload = (await mintToken(owner.user.id, team.id, { name: 'ci+read', scope: 'read-upload', projectId: null })).key;
  server = await startUploadServer();
  url = server.url;
});

afterAll(() => server.close());

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
    expect(stderr).toMatch(/refused: not-a-benchmark\.txt: line 1: /);
    expect(stderr).not.toContain('(line 1)'); // the line is said once
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

  test('the same run under another name is stored, and said to repeat the run stored before', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bb-cli-repeat-'));
    try {
      const copy = path.join(dir, 'throughput-again.log');
      await writeFile(copy, `# date: 2026-12-01 02:26:34\n${await readFile(SYSBENCH, 'utf8')}`);
      const { code, stdout } = await cli(['upload', copy], { BENCHBOARD_URL: url, BENCHBOARD_TOKEN: tokens.upload });
      expect(code).toBe(0);
      expect(stdout).toMatch(/stored 1 run/);
      const original = await db().run.findFirstOrThrow({
        where: { upload: { fileName: 'sysbench-1.1-throughput.log' } },
        select: { id: true },
      });
      expect(stdout).toMatch(new RegExp(`${url}/runs/\\d+  \\(the same output as run ${original.id}, stored before: uploaded twice\\?\\)`));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a read-only token is refused with the server’s message, and exits 1', async () => {
    const { code, stderr } = await cli(['upload', '--url', url, '--token', tokens.read, SYSBENCH]);
    expect(code).toBe(1);
    expect(stderr).toContain('refused (HTTP 403): This token may not upload runs');
  });

  test('usage errors exit 2 before anything is sent; no token is a refusal that says to give one; --help exits 0', async () => {
    // no token: sent (a server in single-user mode takes it); this one signs in, answers 401, and is
    // said to want one (a DBA's pass, 2026-12-07: any `--token x` did for a single-user server)
    const bare = await cli(['upload', '--url', url, SYSBENCH]);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('refused (HTTP 401)');
    expect(bare.stderr).toContain('(give an API token with --token, or set BENCHBOARD_TOKEN)');
    expect((await cli(['upload', '--url', url, '--token', 'x', '--tag', 'no-value', SYSBENCH])).code).toBe(2);
    expect((await cli(['download', '--url', url, '--token', 'x'])).code).toBe(2);
    // a token pasted broken over two lines is said to be broken (fetch refused it: "cannot reach")
    const broken = await cli(['upload', '--url', url, '--token', `${tokens.upload.slice(0, 10)}\n${tokens.upload.slice(10)}`, SYSBENCH]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('the API token holds a blank, a line break');
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: benchboard upload');
  });

  test('a command file given with its output is sent with it and stored as one log, command first', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'benchboard-cli-'));
    try {
      const name = 'oltp_read_only_t4_qc-off_r1';
      for (const ext of ['cmd', 'log']) await copyFile(path.join(REPEATS, `${name}.${ext}`), path.join(dir, `${name}.${ext}`));
      const files = [path.join(dir, `${name}.log`), path.join(dir, `${name}.cmd`), NOT_A_LOG];
      const { code, stdout } = await cli(['upload', ...files], { BENCHBOARD_URL: url, BENCHBOARD_TOKEN: tokens.upload });
      expect(code).toBe(1); // not-a-benchmark.txt is refused on its own
      expect(stdout).toContain(`[1/2] ${files[1]} + ${files[0]}`);
      expect(stdout).toContain('3 files (1 command file sent with its output): 1 stored, 0 already uploaded, 1 refused');
      const id = Number(new RegExp(`${url}/runs/(\\d+)`).exec(stdout)?.[1]);
      const run = await db().run.findUniqueOrThrow({ where: { id }, include: { upload: true } });
      // sysbench 1.0 does not print its test: the command names it
      expect(run).toMatchObject({ tool: 'sysbench', test: 'oltp_read_only', upload: { fileName: `${name}.log` } });
      expect(run.upload.text).toMatch(/^sysbench oltp_read_only --db-driver=mysql .* run\n# tool: sysbench 1\.0\.20\n/);
      expect(run.upload.text).not.toContain('--mysql-password=sbtest');

      // joined as the demo loader joins them (the command's end trimmed, one newline): the same content
      const cmd = await readFile(path.join(dir, `${name}.cmd`), 'utf8');
      await writeFile(path.join(dir, 'joined.log'), `${cmd.trimEnd()}\n${await readFile(path.join(dir, `${name}.log`), 'utf8')}`);
      const again = await cli(['upload', path.join(dir, 'joined.log')], { BENCHBOARD_URL: url, BENCHBOARD_TOKEN: tokens.upload });
      expect(again.stdout).toContain('already uploaded: 1 run');
      expect(again.stdout).toContain(`${url}/runs/${id}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a run that raises a regression alert is printed as such; --fail-on-alert exits 3, again on a retry of the same log', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'benchboard-cli-'));
    try {
      const write = async (name: string, text: string) => {
        await writeFile(path.join(dir, name), text);
        return path.join(dir, name);
      };
      const env = { BENCHBOARD_URL: url, BENCHBOARD_TOKEN: tokens.readUpload };
      for (const night of [1, 2, 3]) {
        const file = await write(`night-${night}.log`, sysbenchLog({ intervals: 40 + night * 7, banner: `cli alerts night ${night}` }));
        expect((await cli(['upload', '--project', 'cli-alerts', file], env)).code).toBe(0);
      }
      const project = await db().project.findFirstOrThrow({ where: { name: 'cli-alerts' } });
      await db().alertRule.create({ data: { projectId: project.id, metric: 'tps', method: 'percent', threshold: 10, lookback: 3 } });
      // half of its intervals stalled: about half the tps of the nights before
      const stalls = Array.from({ length: 20 }, (_, i) => i * 2 + 1);
      const slow = await write('slow.log', sysbenchLog({ intervals: 40, stalls, banner: 'cli alerts slow' }));
      const failed = await cli(['upload', '--project', 'cli-alerts', '--fail-on-alert', slow], env);
      expect(failed.code).toBe(3);
      expect(failed.stdout).toMatch(/REGRESSION: run \d+: tps [\d.,]+ is [\d.]+% worse than the mean of the last 3 runs/);
      expect(failed.stdout).toContain(`/projects/${project.id}/alerts`);
      expect(failed.stdout).toContain('1 file: 1 stored, 0 already uploaded, 0 refused, 1 regression alert');
      // the build retried on the same log: still red while the alert is open
      const retried = await cli(['upload', '--project', 'cli-alerts', '--fail-on-alert', slow], env);
      expect(retried.code).toBe(3);
      expect(retried.stdout).toContain('already uploaded: 1 run');
      expect(retried.stdout).toContain('REGRESSION: run ');
      // an upload-only token is told which figure crossed, not the baseline it may not read; no flag: exit 0
      // (another run: the same figures again would be the same run stored twice, which raises no alert)
      const slower = await write('slower.log', sysbenchLog({ intervals: 42, stalls, banner: 'cli alerts slower' }));
      const told = await cli(['upload', '--project', 'cli-alerts', slower], { ...env, BENCHBOARD_TOKEN: tokens.upload });
      expect(told.code).toBe(0);
      expect(told.stdout).toMatch(/REGRESSION: run \d+: tps crossed its regression threshold \(this token may not read/);
      expect(told.stdout).not.toMatch(/worse than the mean/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
