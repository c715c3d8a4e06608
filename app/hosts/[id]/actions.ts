'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getViewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { formFields, refusedGoesBack } from '@/lib/form-action';
import { mergeHost } from '@/lib/host-changes';
import { queryId } from '@/lib/schemas/query';

const mergeHostSchema = z.object({ hostId: queryId, into: queryId });

/** Merges the page's host into the one chosen, then shows that one (its aliases now name the first). */
export async function mergeHostAction(form: FormData): Promise<void> {
  await refusedGoesBack('/hosts', async () => {
    const viewer = await getViewer();
    if (viewer.kind === 'anonymous') throw new AppError('unauthorized', 'Sign in to merge hosts.');
    const parsed = mergeHostSchema.safeParse(formFields(form));
    if (!parsed.success) throw new AppError('invalid', 'Choose the host this one is the same machine as.');
    const { hostId, into } = parsed.data;
    await mergeHost(viewer, hostId, into);
    revalidatePath('/hosts');
    redirect(`/hosts/${into}?merged=1`);
  });
}
