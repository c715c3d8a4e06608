// The admin CLI acts as a service account: a user with no password (it can never sign in) that
// owns the teams the CLI creates and is added as owner where it makes tokens, so that Better Auth's
// own permission checks apply to it like to anyone.
import 'server-only';
import { auth } from '../auth/server';
import { addAuditEvent } from '../db/audit';
import { findServiceUserId, findTeamByName } from '../db/cli-teams';
import { isMember, SERVICE_EMAIL } from '../db/teams';
import { slugOf } from './slug';
import { mintToken, type NewToken, tokenSummary } from './tokens';

async function ensureServiceUser(): Promise<string> {
  const found = await findServiceUserId();
  if (found && 'taken' in found)
    throw new Error(
      `a person's account (with a password) has the service account's address ${SERVICE_EMAIL}: it is no service account, and the CLI will not ` +
        "make it an owner of any team. Someone made it by accepting an invitation to that address; look for it in the teams' member lists and remove it.",
    );
  if (found) return found.id;
  const ctx = await auth().$context;
  const user = await ctx.internalAdapter.createUser(
    { email: SERVICE_EMAIL, name: 'benchboard admin CLI', emailVerified: true },
    { method: 'admin' },
  );
  return user.id;
}

/** The team named `name` (created if it does not exist), with the service account as an owner. */
async function ensureCliTeam(name: string, serviceUserId: string): Promise<{ id: string; name: string; created: boolean }> {
  const existing = await findTeamByName(name);
  if (!existing) {
    const team = await auth().api.createOrganization({ body: { name, slug: slugOf(name), userId: serviceUserId } });
    if (!team) throw new Error(`the team "${name}" could not be created`);
    return { id: team.id, name: team.name, created: true };
  }
  if (!(await isMember(existing.id, serviceUserId)))
    await auth().api.addMember({ body: { userId: serviceUserId, organizationId: existing.id, role: 'owner' } });
  return { id: existing.id, name: existing.name, created: false };
}

/** Who made what the admin CLI makes, in the audit trail and on the team page. */
const CLI_ACTOR = 'npm run admin (server console)';

export async function createTokenFromCli(
  teamName: string,
  asked: NewToken,
): Promise<{ key: string; teamName: string; teamCreated: boolean; expiresAt: Date | null }> {
  const serviceUserId = await ensureServiceUser();
  const team = await ensureCliTeam(teamName, serviceUserId);
  const token = { ...asked, createdBy: CLI_ACTOR };
  const { id, key, projectName, expiresAt } = await mintToken(serviceUserId, team.id, token);
  await addAuditEvent({
    teamId: team.id,
    userId: serviceUserId,
    tokenId: null,
    actorName: CLI_ACTOR,
    action: 'token.create',
    targetType: 'token',
    targetId: id,
    summary: tokenSummary(token, projectName),
    ip: null,
    userAgent: null,
  });
  return { key, teamName: team.name, teamCreated: team.created, expiresAt };
}
