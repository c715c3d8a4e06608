// What a person who leaves a team takes back, and what an invitation is worth: found by an attack
// probe (2026-12-06) on a running build. An admin removed from a team kept reading its private runs
// with the token they had made; an admin who expected removal invited another address of theirs
// and rejoined as admin through it after; an invitation accepted six times at once made two
// memberships, and removing the person left the other. And a file whose private run was deleted for
// good became readable by anyone, that run's lines with it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { changeAlertRule } from '../../lib/alerts/changes';
import { auth } from '../../lib/auth/server';
import { type Viewer, viewerFromHeaders } from '../../lib/auth/viewer';
import { ANONYMOUS, uploadsVisibleTo } from '../../lib/db/access';
import { getProject } from '../../lib/db/catalog-pages';
import { db } from '../../lib/db/client';
import { listMemberships } from '../../lib/db/teams';
import { purgeTrashedRun } from '../../lib/db/trash';
import { ingestDocument } from '../../lib/ingest/ingest';
import { acceptInvitation, changeMemberRole, inviteMember, removeMember } from '../../lib/teams/members';
import { createTeam } from '../../lib/teams/projects';
import { createTeamToken } from '../../lib/teams/tokens';
import { ROOT } from '../support/fixtures';

// the audit trail reads the request's headers where none are given (a team made outside a request here)
vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const PASSWORD = 'a long password 123';
const LOG = readFileSync(path.join(ROOT, 'tests/fixtures/synthetic/sysbench-1.1-throughput.log'), 'utf8');

type Person = { id: string; viewer: Viewer; headers: Headers };
let teamId = '';

async function person(name: string, role?: 'owner' | 'admin' | 'editor' | 'viewer'): Promise<Person> {
  const email = `${name}@leavers.test`;
  const signedUp = await auth().api.signUpEmail({ body: { name, email, password: PASSWORD }, returnHeaders: true });
  const id = signedUp.response.user.id;
  if (role && role !== 'owner') await auth().api.addMember({ body: { userId: id, organizationId: teamId, role } });
  const headers = new Headers({ cookie: signedUp.headers.get('set-cookie')?.split(';')[0] ?? '', host: 'localhost:3000' });
  return { id, headers, viewer: { kind: 'user', user: { id, name, email }, memberships: await listMemberships(id) } };
}

/** The viewer as a request would read it again (memberships change under it). */
async function again(p: Person): Promise<Person> {
  const { user } = p.viewer as Extract<Viewer, { kind: 'user' }>;
  return { ...p, viewer: { kind: 'user', user, memberships: await listMemberships(p.id) } };
}

const memberId = async (userId: string) => (await db().member.findFirstOrThrow({ where: { organizationId: teamId, userId } })).id;
const tokenViewer = (key: string) => viewerFromHeaders(new Headers({ authorization: `Bearer ${key}` }));
const newToken = (maker: Person, name: string) =>
  createTeamToken(maker.viewer, teamId, { name, scope: 'read-upload', projectId: null, expiresInDays: null }, new Headers());

let alice: Person;

beforeAll(async () => {
  const signedUp = await auth().api.signUpEmail({
    body: { name: 'alice', email: 'alice@leavers.test', password: PASSWORD },
    returnHeaders: true,
  });
  const team = await auth().api.createOrganization({ body: { name: 'Leavers', slug: 'leavers', userId: signedUp.response.user.id } });
  if (!team) throw new Error('no team');
  teamId = team.id;
  alice = await again({
    id: signedUp.response.user.id,
    headers: new Headers({ cookie: signedUp.headers.get('set-cookie')?.split(';')[0] ?? '', host: 'localhost:3000' }),
    viewer: { kind: 'user', user: { id: signedUp.response.user.id, name: 'alice', email: 'alice@leavers.test' }, memberships: [] },
  });
});

