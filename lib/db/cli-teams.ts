// The teams and the account the admin CLI acts for (lib/teams/service.ts): a team named on its
// command line, and its service account.
import 'server-only';
import { AppError } from '../errors';
import { db } from './client';
import { SERVICE_EMAIL } from './teams';

/**
 * A team as the admin CLI is given it: the slug in its page's address (unique), else its name in
 * any letter case when only one team has it ("perf team" made a second team, whose uploads no person
 * could see). A name several teams have is refused with their slugs: any person may make a team and
 * name it, and a team named after another's slug, or "Perf" beside "Perf", took that team's CI token
 * and its uploads (an attack probe, 2026-12-07).
 */
export async function findTeamByName(name: string) {
  const select = { id: true, name: true, slug: true } as const;
  const bySlug = await db().organization.findUnique({ where: { slug: name }, select });
  if (bySlug) return bySlug;
  const named = await db().organization.findMany({
    where: { name: { equals: name, mode: 'insensitive' } },
    select,
    orderBy: { createdAt: 'asc' },
    take: 10,
  });
  if (named.length > 1)
    throw new AppError(
      'conflict',
      `${named.length === 10 ? '10 or more' : named.length} teams are named "${name}": give the slug of the one you mean (${named.map((t) => t.slug).join(', ')}; it is in the team page's address)`,
    );
  return named[0] ?? null;
}

/** Every team's name (the admin CLI says which exist when it makes a new one). */
export async function listTeamNames(): Promise<string[]> {
  return (await db().organization.findMany({ select: { name: true }, orderBy: { name: 'asc' }, take: 50 })).map((t) => t.name);
}

/** The service account's id; null when there is none yet, or when a person's account holds its address (see SERVICE_USER). */
export async function findServiceUserId(): Promise<{ id: string } | { taken: true } | null> {
  const user = await db().user.findUnique({
    where: { email: SERVICE_EMAIL },
    select: { id: true, _count: { select: { accounts: true } } },
  });
  if (!user) return null;
  return user._count.accounts === 0 ? { id: user.id } : { taken: true };
}
