// Who is asking: a signed-in person (with their teams and roles), a CI token, nobody — or anyone
// at all when sign-in is off. Read once per request from its headers (session cookie, or
// `Authorization: Bearer <token>` / `x-api-key`), then used for every read (Access) and every
// change (authorize).
import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import { cache } from 'react';
import { z } from 'zod';
import { type Access, ALL, ANONYMOUS } from '../db/access';
import { pingDatabase } from '../db/health';
import { listMemberships, type Membership, memberRole } from '../db/teams';
import { readEnv } from '../env';
import { AppError } from '../errors';
import { can, type Permission } from './roles';
import { auth } from './server';
import { limitFailedTokens } from './throttle';
import { presentedToken } from './token-header';

export { presentedToken };

export type TokenScope = 'read' | 'upload';
export type TokenViewer = { id: string; name: string; teamId: string; projectId: number | null; scopes: TokenScope[] };

/** scripts/lib/client-address.cjs's header */
export const CLIENT_HEADER = 'x-benchboard-client';

export type Viewer =
  | { kind: 'open' }
  | { kind: 'anonymous' }
  | { kind: 'user'; user: { id: string; name: string; email: string }; memberships: Membership[] }
  | { kind: 'token'; token: TokenViewer };

export const tokenMetadataSchema = z
  .object({
    projectId: z.number().int().positive().nullable().default(null),
    /** who made it (since 2026-12-06; earlier tokens were given theirs from the audit trail) */
    createdById: z.string().nullable().default(null),
  })
  .catch({ projectId: null, createdById: null });
const tokenPermissionsSchema = z.object({ runs: z.array(z.enum(['read', 'upload'])).default([]) }).catch({ runs: [] });

export function isAuthOff(): boolean {
  return readEnv().BENCHBOARD_AUTH === 'off';
}

/**
 * Who sent a request, for the limits and the audit trail: the address `npm start`'s Next server
 * puts on every request from its connection (scripts/lib/client-address.cjs; X-Forwarded-For
 * believed only through BENCHBOARD_TRUSTED_PROXIES proxies). Without it (a server not started by
 * scripts/start.ts, the integration tests) the first X-Forwarded-For entry, which a client can choose.
 */
export function clientAddress(h: Headers): string {
  return h.get(CLIENT_HEADER) || h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip') || 'local';
}

async function tokenViewer(key: string, h: Headers): Promise<Viewer> {
  await limitFailedTokens.assertAllowed(clientAddress(h));
  const result = await auth().api.verifyApiKey({ body: { key } });
  if (!result.valid || !result.key) {
    const code = result.error?.code;
    if (code === 'RATE_LIMIT_EXCEEDED') throw new AppError('too_many', 'This token made too many requests this minute; try again shortly.');
    // the plugin answers a failed lookup (database down) like a bad key: tell them apart, or CI
    // would be told its token is wrong when the server is
    if (code === 'INVALID_API_KEY') await pingDatabase();
    await limitFailedTokens.recordFailure(clientAddress(h));
    throw new AppError('unauthorized', 'This token is not valid (revoked, expired or mistyped).');
  }
  const { key: found } = result;
  const permissions = tokenPermissionsSchema.parse(
    typeof found.permissions === 'string' ? JSON.parse(found.permissions) : found.permissions,
  );
  const metadata = tokenMetadataSchema.parse(typeof found.metadata === 'string' ? JSON.parse(found.metadata) : found.metadata);
  // a token lives while its maker may make tokens in its team (one kept by an admin removed since
  // read the team's private runs: an attack probe); removing or demoting them also revokes it
  if (metadata.createdById !== null && !can(await memberRole(found.referenceId, metadata.createdById), { apiKey: ['create'] }))
    throw new AppError(
      'unauthorized',
      'This token is not valid any more: the admin who made it has left the team or is no longer an admin. Ask a team admin for a new one.',
    );
  return {
    kind: 'token',
    token: {
      id: found.id,
      name: found.name ?? 'token',
      teamId: found.referenceId,
      projectId: metadata.projectId,
      scopes: permissions.runs,
    },
  };
}