describe('an admin removed from the team', () => {
  test('their token stops working at once, and their pending invitations are cancelled', async () => {
    const dave = await person('dave', 'admin');
    const key = await newToken(dave, 'dave-tok');
    expect((await tokenViewer(key)).kind).toBe('token');
    const link = await inviteMember(dave.viewer, teamId, 'dave-other@leavers.test', 'admin', dave.headers);
    const invitationId = link.split('/').pop() ?? '';

    await removeMember(alice.viewer, await memberId(dave.id), alice.headers);

    await expect(tokenViewer(key)).rejects.toThrow('not valid');
    expect(await db().apikey.count({ where: { name: 'dave-tok' } })).toBe(0);
    expect((await db().invitation.findUniqueOrThrow({ where: { id: invitationId } })).status).toBe('canceled');
    await expect(
      acceptInvitation({ kind: 'anonymous' }, { invitationId, name: 'Dave again', password: PASSWORD }, new Headers()),
    ).rejects.toThrow('not valid any more');
    expect(await db().user.count({ where: { email: 'dave-other@leavers.test' } })).toBe(0);
    const trail = await db().auditEvent.findMany({ where: { teamId, action: { in: ['token.revoke', 'invitation.cancel'] } } });
    expect(trail.map((e) => e.summary).sort()).toEqual([
      '"dave-tok" (made by dave@leavers.test, who left the team)',
      'dave-other@leavers.test (sent by dave@leavers.test, who left the team)',
    ]);
  });

  test('a token whose maker is no longer an admin is refused, however they left (the check is made on every use)', async () => {
    const erin = await person('erin', 'admin');
    const key = await newToken(erin, 'erin-tok');
    // not through removeMember: a membership gone some other way (a script, the database)
    await db().member.deleteMany({ where: { organizationId: teamId, userId: erin.id } });
    await expect(tokenViewer(key)).rejects.toThrow('the admin who made it has left the team or is no longer an admin');
  });

  test('an invitation sent by an admin who is no longer one is void, even if it was not cancelled', async () => {
    const fay = await person('fay', 'admin');
    const link = await inviteMember(fay.viewer, teamId, 'fay-friend@leavers.test', 'admin', fay.headers);
    const invitationId = link.split('/').pop() ?? '';
    await db().member.updateMany({ where: { organizationId: teamId, userId: fay.id }, data: { role: 'viewer' } });
    await expect(
      acceptInvitation({ kind: 'anonymous' }, { invitationId, name: 'Friend', password: PASSWORD }, new Headers()),
    ).rejects.toThrow('may no longer invite people');
    expect(await db().member.count({ where: { organizationId: teamId, user: { email: 'fay-friend@leavers.test' } } })).toBe(0);
  });
});

test('an admin made an editor: their tokens are revoked and their invitations cancelled; an admin made owner keeps theirs', async () => {
  const carol = await person('carol', 'admin');
  await newToken(carol, 'carol-tok');
  await inviteMember(carol.viewer, teamId, 'carol-guest@leavers.test', 'viewer', carol.headers);
  const gus = await person('gus', 'admin');
  const gusKey = await newToken(gus, 'gus-tok');

  await changeMemberRole(alice.viewer, await memberId(carol.id), 'editor', alice.headers);
  await changeMemberRole(alice.viewer, await memberId(gus.id), 'owner', alice.headers);

  expect(await db().apikey.count({ where: { name: 'carol-tok' } })).toBe(0);
  expect((await db().invitation.findFirstOrThrow({ where: { email: 'carol-guest@leavers.test' } })).status).toBe('canceled');
  expect((await tokenViewer(gusKey)).kind).toBe('token');
});

test('one invitation accepted six times at once: one membership, and removing it removes the person', async () => {
  const bob = await person('bob');
  const link = await inviteMember(alice.viewer, teamId, 'bob@leavers.test', 'admin', alice.headers);
  const invitationId = link.split('/').pop() ?? '';
  const tries = await Promise.allSettled(Array.from({ length: 6 }, () => acceptInvitation(bob.viewer, { invitationId }, bob.headers)));
  expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
  expect(await db().member.count({ where: { organizationId: teamId, userId: bob.id } })).toBe(1);
  // and no second row can be written whatever the path
  await expect(
    db().member.create({ data: { id: 'bob-again', organizationId: teamId, userId: bob.id, role: 'admin', createdAt: new Date() } }),
  ).rejects.toThrow();
  await removeMember(alice.viewer, await memberId(bob.id), alice.headers);
  expect(await listMemberships(bob.id)).toEqual([]);
});

test('a refused acceptance gives the invitation back: a password too short, then the right one', async () => {
  const link = await inviteMember(alice.viewer, teamId, 'hal@leavers.test', 'viewer', alice.headers);
  const invitationId = link.split('/').pop() ?? '';
  await expect(acceptInvitation({ kind: 'anonymous' }, { invitationId, name: 'Hal', password: 'short' }, new Headers())).rejects.toThrow();
  await acceptInvitation({ kind: 'anonymous' }, { invitationId, name: 'Hal', password: PASSWORD }, new Headers());
  expect(await db().member.count({ where: { organizationId: teamId, user: { email: 'hal@leavers.test' } } })).toBe(1);
});

describe('a file in a public project, one of its runs filed in a private one', () => {
  const visibleToAnyone = async (uploadId: number) =>
    (await db().upload.count({ where: { AND: [{ id: uploadId }, uploadsVisibleTo(ANONYMOUS)] } })) === 1;

  async function twoRunFile(name: string) {
    const stored = await ingestDocument({
      fileName: `${name}.log`,
      text: `${LOG}\n# ${name} one\n\n${LOG}\n# ${name} two\n`,
      teamId,
      projectName: `${name} public`,
    });
    await db().project.updateMany({ where: { name: `${name} public` }, data: { isPublic: true } });
    expect(stored.runIds).toHaveLength(2);
    return { uploadId: stored.uploadId, runs: stored.runIds as [number, number] };
  }

  test('its private run deleted for good: the file stays in its team (its text still holds that run)', async () => {
    const { uploadId, runs } = await twoRunFile('purged');
    const secret = await db().project.create({ data: { name: 'purged secret', teamId } });
    await db().run.update({ where: { id: runs[1] }, data: { projectId: secret.id } });
    expect(await visibleToAnyone(uploadId)).toBe(false);
    await db().run.update({ where: { id: runs[1] }, data: { deletedAt: new Date() } });
    expect(await purgeTrashedRun(runs[1])).toBe(true);
    expect(await visibleToAnyone(uploadId)).toBe(false);
  });

  test('a public run of it deleted for good: the file stays public', async () => {
    const { uploadId, runs } = await twoRunFile('public-purge');
    await db().run.update({ where: { id: runs[1] }, data: { deletedAt: new Date() } });
    expect(await purgeTrashedRun(runs[1])).toBe(true);
    expect(await visibleToAnyone(uploadId)).toBe(true);
  });
});

