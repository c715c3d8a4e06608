// What pages read, read again at the same data version (page_data_version), is what was read before:
// a comparison (lib/compare/load.ts), a page of the runs list and a run (lib/db/runs.ts), a history
// (lib/series/load.ts). The same
// object while nothing changed, the change at once after a write, never one reader's for another
// who may see less.
import { describe, expect, test } from 'vitest';
import { loadComparison } from '../../lib/compare/load';
import { parseCompareState } from '../../lib/compare/state';
import { ALL, ANONYMOUS } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { getRun, listRuns, updateRunDetails } from '../../lib/db/runs';
import { ingestDocument } from '../../lib/ingest/ingest';
import { parseRunFilter } from '../../lib/schemas/run-filter';
import { loadHistoryPage } from '../../lib/series/load';
import { sysbenchLog } from '../support/sysbench-log';

describe('a comparison read again', () => {
  test('is the one built before until the data changes, then shows the change', async () => {
    const a = await ingestDocument({ fileName: 'memo-a.log', text: sysbenchLog({ intervals: 5, threads: 4 }) });
    const b = await ingestDocument({ fileName: 'memo-b.log', text: sysbenchLog({ intervals: 5, threads: 8 }) });
    const ids = [a.runIds[0], b.runIds[0]] as number[];
    const state = parseCompareState({ runs: ids.join(',') });

    const first = await loadComparison(ALL, state);
    expect(first.model?.runs.map((r) => r.id)).toEqual(ids);
    const again = await loadComparison(ALL, state);
    expect(again).toBe(first); // not built again

    await updateRunDetails(ids[0] as number, { title: 'renamed after the first read', notes: '', tags: {} });
    const after = await loadComparison(ALL, state);
    expect(after).not.toBe(first);
    expect(after.model?.runs.find((r) => r.id === ids[0])?.title).toBe('renamed after the first read');

    // another question is another comparison
    const other = await loadComparison(ALL, parseCompareState({ runs: ids.join(','), band: '5' }));
    expect(other).not.toBe(after);
  });

  test('one reader’s comparison is never answered to another who may see less', async () => {
    const team = await db().organization.create({ data: { id: 'memo-team', name: 'Memo', slug: 'memo-team', createdAt: new Date() } });
    const stored = await ingestDocument({
      fileName: 'memo-private.log',
      text: sysbenchLog({ intervals: 3 }),
      teamId: team.id,
      projectName: 'memo private',
    });
    const state = parseCompareState({ runs: String(stored.runIds[0]) });
    expect((await loadComparison(ALL, state)).model).not.toBeNull();
    expect((await loadComparison(ANONYMOUS, state)).model).toBeNull();
    expect((await loadComparison({ kind: 'teams', teamIds: [team.id] }, state)).model).not.toBeNull();
    expect((await loadComparison({ kind: 'teams', teamIds: ['another-team'] }, state)).model).toBeNull();
  });

  test('a page of the runs list and a run: the same until a write, then the change; a run of a team is the team’s', async () => {
    const team = await db().organization.create({
      data: { id: 'memo-team-2', name: 'Memo 2', slug: 'memo-team-2', createdAt: new Date() },
    });
    const stored = await ingestDocument({
      fileName: 'memo-run.log',
      text: sysbenchLog({ intervals: 4, threads: 16 }),
      teamId: team.id,
      projectName: 'memo runs',
    });
    const id = stored.runIds[0] as number;
    const filter = parseRunFilter({ q: 'memo-run' });
    const teamAccess = { kind: 'teams' as const, teamIds: [team.id] };

    const list = await listRuns(teamAccess, filter);
    expect(list.rows.map((r) => r.id)).toEqual([id]);
    expect((await listRuns(teamAccess, filter)).rows).toBe(list.rows);
    expect((await listRuns(ANONYMOUS, filter)).rows).toEqual([]);

    const run = await getRun(teamAccess, id);
    expect(run?.id).toBe(id);
    expect(await getRun(teamAccess, id)).toBe(run);
    expect(await getRun(ANONYMOUS, id)).toBeNull();

    await updateRunDetails(id, { title: 'memo run renamed', notes: '', tags: {} });
    expect((await listRuns(teamAccess, filter)).rows.map((r) => r.title)).toEqual(['memo run renamed']);
    expect((await getRun(teamAccess, id))?.title).toBe('memo run renamed');
    // a run moved to the trash leaves the list and its page at once
    await db().run.update({ where: { id }, data: { deletedAt: new Date() } });
    expect((await listRuns(teamAccess, filter)).rows).toEqual([]);
    expect((await getRun(teamAccess, id))?.deletedAt).not.toBeNull();
  });

  test('a page of the list is its page and size; a reader confined to one project sees that project only', async () => {
    const team = await db().organization.create({
      data: { id: 'memo-team-3', name: 'Memo 3', slug: 'memo-team-3', createdAt: new Date() },
    });
    const ids: number[] = [];
    for (const [i, project] of ['memo-p1', 'memo-p1', 'memo-p2'].entries()) {
      const stored = await ingestDocument({
        fileName: `memo-page-${i}.log`,
        text: sysbenchLog({ intervals: 3, threads: 32 + i }),
        teamId: team.id,
        projectName: project,
      });
      ids.push(stored.runIds[0] as number);
    }
    const teamAccess = { kind: 'teams' as const, teamIds: [team.id] };
    const first = await listRuns(teamAccess, parseRunFilter({ q: 'memo-page', size: '10', sort: 'title', dir: 'asc' }));
    expect(first.rows).toHaveLength(3);
    const page2 = await listRuns(teamAccess, parseRunFilter({ q: 'memo-page', size: '10', page: '2', sort: 'title', dir: 'asc' }));
    expect(page2.rows).toEqual([]);
    const bigger = await listRuns(teamAccess, parseRunFilter({ q: 'memo-page', size: '20', sort: 'title', dir: 'asc' }));
    expect(bigger.rows).not.toBe(first.rows);

    const p1 = await db().project.findFirstOrThrow({ where: { name: 'memo-p1', teamId: team.id } });
    const confined = { kind: 'teams' as const, teamIds: [team.id], projectId: p1.id };
    expect(await getRun(teamAccess, ids[2] as number)).not.toBeNull();
    expect(await getRun(confined, ids[2] as number)).toBeNull();
    expect((await listRuns(confined, parseRunFilter({ q: 'memo-page' }))).rows.map((r) => r.id).sort()).toEqual(ids.slice(0, 2).sort());

    // a project made public is readable by nobody-signed-in at once, and private again at once
    expect(await getRun(ANONYMOUS, ids[0] as number)).toBeNull();
    await db().project.update({ where: { id: p1.id }, data: { isPublic: true } });
    expect(await getRun(ANONYMOUS, ids[0] as number)).not.toBeNull();
    await db().project.update({ where: { id: p1.id }, data: { isPublic: false } });
    expect(await getRun(ANONYMOUS, ids[0] as number)).toBeNull();
  });
});

