// Pages of one project, host, configuration or upload at the size teams reach: each lists its most
// recent runs (BRIEF_LIMIT) with the true count and a runs-list filter for the rest, and a whole
// project is compared by its MAX_PROJECT_COMPARE_RUNS most recent. At 100,000 runs (2026-12-05) a
// project page was 80 MB of HTML, and comparing a project of 14,552 runs took the server past its heap.
import { beforeAll, describe, expect, test } from 'vitest';
import { compareResultJson } from '../../lib/api/compare-json';
import { loadComparison } from '../../lib/compare/load';
import { MAX_PROJECT_COMPARE_RUNS, parseCompareState } from '../../lib/compare/state';
import { ALL, ANONYMOUS } from '../../lib/db/access';
import { BRIEF_LIMIT } from '../../lib/db/brief-limit';
import { getRunScopeNames } from '../../lib/db/catalog';
import { getConfig, getHost, getProject, listHosts, listProjects } from '../../lib/db/catalog-pages';
import { db } from '../../lib/db/client';
import { getProjectRunIds } from '../../lib/db/compare';
import { deleteRun, listRuns } from '../../lib/db/runs';
import { restoreRun } from '../../lib/db/trash';
import { getUpload, getUploadRunsInLines, listUploads } from '../../lib/db/uploads';
import { ingestDocument } from '../../lib/ingest/ingest';
import { parseRunFilter } from '../../lib/schemas/run-filter';
import { UPLOADS_PER_PAGE } from '../../lib/url-state/uploads';
import { sysbenchLog } from '../support/sysbench-log';

/** One document of `runs` sysbench runs (cpu-less OLTP logs told apart by their banner). */
const manyRuns = (runs: number, prefix: string) =>
  Array.from({ length: runs }, (_, i) => sysbenchLog({ intervals: 2, banner: `${prefix} ${i}`, threads: 1 + (i % 8) })).join('\n');

const RUNS = MAX_PROJECT_COMPARE_RUNS + 10;
let projectId = 0;
let uploadId = 0;
let runIds: number[] = [];

beforeAll(async () => {
  const big = await ingestDocument({ fileName: 'nightly-sweep.log', text: manyRuns(RUNS, 'sweep'), projectName: 'Nightly' });
  runIds = big.runIds;
  uploadId = big.uploadId;
  projectId = (await db().project.findFirstOrThrow({ where: { name: 'Nightly' } })).id;
  // a second, small upload in the same project: the most recent runs are its own
  await ingestDocument({ fileName: 'last-night.log', text: manyRuns(3, 'last night'), projectName: 'Nightly' });
}, 120_000);

describe('a project of many runs', () => {
  test('its page lists its BRIEF_LIMIT most recent runs in upload order, and counts them all', async () => {
    const project = await getProject(ALL, projectId);
    expect(project?.runCount).toBe(RUNS + 3);
    expect(project?.runs).toHaveLength(BRIEF_LIMIT);
    // the last one is the newest upload's last run
    expect(project?.runs.at(-1)?.title).toContain('last night 2');
    expect(project?.runs.at(0)?.id).toBe(runIds[RUNS + 3 - BRIEF_LIMIT]);
    expect(project?.uploadCount).toBe(2);
  });

  test('a kind with more runs than a comparison holds is not listed run by run', async () => {
    const project = await getProject(ALL, projectId);
    const kind = project?.kinds.find((k) => k.tool === 'sysbench');
    expect(kind?.runs).toBe(RUNS + 3);
    expect(kind?.listed).toBeNull();
  });

  test('compared whole: its most recent runs, in upload order, and how many it has', async () => {
    const { ids, total } = await getProjectRunIds(ALL, projectId, MAX_PROJECT_COMPARE_RUNS);
    expect(total).toBe(RUNS + 3);
    expect(ids).toHaveLength(MAX_PROJECT_COMPARE_RUNS);
    expect(ids.at(-1)).toBeGreaterThan(runIds.at(-1) as number);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const state = parseCompareState({ project: String(projectId) });
    const comparison = await loadComparison(ALL, state);
    expect(comparison.projectRuns).toBe(RUNS + 3);
    expect(comparison.model?.runs).toHaveLength(MAX_PROJECT_COMPARE_RUNS);
    // the API's link to it asks for the project again (its 200 run ids are more than a URL names)
    const json = comparison.model ? compareResultJson(comparison.model, state, comparison.projectRuns) : null;
    expect(json?.project).toEqual({ id: projectId, runs: RUNS + 3, compared: MAX_PROJECT_COMPARE_RUNS });
    expect(json?.links.html).toMatch(new RegExp(`^/compare\\?project=${projectId}&`));
    expect(json?.links.html).not.toContain('runs=');
  }, 60_000);

  test('the projects list counts every run, and follows a run moved to the trash', async () => {
    const count = async () => (await listProjects(ALL)).find((p) => p.id === projectId)?._count.runs;
    expect(await count()).toBe(RUNS + 3);
    await deleteRun(runIds[0] as number);
    expect(await count()).toBe(RUNS + 2);
    expect((await getProject(ALL, projectId))?.runCount).toBe(RUNS + 2);
    await restoreRun(runIds[0] as number);
    expect(await count()).toBe(RUNS + 3);
    await deleteRun(runIds[0] as number);
    expect(await count()).toBe(RUNS + 2);
  });

  test('a reader outside its team is told nothing of it: no runs counted, no upload named', async () => {
    await db().organization.create({ data: { id: 'bounded-team', name: 'Bounded', slug: 'bounded', createdAt: new Date() } });
    await db().project.update({ where: { id: projectId }, data: { teamId: 'bounded-team' } });
    await db().run.updateMany({ where: { projectId }, data: { teamId: 'bounded-team' } });
    await db().upload.updateMany({ where: { projectId }, data: { teamId: 'bounded-team' } });
    expect((await listProjects(ANONYMOUS)).find((p) => p.id === projectId)).toBeUndefined();
    expect(await getProject(ANONYMOUS, projectId)).toBeNull();
    expect(await getRunScopeNames(ANONYMOUS, { upload: uploadId })).toEqual({ upload: null, config: null });
    expect(await getRunScopeNames(ALL, { upload: uploadId })).toEqual({ upload: 'nightly-sweep.log', config: null });
    expect((await listRuns(ANONYMOUS, parseRunFilter({ upload: String(uploadId) }))).total).toBe(0);
    const { total } = await getProjectRunIds(ANONYMOUS, projectId, MAX_PROJECT_COMPARE_RUNS);
    expect(total).toBe(0);
  });
});

