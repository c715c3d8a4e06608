'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { purgeTrashedRun, restoreRun } from '@/lib/db/trash';
import { runIdSchema } from '@/lib/schemas/run-edit';

export async function restoreRunAction(form: FormData): Promise<void> {
  const parsed = runIdSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || !(await restoreRun(parsed.data.runId))) redirect('/trash');
  revalidatePath('/trash');
  revalidatePath('/runs');
  redirect(`/runs/${parsed.data.runId}`);
}

export async function purgeRunAction(form: FormData): Promise<void> {
  const parsed = runIdSchema.safeParse(Object.fromEntries(form));
  if (parsed.success) await purgeTrashedRun(parsed.data.runId);
  revalidatePath('/trash');
  redirect('/trash');
}
