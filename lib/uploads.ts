// Storing an upload on behalf of someone: which team it goes to, whether they may, and the audit
// trail. A person in several teams names one; a token uploads to its own team (and project).
import { alertsForAnswer, raiseAlertsAfterUpload } from './alerts/run-alerts';
import { audit } from './auth/audit';
import { accessOf, authorize, mayReadRuns, uploadTeamsOf, type Viewer } from './auth/viewer';
import { countVisibleChoices, getProjectName } from './db/catalog';
import { getHomeTeamId } from './db/teams';
import { readEnv } from './env';
import { AppError } from './errors';
import { countOf } from './format';
import { publicOrigin } from './hosts';
import { ingestFiles } from './ingest/upload-batch';
import type { UploadFileResult, UploadManifest } from './schemas/upload';

/** The team an upload is stored for, or an error that says how to choose one. */
export async function uploadTeamOf(viewer: Viewer, asked: string | undefined): Promise<string | null> {
  switch (viewer.kind) {
    case 'open':
      return getHomeTeamId();
    case 'anonymous':
      throw new AppError('unauthorized', 'Sign in (or send an API token) to upload.');
    case 'token':
      if (asked && asked !== viewer.token.teamId) throw new AppError('forbidden', 'This token uploads to its own team only.');
      return viewer.token.teamId;
    case 'user': {
      const able = uploadTeamsOf(viewer);
      const chosen = asked ? viewer.memberships.find((m) => m.teamId === asked || m.teamSlug === asked) : undefined;
      if (asked && !chosen) throw new AppError('forbidden', `You are not a member of the team "${asked}".`);
      if (chosen) return chosen.teamId;
      if (able.length === 1) return able[0]?.teamId ?? null;
      if (able.length === 0) throw new AppError('forbidden', noUploadTeam(viewer));
      throw new AppError('invalid', `You are in ${able.length} teams: choose the one to upload to.`);
    }
  }
}

/**
 * Before a byte of the body is read: nobody (401), a read-only token or a viewer with no team to
 * upload to (403) is refused at once, so that their upload is never buffered.
 */
export function preauthorizeUpload(viewer: Viewer): void {
  if (viewer.kind === 'open') return;
  if (viewer.kind === 'anonymous') throw new AppError('unauthorized', 'Sign in (or send an API token) to upload.');
  if (viewer.kind === 'token') {
    authorize(viewer, viewer.token.teamId, { run: ['upload'] }, 'upload runs');
    return;
  }
  if (uploadTeamsOf(viewer).length === 0) throw new AppError('forbidden', noUploadTeam(viewer));
}

/** Why a signed-in person may upload nowhere: in no team at all, or a viewer in each of theirs. */
function noUploadTeam(viewer: Extract<Viewer, { kind: 'user' }>): string {
  return viewer.memberships.length === 0
    ? 'You are in no team: start one (/teams) or ask a team admin for an invitation.'
    : 'Your role does not allow uploads in any of your teams; ask a team admin.';
}

/** Runs may be pointed at existing hosts, builds and configs: only ones the sender can see (a build: on a run they can see). */
async function assertChoicesVisible(viewer: Viewer, manifest: UploadManifest): Promise<void> {
  const overrides = manifest.files.flatMap((f) => f.runs);
  const pick = (get: (o: (typeof overrides)[number]) => number | null | undefined) => [
    ...new Set(overrides.map(get).filter((id): id is number => typeof id === 'number')),
  ];
  const ids = { hosts: pick((o) => o.hostId), configs: pick((o) => o.configId), builds: pick((o) => o.serverBuildId) };
  const seen = await countVisibleChoices(accessOf(viewer), ids);
  if (seen.hosts < ids.hosts.length || seen.configs < ids.configs.length || seen.builds < ids.builds.length)
    throw new AppError(
      'invalid',
      'A host, server build or config chosen for a run does not exist (or is not yours to use): pick another, or none.',
    );
}

/**
 * A project token stores in its project only: a manifest that asks for another project is refused
 * (403, nothing stored) rather than obeyed silently elsewhere, where a CI job would never look.
 */
function assertManifestInTokenProject(project: string, manifest: UploadManifest): void {
  const asked = [manifest.projectName, ...manifest.files.flatMap((f) => [f.projectName, ...f.runs.map((r) => r.projectName)])].filter(
    (name): name is string => Boolean(name),
  );
  const other = asked.find((name) => name !== project);
  if (other !== undefined)
    throw new AppError(
      'forbidden',
      `This token uploads to the project "${project}" only, and the manifest asks for "${other}": ` +
        'leave projectName out (or name this project), or upload with a token of the whole team.',
    );
}

/** Stores an upload's files (taking their bytes: see ingestFiles) and audits what it created. */
export async function storeUpload(
  viewer: Viewer,
  files: { name: string; bytes: Uint8Array }[],
  manifest: UploadManifest,
  headers: Headers,
): Promise<UploadFileResult[]> {
  const teamId = await uploadTeamOf(viewer, manifest.team);
  authorize(viewer, teamId, { run: ['upload'] }, 'upload runs to this team');
  await assertChoicesVisible(viewer, manifest);
  let lockedProjectName: string | undefined;
  if (viewer.kind === 'token' && viewer.token.projectId !== null) {
    // a project token puts every run in its project, whatever the upload asks (the plan enforces it)
    const project = await getProjectName(viewer.token.projectId);
    if (!project) throw new AppError('forbidden', 'The project of this token does not exist any more.');
    lockedProjectName = project;
    assertManifestInTokenProject(project, manifest);
  }
  const owner = { teamId, uploadedById: viewer.kind === 'user' ? viewer.user.id : null };
  // a refusal of --host/--build/--config names the team's own to a sender who may read them all
  const access = accessOf(viewer);
  const listChoices = access.kind === 'all' || (access.projectId === undefined && teamId !== null && access.teamIds.includes(teamId));
  const results = await ingestFiles(files, manifest, owner, { lockedProjectName, listChoices });
  for (const r of results) {
    if (!r.ok || !r.created) continue;
    await audit(
      viewer,
      {
        teamId,
        action: 'upload',
        targetType: 'upload',
        targetId: r.uploadId,
        summary: `${r.fileName}: ${countOf(r.runIds.length, 'run')}`,
      },
      headers,
    );
  }
  // after the upload committed: never fails it (errors are logged), webhooks are not waited for
  const created = results.flatMap((r) => (r.ok && r.created ? r.runIds : []));
  const origin = publicOrigin(readEnv());
  const raised = await raiseAlertsAfterUpload(created, origin);
  // each file's answer names its runs' alerts, each once (a file sent twice in one request: the
  // first); for content sent again, the open ones: a CI job retried on the same log still fails
  const known = results.flatMap((r) => (r.ok && !r.created ? r.runIds : []));
  const alerts = await alertsForAnswer(raised, known, origin, mayReadRuns(viewer));
  const told = new Set<number>();
  return results.map((r) => {
    if (!r.ok) return r;
    const own = alerts.filter((a) => r.runIds.includes(a.runId) && !told.has(a.id));
    for (const a of own) told.add(a.id);
    return { ...r, alerts: own };
  });
}
