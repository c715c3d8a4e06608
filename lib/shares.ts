// Share links: an unguessable slug from the OS's CSPRNG (144 bits), the frozen state, revocable.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ShareState } from './compare/state';
import { createShare, getRunTitles } from './db/shares';

export const SLUG = /^[A-Za-z0-9_-]{24}$/;
export const slugSchema = z.object({ slug: z.string().regex(SLUG) });

export function newSlug(): string {
  return randomBytes(18).toString('base64url');
}

export async function shareComparison(state: ShareState): Promise<string> {
  const titles = await getRunTitles(state.runs);
  const title = titles
    .map((t) => t.title)
    .join(' vs ')
    .slice(0, 200);
  const { slug } = await createShare(newSlug(), title, state);
  return slug;
}
