// Projects, hosts and configs are each team's own. Found by an attack probe (2026-12-02): the same
// my.cnf uploaded by an outsider was the first uploader's config, shown with its file name
// ("acme-corp-prod-db01-tuning.cnf") and a link to its upload; a project name taken by another
// team was refused with a message naming it (telling that it exists), so anyone could squat names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Viewer } from '../../lib/auth/viewer';
import type { Access } from '../../lib/db/access';
import { countVisibleChoices, listServerBuildChoices } from '../../lib/db/catalog';
import { getConfig } from '../../lib/db/catalog-pages';
import { db } from '../../lib/db/client';
import type { AppError } from '../../lib/errors';
import { ingestDocument } from '../../lib/ingest/ingest';
import { editRun, reparse, trashRun } from '../../lib/run-changes';
import { ROOT } from '../support/fixtures';

const cnf = readFileSync(path.join(ROOT, 'tests/fixtures/synthetic/my.cnf-features.cnf'), 'utf8');
const teamB: Access = { kind: 'teams', teamIds: ['own-b'] };
const seed = readFileSync(path.join(ROOT, 'prisma/demo/seeds/004_43f414df02cd1994.txt'));

beforeAll(async () => {
  for (const id of ['own-a', 'own-b']) await db().organization.create({ data: { id, name: id, slug: id, createdAt: new Date() } });
});

