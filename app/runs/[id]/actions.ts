'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { deleteRun, updateRunDetails } from '@/lib/db/runs';
import { purgeExpiredTrash } from '@/lib/db/trash';
import { reparseUpload } from '@/lib/ingest/reparse';
import { redactText } from '@/lib/parsers';
import { queryId } from '@/lib/schemas/query';
import { type FormState, runEditSchema, runIdSchema } from '@/lib/schemas/run-edit';

export async function saveRunAction(_previous: FormState, form: FormData): Promise<FormState> {
  const parsed = runEditSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => i.message).join('; ') };
  const { runId, title, notes, tags } = parsed.data;
  // what a person types is stored under the same rules as a log: no password survives
  const saved = await updateRunDetails(runId, {
    title: redactText(title),
    notes: redactText(notes),
    tags: Object.fromEntries(Object.entries(tags).map(([k, v]) => [k, redactText(v)])),
  });
  if (!saved) return { ok: false, message: `Run ${runId} does not exist any more (it may have been deleted): nothing was saved.` };
  revalidatePath(`/runs/${runId}`);
  return { ok: true, message: 'Saved.' };
}

export async function deleteRunAction(form: FormData): Promise<void> {
  const parsed = runIdSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || !(await deleteRun(parsed.data.runId))) redirect('/trash');
  await purgeExpiredTrash(); // the trash keeps 30 days, counted whenever someone deletes (and at start)
  revalidatePath('/runs');
  redirect(`/runs?trashed=${parsed.data.runId}`);
}

/** Only our own pages: a `back` of `//evil.example` or `/\evil` would leave the site. */
const reparseSchema = z.object({ uploadId: queryId, back: z.string().regex(/^\/(?:uploads|runs)\/\d{1,10}$/) });

export async function reparseAction(form: FormData): Promise<void> {
  const parsed = reparseSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) redirect('/uploads');
  await reparseUpload(parsed.data.uploadId);
  revalidatePath(parsed.data.back);
  redirect(parsed.data.back);
}
