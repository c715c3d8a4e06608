'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { acknowledge, changeAlertRule, changeWebhook, removeAlertRule } from '@/lib/alerts/changes';
import { getViewer, type Viewer } from '@/lib/auth/viewer';
import { AppError } from '@/lib/errors';
import { refusedGoesBack } from '@/lib/form-action';
import { acknowledgeFormSchema, alertRuleFormSchema, deleteAlertRuleSchema, webhookFormSchema } from '@/lib/schemas/alerts';

const fields = (form: FormData) => Object.fromEntries([...form.entries()].filter(([key]) => !key.startsWith('$')));
const reason = (issues: { message: string }[]) => issues.map((i) => i.message).join('; ');

/** Nobody signed in is told to sign in before anything they sent is read. */
async function signedIn(what: string): Promise<Viewer> {
  const viewer = await getViewer();
  if (viewer.kind === 'anonymous') throw new AppError('unauthorized', `Sign in to ${what}.`);
  return viewer;
}

export async function saveAlertRuleAction(form: FormData): Promise<void> {
  await refusedGoesBack('/projects', async () => {
    const viewer = await signedIn('change alert thresholds');
    const parsed = alertRuleFormSchema.safeParse(fields(form));
    if (!parsed.success) throw new AppError('invalid', `The threshold was not saved: ${reason(parsed.error.issues)}.`);
    await changeAlertRule(viewer, parsed.data);
    revalidatePath(`/projects/${parsed.data.projectId}`);
    redirect(`/projects/${parsed.data.projectId}#alert-settings`);
  });
}

export async function deleteAlertRuleAction(form: FormData): Promise<void> {
  await refusedGoesBack('/projects', async () => {
    const viewer = await signedIn('change alert thresholds');
    const { projectId, ruleId } = deleteAlertRuleSchema.parse(fields(form));
    await removeAlertRule(viewer, projectId, ruleId);
    revalidatePath(`/projects/${projectId}`);
    redirect(`/projects/${projectId}#alert-settings`);
  });
}

export async function saveWebhookAction(form: FormData): Promise<void> {
  await refusedGoesBack('/projects', async () => {
    const viewer = await signedIn('change the webhook');
    const parsed = webhookFormSchema.safeParse(fields(form));
    if (!parsed.success) throw new AppError('invalid', `The webhook was not saved: ${reason(parsed.error.issues)}.`);
    await changeWebhook(viewer, parsed.data.projectId, parsed.data.url);
    revalidatePath(`/projects/${parsed.data.projectId}`);
    redirect(`/projects/${parsed.data.projectId}#alert-settings`);
  });
}

export async function acknowledgeAlertAction(form: FormData): Promise<void> {
  await refusedGoesBack('/projects', async () => {
    const viewer = await signedIn('acknowledge alerts');
    const parsed = acknowledgeFormSchema.safeParse(fields(form));
    if (!parsed.success) throw new AppError('invalid', `Not acknowledged: ${reason(parsed.error.issues)}.`);
    const projectId = await acknowledge(viewer, parsed.data.alertId, parsed.data.note);
    revalidatePath(`/projects/${projectId}/alerts`);
    redirect(`/projects/${projectId}/alerts`);
  });
}
