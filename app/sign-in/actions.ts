'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AppError } from '@/lib/errors';
import { formFields, isFormData, MISSHAPEN_FORM } from '@/lib/form-action';
import { forgotPasswordSchema, signInSchema } from '@/lib/schemas/auth';
import type { FormState } from '@/lib/schemas/run-edit';
import { askPasswordReset } from '@/lib/teams/passwords';
import { signIn, signOut } from '@/lib/teams/sessions';

export async function signInAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!isFormData(form)) return MISSHAPEN_FORM;
  const parsed = signInSchema.safeParse(formFields(form));
  if (!parsed.success) return { ok: false, message: 'Enter your email and password.' };
  try {
    await signIn(parsed.data.email, parsed.data.password, await headers());
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  redirect(parsed.data.next ?? '/');
}

export async function signOutAction(): Promise<void> {
  await signOut(await headers());
  redirect('/');
}

/** A link to set a new password, mailed if an account has the address: the answer is the same either way. */
export async function forgotPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!isFormData(form)) return MISSHAPEN_FORM;
  const parsed = forgotPasswordSchema.safeParse(formFields(form));
  if (!parsed.success) return { ok: false, message: 'Enter your email address.' };
  try {
    await askPasswordReset(parsed.data.email, await headers());
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  redirect('/sign-in/forgot?sent=1');
}
