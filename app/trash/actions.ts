'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getViewer } from '@/lib/auth/viewer';
import { formFields, refusedGoesBack } from '@/lib/form-action';
import { purgeRun, restoreTrashedRun } from '@/lib/run-changes';
import { runIdSchema } from '@/lib/schemas/run-edit';

export async function restoreRunAction(form: FormData): Promise<void> {
  await refusedGoesBack('/trash', async () => {
    const { runId } = runIdSchema.parse(formFields(form));
    await restoreTrashedRun(await getViewer(), runId);
    revalidatePath('/trash');
    revalidatePath('/runs');
    redirect(`/runs/${runId}`);
  });
}

export async function purgeRunAction(form: FormData): Promise<void> {
  await refusedGoesBack('/trash', async () => {
    const { runId } = runIdSchema.parse(formFields(form));
    await purgeRun(await getViewer(), runId);
    revalidatePath('/trash');
    redirect('/trash');
  });
}
