// Merging one of a team's hosts into another, on behalf of a viewer: authorized against the team
// that owns both (another team's host is answered as a missing one), carried out in one
// transaction (lib/db/hosts.ts), and written to the audit trail.
import { audit } from './auth/audit';
import { authorize, inViewersTeam, type Viewer } from './auth/viewer';
import { getHostOwner, type MergedHosts, mergeHosts } from './db/hosts';
import { AppError } from './errors';

export async function mergeHost(viewer: Viewer, from: number, into: number, headers?: Headers): Promise<MergedHosts> {
  if (viewer.kind === 'anonymous') throw new AppError('unauthorized', 'Sign in to merge hosts.');
  const [source, target] = await Promise.all([getHostOwner(from), getHostOwner(into)]);
  if (!source || !inViewersTeam(viewer, source.teamId))
    throw new AppError('not_found', `Host ${from} does not exist (it may have been merged already), or is not your team's.`);
  if (!target || target.teamId !== source.teamId || into === from)
    throw new AppError('not_found', `Host ${into} is not another of this team's hosts.`);
  authorize(viewer, source.teamId, { run: ['edit'] }, 'merge hosts');
  const merged = await mergeHosts(from, into);
  if (!merged) throw new AppError('not_found', `Host ${from} or ${into} is gone (merged meanwhile?): nothing was changed.`);
  await audit(
    viewer,
    {
      teamId: source.teamId,
      action: 'host.merge',
      targetType: 'host',
      targetId: into,
      summary: `"${source.name}" merged into "${target.name}" (${merged.runs} runs, ${merged.matrices} result tables)`,
    },
    headers,
  );
  return merged;
}
