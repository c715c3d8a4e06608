// Projects, hosts and configs are each team's own. Found by an attack probe (2026-12-02): the same
// my.cnf uploaded by an outsider was the first uploader's config, shown with its file name
// ("acme-corp-prod-db01-tuning.cnf") and a link to its upload; a project name taken by another
// team was refused with a message naming it (telling that it exists), so anyone could squat names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Access } from '../../lib/db/access';
import { getConfig } from '../../lib/db/catalog-pages';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
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
});