describe("a team's own projects, hosts and configs", () => {
  test("the same my.cnf uploaded by two teams: each sees its own file's name and upload, never the other's", async () => {
    const a = await ingestDocument({ fileName: 'acme-corp-prod-db01-tuning.cnf', text: cnf, teamId: 'own-a' });
    const b = await ingestDocument({ fileName: 'ours.cnf', text: cnf, teamId: 'own-b' });
    expect(a.configIds).toHaveLength(1);
    expect(b.configIds).toHaveLength(1);
    expect(b.configIds[0]).not.toBe(a.configIds[0]);
    const theirs = await getConfig(teamB, b.configIds[0] as number);
    expect(theirs?.upload).toEqual({ id: b.uploadId, fileName: 'ours.cnf' });
    expect(JSON.stringify(theirs, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain('acme-corp');
    // team B cannot open team A's config at all
    expect(await getConfig(teamB, a.configIds[0] as number)).toBeNull();
  });

  test('a project name another team has is this team’s own new project, no refusal naming theirs', async () => {
    const a = await ingestDocument({ fileName: 'a.txt', bytes: seed, teamId: 'own-a', projectName: 'nightly' });
    const b = await ingestDocument({ fileName: 'b.txt', bytes: seed, teamId: 'own-b', projectName: 'nightly' });
    const projects = await db().project.findMany({
      where: { name: 'nightly' },
      select: { id: true, teamId: true },
      orderBy: { id: 'asc' },
    });
    expect(projects.map((p) => p.teamId)).toEqual(['own-a', 'own-b']);
    const [runA, runB] = await Promise.all(
      [a, b].map((r) => db().run.findFirstOrThrow({ where: { id: r.runIds[0] }, select: { projectId: true, hostId: true } })),
    );
    expect(runA?.projectId).toBe(projects[0]?.id);
    expect(runB?.projectId).toBe(projects[1]?.id);
    // the machine the seed describes: one host per team
    expect(runA?.hostId).not.toBeNull();
    expect(runB?.hostId).not.toBe(runA?.hostId);
    const hosts = await db().host.findMany({ where: { id: { in: [runA?.hostId ?? 0, runB?.hostId ?? 0] } }, select: { teamId: true } });
    expect(hosts.map((h) => h.teamId).sort()).toEqual(['own-a', 'own-b']);
  });

  test("a run cannot be hung on another team's host or config, even one its sender may see", async () => {
    const b = await ingestDocument({ fileName: 'b-own.txt', bytes: Buffer.concat([seed, Buffer.from('\nb own\n')]), teamId: 'own-b' });
    const bRun = await db().run.findUniqueOrThrow({ where: { id: b.runIds[0] }, select: { hostId: true, configId: true } });
    expect(bRun.hostId).not.toBeNull();
    const cnfOfB = await ingestDocument({ fileName: 'b-only.cnf', text: `${cnf}\n[mysqld]\nmax_connections = 77\n`, teamId: 'own-b' });
    const uploads = await db().upload.count();
    const into = (override: { hostId?: number; configId?: number }) =>
      ingestDocument({
        fileName: 'a-borrows.txt',
        bytes: Buffer.concat([seed, Buffer.from('\nborrow\n')]),
        teamId: 'own-a',
        overrides: [override],
      });
    await expect(into({ hostId: bRun.hostId as number })).rejects.toThrow(/host chosen for a run .* does not exist in the team/);
    await expect(into({ configId: cnfOfB.configIds[0] as number })).rejects.toThrow(
      /config chosen for a run .* does not exist in the team/,
    );
    expect(await db().upload.count()).toBe(uploads);
    // its own team's host is fine
    const aHost = await db().host.findFirstOrThrow({ where: { teamId: 'own-a' }, select: { id: true } });
    const ok = await into({ hostId: aHost.id });
    expect((await db().run.findUniqueOrThrow({ where: { id: ok.runIds[0] }, select: { hostId: true } })).hostId).toBe(aHost.id);
  });

  // a second probe (2026-12-02): every uploader's page listed the builds of other teams' private runs
  // (a build's description may carry a private source revision), and any could be chosen
  test("another team's private build is neither listed nor accepted; one of a public run or of one's own is", async () => {
    const b = await ingestDocument({ fileName: 'b-build.txt', bytes: Buffer.concat([seed, Buffer.from('\nb build\n')]), teamId: 'own-b' });
    const secret = await db().serverBuild.create({ data: { key: `secret-${Date.now()}`, description: 'MariaDB 10.11.77 rev secret1' } });
    await db().run.update({ where: { id: b.runIds[0] }, data: { serverBuildId: secret.id } });
    const teamA: Access = { kind: 'teams', teamIds: ['own-a'] };
    expect((await listServerBuildChoices(teamA)).map((x) => x.id)).not.toContain(secret.id);
    expect((await listServerBuildChoices(teamB)).map((x) => x.id)).toContain(secret.id);
    expect(await countVisibleChoices(teamA, { hosts: [], configs: [], builds: [secret.id] })).toMatchObject({ builds: 0 });
    expect(await countVisibleChoices(teamB, { hosts: [], configs: [], builds: [secret.id] })).toMatchObject({ builds: 1 });
  });

  // a second probe (2026-12-02): editing another team's private run said "your role does not allow",
  // a missing run "does not exist": an oracle of which ids exist
  test("a change to another team's run is answered as to a missing one", async () => {
    const b = await ingestDocument({ fileName: 'b-edit.txt', bytes: Buffer.concat([seed, Buffer.from('\nb edit\n')]), teamId: 'own-b' });
    const alice: Viewer = {
      kind: 'user',
      user: { id: 'alice', name: 'Alice', email: 'alice@own.test' },
      memberships: [{ teamId: 'own-a', teamName: 'A', teamSlug: 'own-a', role: 'owner' }],
    };
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => null,
        (e: AppError) => ({ code: e.code, message: e.message.replace(/\d+/g, 'N') }),
      );
    const details = { title: 'mine now', notes: '', tags: {} };
    const hidden = await refusal(editRun(alice, b.runIds[0] as number, details));
    expect(hidden).toEqual(await refusal(editRun(alice, 99_999_999, details)));
    expect(hidden?.code).toBe('not_found');
    expect(await refusal(trashRun(alice, b.runIds[0] as number))).toEqual(await refusal(trashRun(alice, 99_999_999)));
    expect(await refusal(reparse(alice, b.uploadId as number))).toEqual(await refusal(reparse(alice, 99_999_999)));
    // nobody is asked to sign in either way
    expect((await refusal(editRun({ kind: 'anonymous' }, b.runIds[0] as number, details)))?.code).toBe('unauthorized');
    expect((await refusal(editRun({ kind: 'anonymous' }, 99_999_999, details)))?.code).toBe('unauthorized');
    expect((await db().run.findUniqueOrThrow({ where: { id: b.runIds[0] } })).title).not.toBe('mine now');
  });
});
