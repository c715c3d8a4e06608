'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AppError } from '@/lib/errors';
import { formFields, isFormData, MISSHAPEN_FORM } from '@/lib/form-action';
import { setupSchema } from '@/lib/schemas/auth';
import type { FormState } from '@/lib/schemas/run-edit';
import { completeSetup } from '@/lib/teams/setup';

export async function setupAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!isFormData(form)) return MISSHAPEN_FORM;
  const parsed = setupSchema.safeParse(formFields(form));
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('; ') };
  let teamSlug: string;
  try {
    ({ teamSlug } = await completeSetup(parsed.data, await headers()));
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  redirect(`/teams/${teamSlug}?welcome=1`);
}
