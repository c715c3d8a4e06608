// Share links: an unguessable slug from the OS's CSPRNG (144 bits), the frozen state, revocable.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ShareState } from './compare/state';
import { createShare, getRunTitles } from './db/shares';
import { AppError } from './errors';

export const SLUG = /^[A-Za-z0-9_-]{24}$/;
export const slugSchema = z.object({ slug: z.string().regex(SLUG) });

export function newSlug(): string {
  return randomBytes(18).toString('base64url');
}

/** A share names runs that exist now: a link to nothing is refused (400), not created. */
export async function shareComparison(state: ShareState): Promise<string> {
  const titles = await getRunTitles(state.runs);
  const found = new Set(titles.map((t) => t.id));
  const missing = state.runs.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError('invalid', `No run ${missing.map((id) => `#${id}`).join(', ')}: a share can only name runs that exist.`);
  if (state.baseline !== undefined && !found.has(state.baseline))
    throw new AppError('invalid', `The baseline #${state.baseline} is not one of the shared runs.`);
  const byId = new Map(titles.map((t) => [t.id, t.title]));
  const title = state.runs
    .map((id) => byId.get(id))
    .join(' vs ')
    .slice(0, 200);
  const { slug } = await createShare(newSlug(), title, state);
  return slug;
}