describe('a history read again', () => {
  test('is the one read before until a run, a tag or an alert changes; a team’s history is the team’s', async () => {
    const team = await db().organization.create({
      data: { id: 'memo-team-4', name: 'Memo 4', slug: 'memo-team-4', createdAt: new Date() },
    });
    const store = async (i: number) =>
      (
        await ingestDocument({
          fileName: `memo-history-${i}.log`,
          text: sysbenchLog({ intervals: 2 + i, threads: 48 }), // each its own text: the same text twice is one upload
          teamId: team.id,
          projectName: 'memo history',
        })
      ).runIds[0] as number;
    const first = await store(1);
    const second = await store(2);
    const teamAccess = { kind: 'teams' as const, teamIds: [team.id] };
    // in time: these runs name no server version to place them on a version ladder
    const onTime = { axis: 'time' as const };
    const members = (page: Awaited<ReturnType<typeof loadHistoryPage>>) =>
      page?.series.steps.flatMap((s) => s.runs.map((r) => r.id)).sort((a, b) => a - b);

    const page = await loadHistoryPage(teamAccess, second, onTime);
    expect(members(page)).toEqual([first, second]);
    expect(page?.alerted.size).toBe(0);
    expect(await loadHistoryPage(teamAccess, second, onTime)).toBe(page); // not read again
    expect(await loadHistoryPage(teamAccess, second, { ...onTime, metric: 'qps' })).not.toBe(page); // another question
    expect(await loadHistoryPage(ANONYMOUS, second, onTime)).toBeNull();
    expect(await loadHistoryPage({ kind: 'teams', teamIds: ['another-team'] }, second, onTime)).toBeNull();

    // an alert on a member shows at once
    const project = await db().project.findFirstOrThrow({ where: { name: 'memo history', teamId: team.id } });
    await db().alert.create({
      data: {
        projectId: project.id,
        runId: second,
        metric: 'tps',
        method: 'pct',
        threshold: 5,
        value: 1,
        baseline: 2,
        worsePct: 50,
        baselineRunIds: [first],
      },
    });
    const alerted = await loadHistoryPage(teamAccess, second, onTime);
    expect(alerted).not.toBe(page);
    expect([...(alerted?.alerted ?? [])]).toEqual([second]);

    // a tag put on a member is a change too: one with a tag the others lack is another series
    await db().runTag.create({ data: { runId: first, key: 'memo', value: 'tagged' } });
    const tagged = await loadHistoryPage(teamAccess, second, onTime);
    expect(tagged).not.toBe(alerted);
    expect(members(tagged)).toEqual([second]);
    expect(await loadHistoryPage(teamAccess, second, onTime)).toBe(tagged);

    // so does a new run of the series, and a run moved to the trash leaves it
    const third = await store(3);
    expect(members(await loadHistoryPage(teamAccess, second, onTime))).toEqual([second, third]);
    await db().run.update({ where: { id: third }, data: { deletedAt: new Date() } });
    expect(members(await loadHistoryPage(teamAccess, second, onTime))).toEqual([second]);
  });
});
