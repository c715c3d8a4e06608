// Making a project public or private: an admin of its team may; a member without the role is told
// so; anyone else gets "No such project" whether the id exists or not. An attack probe (2026-12-05)
// told a private project of another team from a missing one by the answer it got.
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type { Viewer } from '../../lib/auth/viewer';
import { db } from '../../lib/db/client';
import { publishProject } from '../../lib/teams/projects';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

let projectId = 0;
const member = (teamId: string, role: string): Viewer => ({
  kind: 'user',
  user: { id: `u-${teamId}-${role}`, name: role, email: `${role}@${teamId}.test` },
  memberships: [{ teamId, teamName: teamId, teamSlug: teamId, role }],
});

beforeAll(async () => {
  for (const id of ['pub-a', 'pub-b']) await db().organization.create({ data: { id, name: id, slug: id, createdAt: new Date() } });
  projectId = (await db().project.create({ data: { name: 'A private', teamId: 'pub-a' } })).id;
});

describe('publishing a project', () => {
  test('an outsider gets the same answer for a private project of another team as for no project at all', async () => {
    const outsider = member('pub-b', 'owner');
    const forExisting = publishProject(outsider, projectId, true);
    await expect(forExisting).rejects.toMatchObject({ code: 'not_found', message: 'No such project.' });
    await expect(publishProject(outsider, 2_000_000_000, true)).rejects.toMatchObject({ code: 'not_found', message: 'No such project.' });
    expect((await db().project.findUniqueOrThrow({ where: { id: projectId } })).isPublic).toBe(false);
  });

  test('a viewer of its team is told their role does not allow it; an admin publishes it; nobody signed in is asked to sign in', async () => {
    await expect(publishProject(member('pub-a', 'viewer'), projectId, true)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(publishProject({ kind: 'anonymous' }, projectId, true)).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(publishProject({ kind: 'anonymous' }, 2_000_000_000, true)).rejects.toMatchObject({ code: 'unauthorized' });
    await publishProject(member('pub-a', 'admin'), projectId, true);
    expect((await db().project.findUniqueOrThrow({ where: { id: projectId } })).isPublic).toBe(true);
  });
});
