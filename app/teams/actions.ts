'use server';

import { redirect } from 'next/navigation';
import { getViewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { formFields, isFormData, MISSHAPEN_FORM } from '@/lib/form-action';
import type { FormState } from '@/lib/schemas/run-edit';
import { teamNameSchema } from '@/lib/schemas/teams';
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
