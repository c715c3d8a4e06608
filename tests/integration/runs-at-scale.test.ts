// What keeps the runs list and series fast with 100,000 runs (npm run bench:scale): the list's filter
// values are kept until a write changes the runs (never stale after one), a tag filter sorted by tps
// is answered from indexes alone, and a series reads its newest runs from an index.
import { beforeAll, describe, expect, test } from 'vitest';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { readRunDataVersion } from '../../lib/db/facets-cache';
import { listRunFacets } from '../../lib/db/run-facets';
import { deleteRun, listRuns, updateRunDetails } from '../../lib/db/runs';
import { ingestDocument } from '../../lib/ingest/ingest';
import { parseRunFilter } from '../../lib/schemas/run-filter';
import { sysbenchLog } from '../support/sysbench-log';

async function store(banner: string, tags: Record<string, string>): Promise<number> {
  const { runIds } = await ingestDocument({ fileName: `${banner}.log`, text: sysbenchLog({ intervals: 3, banner }) });
  const id = runIds[0] as number;
  await updateRunDetails(id, { title: banner, notes: '', tags });
  return id;
}

const hasTag = async (key: string, value: string) => (await listRunFacets(ALL)).tags.some((t) => t.key === key && t.value === value);

describe('runs list at scale', () => {
  let first = 0;
  beforeAll(async () => {
    first = await store('scale one', { suite: 'nightly', arch: 'x86_64' });
  });

  test('the filter values follow every write at once: a new tag, a new run, a run in the trash', async () => {
    const before = await readRunDataVersion();
    expect(await hasTag('suite', 'nightly')).toBe(true);
    expect(await hasTag('suite', 'weekly')).toBe(false);
    await updateRunDetails(first, { title: 'scale one', notes: '', tags: { suite: 'weekly', arch: 'x86_64' } });
    expect(await readRunDataVersion()).not.toBe(before);
    expect(await hasTag('suite', 'weekly')).toBe(true);
    expect(await hasTag('suite', 'nightly')).toBe(false);
    const second = await store('scale two', { suite: 'release' });
    expect(await hasTag('suite', 'release')).toBe(true);
    expect((await listRunFacets(ALL)).tags.find((t) => t.key === 'arch')?.runs).toBe(1);
    await deleteRun(second);
    expect(await hasTag('suite', 'release')).toBe(false);
  });

  test('a page of runs filtered by two tags keeps its sort order', async () => {
    const a = await store('scale a', { team: 'db', arch: 'aarch64' });
    const b = await store('scale b', { team: 'db', arch: 'aarch64' });
    await db().run.update({ where: { id: a }, data: { tps: 10 } });
    await db().run.update({ where: { id: b }, data: { tps: 20 } });
    const page = await listRuns(ALL, parseRunFilter({ tag: ['team=db', 'arch=aarch64'], sort: 'tps', dir: 'desc' }));
    expect(page.rows.map((r) => r.id)).toEqual([b, a]);
    expect(page.total).toBe(2);
    const asc = await listRuns(ALL, parseRunFilter({ tag: ['team=db', 'arch=aarch64'], sort: 'tps', dir: 'asc', size: '10', page: '2' }));
    expect(asc.rows).toEqual([]);
  });

  test('the count of matching runs is kept per filter and follows every write: a new run, a retag, the trash', async () => {
    const filter = parseRunFilter({ tag: ['shelf=counted'], sort: 'tps' });
    const total = async () => (await listRuns(ALL, filter)).total;
    expect(await total()).toBe(0);
    const a = await store('counted a', { shelf: 'counted' });
    expect(await total()).toBe(1);
    // page 2 of the same filter: the same count
    expect((await listRuns(ALL, { ...filter, page: 2 })).total).toBe(1);
    const b = await store('counted b', { shelf: 'counted' });
    expect(await total()).toBe(2);
    await updateRunDetails(a, { title: 'counted a', notes: '', tags: { shelf: 'elsewhere' } });
    expect(await total()).toBe(1);
    await deleteRun(b);
    expect(await total()).toBe(0);
  });

  test('a count read while an upload is being written is not kept past its commit', async () => {
    const filter = parseRunFilter({ q: 'midway' });
    expect((await listRuns(ALL, filter)).total).toBe(0);
    let during = -1;
    // the upload's runs are inserted (the version moved) but not committed: a reader counts the old data
    await ingestDocument(
      { fileName: 'midway.log', text: sysbenchLog({ intervals: 3, banner: 'midway' }) },
      {
        afterRuns: async () => {
          during = (await listRuns(ALL, filter)).total;
        },
      },
    );
    expect(during).toBe(0);
    expect((await listRuns(ALL, filter)).total).toBe(1);
  });

  test('two tag filters sorted by tps read only the indexes (no row of Run or RunTag)', async () => {
    // as bench:scale's fill ends: every page all-visible, so that an index-only scan reads no row (on a
    // fresh table it costs what a plain index scan does, and the planner took Run_deletedAt_placedAt_id_idx as well)
    await db().$executeRawUnsafe('VACUUM ANALYZE "Run", "RunTag"');
    const plan = await db().$transaction(async (tx) => {
      // the test database is tiny: forbid the sequential scans a planner would rightly pick for it
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      await tx.$executeRawUnsafe('SET LOCAL enable_bitmapscan = off');
      return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN SELECT r.id FROM "Run" r
        WHERE r."deletedAt" IS NULL
          AND r.id IN (SELECT "runId" FROM "RunTag" WHERE key = 'suite' AND value = 'nightly')
          AND r.id IN (SELECT "runId" FROM "RunTag" WHERE key = 'arch' AND value = 'x86_64')
        ORDER BY r.tps DESC NULLS LAST, r.id DESC OFFSET 24950 LIMIT 50`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Only Scan \w* ?using "Run_deletedAt_tps_id_idx" on "Run"/);
    expect(text.match(/Index Only Scan \w* ?using "RunTag_key_value_runId_idx"/g)).toHaveLength(2);
    expect(text).not.toMatch(/Seq Scan|Index Scan using/);
  });

  test('page 1 of two tag filters sorted by tps is read from the index in order, nothing sorted', async () => {
    // the ORDER BY lib/db/run-pages.ts orderByOf gives the tps sort, highest first
    const plan = await db().$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      await tx.$executeRawUnsafe('SET LOCAL enable_bitmapscan = off');
      await tx.$executeRawUnsafe('SET LOCAL enable_hashjoin = off');
      await tx.$executeRawUnsafe('SET LOCAL enable_mergejoin = off');
      return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN SELECT r.id FROM "Run" r
        WHERE r."deletedAt" IS NULL
          AND EXISTS (SELECT 1 FROM "RunTag" t WHERE t."runId" = r.id AND key = 'suite' AND value = 'nightly')
          AND EXISTS (SELECT 1 FROM "RunTag" t WHERE t."runId" = r.id AND key = 'arch' AND value = 'x86_64')
        ORDER BY r."deletedAt" ASC, r.tps DESC NULLS LAST, r.id DESC LIMIT 50`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Only Scan using "Run_deletedAt_tps_id_idx" on "Run"/);
    expect(text).not.toMatch(/Sort/);
  });

  test('page 1 sorted by when runs ran, newest first, is read from the index in order, nothing sorted', async () => {
    // the ORDER BY orderByOf gives the ranAt sort (Run.placedAt), as listRuns asks it
    const plan = await db().$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      await tx.$executeRawUnsafe('SET LOCAL enable_bitmapscan = off');
      return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN SELECT r.id FROM "Run" r
        WHERE r."deletedAt" IS NULL ORDER BY r."deletedAt" ASC, r."placedAt" DESC, r.id DESC LIMIT 50`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan using "Run_deletedAt_placedAt_id_idx" on "Run"/);
    expect(text).not.toMatch(/Sort/);
  });

  test("a series' newest candidates are walked from an index, not all of them sorted", async () => {
    const plan = await db().$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      await tx.$executeRawUnsafe('SET LOCAL enable_bitmapscan = off');
      return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN SELECT id FROM "Run"
        WHERE "deletedAt" IS NULL AND tool = 'sysbench' AND test = 'oltp' AND threads = 4 AND "hostId" = 1
        ORDER BY "createdAt" DESC, id DESC LIMIT 2000`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan Backward using "Run_tool_test_threads_hostId_createdAt_idx"/);
  });
});
