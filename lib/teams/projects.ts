// A project can be made public (readable without signing in, like the demo data) by a team admin.
import 'server-only';
import { audit } from '../auth/audit';
import { auth } from '../auth/server';
import { limitTeamsMade } from '../auth/throttle';
import { authorize, roleIn, type Viewer } from '../auth/viewer';
import { getProjectTeam, setProjectPublic } from '../db/teams';
import { AppError } from '../errors';
import { redactTyped } from '../parsers';
import { slugOf } from './slug';

/** A member of the team (a token of it), or anyone with sign-in off. */
function isInTeam(viewer: Viewer, teamId: string | null): boolean {
  if (viewer.kind === 'open') return true;
  if (viewer.kind === 'token') return viewer.token.teamId === teamId;
  return roleIn(viewer, teamId) !== null;
}

export async function publishProject(viewer: Viewer, projectId: number, isPublic: boolean): Promise<void> {
  if (viewer.kind === 'anonymous') throw new AppError('unauthorized', 'Sign in to change who may read a project.');
  const project = await getProjectTeam(projectId);
  // another team's project is "no such project", as runs and uploads answer: "your role does not
  // allow" told an outsider that a private project of that id exists (attack probe, 2026-12-05)
  if (!project || !isInTeam(viewer, project.teamId)) throw new AppError('not_found', 'No such project.');
  authorize(viewer, project.teamId, { project: ['publish'] }, isPublic ? 'make this project public' : 'make this project private');
  await setProjectPublic(projectId, isPublic);
  await audit(viewer, {
    teamId: project.teamId,
    action: isPublic ? 'project.publish' : 'project.unpublish',
    targetType: 'project',
    targetId: projectId,
    summary: `${project.name}: ${isPublic ? 'public' : 'team only'}`,
  });
}

/** Anyone signed in may start a team of their own (its owner). */
export async function createTeam(viewer: Viewer, typed: string): Promise<{ slug: string }> {
  if (viewer.kind !== 'user') throw new AppError('unauthorized', 'Sign in to create a team.');
  // typed: a password in it is masked before it names the team, and its slug (every link's address)
  const name = redactTyped(typed).trim();
  const counted = `user:${viewer.user.id}`;
  await limitTeamsMade.assertAllowed(counted);
  const team = await auth().api.createOrganization({ body: { name, slug: slugOf(name), userId: viewer.user.id } });
  if (!team) throw new Error('the team could not be created');
  await limitTeamsMade.recordFailure(counted);
  await audit(viewer, { teamId: team.id, action: 'team.create', targetType: 'team', targetId: team.id, summary: name });
  return { slug: team.slug };
}
