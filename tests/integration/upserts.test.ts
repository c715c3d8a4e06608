// The rows uploads share (a server build; a project, host or config within its team) are found or inserted in one
// statement (lib/db/upserts.ts). Two uploads racing on a new one must get the same row: here the
// second's statement is made to start while the first holds the row uncommitted, so its read
// misses the row and its insert conflicts — the case only the second read answers.
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import type { Tx } from '../../lib/db/tx';
import { ensureBuild, ensureConfig, ensureHost, ensureProject } from '../../lib/db/upserts';
import { planIngest } from '../../lib/ingest/plan';
import { parseFixture } from '../support/fixtures';

const plan = planIngest(parseFixture('prisma/demo/seeds/004_43f414df02cd1994.txt'), { fileName: 'upserts.txt' });
const configs = planIngest(parseFixture('tests/fixtures/synthetic/my.cnf-features.cnf'), { fileName: 'my.cnf' }).configs;

/** An upload to hang configs on (a config names the upload that brought it first). */
async function uploadId(name: string): Promise<number> {
  const upload = await db().upload.create({
    data: { fingerprint: `upserts-${name}`, fileName: name, sizeBytes: 1, encoding: 'utf-8', text: '', parserVersion: 1 },
    select: { id: true },
  });
  return upload.id;
}

async function team(label: string): Promise<string> {
  const id = `upserts-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await db().organization.create({ data: { id, name: `upserts ${label}`, slug: id, createdAt: new Date() } });
  return id;
}

/** Sessions waiting on a lock: the second racer is at its insert, blocked by the first's row. */
async function waitingOnLocks(): Promise<number> {
  const [row] = await db().$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`;
  return Number(row?.n ?? 0);
}

/** `ensure` in two transactions: the first inserts and holds; the second starts, blocks, then the first commits. */
async function raced(ensure: (tx: Tx) => Promise<number>): Promise<[number, number]> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered = () => {};
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const first = db().$transaction(async (tx) => {
    const id = await ensure(tx);
    entered();
    await held;
    return id;
  });
  await Promise.race([inside, first]); // the first failing fails the test rather than hanging it
  const second = db().$transaction((tx) => ensure(tx));
  const deadline = Date.now() + 10_000;
  while ((await waitingOnLocks()) === 0) {
    if (Date.now() > deadline) throw new Error('the second racer never waited on the first');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  release();
  return Promise.all([first, second]);
}

describe('rows uploads share: found or inserted in one statement', () => {
  test('the fixtures have what the races need: a host, several builds, a config with entries', () => {
    expect(plan.host).not.toBeNull();
    expect(plan.builds.length).toBeGreaterThan(1);
    expect(configs[0]?.items.length).toBeGreaterThan(0);
  });

  test('a build: inserted once, then found; racing on a new one, both get the same row', async () => {
    const build = { ...plan.builds[0]!, key: `upserts-build-${Date.now()}` };
    const inserted = await db().$transaction((tx) => ensureBuild(tx, build));
    expect(await db().$transaction((tx) => ensureBuild(tx, build))).toBe(inserted);
    const racing = { ...build, key: `${build.key}-raced` };
    const [a, b] = await raced((tx) => ensureBuild(tx, racing));
    expect(b).toBe(a);
    expect(await db().serverBuild.count({ where: { key: racing.key } })).toBe(1);
    const stored = await db().serverBuild.findUniqueOrThrow({ where: { id: a } });
    expect(stored).toMatchObject({ product: build.product, version: build.version, allocator: build.allocator });
  });

  // with a team the (team, key) unique index stops the second racer; with none (sign-in off) a lock does
  describe.each([
    ['no team', false],
    ['a team', true],
  ] as const)("a team's own rows, %s", (_label, withTeam) => {
    let teamId: string | null = null;
    let otherTeam = '';
    beforeAll(async () => {
      teamId = withTeam ? await team('own') : null;
      otherTeam = await team('other');
    });

    test('a host, with every fact it was given; another team describing it alike gets its own', async () => {
      const host = { ...plan.host!, description: `upserts host ${Date.now()}` };
      const [a, b] = await raced((tx) => ensureHost(tx, host, { fileName: 'upserts.txt', teamId }));
      expect(b).toBe(a);
      const stored = await db().host.findUniqueOrThrow({ where: { id: a } });
      expect(stored).toMatchObject({ name: host.description, teamId, cpus: host.cpus });
      expect(stored.memoryBytes === null ? null : Number(stored.memoryBytes)).toBe(host.memoryBytes);
      expect(await db().$transaction((tx) => ensureHost(tx, host, { fileName: 'upserts.txt', teamId }))).toBe(a);
      const theirs = { ...host, kernel: '9.9.9-theirs' };
      const other = await db().$transaction((tx) => ensureHost(tx, theirs, { fileName: 'x.txt', teamId: otherTeam }));
      expect(other).not.toBe(a);
      expect((await db().host.findUniqueOrThrow({ where: { id: other } })).kernel).toBe('9.9.9-theirs');
      expect((await db().host.findUniqueOrThrow({ where: { id: a } })).kernel).toBe(host.kernel);
    });

    test('a config: its entries are written once, by the upload that inserted it; another team gets its own', async () => {
      const config = { ...configs[0]!, identity: `upserts config ${Date.now()}` };
      const first = await uploadId(`a-${Date.now()}`);
      const second = await uploadId(`b-${Date.now()}`);
      let turn = 0;
      const [a, b] = await raced((tx) => ensureConfig(tx, config, { id: turn++ === 0 ? first : second, teamId }));
      expect(b).toBe(a);
      const stored = await db().config.findUniqueOrThrow({ where: { id: a }, include: { _count: { select: { entries: true } } } });
      expect(stored).toMatchObject({ uploadId: first, teamId });
      expect(stored._count.entries).toBe(config.items.length);
      expect(await db().$transaction((tx) => ensureConfig(tx, config, { id: second, teamId }))).toBe(a);
      const theirUpload = await uploadId(`c-${Date.now()}`);
      const other = await db().$transaction((tx) =>
        ensureConfig(tx, { ...config, name: 'their.cnf' }, { id: theirUpload, teamId: otherTeam }),
      );
      expect(other).not.toBe(a);
      const theirs = await db().config.findUniqueOrThrow({ where: { id: other }, include: { _count: { select: { entries: true } } } });
      expect(theirs).toMatchObject({ name: 'their.cnf', uploadId: theirUpload, teamId: otherTeam });
      expect(theirs._count.entries).toBe(config.items.length);
    });

    test('a project: found, inserted, raced; another team may have one of the same name', async () => {
      const name = `upserts project ${Date.now()}`;
      const [a, b] = await raced((tx) => ensureProject(tx, name, teamId));
      expect(b).toBe(a);
      expect(await db().project.count({ where: { name } })).toBe(1);
      expect(await db().$transaction((tx) => ensureProject(tx, name, teamId))).toBe(a);
      const theirs = await db().$transaction((tx) => ensureProject(tx, name, otherTeam));
      expect(theirs).not.toBe(a);
      expect(await db().project.findMany({ where: { name }, select: { teamId: true }, orderBy: { id: 'asc' } })).toEqual([
        { teamId },
        { teamId: otherTeam },
      ]);
    });
  });
});
