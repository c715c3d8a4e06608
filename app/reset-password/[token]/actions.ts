'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';
import { formFields, isFormData, MISSHAPEN_FORM } from '@/lib/form-action';
import { resetPasswordSchema } from '@/lib/schemas/auth';
import type { FormState } from '@/lib/schemas/run-edit';
import { setNewPassword } from '@/lib/teams/passwords';

export async function setNewPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!isFormData(form)) return MISSHAPEN_FORM;
  const parsed = resetPasswordSchema.safeParse(formFields(form));
  if (!parsed.success)
    return parsed.error.issues.some((i) => i.path[0] === 'token')
      ? { ok: false, message: 'This link is not valid any more (used, or older than an hour): ask for a new one.' }
      : { ok: false, message: `Give a new password of ${MIN_PASSWORD_LENGTH} characters or more.` };
  try {
    await setNewPassword(parsed.data.token, parsed.data.password, await headers());
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  redirect('/sign-in?reset=done');
}
