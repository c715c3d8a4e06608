// A share link is the grant: whoever holds it sees every run it names. So a run that is not public
// can only be shared by someone who may share it in its own team. Found by an attack probe
// (2026-12-02): a viewer of team A who owned team B shared A's private runs beside one of B's, and
// team A could neither see nor revoke the link.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Viewer } from '../../lib/auth/viewer';
import { loadSharedComparison } from '../../lib/compare/load';
import { db } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import { ingestDocument } from '../../lib/ingest/ingest';
import { shareAccess, shareComparison, shareHeading } from '../../lib/shares';
import { ROOT } from '../support/fixtures';

const log = (banner: string) =>
  `${readFileSync(path.join(ROOT, 'tests/fixtures/synthetic/sysbench-1.1-throughput.log'), 'utf8')}\n# ${banner}\n`;
const state = (runs: number[]) => ({ runs, band: 3, warmup: 0, stat: 'mann-whitney' as const, basis: 'summary' as const });

const runs = { aPrivate: 0, aPublic: 0, b: 0 };
let viewer: Viewer;

async function team(id: string) {
  await db().organization.create({ data: { id, name: id, slug: id, createdAt: new Date() } });
}

beforeAll(async () => {
  await team('share-a');
  await team('share-b');
  const stored = async (teamId: string, projectName: string, banner: string) =>
    (await ingestDocument({ fileName: `${banner}.log`, text: log(banner), teamId, projectName })).runIds[0] as number;
  runs.aPrivate = await stored('share-a', 'A private', 'a-private');
  runs.aPublic = await stored('share-a', 'A public', 'a-public');
  runs.b = await stored('share-b', 'B own', 'b-own');
  await db().project.updateMany({ where: { name: 'A public' }, data: { isPublic: true } });
  viewer = {
    kind: 'user',
    user: { id: 'mallory', name: 'Mallory', email: 'mallory@share.test' },
    memberships: [
      { teamId: 'share-a', teamName: 'A', teamSlug: 'share-a', role: 'viewer' },
      { teamId: 'share-b', teamName: 'B', teamSlug: 'share-b', role: 'owner' },
    ],
  };
});

