// The runs list and its API say when each run ran, where its `date=` tag or its log says (sql-bench's
// `Date of test`), beside when it was uploaded: a backfill of old logs all reads "added today" else.
import { expect, test } from 'vitest';
import { runDetailJson, runListItemJson } from '../../lib/api/run-json';
import { ALL } from '../../lib/db/access';
import { getApiRun } from '../../lib/db/api-reads';
import { db } from '../../lib/db/client';
import { listRuns } from '../../lib/db/runs';
import { ingestDocument } from '../../lib/ingest/ingest';
import { runDetailSchema, runListItemSchema } from '../../lib/schemas/api-runs';
import { parseRunFilter } from '../../lib/schemas/run-filter';
import { readFixture } from '../support/fixtures';
import { sysbenchLog } from '../support/sysbench-log';

test("each row's run date: sql-bench's Date of test, a date tag (its zone to UTC), none", async () => {
  const suite = await ingestDocument({
    fileName: 'suite.txt',
    text: readFixture('tests/fixtures/synthetic/sql-bench-2.10-summary.txt'),
    projectName: 'run dates',
  });
  const tagged = await ingestDocument({
    fileName: 'tagged.log',
    text: sysbenchLog({ intervals: 5, banner: 'tagged night' }),
    projectName: 'run dates',
    extraTags: { date: '2026-11-28T23:30+02:00' },
  });
  const undated = await ingestDocument({
    fileName: 'undated.log',
    text: sysbenchLog({ intervals: 6, banner: 'undated night' }),
    projectName: 'run dates',
  });
  const project = (await db().project.findFirstOrThrow({ where: { name: 'run dates' }, select: { id: true } })).id;
  const { rows } = await listRuns(ALL, parseRunFilter({ project: String(project) }));
  const byId = new Map(rows.map((r) => [r.id, r]));

  expect(byId.get(suite.runIds[0] as number)?.ranAt).toMatchObject({ shown: '2000-11-21 15:03:22', from: 'Date of test' });
  expect(byId.get(tagged.runIds[0] as number)?.ranAt).toMatchObject({ shown: '2026-11-28 21:30 UTC', from: 'date tag' });
  expect(byId.get(undated.runIds[0] as number)?.ranAt).toBeNull();

  // the API's list says it too, as its schema describes
  const json = runListItemJson(byId.get(tagged.runIds[0] as number) as (typeof rows)[number], undefined);
  expect(runListItemSchema.parse(json).ranAt).toEqual({ at: '2026-11-28T21:30:00.000Z', text: '2026-11-28T23:30+02:00', from: 'date tag' });
  expect(
    runListItemSchema.parse(runListItemJson(byId.get(undated.runIds[0] as number) as (typeof rows)[number], undefined)).ranAt,
  ).toBeNull();
  // …and a run's own: sql-bench's printed date, as printed, read as UTC
  const detail = await getApiRun(ALL, suite.runIds[0] as number);
  expect(runDetailSchema.parse(runDetailJson(detail as NonNullable<typeof detail>)).ranAt).toEqual({
    at: '2000-11-21T15:03:22.000Z',
    text: '2000-11-21 15:03:22',
    from: 'Date of test',
  });
});
