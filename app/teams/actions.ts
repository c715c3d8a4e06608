'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getViewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { formFields, isFormData, MISSHAPEN_FORM } from '@/lib/form-action';
import { changePasswordSchema } from '@/lib/schemas/auth';
import type { FormState } from '@/lib/schemas/run-edit';
import { teamNameSchema } from '@/lib/schemas/teams';
import { changePassword } from '@/lib/teams/passwords';
import { createTeam } from '@/lib/teams/projects';

export async function createTeamAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!isFormData(form)) return MISSHAPEN_FORM;
  const parsed = teamNameSchema.safeParse(formFields(form));
  if (!parsed.success) return { ok: false, message: 'Give the team a name (at most 80 characters).' };
  let slug: string;
  try {
    ({ slug } = await createTeam(await getViewer(), parsed.data.name));
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  redirect(`/teams/${slug}`);
}

export async function changePasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!isFormData(form)) return MISSHAPEN_FORM;
  const viewer = await getViewer();
  if (viewer.kind !== 'user') return { ok: false, message: 'Sign in to change your password.' };
  const parsed = changePasswordSchema.safeParse(formFields(form));
  if (!parsed.success) return { ok: false, message: 'Give your current password and a new one of 10 characters or more.' };
  try {
    await changePassword(viewer, parsed.data.current, parsed.data.password, await headers());
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  return { ok: true, message: 'Your password is changed; every other session of your account was signed out.' };
}
