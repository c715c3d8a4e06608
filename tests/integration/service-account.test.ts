// The admin CLI's service account is no person's: an attack probe (2026-12-07) invited its address
// (admin-cli@benchboard.invalid) to a team of their own, accepted signed out with a password, and
// the CLI then took that account for its own and made it an owner of every team it made a token
// for, hidden from the member lists; the viewer took the team over from there.
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { auth } from '../../lib/auth/server';
import type { Viewer } from '../../lib/auth/viewer';
import { db } from '../../lib/db/client';
import { countOwners, getTeamBySlug, listMemberships, SERVICE_EMAIL } from '../../lib/db/teams';
import { forgotPasswordSchema, setupSchema } from '../../lib/schemas/auth';
import { inviteSchema } from '../../lib/schemas/teams';
import { acceptInvitation } from '../../lib/teams/members';
import { createTokenFromCli } from '../../lib/teams/service';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const PASSWORD = 'a long password 123';
let owner: { id: string; viewer: Viewer; headers: Headers };
let teamId = '';

beforeAll(async () => {
  const signedUp = await auth().api.signUpEmail({
    body: { name: 'olga', email: 'olga@svc.test', password: PASSWORD },
    returnHeaders: true,
  });
  const id = signedUp.response.user.id;
  const team = await auth().api.createOrganization({ body: { name: 'Perf', slug: 'perf-svc', userId: id } });
  teamId = team?.id ?? '';
  const headers = new Headers({ cookie: signedUp.headers.get('set-cookie')?.split(';')[0] ?? '', host: 'localhost:3000' });
  owner = {
    id,
    headers,
    viewer: { kind: 'user', user: { id, name: 'olga', email: 'olga@svc.test' }, memberships: await listMemberships(id) },
  };
});

describe('an address no person may have', () => {
  test.each([SERVICE_EMAIL, 'ADMIN-CLI@BENCHBOARD.INVALID', 'someone@example.invalid', 'x@benchboard.invalid.'])(
    'is refused in an invitation and at setup: %s',
    (email) => {
      expect(inviteSchema.safeParse({ teamId: 't', email, role: 'viewer' }).success).toBe(false);
      // nor is a reset link asked for it (the service account has no password to reset)
      expect(forgotPasswordSchema.safeParse({ email }).success).toBe(false);
      const setup = setupSchema.safeParse({ token: 't', name: 'n', email, password: PASSWORD, teamName: 'T' });
      expect(setup.success).toBe(false);
      // (a trailing dot is no email address at all)
      if (!email.endsWith('.')) expect(setup.error?.issues[0]?.message).toContain('.invalid is reserved');
    },
  );

  test('a person may still be invited at any other address', () => {
    expect(inviteSchema.safeParse({ teamId: 't', email: 'dba@invalid.example.com', role: 'viewer' }).success).toBe(true);
  });

  test('an invitation to it made before is cancelled when opened, and makes no account', async () => {
    const invitation = await db().invitation.create({
      data: {
        id: 'svc-old-invitation',
        organizationId: teamId,
        email: SERVICE_EMAIL,
        role: 'viewer',
        status: 'pending',
        expiresAt: new Date(Date.now() + 86_400_000),
        inviterId: owner.id,
      },
    });
    await expect(
      acceptInvitation(
        { kind: 'anonymous' } as Viewer,
        { invitationId: invitation.id, name: 'mallory', password: PASSWORD },
        new Headers(),
      ),
    ).rejects.toMatchObject({ code: 'gone' });
    expect(await db().user.count({ where: { email: SERVICE_EMAIL } })).toBe(0);
    expect((await db().invitation.findUniqueOrThrow({ where: { id: invitation.id } })).status).toBe('canceled');
  });
});

describe('a person account at the service address, made before it was refused', () => {
  test('is never made an owner by the CLI, and is listed and counted as the person it is', async () => {
    // as accepting an invitation to the address did: an account with a password
    const squatter = (await auth().api.signUpEmail({ body: { name: 'mallory', email: SERVICE_EMAIL, password: PASSWORD } })).user.id;
    await auth().api.addMember({ body: { userId: squatter, organizationId: teamId, role: 'viewer' } });
    await expect(createTokenFromCli('Perf', { name: 'ci', scope: 'upload', projectId: null, expiresInDays: 90 })).rejects.toThrow(
      /a person's account \(with a password\) has the service account's address/,
    );
    const member = await db().member.findFirstOrThrow({ where: { organizationId: teamId, userId: squatter } });
    expect(member.role).toBe('viewer');
    expect(await db().apikey.count()).toBe(0);
    // the team's page lists them: nobody in a team is hidden from its owners but the CLI's own account
    const team = await getTeamBySlug('perf-svc');
    expect(team?.members.map((m) => m.user.email).sort()).toEqual(['olga@svc.test', SERVICE_EMAIL].sort());
    await db().member.update({ where: { id: member.id }, data: { role: 'owner' } });
    expect(await countOwners(teamId)).toBe(2);
    await db().member.update({ where: { id: member.id }, data: { role: 'viewer' } });
  });

  test('the CLI own account (no password) stays out of member lists and owner counts', async () => {
    await db().user.deleteMany({ where: { email: SERVICE_EMAIL } });
    const made = await createTokenFromCli('Perf', { name: 'ci', scope: 'upload', projectId: null, expiresInDays: 90 });
    expect(made.key).toMatch(/^bb_/);
    const team = await getTeamBySlug('perf-svc');
    expect(team?.members.map((m) => m.user.email)).toEqual(['olga@svc.test']);
    expect(await countOwners(teamId)).toBe(1);
  });
});

describe('the team `token create --team` names', () => {
  test('a slug is that team, whatever another team is named', async () => {
    const other = await auth().api.createOrganization({ body: { name: 'perf-svc', slug: 'mallory-team-1a2b', userId: owner.id } });
    const made = await createTokenFromCli('perf-svc', { name: 'by slug', scope: 'upload', projectId: null, expiresInDays: 90 });
    expect(made.teamName).toBe('Perf');
    const made2 = await db().auditEvent.findFirstOrThrow({ where: { action: 'token.create', summary: { contains: '"by slug"' } } });
    expect(made2.teamId).toBe(teamId);
    expect(other?.id).not.toBe(teamId);
  });

  test('a name several teams have (in any letter case) is refused with their slugs, and nothing is made', async () => {
    await auth().api.createOrganization({ body: { name: 'perf', slug: 'perf-dup-9f9f', userId: owner.id } });
    const before = await db().apikey.count();
    await expect(createTokenFromCli('Perf', { name: 'by name', scope: 'upload', projectId: null, expiresInDays: 90 })).rejects.toThrow(
      /2 teams are named "Perf": give the slug of the one you mean \(perf-svc, perf-dup-9f9f;/,
    );
    expect(await db().apikey.count()).toBe(before);
    expect(await db().organization.count({ where: { name: { equals: 'perf', mode: 'insensitive' } } })).toBe(2);
  });
});
