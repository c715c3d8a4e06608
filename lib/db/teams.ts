// Teams (Better Auth's organizations) as benchboard reads them: a person's memberships, the home
// team that holds what was stored before any team existed, and the settings kept for setup.
import 'server-only';
import { db } from './client';
import { bumpRunDataVersion } from './facets-cache';

export type Membership = { teamId: string; teamName: string; teamSlug: string; role: string };

export async function listMemberships(userId: string): Promise<Membership[]> {
  const members = await db().member.findMany({
    where: { userId },
    select: { role: true, organization: { select: { id: true, name: true, slug: true } } },
    orderBy: { createdAt: 'asc' },
  });
  return members.map((m) => ({ teamId: m.organization.id, teamName: m.organization.name, teamSlug: m.organization.slug, role: m.role }));
}

export async function getSetting(key: string): Promise<string | null> {
  return (await db().appSetting.findUnique({ where: { key } }))?.value ?? null;
}

export async function setSetting(key: string, value: string): Promise<void> {
  await db().appSetting.upsert({ where: { key }, update: { value }, create: { key, value } });
}

/** The stored value of `key`, storing `value` first when there is none (the first of racing callers wins). */
export async function ensureSetting(key: string, value: string): Promise<string> {
  await db().appSetting.createMany({ data: [{ key, value }], skipDuplicates: true });
  return (await getSetting(key)) ?? value;
}

export async function deleteSetting(key: string): Promise<void> {
  await db().appSetting.deleteMany({ where: { key } });
}

/** The admin CLI's service account (lib/teams/service.ts): it has no password and is never a person. */
export const SERVICE_EMAIL = 'admin-cli@benchboard.invalid';

/**
 * The service account: its address and no way to sign in (no credential, no session provider). An
 * account someone made with that address (accepting an invitation to it, before .invalid addresses
 * were refused) is a person's: listed, counted, and never taken for the CLI's (an attack probe,
 * 2026-12-07: the CLI made such an account an owner of every team it made a token for, hidden from
 * their member lists).
 */
const SERVICE_USER = { email: SERVICE_EMAIL, accounts: { none: {} } };
/** Everyone but the service account. */
const PERSON = { NOT: SERVICE_USER };

/** People with an account (the CLI's service account is not one). */
export async function countUsers(): Promise<number> {
  return db().user.count({ where: PERSON });
}

/** The team that holds everything stored before the first team existed (the demo projects, say). */
export const HOME_TEAM = 'home-team';

export async function getHomeTeamId(): Promise<string | null> {
  return getSetting(HOME_TEAM);
}

/**
 * Gives the home team whatever has no team yet: uploads, their runs, projects, hosts and configs
 * (stored before setup, or while sign-in was off). A teamless project, host or config whose name
 * (a config: its text) the home team already has is merged into the team's: its runs, uploads,
 * result tables and alerts move there (the team's alert rule on a metric wins). Idempotent.
 */
