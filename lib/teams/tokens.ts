// API tokens for CI: made by Better Auth's API-key plugin (stored hashed, shown once, rate
// limited, last use recorded), owned by a team, scoped to upload and/or read, optionally to one
// project. Creating and revoking takes a team admin.
import 'server-only';
import { audit } from '../auth/audit';
import { auth } from '../auth/server';
import { authorize, type TokenScope, type Viewer } from '../auth/viewer';
import { deleteToken, getProjectTeam, getTokenTeam } from '../db/teams';
import { AppError } from '../errors';
import { redactTyped } from '../parsers';

export const TOKEN_SCOPES = { upload: ['upload'], read: ['read'], 'read-upload': ['read', 'upload'] } as const satisfies Record<
  string,
  TokenScope[]
>;
export type TokenScopeChoice = keyof typeof TOKEN_SCOPES;

/** What a team admin (or the admin CLI) asks for; `expiresInDays` null: until revoked (lib/teams/token-lifetimes.ts). */
export type NewToken = { name: string; scope: TokenScopeChoice; projectId: number | null; expiresInDays: number | null };

/** A token as minted: its lifetime unless said is until revoked; `createdBy` is who the team page says made it (the plugin keeps the team, not the person). */
type MintedToken = Omit<NewToken, 'expiresInDays'> & { expiresInDays?: number | null; createdBy?: string };

/** `userId`: who creates it — a team admin, or the admin CLI's service account (an owner of the team). */
export async function mintToken(
  userId: string,
  teamId: string,
  token: MintedToken,
): Promise<{ id: string; key: string; projectName: string | null; expiresAt: Date | null }> {
  let projectName: string | null = null;
  if (token.projectId !== null) {
    const project = await getProjectTeam(token.projectId);
    if (!project || project.teamId !== teamId) throw new AppError('invalid', 'The project of a token must be one of its team’s.');
    projectName = project.name;
  }
  const created = await auth().api.createApiKey({
    body: {
      name: redactTyped(token.name),
      organizationId: teamId,
      userId,
      permissions: { runs: [...TOKEN_SCOPES[token.scope]] },
      // createdById: the token lives while its maker may make tokens in the team (lib/auth/viewer.ts)
      metadata: { projectId: token.projectId, createdBy: token.createdBy ?? null, createdById: userId },
      expiresIn: token.expiresInDays ? token.expiresInDays * 24 * 60 * 60 : null,
    },
  });
  return { id: created.id, key: created.key, projectName, expiresAt: created.expiresAt ? new Date(created.expiresAt) : null };
}

/** A token in the audit trail: its name and what it may reach, its scope, its project when it has one, and how long it works. */
export function tokenSummary(token: MintedToken, projectName: string | null): string {
  const lifetime = token.expiresInDays ? `for ${token.expiresInDays} days` : 'no expiry';
  return `"${token.name}" (${token.scope}${projectName === null ? '' : `, project "${projectName}" only`}, ${lifetime})`;
}

export async function createTeamToken(viewer: Viewer, teamId: string, asked: NewToken, headers?: Headers): Promise<string> {
  authorize(viewer, teamId, { apiKey: ['create'] }, 'create tokens for this team');
  if (viewer.kind !== 'user') throw new AppError('forbidden', 'Tokens are created by a signed-in team admin.');
  // a name is typed: a password in it is masked as in a run's title (an attack probe, 2026-12-07)
  const token = { ...asked, name: redactTyped(asked.name), createdBy: viewer.user.name || viewer.user.email };
  const { id, key, projectName } = await mintToken(viewer.user.id, teamId, token);
  await audit(
    viewer,
    { teamId, action: 'token.create', targetType: 'token', targetId: id, summary: tokenSummary(token, projectName) },
    headers,
  );
  return key;
}

export async function revokeTeamToken(viewer: Viewer, tokenId: string, headers?: Headers): Promise<void> {
  const token = await getTokenTeam(tokenId);
  if (!token) throw new AppError('not_found', 'No such token (it may have been revoked already).');
  authorize(viewer, token.teamId, { apiKey: ['delete'] }, 'revoke this team’s tokens');
  await deleteToken(tokenId);
  await audit(
    viewer,
    { teamId: token.teamId, action: 'token.revoke', targetType: 'token', targetId: tokenId, summary: `"${token.name ?? ''}"` },
    headers,
  );
}
