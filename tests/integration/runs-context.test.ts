// What a selection of runs ran on, set at once (/runs/selection/context, from the selection tray): a
// CI's repeats sent without --host, all pointed at the team's host in one step. All the runs or
// none; one team's runs only (a host and a config are a team's own); each field left at "keep" stays
// each run's own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Viewer } from '../../lib/auth/viewer';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { setRunsContext } from '../../lib/run-changes';
import { ROOT } from '../support/fixtures';

const LOG = readFileSync(path.join(ROOT, 'tests/fixtures/synthetic/sysbench-1.1-throughput.log'), 'utf8');
const member = (teamId: string, role: string): Viewer => ({
  kind: 'user',
  user: { id: `${role}-${teamId}`, name: role, email: `${role}@${teamId}.test` },
  memberships: [{ teamId, teamName: teamId, teamSlug: teamId, role }],
});
const ids = { a1: 0, a2: 0, a3: 0, b1: 0, host: 0, otherHost: 0, build: 0, config: 0 };

beforeAll(async () => {
  for (const id of ['sel-a', 'sel-b']) await db().organization.create({ data: { id, name: id, slug: id, createdAt: new Date() } });
  const stored = async (teamId: string, banner: string) =>
    (await ingestDocument({ fileName: `${banner}.log`, text: `${LOG}\n# ${banner}\n`, teamId, projectName: 'sel' })).runIds[0] as number;
  ids.a1 = await stored('sel-a', 'ci repeat 1');
  ids.a2 = await stored('sel-a', 'ci repeat 2');
  ids.a3 = await stored('sel-a', 'ci repeat 3');
  ids.b1 = await stored('sel-b', "team B's run");
  ids.host = (await db().host.create({ data: { name: 'ci box', teamId: 'sel-a' } })).id;
  ids.otherHost = (await db().host.create({ data: { name: "team B's box", teamId: 'sel-b' } })).id;
  ids.build = (
    await db().serverBuild.create({
      data: { key: 'MariaDB|10.11.20', product: 'MariaDB', version: '10.11.20', description: 'MariaDB 10.11.20' },
    })
  ).id;
  ids.config = (await db().config.create({ data: { fingerprint: 'sel', teamId: 'sel-a', name: 'ci.cnf', kind: 'my.cnf', text: '' } })).id;
  // one run has a build of its own already: "keep" must leave it
  await db().run.update({ where: { id: ids.a2 }, data: { serverBuildId: ids.build } });
});

const contextOf = async (...runIds: number[]) =>
  (
    await db().run.findMany({
      where: { id: { in: runIds } },
      select: { id: true, hostId: true, serverBuildId: true, configId: true },
      orderBy: { id: 'asc' },
    })
  ).map(({ id: _, ...context }) => context);

test("an editor points three runs at the team's host and config; the build left at keep stays each run's own", async () => {
  const changed = await setRunsContext(
    member('sel-a', 'editor'),
    [ids.a1, ids.a2, ids.a3],
    { hostId: ids.host, configId: ids.config },
    new Headers(),
  );
  expect(changed).toBe(3);
  expect(await contextOf(ids.a1, ids.a2, ids.a3)).toEqual([
    { hostId: ids.host, serverBuildId: null, configId: ids.config },
    { hostId: ids.host, serverBuildId: ids.build, configId: ids.config },
    { hostId: ids.host, serverBuildId: null, configId: ids.config },
  ]);
  // one audit event a run, naming what changed
  const trail = await db().auditEvent.findMany({ where: { action: 'run.edit', targetId: { in: [ids.a1, ids.a2, ids.a3].map(String) } } });
  expect(trail).toHaveLength(3);
  expect(trail[0]?.summary).toBe(`host #${ids.host}, config #${ids.config} (with 2 more)`);
  // and none again, for two of them
  await setRunsContext(member('sel-a', 'editor'), [ids.a1, ids.a3], { hostId: null }, new Headers());
  expect((await contextOf(ids.a1, ids.a3)).map((c) => c.hostId)).toEqual([null, null]);
});

test("runs of two teams, another team's run, another team's host: refused, and nothing changes", async () => {
  const before = await contextOf(ids.a1, ids.a2, ids.b1);
  const owner = (teamIds: string[]): Viewer => ({
    kind: 'user',
    user: { id: 'owner-both', name: 'owner', email: 'owner@both.test' },
    memberships: teamIds.map((teamId) => ({ teamId, teamName: teamId, teamSlug: teamId, role: 'owner' })),
  });
  await expect(setRunsContext(owner(['sel-a', 'sel-b']), [ids.a1, ids.b1], { hostId: null })).rejects.toThrow(
    'These runs belong to 2 teams',
  );
  // to a member of team A only, team B's run does not exist (a refusal would say it does)
  await expect(setRunsContext(member('sel-a', 'editor'), [ids.a1, ids.b1], { hostId: null })).rejects.toThrow(
    `Run ${ids.b1} does not exist (it may have been deleted for good), or is not your team's.`,
  );
  await expect(setRunsContext(member('sel-a', 'editor'), [ids.a1, ids.a2], { hostId: ids.otherHost })).rejects.toThrow(
    "That host does not exist in the run's team",
  );
  expect(await contextOf(ids.a1, ids.a2, ids.b1)).toEqual(before);
});

test('a viewer may not, nor anybody signed out; a run in the trash refuses the whole change', async () => {
  const before = await contextOf(ids.a1, ids.a2);
  await expect(setRunsContext(member('sel-a', 'viewer'), [ids.a1, ids.a2], { hostId: ids.host })).rejects.toThrow(
    'does not allow you to edit these runs',
  );
  await expect(setRunsContext({ kind: 'anonymous' }, [ids.a1], { hostId: ids.host })).rejects.toThrow('Sign in');
  await db().run.update({ where: { id: ids.a2 }, data: { deletedAt: new Date() } });
  try {
    await expect(setRunsContext(member('sel-a', 'editor'), [ids.a1, ids.a2], { hostId: ids.host })).rejects.toThrow(
      `Run ${ids.a2} is in the trash`,
    );
  } finally {
    await db().run.update({ where: { id: ids.a2 }, data: { deletedAt: null } });
  }
  expect(await contextOf(ids.a1, ids.a2)).toEqual(before);
  await expect(setRunsContext(member('sel-a', 'editor'), [ids.a1], {})).rejects.toThrow('Nothing to change');
});