export async function adoptTeamlessData(
  teamId: string,
): Promise<{ uploads: number; runs: number; projects: number; hosts: number; configs: number; shares: number }> {
  return db().$transaction(async (tx) => {
    // projects alike by name: what points at the teamless one points at the team's
    const sameProject = (table: string) =>
      tx.$executeRawUnsafe(
        `UPDATE "${table}" x SET "projectId" = t.id FROM "Project" p JOIN "Project" t ON t.name = p.name AND t."teamId" = $1
         WHERE p."teamId" IS NULL AND x."projectId" = p.id`,
        teamId,
      );
    for (const table of ['Run', 'Upload', 'Matrix', 'Alert']) await sameProject(table);
    await tx.$executeRaw`
      UPDATE "AlertRule" x SET "projectId" = t.id FROM "Project" p JOIN "Project" t ON t.name = p.name AND t."teamId" = ${teamId}
      WHERE p."teamId" IS NULL AND x."projectId" = p.id
        AND NOT EXISTS (SELECT FROM "AlertRule" o WHERE o."projectId" = t.id AND o.metric = x.metric)`;
    await tx.$executeRaw`
      DELETE FROM "Project" p USING "Project" t WHERE p."teamId" IS NULL AND t.name = p.name AND t."teamId" = ${teamId}`;
    // hosts alike by name, configs by their text (fingerprint)
    for (const table of ['Run', 'Matrix'])
      await tx.$executeRawUnsafe(
        `UPDATE "${table}" x SET "hostId" = t.id FROM "Host" h JOIN "Host" t ON t.name = h.name AND t."teamId" = $1
         WHERE h."teamId" IS NULL AND x."hostId" = h.id`,
        teamId,
      );
    await tx.$executeRaw`DELETE FROM "Host" h USING "Host" t WHERE h."teamId" IS NULL AND t.name = h.name AND t."teamId" = ${teamId}`;
    await tx.$executeRaw`
      UPDATE "Run" x SET "configId" = t.id FROM "Config" c JOIN "Config" t ON t.fingerprint = c.fingerprint AND t."teamId" = ${teamId}
      WHERE c."teamId" IS NULL AND x."configId" = c.id`;
    await tx.$executeRaw`
      DELETE FROM "Config" c USING "Config" t WHERE c."teamId" IS NULL AND t.fingerprint = c.fingerprint AND t."teamId" = ${teamId}`;
    const projects = await tx.project.updateMany({ where: { teamId: null }, data: { teamId } });
    const hosts = await tx.host.updateMany({ where: { teamId: null }, data: { teamId } });
    const configs = await tx.config.updateMany({ where: { teamId: null }, data: { teamId } });
    // a document uploaded both ways is kept twice, as it was shown: the teamless copy's fingerprint
    // is made its own (a new upload of it is found in the team's copy)
    await tx.$executeRaw`
      UPDATE "Upload" u SET fingerprint = u.fingerprint || '~' || u.id FROM "Upload" t
      WHERE u."teamId" IS NULL AND t.fingerprint = u.fingerprint AND t."teamId" = ${teamId}`;
    const uploads = await tx.upload.updateMany({ where: { teamId: null }, data: { teamId } });
    const runs = await tx.run.updateMany({ where: { teamId: null }, data: { teamId } });
    const shares = await tx.share.updateMany({ where: { teamId: null }, data: { teamId } });
    await bumpRunDataVersion(tx); // a page read between the first statement and the commit is not kept
    return {
      uploads: uploads.count,
      runs: runs.count,
      projects: projects.count,
      hosts: hosts.count,
      configs: configs.count,
      shares: shares.count,
    };
  });
}

export async function getTeamBySlug(slug: string) {
  return db().organization.findUnique({
    where: { slug },
    select: {
      id: true,
      name: true,
      slug: true,
      createdAt: true,
      // people: the admin CLI's service account is not one (its tokens say "by npm run admin")
      members: {
        where: { user: PERSON },
        select: { id: true, role: true, createdAt: true, user: { select: { id: true, name: true, email: true } } },
        orderBy: { createdAt: 'asc' },
      },
      invitations: {
        where: { status: 'pending', expiresAt: { gt: new Date() } },
        select: { id: true, email: true, role: true, expiresAt: true },
        orderBy: { createdAt: 'desc' },
      },
      projects: {
        select: { id: true, name: true, isPublic: true, _count: { select: { runs: { where: { deletedAt: null } } } } },
        orderBy: { name: 'asc' },
      },
    },
  });
}

export type TeamPage = NonNullable<Awaited<ReturnType<typeof getTeamBySlug>>>;

/** A team's API tokens as the API-key plugin stores them (hashed: only the first characters are known). */
export async function listTeamTokens(teamId: string) {
  return db().apikey.findMany({
    where: { referenceId: teamId },
    select: {
      id: true,
      name: true,
      start: true,
      permissions: true,
      metadata: true,
      enabled: true,
      lastRequest: true,
      createdAt: true,
      expiresAt: true,
    },
    orderBy: { createdAt: 'desc' },
  });
}

export async function getTokenTeam(tokenId: string): Promise<{ teamId: string; name: string | null } | null> {
  const token = await db().apikey.findUnique({ where: { id: tokenId }, select: { referenceId: true, name: true } });
  return token ? { teamId: token.referenceId, name: token.name } : null;
}

export async function deleteToken(tokenId: string): Promise<boolean> {
  return (await db().apikey.deleteMany({ where: { id: tokenId } })).count > 0;
}