export async function viewerFromHeaders(h: Headers): Promise<Viewer> {
  if (isAuthOff()) return { kind: 'open' };
  const token = presentedToken(h);
  if (token) return tokenViewer(token, h);
  const session = await auth().api.getSession({ headers: h });
  if (!session) return { kind: 'anonymous' };
  const { id, name, email } = session.user;
  return { kind: 'user', user: { id, name, email }, memberships: await listMemberships(id) };
}

/** The viewer of the page or action being rendered (one lookup per request). */
export const getViewer = cache(async (): Promise<Viewer> => viewerFromHeaders(await requestHeaders()));

export function accessOf(viewer: Viewer): Access {
  switch (viewer.kind) {
    case 'open':
      return ALL;
    case 'anonymous':
      return ANONYMOUS;
    case 'user':
      return { kind: 'teams', teamIds: viewer.memberships.map((m) => m.teamId) };
    case 'token':
      return viewer.token.scopes.includes('read')
        ? { kind: 'teams', teamIds: [viewer.token.teamId], ...(viewer.token.projectId ? { projectId: viewer.token.projectId } : {}) }
        : { kind: 'teams', teamIds: [] };
  }
}

export function roleIn(viewer: Viewer, teamId: string | null): string | null {
  if (viewer.kind !== 'user' || !teamId) return null;
  return viewer.memberships.find((m) => m.teamId === teamId)?.role ?? null;
}

/** Whether the viewer belongs to `teamId` in any role (a member, one of its tokens; everyone with sign-in off). */
export function isInTeam(viewer: Viewer, teamId: string | null): boolean {
  if (viewer.kind === 'open') return true;
  if (viewer.kind === 'token') return teamId !== null && viewer.token.teamId === teamId;
  return roleIn(viewer, teamId) !== null;
}

/** Whether the viewer may do `permission` to something of `teamId`'s (null: stored before any team). */
export function isAllowed(viewer: Viewer, teamId: string | null, permission: Permission, projectId?: number | null): boolean {
  switch (viewer.kind) {
    case 'open':
      return true;
    case 'anonymous':
      return false;
    case 'user':
      return can(roleIn(viewer, teamId), permission);
    case 'token': {
      const { token } = viewer;
      const wantsOnlyUpload = Object.keys(permission).every((k) => k === 'run') && (permission.run ?? []).every((a) => a === 'upload');
      const projectOk = token.projectId === null || projectId === undefined || projectId === token.projectId;
      return wantsOnlyUpload && token.scopes.includes('upload') && teamId === token.teamId && projectOk;
    }
  }
}

/** The teams a signed-in person may upload to (by their role in each). */
export function uploadTeamsOf(viewer: Extract<Viewer, { kind: 'user' }>) {
  return viewer.memberships.filter((m) => isAllowed(viewer, m.teamId, { run: ['upload'] }));
}

/** Whether the viewer reads runs as a reader at all: not an upload-only token, whose access names no team. */
export function mayReadRuns(viewer: Viewer): boolean {
  return viewer.kind !== 'token' || viewer.token.scopes.includes('read');
}

/** 401 for nobody, 403 for somebody without the role: said in words that tell what to do. */
/** Whether `teamId`'s rows are among what the viewer reads as a team's own (with sign-in off, everyone's). */
export function inViewersTeam(viewer: Viewer, teamId: string | null): boolean {
  const access = accessOf(viewer);
  return access.kind === 'all' || (teamId !== null && access.teamIds.includes(teamId));
}

export function authorize(viewer: Viewer, teamId: string | null, permission: Permission, what: string, projectId?: number | null): void {
  if (isAllowed(viewer, teamId, permission, projectId)) return;
  if (viewer.kind === 'anonymous') throw new AppError('unauthorized', `Sign in to ${what}.`);
  if (viewer.kind === 'token') throw new AppError('forbidden', `This token may not ${what}: its scope or team does not allow it.`);
  throw new AppError('forbidden', `Your role in this team does not allow you to ${what}; ask a team admin.`);
}
