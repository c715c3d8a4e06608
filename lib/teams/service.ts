// The admin CLI acts as a service account: a user with no password (it can never sign in) that
// owns the teams the CLI creates and is added as owner where it makes tokens, so that Better Auth's
// own permission checks apply to it like to anyone.
import 'server-only';
import { auth } from '../auth/server';
import { db } from '../db/client';
import { findTeamByName, SERVICE_EMAIL } from '../db/teams';
import { slugOf } from './slug';
import { mintToken, type NewToken } from './tokens';

async function ensureServiceUser(): Promise<string> {
  const found = await db().user.findUnique({ where: { email: SERVICE_EMAIL }, select: { id: true } });
  if (found) return found.id;
  const ctx = await auth().$context;
  const user = await ctx.internalAdapter.createUser(
    { email: SERVICE_EMAIL, name: 'benchboard admin CLI', emailVerified: true },
    { method: 'admin' },
  );
  return user.id;
}

/** The team named `name` (created if it does not exist), with the service account as an owner. */
async function ensureCliTeam(name: string, serviceUserId: string): Promise<{ id: string; created: boolean }> {
  const existing = await findTeamByName(name);
  if (!existing) {
    const team = await auth().api.createOrganization({ body: { name, slug: slugOf(name), userId: serviceUserId } });
    if (!team) throw new Error(`the team "${name}" could not be created`);
    return { id: team.id, created: true };
  }
  const member = await db().member.findFirst({ where: { organizationId: existing.id, userId: serviceUserId } });
  if (!member) await auth().api.addMember({ body: { userId: serviceUserId, organizationId: existing.id, role: 'owner' } });
  return { id: existing.id, created: false };
}

export async function createTokenFromCli(teamName: string, token: NewToken): Promise<{ key: string; teamCreated: boolean }> {
  const serviceUserId = await ensureServiceUser();
  const team = await ensureCliTeam(teamName, serviceUserId);
  const { id, key } = await mintToken(serviceUserId, team.id, token);
  await db().auditEvent.create({
    data: {
      teamId: team.id,
      userId: serviceUserId,
      actorName: 'npm run admin (server console)',
      action: 'token.create',
      targetType: 'token',
      targetId: id,
      summary: `"${token.name}" (${token.scope})`,
    },
  });
  return { key, teamCreated: team.created };
}
