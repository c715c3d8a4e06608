// Every change to a run or an upload, made on behalf of a viewer: authorized against the team that
// owns it (401 for nobody, 403 without the role), carried out, and written to the audit trail. The
// server actions are thin wrappers of these; the buttons a viewer cannot use are not shown, but
// hiding them is never what protects the data.
import { audit } from './auth/audit';
import { accessOf, authorize, inViewersTeam, type Viewer } from './auth/viewer';
import { countVisibleChoices } from './db/catalog';
import { getRunOwners, type RunContextChoice, updateRunContext, updateRunsContext } from './db/run-context';
import { deleteRun, getRunOwner, getRunTagMap, updateRunDetails } from './db/runs';
import { purgeTrashedRun, purgeUpload, restoreRun, restoreUpload, trashUpload, tryPurgeExpiredTrash } from './db/trash';
import { getUploadOwner } from './db/uploads';
import { AppError } from './errors';
import { reparseUpload } from './ingest/reparse';
import { redactTags, redactTyped } from './parsers';
import { tagKeyText, tagsAsStored, typedTagsProblem } from './parsers/formats';
import { configurationChange } from './series/identity';
import { parseRunDate, unreadDateText } from './series/run-date';

/**
 * The run's team, for a change to it. Another team's run is answered as a missing one: a refusal
 * ("your role does not allow…") told that a private run of that id exists (a probe, 2026-12-02).
 */
async function ownerOfRun(viewer: Viewer, id: number) {
  if (viewer.kind === 'anonymous') throw new AppError('unauthorized', 'Sign in to change runs.');
  const owner = await getRunOwner(id);
  if (!owner || !inViewersTeam(viewer, owner.teamId))
    throw new AppError('not_found', `Run ${id} does not exist (it may have been deleted for good), or is not your team's.`);
  return owner;
}

async function ownerOfUpload(viewer: Viewer, id: number) {
  if (viewer.kind === 'anonymous') throw new AppError('unauthorized', 'Sign in to change uploads.');
  const owner = await getUploadOwner(id);
  if (!owner || !inViewersTeam(viewer, owner.teamId))
    throw new AppError('not_found', `Upload ${id} does not exist (it may have been deleted), or is not your team's.`);
  return owner;
}

export async function editRun(
  viewer: Viewer,
  runId: number,
  details: { title: string; notes: string; tags: Record<string, string> },
): Promise<string | null> {
  const owner = await ownerOfRun(viewer, runId);
  authorize(viewer, owner.teamId, { run: ['edit'] }, 'edit this run');
  const before = await getRunTagMap(runId);
  // what a person types is stored under the same rules as a log: no password survives
  // `clients=16` typed on a pgbench run is its concurrency, stored as every run's is: `threads`;
  // its `threads=` would be pgbench's -j, read from the log, never the concurrency (a DBA's pass:
  // `threads=2` typed for -j made the run one of 2 clients, with two clients chips)
  const problem = typedTagsProblem(
    owner.tool,
    details.tags,
    before,
    owner.printedThreads === null ? undefined : String(owner.printedThreads),
  );
  if (problem) throw new AppError('invalid', problem);
  const tags = redactTags(tagsAsStored(owner.tool, details.tags));
  const saved = await updateRunDetails(runId, {
    title: redactTyped(details.title),
    notes: redactTyped(details.notes),
    tags,
  });
  if (!saved) throw new AppError('not_found', `Run ${runId} is in the trash: restore it to edit it.`);
  await audit(viewer, {
    teamId: owner.teamId,
    action: 'run.edit',
    targetType: 'run',
    targetId: runId,
    summary: redactTyped(details.title),
  });
  const change = configurationChange(before, tags, (key) => tagKeyText(owner.tool, key));
  // a date that reads as none places the run by its upload: said now, not only on its history's page
  const date = tags.date !== undefined && parseRunDate(tags.date) === null ? unreadDateText(tags.date) : null;
  return [change, date].filter(Boolean).join(' ') || null;
}

