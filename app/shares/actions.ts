'use server';

import { revalidatePath } from 'next/cache';
import { getViewer } from '@/lib/auth/viewer';
import { formFields, refusedGoesBack } from '@/lib/form-action';
import { revokeShareLink, slugSchema } from '@/lib/shares';

export async function revokeShareAction(form: FormData): Promise<void> {
  const parsed = slugSchema.safeParse(formFields(form));
  if (!parsed.success) return;
  const { slug } = parsed.data;
  await refusedGoesBack('/shares', async () => {
    await revokeShareLink(await getViewer(), slug);
    revalidatePath('/shares');
  });
}
