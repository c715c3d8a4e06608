'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { getViewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { formFields, isFormData, MISSHAPEN_FORM, refusedGoesBack } from '@/lib/form-action';
import { isMailConfigured } from '@/lib/mail';
import {
  invitationSchema,
  inviteSchema,
  memberRoleSchema,
  memberSchema,
  publishSchema,
  type SecretState,
  tokenIdSchema,
  tokenSchema,
} from '@/lib/schemas/teams';
import { cancelInvitation, changeMemberRole, inviteMember, removeMember } from '@/lib/teams/members';
import { publishProject } from '@/lib/teams/projects';
import { createTeamToken, revokeTeamToken } from '@/lib/teams/tokens';

const refresh = () => revalidatePath('/teams/[slug]', 'page');

async function answer(work: () => Promise<SecretState>): Promise<SecretState> {
  try {
    const state = await work();
    refresh();
    return state;
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}

export async function inviteAction(_previous: SecretState, form: FormData): Promise<SecretState> {
  if (!isFormData(form)) return MISSHAPEN_FORM;
  const parsed = inviteSchema.safeParse(formFields(form));
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => i.message).join('; ') };
  const { teamId, email, role } = parsed.data;
  return answer(async () => {
    const link = await inviteMember(await getViewer(), teamId, email, role, await headers());
    const mailed = isMailConfigured() ? ' It was also mailed to them.' : '';
    return { ok: true, message: `Send this link to ${email}: it lets them join as ${role} for 7 days.${mailed}`, secret: link };
  });
}

export async function createTokenAction(_previous: SecretState, form: FormData): Promise<SecretState> {
  if (!isFormData(form)) return MISSHAPEN_FORM;
  const parsed = tokenSchema.safeParse(formFields(form));
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => i.message).join('; ') };
  const { teamId, name, scope, projectId, expires } = parsed.data;
  return answer(async () => {
    const key = await createTeamToken(await getViewer(), teamId, { name, scope, projectId: projectId ?? null, expiresInDays: expires });
    return { ok: true, message: 'Copy the token now: it is stored hashed and will not be shown again.', secret: key };
  });
}

export async function revokeTokenAction(form: FormData): Promise<void> {
  await refusedGoesBack('/teams', async () => {
    const { tokenId } = tokenIdSchema.parse(formFields(form));
    await revokeTeamToken(await getViewer(), tokenId);
    refresh();
  });
}

export async function cancelInvitationAction(form: FormData): Promise<void> {
  await refusedGoesBack('/teams', async () => {
    const { invitationId } = invitationSchema.parse(formFields(form));
    await cancelInvitation(await getViewer(), invitationId);
    refresh();
  });
}

export async function changeRoleAction(form: FormData): Promise<void> {
  await refusedGoesBack('/teams', async () => {
    const { memberId, role } = memberRoleSchema.parse(formFields(form));
    await changeMemberRole(await getViewer(), memberId, role, await headers());
    refresh();
  });
}

export async function removeMemberAction(form: FormData): Promise<void> {
  await refusedGoesBack('/teams', async () => {
    const { memberId } = memberSchema.parse(formFields(form));
    await removeMember(await getViewer(), memberId, await headers());
    refresh();
  });
}

export async function publishAction(form: FormData): Promise<void> {
  await refusedGoesBack('/teams', async () => {
    const { projectId, isPublic } = publishSchema.parse(formFields(form));
    await publishProject(await getViewer(), projectId, isPublic);
    refresh();
    revalidatePath('/projects');
  });
}
