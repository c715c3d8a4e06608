// What a run ran on, chosen after upload (/runs/<id>/context). A DBA's walkthrough: repeats sent by
// the CLI (no host, build or config: sysbench's log names none) never grouped with the same runs sent
// from the browser with them, and nothing could set them afterwards.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Viewer } from '../../lib/auth/viewer';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { setRunContext } from '../../lib/run-changes';
import { ROOT } from '../support/fixtures';

const LOG = readFileSync(path.join(ROOT, 'tests/fixtures/synthetic/sysbench-1.1-throughput.log'), 'utf8');
const member = (teamId: string, role: string): Viewer => ({
  kind: 'user',
  user: { id: `${role}-${teamId}`, name: role, email: `${role}@${teamId}.test` },
  memberships: [{ teamId, teamName: teamId, teamSlug: teamId, role }],
});
const ids = { cli: 0, browser: 0, host: 0, otherHost: 0, config: 0, build: 0 };

beforeAll(async () => {
  for (const id of ['ctx-a', 'ctx-b']) await db().organization.create({ data: { id, name: id, slug: id, createdAt: new Date() } });
  const stored = async (banner: string) =>
    (await ingestDocument({ fileName: `${banner}.log`, text: `${LOG}\n# ${banner}\n`, teamId: 'ctx-a', projectName: 'ctx' }))
      .runIds[0] as number;
  ids.cli = await stored('repeat 2, sent by the CLI');
  ids.browser = await stored('repeat 1, sent from the browser');
  ids.host = (await db().host.create({ data: { name: '2 CPU lab box', teamId: 'ctx-a' } })).id;
  ids.otherHost = (await db().host.create({ data: { name: "team B's box", teamId: 'ctx-b' } })).id;
  ids.config = (
    await db().config.create({ data: { fingerprint: 'f', teamId: 'ctx-a', name: 'my-bp128M.cnf', kind: 'my.cnf', text: '' } })
  ).id;
  ids.build = (
    await db().serverBuild.create({
      data: { key: 'MariaDB|10.11.19', product: 'MariaDB', version: '10.11.19', description: 'MariaDB 10.11.19' },
    })
  ).id;
  await db().run.update({ where: { id: ids.browser }, data: { hostId: ids.host, configId: ids.config, serverBuildId: ids.build } });
});

const contextOf = (id: number) =>
  db().run.findUniqueOrThrow({ where: { id }, select: { hostId: true, serverBuildId: true, configId: true } });

test("an editor points the CLI's run at the browser run's host, build and config: the two now ran on the same", async () => {
  await setRunContext(
    member('ctx-a', 'editor'),
    ids.cli,
    { hostId: ids.host, serverBuildId: ids.build, configId: ids.config },
    new Headers(),
  );
  expect(await contextOf(ids.cli)).toEqual(await contextOf(ids.browser));
  const trail = await db().auditEvent.findFirstOrThrow({
    where: { action: 'run.edit', targetId: String(ids.cli) },
    orderBy: { id: 'desc' },
  });
  expect(trail.summary).toContain(`host #${ids.host}`);
  // and back to none
  await setRunContext(member('ctx-a', 'editor'), ids.cli, { hostId: null, serverBuildId: null, configId: null }, new Headers());
  expect(await contextOf(ids.cli)).toEqual({ hostId: null, serverBuildId: null, configId: null });
});

test("another team's host is refused, and nothing changes", async () => {
  await expect(
    setRunContext(
      member('ctx-a', 'editor'),
      ids.cli,
      { hostId: ids.otherHost, serverBuildId: ids.build, configId: ids.config },
      new Headers(),
    ),
  ).rejects.toThrow("That host does not exist in the run's team");
  expect(await contextOf(ids.cli)).toEqual({ hostId: null, serverBuildId: null, configId: null });
});

test('a viewer of the team may not, and to another team the run does not exist', async () => {
  const choice = { hostId: ids.host, serverBuildId: null, configId: null };
  await expect(setRunContext(member('ctx-a', 'viewer'), ids.cli, choice, new Headers())).rejects.toThrow(
    'does not allow you to edit this run',
  );
  await expect(setRunContext(member('ctx-b', 'owner'), ids.cli, choice, new Headers())).rejects.toThrow("or is not your team's");
  await expect(setRunContext({ kind: 'anonymous' }, ids.cli, choice, new Headers())).rejects.toThrow('Sign in');
  expect((await contextOf(ids.cli)).hostId).toBeNull();
});

// a run that landed in the wrong project could not be moved (a DBA's pass, 2026-12-06)
test("an editor moves a run to another of the team's projects; another team's project is refused", async () => {
  const projectOf = async (id: number) => (await db().run.findUniqueOrThrow({ where: { id }, select: { projectId: true } })).projectId;
  const before = await projectOf(ids.cli);
  const nightly = (await db().project.create({ data: { name: 'ctx nightly', teamId: 'ctx-a' } })).id;
  const theirs = (await db().project.create({ data: { name: "team B's project", teamId: 'ctx-b' } })).id;
  const keep = { hostId: null, serverBuildId: null, configId: null };
  await setRunContext(member('ctx-a', 'editor'), ids.cli, { ...keep, projectId: nightly }, new Headers());
  expect(await projectOf(ids.cli)).toBe(nightly);
  const trail = await db().auditEvent.findFirstOrThrow({
    where: { action: 'run.edit', targetId: String(ids.cli) },
    orderBy: { id: 'desc' },
  });
  expect(trail.summary).toContain(`project #${nightly}`);
  await expect(setRunContext(member('ctx-a', 'editor'), ids.cli, { ...keep, projectId: theirs }, new Headers())).rejects.toThrow(
    "That project does not exist in the run's team",
  );
  expect(await projectOf(ids.cli)).toBe(nightly);
  // a choice without a project leaves the run's where it is
  await setRunContext(member('ctx-a', 'editor'), ids.cli, keep, new Headers());
  expect(await projectOf(ids.cli)).toBe(nightly);
  await setRunContext(member('ctx-a', 'editor'), ids.cli, { ...keep, projectId: before }, new Headers());
  expect(await projectOf(ids.cli)).toBe(before);
});
