// A run pasted without its command line has no test, and compare kept it apart from the run it was
// measured against: "test not named" even after its tag said test=oltp_read_only (a DBA's pass,
// 2026-12-06). The `test` tag now names the run's test.
import { expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { updateRunDetails } from '../../lib/db/runs';
import { ingestDocument } from '../../lib/ingest/ingest';
import { sysbenchLog } from '../support/sysbench-log';

test("a run's test tag names its test: stored, searched and grouped by", async () => {
  const { runIds } = await ingestDocument({
    fileName: `no-command-${process.pid}.log`,
    text: sysbenchLog({ intervals: 3, banner: 'qc on, no command' }),
  });
  const id = runIds[0] as number;
  expect((await db().run.findUniqueOrThrow({ where: { id } })).test).toBeNull();
  expect(
    await updateRunDetails(id, { title: 'qc on', notes: '', tags: { tool: 'sysbench', test: 'oltp_read_only', query_cache: 'on' } }),
  ).toBe(true);
  const run = await db().run.findUniqueOrThrow({ where: { id } });
  expect(run.test).toBe('oltp_read_only');
  expect(run.searchText).toContain(' oltp read only '); // its words, as the search reads them
  // without a test tag the test stays as it was (a tag list that leaves it out does not unname it)
  await updateRunDetails(id, { title: 'qc on', notes: '', tags: { query_cache: 'on' } });
  expect((await db().run.findUniqueOrThrow({ where: { id } })).test).toBe('oltp_read_only');
});
