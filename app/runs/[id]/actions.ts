'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getViewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { doneGoesTo, formFields, isFormData, MISSHAPEN_FORM, refusedGoesBack } from '@/lib/form-action';
import { reparsedNotice } from '@/lib/notice';
import { PARSER_VERSION } from '@/lib/parsers';
import { editRun, reparse, setRunContext, trashRun } from '@/lib/run-changes';
import { queryId } from '@/lib/schemas/query';
import { type FormState, runContextSchema, runEditSchema, runIdSchema } from '@/lib/schemas/run-edit';
import { runListUrl } from '@/lib/url-state/runs';

export async function saveRunAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!isFormData(form)) return MISSHAPEN_FORM;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 20_000) : '';
  };
  const typed = { title: text('title'), notes: text('notes'), tags: text('tags') };
  const parsed = runEditSchema.safeParse(formFields(form));
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => i.message).join('; '), typed };
  const { runId, ...details } = parsed.data;
  let change: string | null;
  try {
    change = await editRun(await getViewer(), runId, details);
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: `${error.message} Nothing was saved.`, typed };
    throw error;
  }
  revalidatePath(`/runs/${runId}`);
  return { ok: true, message: change ? `Saved. ${change}` : 'Saved.' };
}

export async function deleteRunAction(form: FormData): Promise<void> {
  await refusedGoesBack('/runs', async () => {
    const { runId } = runIdSchema.parse(formFields(form));
    await trashRun(await getViewer(), runId);
    revalidatePath('/runs');
    redirect(runListUrl.href({}, { trashed: runId }));
  });
}

/** Only our own pages: a `back` of `//evil.example` or `/\evil` would leave the site. */
const reparseSchema = z.object({ uploadId: queryId, back: z.string().regex(/^\/(?:uploads|runs)\/\d{1,10}$/) });

export async function reparseAction(form: FormData): Promise<void> {
  const parsed = reparseSchema.safeParse(formFields(form));
  if (!parsed.success) redirect('/uploads');
  const { uploadId, back } = parsed.data;
  await refusedGoesBack(back, async () => {
    const { updated, added, removed } = await reparse(await getViewer(), uploadId);
    revalidatePath(back);
    await doneGoesTo(back, reparsedNotice({ updated, added, removed }, PARSER_VERSION));
  });
}

/** Host, server build and configuration of a run, chosen on /runs/<id>/context. */
export async function saveRunContextAction(form: FormData): Promise<void> {
  await refusedGoesBack('/runs', async () => {
    const { runId, ...choice } = runContextSchema.parse(formFields(form));
    await setRunContext(await getViewer(), runId, choice);
    revalidatePath(`/runs/${runId}`);
    redirect(`/runs/${runId}`);
  });
}