test("a token of one project asking for another project's page: none (it read its own project's under any id)", async () => {
  const own = await db().project.create({ data: { name: 'token own', teamId } });
  const other = await db().project.create({ data: { name: 'token other', teamId } });
  const access = { kind: 'teams' as const, teamIds: [teamId], projectId: own.id };
  expect(await getProject(access, other.id)).toBeNull();
  expect((await getProject(access, own.id))?.name).toBe('token own');
});

test("another team's private project and a missing one answer alike to a change of their alerts", async () => {
  const hidden = await db().project.create({ data: { name: 'alerts hidden', teamId } });
  const outsider: Viewer = { kind: 'user', user: { id: 'out', name: 'Out', email: 'out@x.test' }, memberships: [] };
  const rule = { metric: 'tps' as const, method: 'percent' as const, threshold: 5, lookback: 3 };
  const refusal = async (projectId: number) =>
    changeAlertRule(outsider, { ...rule, projectId }, new Headers()).then(
      () => 'accepted',
      (e: Error) => e.message.replace(String(projectId), 'N'),
    );
  expect(await refusal(hidden.id)).toBe(await refusal(999_999));
  expect(await refusal(hidden.id)).toContain('does not exist');
});

test('an admin touching an owner is told that only an owner can, in benchboard’s words (Better Auth said “You cannot leave the organization as the only owner”)', async () => {
  const owner2 = await person('olga');
  await auth().api.addMember({ body: { userId: owner2.id, organizationId: teamId, role: 'owner' } });
  const frank = await person('frank', 'admin');
  const olgaMember = await memberId(owner2.id);
  await expect(removeMember(frank.viewer, olgaMember, frank.headers)).rejects.toThrow(
    "Only an owner can remove an owner; ask one of the team's owners.",
  );
  await expect(changeMemberRole(frank.viewer, olgaMember, 'viewer', frank.headers)).rejects.toThrow(
    "Only an owner can change an owner's role",
  );
  await expect(changeMemberRole(frank.viewer, await memberId(frank.id), 'owner', frank.headers)).rejects.toThrow(
    'Only an owner can make someone an owner',
  );
  // nothing changed; an owner may
  expect((await db().member.findUniqueOrThrow({ where: { id: olgaMember } })).role).toBe('owner');
  await changeMemberRole(alice.viewer, olgaMember, 'admin', alice.headers);
  expect((await db().member.findUniqueOrThrow({ where: { id: olgaMember } })).role).toBe('admin');
});

describe('two owners demoting each other at the same moment (an attack probe, 2026-12-07)', () => {
  test('one of them stays owner: the count and the change are one step per team', async () => {
    // alice the only owner (an earlier test made another), then otto the second
    await db().member.updateMany({ where: { organizationId: teamId, role: 'owner', userId: { not: alice.id } }, data: { role: 'admin' } });
    const otto = await person('otto', 'admin');
    await changeMemberRole((await again(alice)).viewer, await memberId(otto.id), 'owner', alice.headers);
    expect(await db().member.count({ where: { organizationId: teamId, role: 'owner' } })).toBe(2);
    const [a, o] = [await again(alice), await again(otto)];
    const results = await Promise.allSettled([
      changeMemberRole(a.viewer, await memberId(otto.id), 'admin', a.headers),
      changeMemberRole(o.viewer, await memberId(alice.id), 'admin', o.headers),
    ]);
    const owners = await db().member.count({ where: { organizationId: teamId, role: 'owner' } });
    // one demotion went through, never both (the count, read by both before either changed, said two)
    expect(owners).toBe(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([
      expect.stringMatching(/A team keeps at least one owner|Only an owner/),
    ]);
  });
});

test('a password typed into a token’s or a team’s name is masked, in the team’s address too (an attack probe, 2026-12-07)', async () => {
  await newToken(await again(alice), 'ci mysql -pPw08yyB7');
  const token = await db().apikey.findFirstOrThrow({ where: { name: { startsWith: 'ci mysql' } }, select: { name: true } });
  expect(token.name).toBe('ci mysql -p***');
  const { slug } = await createTeam(alice.viewer, 'Team mysql -pPw09yyB7');
  expect(slug.toLowerCase()).not.toContain('pw09');
  const team = await db().organization.findUniqueOrThrow({ where: { slug }, select: { name: true } });
  expect(team.name).toBe('Team mysql -p***');
});
