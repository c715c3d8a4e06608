'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getViewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { formFields, isFormData, MISSHAPEN_FORM } from '@/lib/form-action';
import { acceptInvitationSchema } from '@/lib/schemas/auth';
import type { FormState } from '@/lib/schemas/run-edit';
import { acceptInvitation } from '@/lib/teams/members';

export async function acceptInvitationAction(_previous: FormState, form: FormData): Promise<FormState> {
  if (!isFormData(form)) return MISSHAPEN_FORM;
  const parsed = acceptInvitationSchema.safeParse(formFields(form));
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('; ') };
  let teamSlug: string;
  try {
    ({ teamSlug } = await acceptInvitation(await getViewer(), parsed.data, await headers()));
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  redirect(`/teams/${teamSlug}`);
}
