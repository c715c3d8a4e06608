'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { deleteRun, updateRunDetails } from '@/lib/db/runs';
import { reparseUpload } from '@/lib/ingest/reparse';
import { type FormState, runEditSchema, runIdSchema } from '@/lib/schemas/run-edit';

export async function saveRunAction(_previous: FormState, form: FormData): Promise<FormState> {
  const parsed = runEditSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => i.message).join('; ') };
  await updateRunDetails(parsed.data.runId, parsed.data);
  revalidatePath(`/runs/${parsed.data.runId}`);
  return { ok: true, message: 'Saved.' };
}

export async function deleteRunAction(form: FormData): Promise<void> {
  const { runId } = runIdSchema.parse(Object.fromEntries(form));
  await deleteRun(runId);
  revalidatePath('/runs');
  redirect('/runs?deleted=1');
}

const reparseSchema = z.object({ uploadId: z.coerce.number().int().positive(), back: z.string().startsWith('/').max(200) });

export async function reparseAction(form: FormData): Promise<void> {
  const { uploadId, back } = reparseSchema.parse(Object.fromEntries(form));
  await reparseUpload(uploadId);
  revalidatePath(back);
  redirect(back);
}