/**
 * What a run ran on: its host, server build and configuration, chosen after upload (a run sent by
 * the CLI has none; its repeats sent from the browser with them never grouped with it: a DBA's
 * walkthrough). A host and a config are the run's team's own; a build one the viewer can see.
 */
export async function setRunContext(viewer: Viewer, runId: number, choice: RunContextChoice, headers?: Headers): Promise<void> {
  const owner = await ownerOfRun(viewer, runId);
  authorize(viewer, owner.teamId, { run: ['edit'] }, 'edit this run');
  if (choice.serverBuildId !== null) {
    const seen = await countVisibleChoices(accessOf(viewer), { hosts: [], configs: [], builds: [choice.serverBuildId] });
    if (seen.builds === 0)
      throw new AppError('invalid', 'That server build does not exist (or is not yours to use): pick another, or none.');
  }
  if (!(await updateRunContext(runId, owner.teamId, choice)))
    throw new AppError('not_found', `Run ${runId} is in the trash: restore it to edit it.`);
  await audit(
    viewer,
    {
      teamId: owner.teamId,
      action: 'run.edit',
      targetType: 'run',
      targetId: runId,
      summary: `host #${choice.hostId ?? '—'}, build #${choice.serverBuildId ?? '—'}, config #${choice.configId ?? '—'}, project #${choice.projectId ?? '—'}`,
    },
    headers,
  );
}

/**
 * What a selection of runs ran on, set at once (a CI's runs sent without `--host`, a sweep uploaded
 * before its host's lscpu): the runs must be one team's, the viewer allowed to edit its runs; a key
 * left out of `choice` stays each run's own. All the runs or none; one audit event a run.
 */
export async function setRunsContext(
  viewer: Viewer,
  runIds: readonly number[],
  choice: Partial<RunContextChoice>,
  headers?: Headers,
): Promise<number> {
  if (viewer.kind === 'anonymous') throw new AppError('unauthorized', 'Sign in to change runs.');
  if (runIds.length === 0) throw new AppError('invalid', 'Pick at least one run.');
  if (Object.keys(choice).length === 0) throw new AppError('invalid', 'Nothing to change: every field says "keep each run\'s".');
  const owners = await getRunOwners(runIds);
  const known = new Map(owners.filter((o) => inViewersTeam(viewer, o.teamId)).map((o) => [o.id, o]));
  // another team's run is answered as a missing one (as for one run: a refusal would say it exists)
  const missing = runIds.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw new AppError('not_found', `Run ${missing.join(', ')} does not exist (it may have been deleted for good), or is not your team's.`);
  const trashed = runIds.filter((id) => known.get(id)?.deletedAt);
  if (trashed.length > 0) throw new AppError('not_found', `Run ${trashed.join(', ')} is in the trash: restore it to edit it.`);
  const teams = new Set(owners.map((o) => o.teamId));
  if (teams.size > 1)
    throw new AppError(
      'invalid',
      `These runs belong to ${teams.size} teams: a host and a configuration are one team's own, so pick runs of one team.`,
    );
  const [teamId = null] = teams;
  authorize(viewer, teamId, { run: ['edit'] }, 'edit these runs');
  if (choice.serverBuildId !== undefined && choice.serverBuildId !== null) {
    const seen = await countVisibleChoices(accessOf(viewer), { hosts: [], configs: [], builds: [choice.serverBuildId] });
    if (seen.builds === 0)
      throw new AppError('invalid', 'That server build does not exist (or is not yours to use): pick another, or none.');
  }
  const changed = await updateRunsContext(runIds, teamId, choice);
  const said = (key: keyof RunContextChoice, what: string) => (key in choice ? `${what} #${choice[key] ?? '—'}` : null);
  const summary = [said('hostId', 'host'), said('serverBuildId', 'build'), said('configId', 'config'), said('projectId', 'project')]
    .filter(Boolean)
    .join(', ');
  for (const runId of runIds)
    await audit(
      viewer,
      { teamId, action: 'run.edit', targetType: 'run', targetId: runId, summary: `${summary} (with ${runIds.length - 1} more)` },
      headers,
    );
  return changed;
}