describe('sharing runs of several teams', () => {
  test("a viewer of team A cannot share A's private run, alone or beside a run of a team they own", async () => {
    const shares = await db().share.count();
    await expect(shareComparison(viewer, state([runs.aPrivate]), new Headers())).rejects.toThrow(AppError);
    await expect(shareComparison(viewer, state([runs.b, runs.aPrivate]), new Headers())).rejects.toThrow(`share run #${runs.aPrivate}`);
    await expect(shareComparison(viewer, state([runs.aPrivate, runs.b]), new Headers())).rejects.toThrow(AppError);
    expect(await db().share.count()).toBe(shares);
  });

  test('their own run beside a public run of team A: shared, and the link is their team’s', async () => {
    const slug = await shareComparison(viewer, state([runs.b, runs.aPublic]), new Headers());
    const share = await db().share.findUniqueOrThrow({ where: { slug } });
    expect(share.teamId).toBe('share-b');
  });

  // found by a second probe (2026-12-02): the link kept showing A's run after A made it private, and
  // A could neither see nor revoke the link (it is B's)
  test('a run of another team shared while public leaves the link when its team makes it private', async () => {
    const slug = await shareComparison(viewer, state([runs.b, runs.aPublic]), new Headers());
    const share = await db().share.findUniqueOrThrow({ where: { slug } });
    const shown = async () => {
      const { model } = await loadSharedComparison(state([runs.b, runs.aPublic]), await shareAccess({ kind: 'anonymous' }, share));
      return { runs: model?.runs.map((r) => r.id), missing: model?.missing, heading: shareHeading(model?.runs ?? []) };
    };
    const titleOfA = (await db().run.findUniqueOrThrow({ where: { id: runs.aPublic } })).title;
    expect(await shown()).toMatchObject({ runs: [runs.b, runs.aPublic], missing: [] });
    expect((await shown()).heading).toContain(titleOfA);
    await db().project.updateMany({ where: { name: 'A public' }, data: { isPublic: false } });
    try {
      expect(await shown()).toMatchObject({ runs: [runs.b], missing: [runs.aPublic] });
      // nor its title: the heading names the runs the link shows now (it was frozen at creation: attack probe, 2026-12-05)
      expect((await shown()).heading).not.toContain(titleOfA);
      expect(share.title).toContain(titleOfA);
    } finally {
      await db().project.updateMany({ where: { name: 'A public' }, data: { isPublic: true } });
    }
    // with sign-in off everything is everyone's
    expect(await shareAccess({ kind: 'open' }, share)).toEqual({ kind: 'all' });
  });

  test('a heading names at most three runs, whole, then how many more (a project of 120 read "run 1 vs … vs run 21 vs")', () => {
    const runs = Array.from({ length: 120 }, (_, i) => ({ title: `run ${i + 1}` }));
    expect(shareHeading(runs)).toBe('run 1 vs run 2 vs run 3 and 117 more runs');
    expect(shareHeading(runs.slice(0, 4))).toBe('run 1 vs run 2 vs run 3 and 1 more run');
    expect(shareHeading(runs.slice(0, 2))).toBe('run 1 vs run 2');
    // repeats of two configurations are named by them, not by two of one side's titles (a DBA's pass)
    const repeats = Array.from({ length: 10 }, (_, i) => ({
      title: `oltp read only t4 qc-${i < 5 ? 'off' : 'on'} r${(i % 5) + 1}`,
      tool: 'sysbench',
      test: 'oltp_read_only',
    }));
    const configurations = [
      { label: 'query_cache=off', runIds: [1, 2, 3, 4, 5] },
      { label: 'query_cache=on', runIds: [6, 7, 8, 9, 10] },
    ];
    expect(shareHeading(repeats, configurations)).toBe('sysbench oltp_read_only: query_cache=off (5 runs) vs query_cache=on (5 runs)');
    expect(shareHeading(repeats, null)).toMatch(/^sysbench oltp_read_only: oltp read only t4 qc-off r1 vs .* and 7 more runs$/);
    const long = [{ title: 'a'.repeat(150) }, { title: 'b'.repeat(30) }];
    expect(shareHeading(long)).toBe(`${'a'.repeat(150)} and 1 more run`);
  });

  test("a heading says the runs' tool and test, and tells runs of one title apart by their compare labels (a seed walkthrough)", () => {
    // seed 004: two versions at 100 and at 50 clients, titled by version only
    const mysqlbench = (title: string, clients: number) => ({
      title,
      label: `${title} · ${clients} clients`,
      tool: 'mysqlbench',
      test: 'tpcb',
    });
    expect(shareHeading([mysqlbench('5.5.20', 100), mysqlbench('5.0.77', 100), mysqlbench('5.5.20', 50), mysqlbench('5.0.77', 50)])).toBe(
      'mysqlbench tpcb: 5.5.20 · 100 clients vs 5.0.77 · 100 clients vs 5.5.20 · 50 clients and 1 more run',
    );
    // seed 000's two shares: its sql-bench runs and its sysbench runs, of the same four titles
    const titles = ['MySQL5.1 innodb 1.0', 'MySQL 5.1 innodb_plugin 1.0.6'];
    expect(shareHeading(titles.map((title) => ({ title, label: 'x', tool: 'sql-bench', test: 'run-all-tests' })))).toBe(
      'sql-bench run-all-tests: MySQL5.1 innodb 1.0 vs MySQL 5.1 innodb_plugin 1.0.6',
    );
    expect(shareHeading(titles.map((title) => ({ title, tool: 'sysbench', test: 'oltp' })))).toMatch(/^sysbench oltp: MySQL5\.1/);
    // of several tools, none named first
    expect(
      shareHeading([
        { title: 'a', tool: 'sysbench' },
        { title: 'b', tool: 'pgbench' },
      ]),
    ).toBe('a vs b');
  });
});
