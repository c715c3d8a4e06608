// A project can be made public (readable without signing in, like the demo data) by a team admin.
import 'server-only';
import { audit } from '../auth/audit';
import { auth } from '../auth/server';
import { authorize, type Viewer } from '../auth/viewer';
import { getProjectTeam, setProjectPublic } from '../db/teams';
import { AppError } from '../errors';
import { slugOf } from './slug';

export async function publishProject(viewer: Viewer, projectId: number, isPublic: boolean): Promise<void> {
  const project = await getProjectTeam(projectId);
  if (!project) throw new AppError('not_found', 'No such project.');
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
export async function createTeam(viewer: Viewer, name: string): Promise<{ slug: string }> {
  if (viewer.kind !== 'user') throw new AppError('unauthorized', 'Sign in to create a team.');
  const team = await auth().api.createOrganization({ body: { name, slug: slugOf(name), userId: viewer.user.id } });
  if (!team) throw new Error('the team could not be created');
  await audit(viewer, { teamId: team.id, action: 'team.create', targetType: 'team', targetId: team.id, summary: name });
  return { slug: team.slug };
}
