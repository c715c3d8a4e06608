import 'server-only';
import type { ShareState } from '../compare/state';
import { db } from './client';
import { LIVE } from './live';

export async function createShare(slug: string, title: string, state: ShareState) {
  return db().share.create({ data: { slug, title, state }, select: { slug: true } });
}

/** 'revoked' / 'active' / null when there is no such share: read by the request guard to answer 410. */
export async function getShareStatus(slug: string): Promise<'active' | 'revoked' | null> {
  const share = await db().share.findUnique({ where: { slug }, select: { revokedAt: true } });
  return share ? (share.revokedAt ? 'revoked' : 'active') : null;
}

export async function getShare(slug: string) {
  return db().share.findUnique({ where: { slug } });
}

export async function listShares() {
  return db().share.findMany({ orderBy: { id: 'desc' }, take: 500 });
}

export async function revokeShare(slug: string): Promise<boolean> {
  const result = await db().share.updateMany({ where: { slug, revokedAt: null }, data: { revokedAt: new Date() } });
  return result.count > 0;
}

export async function getRunTitles(ids: number[]) {
  return db().run.findMany({ where: { id: { in: ids }, ...LIVE }, select: { id: true, title: true } });
}
