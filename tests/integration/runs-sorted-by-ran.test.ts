// The runs list sorted by when runs ran (`sort=ranAt`): a backfill of old logs uploaded today sorts
// among the runs of their own dates, not at the top. Run.placedAt is written with the run (its date
// tag, sql-bench's Date of test, a date line; else when it was added), moved by an edit of its tags,
// kept by a re-parse, and filled at the start for runs stored before the column.
import { beforeAll, describe, expect, test } from 'vitest';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { placeUnplacedRuns } from '../../lib/db/run-placement';
import { getRunTagMap, listRuns, updateRunDetails } from '../../lib/db/runs';
import { ingestDocument } from '../../lib/ingest/ingest';
import { reparseUpload } from '../../lib/ingest/reparse';
import { parseRunFilter } from '../../lib/schemas/run-filter';
import { readFixture } from '../support/fixtures';
import { sysbenchLog } from '../support/sysbench-log';

const PROJECT = 'sorted by when they ran';

const placed = async (id: number) => (await db().run.findUniqueOrThrow({ where: { id }, select: { placedAt: true } })).placedAt;

describe('the runs list by when runs ran', () => {
  const ids = { suite: 0, tagged: 0, dateLine: 0, undated: 0 };
  let dateLineUpload = 0;
  let projectId = 0;
  const listed = async (dir: 'asc' | 'desc') =>
    (await listRuns(ALL, parseRunFilter({ project: String(projectId), sort: 'ranAt', dir }))).rows.map((r) => r.id);

  beforeAll(async () => {
    // uploaded in this order; they ran 2000 (sql-bench's Date of test), 2026-11-28 (a date tag), 2024-05-01 (a date line), never said
    const suite = await ingestDocument({
      fileName: 'suite.txt',
      text: readFixture('tests/fixtures/synthetic/sql-bench-2.10-summary.txt'),
      projectName: PROJECT,
    });
    const tagged = await ingestDocument({
      fileName: 'tagged.log',
      text: sysbenchLog({ intervals: 5, banner: 'tagged night' }),
      projectName: PROJECT,
      extraTags: { date: '2026-11-28T23:30+02:00' },
    });
    const dateLine = await ingestDocument({
      fileName: 'dated.log',
      text: `# date: 2024-05-01T10:00:00Z  host: db1\n${sysbenchLog({ intervals: 4, banner: 'dated night' })}`,
      projectName: PROJECT,
    });
    const undated = await ingestDocument({
      fileName: 'undated.log',
      text: sysbenchLog({ intervals: 6, banner: 'undated night' }),
      projectName: PROJECT,
    });
    ids.suite = suite.runIds[0] as number;
    ids.tagged = tagged.runIds[0] as number;
    ids.dateLine = dateLine.runIds[0] as number;
    ids.undated = undated.runIds[0] as number;
    dateLineUpload = dateLine.uploadId;
    projectId = (await db().project.findFirstOrThrow({ where: { name: PROJECT }, select: { id: true } })).id;
  });

  test('each run is placed when it ran, a run without a date when it was added (the same instant)', async () => {
    expect((await placed(ids.suite))?.toISOString()).toBe('2000-11-21T15:03:22.000Z');
    expect((await placed(ids.tagged))?.toISOString()).toBe('2026-11-28T21:30:00.000Z');
    expect((await placed(ids.dateLine))?.toISOString()).toBe('2024-05-01T10:00:00.000Z');
    const undated = await db().run.findUniqueOrThrow({ where: { id: ids.undated }, select: { placedAt: true, createdAt: true } });
    expect(undated.placedAt?.getTime()).toBe(undated.createdAt.getTime());
  });

  test('sorted by when they ran, newest first and oldest first (by when they were added: the upload order)', async () => {
    expect(await listed('desc')).toEqual([ids.undated, ids.tagged, ids.dateLine, ids.suite]);
    expect(await listed('asc')).toEqual([ids.suite, ids.dateLine, ids.tagged, ids.undated]);
    const added = await listRuns(ALL, parseRunFilter({ project: String(projectId), sort: 'createdAt', dir: 'desc' }));
    expect(added.rows.map((r) => r.id)).toEqual([ids.undated, ids.dateLine, ids.tagged, ids.suite]);
  });

  test('a date tag set on a run moves it; removed, the run goes back to its log’s date or when it was added', async () => {
    const title = 'undated night';
    const tags = await getRunTagMap(ids.undated);
    await updateRunDetails(ids.undated, { title, notes: '', tags: { ...tags, date: '1999-01-02' } });
    expect((await placed(ids.undated))?.toISOString()).toBe('1999-01-02T00:00:00.000Z');
    expect((await listed('desc')).at(-1)).toBe(ids.undated);
    await updateRunDetails(ids.undated, { title, notes: '', tags });
    expect(await listed('desc')).toEqual([ids.undated, ids.tagged, ids.dateLine, ids.suite]);
    // a date tag over a date line wins (as runDateOf reads it); removed, the line's date again
    const dated = await getRunTagMap(ids.dateLine);
    await updateRunDetails(ids.dateLine, { title: 'dated night', notes: '', tags: { ...dated, date: '20261130' } });
    expect((await placed(ids.dateLine))?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    await updateRunDetails(ids.dateLine, { title: 'dated night', notes: '', tags: dated });
    expect((await placed(ids.dateLine))?.toISOString()).toBe('2024-05-01T10:00:00.000Z');
  });

  test('a re-parse places its runs again', async () => {
    await db().run.update({ where: { id: ids.dateLine }, data: { placedAt: null } });
    await reparseUpload(dateLineUpload);
    expect((await placed(ids.dateLine))?.toISOString()).toBe('2024-05-01T10:00:00.000Z');
  });

  test('runs stored before the column are placed at the start by the same reader, and only those', async () => {
    const before = new Map(await Promise.all(Object.values(ids).map(async (id) => [id, (await placed(id))?.toISOString()] as const)));
    await db().run.updateMany({ where: { id: { in: Object.values(ids) } }, data: { placedAt: null } });
    expect(await placeUnplacedRuns()).toBe(4);
    for (const [id, at] of before) expect((await placed(id))?.toISOString(), `run ${id}`).toBe(at);
    expect(await placeUnplacedRuns()).toBe(0);
  });
});
