// The home team adopts what was stored with no team (before setup, or while sign-in was off). Since
// projects, hosts and configs are each team's own, the home team may already have one alike (a
// nightly job that went on while sign-in was off): the teamless one is merged into the team's, so
// the series keyed by host and config do not split, and the next start does not fail on a name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { adoptTeamlessData } from '../../lib/db/teams';
import { ingestDocument } from '../../lib/ingest/ingest';
import { ROOT } from '../support/fixtures';

const seed = readFileSync(path.join(ROOT, 'prisma/demo/seeds/004_43f414df02cd1994.txt'));
const cnf = readFileSync(path.join(ROOT, 'tests/fixtures/synthetic/my.cnf-features.cnf'), 'utf8');
const again = (bytes: Buffer, n: number) => Buffer.concat([bytes, Buffer.from(`\n# night ${n}\n`)]);

test('teamless rows alike to the home team’s are merged into them; the rest join the team; twice is harmless', async () => {
  await db().organization.create({ data: { id: 'home', name: 'home', slug: 'home', createdAt: new Date() } });
  const own = await ingestDocument({ fileName: 'night-1.txt', bytes: again(seed, 1), teamId: 'home', projectName: 'nightly' });
  await ingestDocument({ fileName: 'ours.cnf', text: cnf, teamId: 'home' });
  // sign-in off for a while: the same job goes on with no team, and one project only it has
  const teamless = await ingestDocument({ fileName: 'night-2.txt', bytes: again(seed, 2), projectName: 'nightly' });
  const lone = await ingestDocument({ fileName: 'night-3.txt', bytes: again(seed, 3), projectName: 'only before' });
  // the same my.cnf, uploaded again with no team: the same document (one upload each way)
  const teamlessCnf = await ingestDocument({ fileName: 'ours-too.cnf', text: `${cnf}\n`, teamId: null });
  expect(teamlessCnf.created).toBe(true);
  const runIds = [...own.runIds, ...teamless.runIds, ...lone.runIds];
  const before = await db().run.findMany({ where: { id: { in: runIds } }, select: { id: true, host: { select: { name: true } } } });
  const rule = await db().project.findFirstOrThrow({ where: { name: 'nightly', teamId: null } });
  await db().alertRule.create({ data: { projectId: rule.id, metric: 'tps', method: 'percent', threshold: 5 } });

  // each kind exists both ways before: the merge has something to do
  const alike = await db().$queryRaw<{ hosts: number; configs: number }[]>`
    SELECT (SELECT count(*)::int FROM "Host" h JOIN "Host" t ON t.name = h.name AND t."teamId" = 'home' WHERE h."teamId" IS NULL) AS hosts,
           (SELECT count(*)::int FROM "Config" c JOIN "Config" t ON t.fingerprint = c.fingerprint AND t."teamId" = 'home'
            WHERE c."teamId" IS NULL) AS configs`;
  expect(alike[0]?.hosts).toBeGreaterThan(0);
  expect(alike[0]?.configs).toBeGreaterThan(0);

  const adopted = await adoptTeamlessData('home');
  expect(adopted.runs).toBe(teamless.runIds.length + lone.runIds.length);

  const projects = await db().project.findMany({
    where: { name: { in: ['nightly', 'only before'] } },
    select: { id: true, name: true, teamId: true },
  });
  expect(projects.map((p) => [p.name, p.teamId]).sort()).toEqual([
    ['nightly', 'home'],
    ['only before', 'home'],
  ]);
  const nightly = projects.find((p) => p.name === 'nightly')?.id;
  const runs = await db().run.findMany({
    where: { id: { in: runIds } },
    select: { id: true, projectId: true, teamId: true, hostId: true, host: { select: { name: true, teamId: true } } },
  });
  expect(runs.filter((r) => [...own.runIds, ...teamless.runIds].includes(r.id)).every((r) => r.projectId === nightly)).toBe(true);
  expect(runs.every((r) => r.teamId === 'home' && r.host?.teamId === 'home')).toBe(true);
  // one host per name: the nightly runs before and after are one series again
  expect(new Set(runs.map((r) => r.hostId)).size).toBe(new Set(before.map((r) => r.host?.name)).size);
  expect(await db().alertRule.count({ where: { projectId: nightly } })).toBe(1);
  // the configs both kinds of upload stored are the team's ones: one row each
  const configs = await db().config.findMany({ where: { teamId: 'home' }, select: { fingerprint: true } });
  expect(configs.length).toBeGreaterThan(0);
  expect(new Set(configs.map((c) => c.fingerprint)).size).toBe(configs.length);
  expect(await db().run.count({ where: { id: { in: runIds }, config: { teamId: { not: 'home' } } } })).toBe(0);
  // the document uploaded both ways: two uploads of the team, a new upload of it finds the team's
  expect(await db().upload.count({ where: { fileName: { in: ['ours.cnf', 'ours-too.cnf'] }, teamId: 'home' } })).toBe(2);
  expect((await ingestDocument({ fileName: 'ours-3.cnf', text: cnf, teamId: 'home' })).created).toBe(false);
  const left = await Promise.all([
    db().project.count({ where: { teamId: null } }),
    db().host.count({ where: { teamId: null } }),
    db().config.count({ where: { teamId: null } }),
    db().upload.count({ where: { teamId: null } }),
  ]);
  expect(left).toEqual([0, 0, 0, 0]);

  expect(await adoptTeamlessData('home')).toEqual({ uploads: 0, runs: 0, projects: 0, hosts: 0, configs: 0, shares: 0 });
});
