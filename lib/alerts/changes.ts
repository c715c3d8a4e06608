// Changes to a project's alerts on behalf of a viewer: authorized as an edit of the project's runs
// (editors and up), carried out, and audited. The server actions are thin wrappers of these
// (`headers`: given outside a request, as in tests; a server action's own are read otherwise).
import { audit } from '../auth/audit';
import { authorize, isAllowed, isInTeam, type Viewer } from '../auth/viewer';
import { acknowledgeAlert, deleteAlertRule, getAlertOwner, getProjectAlertSettings, saveAlertRule, setProjectWebhook } from '../db/alerts';
import { AppError } from '../errors';
import { redactTyped } from '../parsers';
import type { AlertRuleForm } from '../schemas/alerts';

/**
 * Outside its team a private project's alerts answer as if it did not exist (an attack probe told
 * another team's private project ids from missing ones by the refusal's words), as runs and uploads
 * do; a public project's say why they refuse.
 */
function authorizeInTeam(viewer: Viewer, project: { teamId: string | null; isPublic: boolean }, what: string, missing: string): void {
  const { teamId } = project;
  if (!project.isPublic && !isAllowed(viewer, teamId, { run: ['edit'] }) && !isInTeam(viewer, teamId))
    throw new AppError('not_found', missing);
  authorize(viewer, teamId, { run: ['edit'] }, what);
}

async function authorizeProject(viewer: Viewer, projectId: number, what: string) {
  const project = await getProjectAlertSettings(projectId);
  const missing = `Project ${projectId} does not exist, or is not your team's.`;
  if (!project) throw new AppError('not_found', missing);
  authorizeInTeam(viewer, project, what, missing);
  return project;
}

export async function changeAlertRule(viewer: Viewer, rule: AlertRuleForm, headers?: Headers): Promise<void> {
  const project = await authorizeProject(viewer, rule.projectId, 'change regression thresholds');
  await saveAlertRule(rule);
  await audit(
    viewer,
    {
      teamId: project.teamId,
      action: 'alert.rule',
      targetType: 'project',
      targetId: project.id,
      summary: `${rule.metric}: ${rule.method} ${rule.threshold}, last ${rule.lookback} runs`,
    },
    headers,
  );
}

export async function removeAlertRule(viewer: Viewer, projectId: number, ruleId: number, headers?: Headers): Promise<void> {
  const project = await authorizeProject(viewer, projectId, 'change regression thresholds');
  if (await deleteAlertRule(projectId, ruleId))
    await audit(
      viewer,
      {
        teamId: project.teamId,
        action: 'alert.rule',
        targetType: 'project',
        targetId: project.id,
        summary: `threshold ${ruleId} removed`,
      },
      headers,
    );
}

export async function changeWebhook(viewer: Viewer, projectId: number, url: string | null, headers?: Headers): Promise<void> {
  const project = await authorizeProject(viewer, projectId, 'change the alerts webhook');
  await setProjectWebhook(projectId, url);
  // the address is not written to the trail: it may carry a token in its path
  await audit(
    viewer,
    {
      teamId: project.teamId,
      action: 'alert.webhook',
      targetType: 'project',
      targetId: project.id,
      summary: url ? 'webhook set' : 'webhook removed',
    },
    headers,
  );
}

export async function acknowledge(viewer: Viewer, alertId: number, note: string, headers?: Headers): Promise<number> {
  const alert = await getAlertOwner(alertId);
  const missing = `Alert ${alertId} does not exist any more, or is not your team's.`;
  if (!alert) throw new AppError('not_found', missing);
  authorizeInTeam(viewer, alert.project, 'acknowledge alerts', missing);
  const by = viewer.kind === 'user' ? viewer.user.name : viewer.kind === 'token' ? viewer.token.name : 'single-user mode';
  const clean = redactTyped(note);
  await acknowledgeAlert(alertId, by, clean);
  await audit(
    viewer,
    {
      teamId: alert.project.teamId,
      action: 'alert.acknowledge',
      targetType: 'alert',
      targetId: alertId,
      summary: clean.slice(0, 200),
    },
    headers,
  );
  return alert.projectId;
}
