// What one account can make the server do to others is bounded: an attack probe (2026-12-07) made
// 100 teams in 8 s and 50 invitations to any address in 2 s, each mailed when SMTP is set.
import { expect, test, vi } from 'vitest';
import { auth } from '../../lib/auth/server';
import type { Viewer } from '../../lib/auth/viewer';
import { db } from '../../lib/db/client';
import { listMemberships } from '../../lib/db/teams';
import { inviteMember } from '../../lib/teams/members';
import { createTeam } from '../../lib/teams/projects';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

test('ten teams a day and thirty invitations an hour per account; past them a refusal that says when', async () => {
  const made = await auth().api.signUpEmail({
    body: { name: 'mallory', email: 'mallory@limits.test', password: 'a long password 123' },
    returnHeaders: true,
  });
  const id = made.response.user.id;
  const headers = new Headers({ cookie: made.headers.get('set-cookie')?.split(';')[0] ?? '', host: 'localhost:3000' });
  const viewer = async (): Promise<Viewer> => ({
    kind: 'user',
    user: { id, name: 'mallory', email: 'mallory@limits.test' },
    memberships: await listMemberships(id),
  });

  const slugs: string[] = [];
  for (let i = 0; i < 10; i++) slugs.push((await createTeam(await viewer(), `Team ${i}`)).slug);
  await expect(createTeam(await viewer(), 'Team 10')).rejects.toMatchObject({
    code: 'too_many',
    message: expect.stringMatching(/Too many teams made by your account today; try again in \d+ s/),
  });
  expect(await db().organization.count({ where: { members: { some: { userId: id } } } })).toBe(10);

  const team = await db().organization.findUniqueOrThrow({ where: { slug: slugs[0] } });
  for (let i = 0; i < 30; i++) await inviteMember(await viewer(), team.id, `someone${i}@limits.test`, 'viewer', headers);
  await expect(inviteMember(await viewer(), team.id, 'one-more@limits.test', 'viewer', headers)).rejects.toMatchObject({
    code: 'too_many',
    message: expect.stringContaining('Too many invitations from your account in an hour'),
  });
  expect(await db().invitation.count({ where: { organizationId: team.id } })).toBe(30);
}, 120_000);