export async function getInvitation(id: string) {
  return db().invitation.findUnique({
    where: { id },
    select: {
      id: true,
      email: true,
      role: true,
      status: true,
      expiresAt: true,
      organizationId: true,
      inviterId: true,
      organization: { select: { name: true, slug: true } },
    },
  });
}

export async function getMember(id: string) {
  return db().member.findUnique({
    where: { id },
    select: { id: true, role: true, organizationId: true, userId: true, user: { select: { email: true } } },
  });
}

/** A team's owners who are people: the admin CLI's service account, an owner of every team it made a token for, is none. */
export async function countOwners(teamId: string): Promise<number> {
  return db().member.count({ where: { organizationId: teamId, role: 'owner', user: PERSON } });
}

export async function findUserByEmail(email: string) {
  return db().user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true, name: true } });
}

export async function markInvitation(id: string, status: 'accepted' | 'canceled'): Promise<void> {
  await db().invitation.update({ where: { id }, data: { status } });
}

export async function getProjectTeam(projectId: number): Promise<{ teamId: string | null; name: string } | null> {
  return db().project.findUnique({ where: { id: projectId }, select: { teamId: true, name: true } });
}

export async function setProjectPublic(projectId: number, isPublic: boolean): Promise<void> {
  await db().project.update({ where: { id: projectId }, data: { isPublic } });
}

/** The demo's projects (stored with no team): a team's own project of the same name is left alone. */
export async function makeProjectsPublic(names: string[]): Promise<void> {
  await db().project.updateMany({ where: { name: { in: names }, teamId: null }, data: { isPublic: true } });
}

/**
 * Runs `work` while holding the setup lock: two people opening the setup link at once are served
 * one after the other (the second then finds an account and is refused).
 */
export async function withSetupLock<T>(work: () => Promise<T>): Promise<T> {
  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('benchboard setup', 0))`;
      return work();
    },
    { timeout: 60_000 },
  );
}

export async function deleteUser(id: string): Promise<void> {
  await db().user.delete({ where: { id } });
}

export async function isMember(teamId: string, userId: string): Promise<boolean> {
  return (await db().member.count({ where: { organizationId: teamId, userId } })) > 0;
}

/** A person's role in a team, or null when they are not in it. */
export async function memberRole(teamId: string, userId: string): Promise<string | null> {
  return (await db().member.findFirst({ where: { organizationId: teamId, userId }, select: { role: true } }))?.role ?? null;
}

/** The team's tokens this person made (their metadata's createdById), deleted: their names. */
export async function deleteTokensMadeBy(teamId: string, userId: string): Promise<{ id: string; name: string | null }[]> {
  return db().$queryRaw<{ id: string; name: string | null }[]>`
    DELETE FROM "apikey" WHERE "referenceId" = ${teamId}
      AND jsonb_typeof(COALESCE(NULLIF("metadata", ''), '{}')::jsonb) = 'object'
      AND (NULLIF("metadata", ''))::jsonb ->> 'createdById' = ${userId}
    RETURNING id, name`;
}

/** The team's pending invitations this person sent, cancelled: their addresses. */
export async function cancelInvitationsSentBy(teamId: string, userId: string): Promise<{ id: string; email: string }[]> {
  return db().$queryRaw<{ id: string; email: string }[]>`
    UPDATE "invitation" SET status = 'canceled'
      WHERE "organizationId" = ${teamId} AND "inviterId" = ${userId} AND status = 'pending'
    RETURNING id, email`;
}

/**
 * Takes a pending, unexpired invitation for its acceptance: true for exactly one of any number of
 * acceptances at once (an attack probe accepted one six times at once and joined twice).
 */
export async function claimInvitation(id: string): Promise<boolean> {
  const claimed = await db().invitation.updateMany({
    where: { id, status: 'pending', expiresAt: { gt: new Date() } },
    data: { status: 'accepted' },
  });
  return claimed.count === 1;
}

/** An invitation claimed by an acceptance that then failed: open again. */
export async function reopenInvitation(id: string): Promise<void> {
  await db().invitation.updateMany({ where: { id, status: 'accepted' }, data: { status: 'pending' } });
}
