'use server';

import { revalidatePath } from 'next/cache';
import { getViewer } from '@/lib/auth/viewer';
import { revokeShareLink, slugSchema } from '@/lib/shares';

export async function revokeShareAction(form: FormData): Promise<void> {
  const parsed = slugSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return;
  await revokeShareLink(await getViewer(), parsed.data.slug);
  revalidatePath('/shares');
}
