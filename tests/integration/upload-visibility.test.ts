// An upload's text holds every run read from it, and the upload form and manifest may file one run
// in another project than its file. Found by an attack probe (2026-12-05): a file filed in a public
// project with one run filed in a private one was readable by anybody, text and page, while that
// run itself answered 401. Outside its team an upload (its text, page, configs and result tables)
// is readable only when every run of it is.
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { GET as uploadTextRoute } from '../../app/api/uploads/[id]/text/route';
import { type Access, ANONYMOUS } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { getUpload } from '../../lib/db/uploads';
import { readFixture } from '../support/fixtures';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const TEAM = 'vis-team';
const two = [1, 2].map((r) => readFixture(`prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-on_r${r}.log`)).join('\n');
const ids = { mixed: 0, plain: 0, publicProject: 0, privateProject: 0, privateRun: 0 };

const textOf = (upload: number) =>
  uploadTextRoute(new Request(`http://localhost:3000/api/uploads/${upload}/text`, { headers: { host: 'localhost:3000' } }), {
    params: Promise.resolve({ id: String(upload) }),
  });

beforeAll(async () => {
  const { ingestDocument } = await import('../../lib/ingest/ingest');
  await db().organization.create({ data: { id: TEAM, name: 'Vis team', slug: TEAM, createdAt: new Date() } });
  // the file in a public project, its second run in a private one (as the manifest's per-run projectName does)
  const mixed = await ingestDocument({
    fileName: 'mixed.log',
    text: two,
    teamId: TEAM,
    projectName: 'vis public',
    overrides: [{}, { projectName: 'vis private' }],
  });
  expect(mixed.runIds).toHaveLength(2);
  const plain = await ingestDocument({
    fileName: 'plain.log',
    text: readFixture('prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r1.log'),
    teamId: TEAM,
    projectName: 'vis public',
  });
  ids.mixed = mixed.uploadId;
  ids.plain = plain.uploadId;
  ids.privateRun = mixed.runIds[1] as number;
  const projects = await db().project.findMany({ where: { teamId: TEAM }, select: { id: true, name: true } });
  ids.publicProject = projects.find((p) => p.name === 'vis public')?.id ?? 0;
  ids.privateProject = projects.find((p) => p.name === 'vis private')?.id ?? 0;
  await db().project.update({ where: { id: ids.publicProject }, data: { isPublic: true } });
});

describe('who may read an upload', () => {
  test('the run went to its own, private project', async () => {
    const run = await db().run.findUniqueOrThrow({ where: { id: ids.privateRun }, select: { projectId: true } });
    expect(run.projectId).toBe(ids.privateProject);
  });

  test('nobody: not the file whose run is private (text 401, no page), but a file of public runs only', async () => {
    expect(await getUpload(ANONYMOUS, ids.mixed)).toBeNull();
    expect((await textOf(ids.mixed)).status).toBe(401);
    expect(await getUpload(ANONYMOUS, ids.plain)).not.toBeNull();
    expect((await textOf(ids.plain)).status).toBe(200);
  });

  test('the team: every upload of it', async () => {
    const member: Access = { kind: 'teams', teamIds: [TEAM] };
    expect(await getUpload(member, ids.mixed)).not.toBeNull();
  });

  test('a read token confined to the public project: not a file with a run elsewhere', async () => {
    const confined: Access = { kind: 'teams', teamIds: [TEAM], projectId: ids.publicProject };
    expect(await getUpload(confined, ids.mixed)).toBeNull();
    expect(await getUpload(confined, ids.plain)).not.toBeNull();
  });

  test('a run in the trash is still in the text: the file stays unreadable', async () => {
    await db().run.update({ where: { id: ids.privateRun }, data: { deletedAt: new Date() } });
    try {
      expect(await getUpload(ANONYMOUS, ids.mixed)).toBeNull();
    } finally {
      await db().run.update({ where: { id: ids.privateRun }, data: { deletedAt: null } });
    }
  });

  test('which uploads have a run elsewhere is kept as runs are stored, moved and deleted', async () => {
    const flag = async (id: number) =>
      (await db().upload.findUniqueOrThrow({ where: { id }, select: { runsElsewhere: true } })).runsElsewhere;
    expect(await flag(ids.mixed)).toBe(true);
    expect(await flag(ids.plain)).toBe(false);
    // the run filed with its file again: nothing elsewhere, readable by anybody
    await db().run.update({ where: { id: ids.privateRun }, data: { projectId: ids.publicProject } });
    expect(await flag(ids.mixed)).toBe(false);
    expect(await getUpload(ANONYMOUS, ids.mixed)).not.toBeNull();
    await db().run.update({ where: { id: ids.privateRun }, data: { projectId: ids.privateProject } });
    expect(await flag(ids.mixed)).toBe(true);
    expect(await getUpload(ANONYMOUS, ids.mixed)).toBeNull();
    // the file moved to the private project: its public run is now the one elsewhere
    await db().upload.update({ where: { id: ids.mixed }, data: { projectId: ids.privateProject } });
    expect(await flag(ids.mixed)).toBe(true);
    await db().upload.update({ where: { id: ids.mixed }, data: { projectId: ids.publicProject } });
    expect(await flag(ids.mixed)).toBe(true);
  });

  test('once the private project is made public, the file is readable by anybody', async () => {
    await db().project.update({ where: { id: ids.privateProject }, data: { isPublic: true } });
    try {
      expect(await getUpload(ANONYMOUS, ids.mixed)).not.toBeNull();
      expect((await textOf(ids.mixed)).status).toBe(200);
    } finally {
      await db().project.update({ where: { id: ids.privateProject }, data: { isPublic: false } });
    }
  });

  test('the run elsewhere deleted for good: the file is one project again', async () => {
    await db().run.delete({ where: { id: ids.privateRun } });
    expect((await db().upload.findUniqueOrThrow({ where: { id: ids.mixed }, select: { runsElsewhere: true } })).runsElsewhere).toBe(false);
    expect(await getUpload(ANONYMOUS, ids.mixed)).not.toBeNull();
  });
});