export async function trashRun(viewer: Viewer, runId: number): Promise<void> {
  const owner = await ownerOfRun(viewer, runId);
  authorize(viewer, owner.teamId, { run: ['delete'] }, 'delete this run');
  if (!(await deleteRun(runId))) throw new AppError('not_found', `Run ${runId} is already in the trash.`);
  await audit(viewer, { teamId: owner.teamId, action: 'run.delete', targetType: 'run', targetId: runId, summary: 'moved to the trash' });
  await tryPurgeExpiredTrash(); // the trash keeps 30 days, counted whenever someone deletes (and at start)
}

export async function restoreTrashedRun(viewer: Viewer, runId: number): Promise<void> {
  const owner = await ownerOfRun(viewer, runId);
  authorize(viewer, owner.teamId, { run: ['delete'] }, 'restore this run');
  if (!(await restoreRun(runId))) throw new AppError('not_found', `Run ${runId} is not in the trash.`);
  await audit(viewer, {
    teamId: owner.teamId,
    action: 'run.restore',
    targetType: 'run',
    targetId: runId,
    summary: 'restored from the trash',
  });
}

export async function purgeRun(viewer: Viewer, runId: number): Promise<void> {
  const owner = await ownerOfRun(viewer, runId);
  authorize(viewer, owner.teamId, { run: ['delete'] }, 'delete this run for good');
  if (!(await purgeTrashedRun(runId))) throw new AppError('invalid', `Run ${runId} is not in the trash: delete it first.`);
  await audit(viewer, { teamId: owner.teamId, action: 'run.purge', targetType: 'run', targetId: runId, summary: 'deleted for good' });
}

export async function reparse(viewer: Viewer, uploadId: number) {
  const owner = await ownerOfUpload(viewer, uploadId);
  authorize(viewer, owner.teamId, { run: ['edit'] }, 're-parse this upload');
  const result = await reparseUpload(uploadId);
  await audit(viewer, {
    teamId: owner.teamId,
    action: 'upload.reparse',
    targetType: 'upload',
    targetId: uploadId,
    summary: `${owner.fileName}: ${result.updated} updated, ${result.added} added, ${result.removed} removed`,
  });
  return result;
}

export async function purgeUploadForGood(viewer: Viewer, uploadId: number): Promise<void> {
  const owner = await ownerOfUpload(viewer, uploadId);
  authorize(viewer, owner.teamId, { run: ['delete'] }, 'delete this upload');
  await purgeUpload(uploadId);
  await audit(viewer, {
    teamId: owner.teamId,
    action: 'upload.purge',
    targetType: 'upload',
    targetId: uploadId,
    summary: `${owner.fileName}: deleted for good`,
  });
}

export async function trashWholeUpload(viewer: Viewer, uploadId: number): Promise<void> {
  const owner = await ownerOfUpload(viewer, uploadId);
  authorize(viewer, owner.teamId, { run: ['delete'] }, 'delete this upload');
  if (!(await trashUpload(uploadId))) throw new AppError('not_found', `Upload ${uploadId} is already in the trash.`);
  await audit(viewer, {
    teamId: owner.teamId,
    action: 'upload.delete',
    targetType: 'upload',
    targetId: uploadId,
    summary: `${owner.fileName}: moved to the trash with its runs`,
  });
  await tryPurgeExpiredTrash();
}

export async function restoreWholeUpload(viewer: Viewer, uploadId: number): Promise<void> {
  const owner = await ownerOfUpload(viewer, uploadId);
  authorize(viewer, owner.teamId, { run: ['delete'] }, 'restore this upload');
  if (!(await restoreUpload(uploadId))) throw new AppError('not_found', `Upload ${uploadId} is not in the trash.`);
  await audit(viewer, {
    teamId: owner.teamId,
    action: 'upload.restore',
    targetType: 'upload',
    targetId: uploadId,
    summary: `${owner.fileName}: restored with its runs`,
  });
}