describe('an upload of many runs', () => {
  test('its page lists its first BRIEF_LIMIT runs in document order, and counts them all', async () => {
    const upload = await getUpload(ALL, uploadId);
    expect(upload?.runs).toHaveLength(BRIEF_LIMIT);
    // (its first run went to the trash above)
    expect(upload?.runs.slice(0, 2).map((r) => r.title.match(/sweep \d+/)?.[0])).toEqual(['sweep 1', 'sweep 2']);
    expect(upload?.runCount).toBe(RUNS - 1);
  });

  test('the document window marks the runs whose lines it shows, however far in', async () => {
    const last = await db().run.findFirstOrThrow({ where: { uploadId }, orderBy: { ordinal: 'desc' } });
    const inWindow = await getUploadRunsInLines(ALL, uploadId, { from: last.lineStart, to: last.lineStart + 10 });
    expect(inWindow.map((r) => r.id)).toEqual([last.id]);
  });

  test('the runs list narrows to an upload and to a configuration', async () => {
    const ofUpload = await listRuns(ALL, parseRunFilter({ upload: String(uploadId), size: '10' }));
    expect(ofUpload.total).toBe(await db().run.count({ where: { uploadId, deletedAt: null } }));
    expect(ofUpload.rows).toHaveLength(10);
    const none = await listRuns(ALL, parseRunFilter({ config: '2000000000' }));
    expect(none.total).toBe(0);
  });

  test('the uploads list pages, counting each upload’s runs', async () => {
    for (let i = 0; i < UPLOADS_PER_PAGE; i++) await ingestDocument({ fileName: `extra-${i}.log`, text: manyRuns(1, `extra ${i}`) });
    const first = await listUploads(ALL, { page: 1 });
    expect(first.rows).toHaveLength(UPLOADS_PER_PAGE);
    expect(first.total).toBe(UPLOADS_PER_PAGE + 2);
    expect(first.rows[0]?.fileName).toBe(`extra-${UPLOADS_PER_PAGE - 1}.log`);
    expect(first.rows[0]?.runs).toBe(1);
    const second = await listUploads(ALL, { page: 2 });
    expect(second.rows.map((u) => u.fileName)).toEqual(['last-night.log', 'nightly-sweep.log']);
    expect(second.rows[0]?.runs).toBe(3);
    expect((await listUploads(ALL, { project: projectId, page: 1 })).total).toBe(2);
  }, 60_000);
});

describe('hosts and configurations', () => {
  test('a host’s page counts every run and lists its most recent', async () => {
    const host = await db().host.create({ data: { name: 'big box' } });
    await db().run.updateMany({ where: { uploadId }, data: { hostId: host.id } });
    const page = await getHost(ALL, host.id);
    expect(page?.runs).toHaveLength(BRIEF_LIMIT);
    expect(page?.runCount).toBe(await db().run.count({ where: { hostId: host.id, deletedAt: null } }));
    expect(page?.runs.at(-1)?.title).toContain(`sweep ${RUNS - 1}`);
    expect((await listHosts(ALL)).find((h) => h.id === host.id)?._count.runs).toBe(page?.runCount);
    const config = await db().config.create({ data: { name: 'my.cnf', kind: 'my.cnf', fingerprint: 'bounded-pages', text: '[mysqld]' } });
    await db().run.updateMany({ where: { uploadId }, data: { configId: config.id } });
    const cfg = await getConfig(ALL, config.id);
    expect(cfg?.runCount).toBe(page?.runCount);
    expect(cfg?.runs).toHaveLength(BRIEF_LIMIT);
  });
});
