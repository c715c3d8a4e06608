import 'server-only';
import { readStoredJsonStrictly, type StoredShareState, shareStateColumnSchema } from '../schemas/json-columns';
import { type Access, runsVisibleTo } from './access';
import { db } from './client';

export async function createShare(
  slug: string,
  { title, note }: { title: string; note: string },
  state: StoredShareState,
  teamId: string | null,
  createdById: string | null,
) {
  return db().share.create({ data: { slug, title, note, state, teamId, createdById }, select: { slug: true } });
}

export async function getShareOwner(slug: string) {
  return db().share.findUnique({ where: { slug }, select: { teamId: true, title: true, revokedAt: true } });
}

/** 'revoked' / 'active' / null when there is no such share: read by the request guard to answer 410. */
export async function getShareStatus(slug: string): Promise<'active' | 'revoked' | null> {
  const share = await db().share.findUnique({ where: { slug }, select: { revokedAt: true } });
  return share ? (share.revokedAt ? 'revoked' : 'active') : null;
}

/** A share with its state read strictly: a state this version cannot read is a StoredJsonError naming the share. */
export async function getShare(slug: string) {
  const share = await db().share.findUnique({ where: { slug } });
  return (
    share && { ...share, state: readStoredJsonStrictly(shareStateColumnSchema, share.state, { table: 'Share', id: slug, column: 'state' }) }
  );
}

/** The shares of these teams (all of them when `teamIds` is null: sign-in off), without their state. */
export async function listShares(teamIds: string[] | null) {
  return db().share.findMany({
    where: teamIds ? { teamId: { in: teamIds } } : {},
    select: { id: true, slug: true, title: true, note: true, teamId: true, createdById: true, createdAt: true, revokedAt: true },
    orderBy: { id: 'desc' },
    take: 500,
  });
}

export async function revokeShare(slug: string): Promise<boolean> {
  const result = await db().share.updateMany({ where: { slug, revokedAt: null }, data: { revokedAt: new Date() } });
  return result.count > 0;
}

/** The runs a share would name, as `access` sees them, with the team each belongs to. */
export async function getRunTitles(access: Access, ids: number[]) {
  return db().run.findMany({
    where: { AND: [{ id: { in: ids } }, runsVisibleTo(access)] },
    select: { id: true, title: true, tool: true, test: true, teamId: true, project: { select: { isPublic: true } } },
  });
}
