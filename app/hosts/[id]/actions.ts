'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getViewer } from '@/lib/auth/viewer';
import { refusedGoesBack } from '@/lib/form-action';
import { mergeHost } from '@/lib/host-changes';
import { queryId } from '@/lib/schemas/query';

const mergeHostSchema = z.object({ hostId: queryId, into: queryId });

/** Merges the page's host into the one chosen, then shows that one (its aliases now name the first). */
export async function mergeHostAction(form: FormData): Promise<void> {
  await refusedGoesBack('/hosts', async () => {
    const parsed = mergeHostSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) redirect('/hosts');
    const { hostId, into } = parsed.data;
    await mergeHost(await getViewer(), hostId, into);
    revalidatePath('/hosts');
    redirect(`/hosts/${into}?merged=1`);
  });
}
