// The runs list's search in SQL (issue 11, item 6): whole words of title, notes, test, server
// version, file name and tag values (Run.searchText, kept by triggers on every write of a run or its
// tags, served by a trigram index), `key=value` terms as tag filters (several at once).
import { beforeAll, describe, expect, test } from 'vitest';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { listRuns, updateRunDetails } from '../../lib/db/runs';
import { ingestDocument } from '../../lib/ingest/ingest';
import { parseRunFilter } from '../../lib/schemas/run-filter';
import { sysbenchLog } from '../support/sysbench-log';

async function store(fileName: string, banner: string, tags: Record<string, string>, notes = ''): Promise<number> {
  const { runIds } = await ingestDocument({ fileName, text: sysbenchLog({ intervals: 5, banner }) });
  const id = runIds[0] as number;
  await updateRunDetails(id, { title: banner, notes, tags: { tool: 'sysbench', ...tags } });
  return id;
}

const found = async (q: string, extra: Record<string, string> = {}) =>
  (await listRuns(ALL, parseRunFilter({ q, size: '200', ...extra }))).rows.map((r) => r.id).sort((a, b) => a - b);

describe('runs search', () => {
  let glibc = 0;
  let tcmalloc = 0;
  let old = 0;
  beforeAll(async () => {
    glibc = await store('oltp_t8_glibc.log', 'oltp read write t8 alloc-glibc', { version: '5.5.20', allocator: 'glibc' });
    tcmalloc = await store('oltp_t8_tcmalloc.log', 'oltp read write t8 tcmalloc', { version: '5.5.20', allocator: 'tcmalloc' });
    old = await store('old-5.1.log', 'oltp read only t4', { version: '5.1.45', allocator: 'tcmalloc' }, 'built with malloc from glibc');
  });

  test('a word matches whole words only: "alloc" finds alloc-glibc, not malloc or tcmalloc', async () => {
    expect(await found('alloc')).toEqual([glibc]);
    expect(await found('ALLOC')).toEqual([glibc]);
    expect(await found('malloc')).toEqual([old]); // a word of its notes
    expect(await found('read')).toEqual([glibc, tcmalloc, old].sort((a, b) => a - b));
  });

  test('several words must all match; a phrase in quotes matches in that order', async () => {
    expect(await found('t8 glibc')).toEqual([glibc]);
    expect(await found('"read only"')).toEqual([old]);
    expect(await found('"only read"')).toEqual([]);
    expect(await found('oltp_t8')).toEqual([glibc, tcmalloc]); // file names: oltp t8 as a phrase
  });

  test('key=value terms filter by tag, several at once', async () => {
    expect(await found('version=5.5.20')).toEqual([glibc, tcmalloc]);
    expect(await found('version=5.5.20 allocator=tcmalloc')).toEqual([tcmalloc]);
    expect(await found('allocator=tcmalloc')).toEqual([tcmalloc, old].sort((a, b) => a - b));
    expect(await found('allocator=tcmalloc read only')).toEqual([old]);
    // with the dropdowns' tag= filters too
    expect(await found('allocator=tcmalloc', { tag: 'version=5.1.45' })).toEqual([old]);
  });

  test('a free word matches the words of a tag value', async () => {
    // "tcmalloc" is a word of one title, and the allocator tag of two runs
    expect(await found('tcmalloc')).toEqual([tcmalloc, old].sort((a, b) => a - b));
    expect(await found('5.1.45')).toEqual([old]);
    expect(await found('"5 5 20"')).toEqual([glibc, tcmalloc]);
    // a word is a word, not a pattern: `_` and `%` matched any characters of a tag value
    expect(await found('tcmallo_')).toEqual([]);
    expect(await found('tcm%')).toEqual([]);
  });

  test('the words follow the tags: set, changed and removed', async () => {
    const id = await store('tagged.log', 'oltp point select t2', { allocator: 'jemalloc' });
    expect(await found('jemalloc')).toEqual([id]);
    await updateRunDetails(id, { title: 'oltp point select t2', notes: '', tags: { tool: 'sysbench', allocator: 'mimalloc' } });
    expect(await found('jemalloc')).toEqual([]);
    expect(await found('mimalloc')).toEqual([id]);
    // tags written straight into the table (as a reparse or a bulk fill does) count too
    await db().runTag.deleteMany({ where: { runId: id, key: 'allocator' } });
    expect(await found('mimalloc')).toEqual([]);
    await db().runTag.createMany({ data: [{ runId: id, key: 'box', value: 'bench-42' }] });
    expect(await found('bench')).toEqual([id]);
    await db().runTag.updateMany({ where: { runId: id, key: 'box' }, data: { value: 'bench-43' } });
    expect(await found('"bench 43"')).toEqual([id]);
    expect(await found('42')).toEqual([]);
    // a run deleted with its tags leaves nothing behind
    await db().run.delete({ where: { id } });
    expect(await found('bench')).toEqual([]);
  });

  test('a word search is served by the trigram index, not a read of every run', async () => {
    const indexes = await db().$queryRaw<{ indexdef: string }[]>`
      SELECT indexdef FROM pg_indexes WHERE tablename = 'Run' AND indexname = 'Run_searchText_trgm_idx'`;
    expect(indexes[0]?.indexdef).toContain('gin_trgm_ops');
    // a test database is small enough to read whole: forbid that, and the plan must use the index
    const plan = await db().$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      return tx.$queryRaw<{ 'QUERY PLAN': string }[]>`
        EXPLAIN SELECT id FROM "Run" WHERE "searchText" ILIKE ${'% tcmalloc %'}`;
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('Run_searchText_trgm_idx');
  });

  test('the words follow an edit of the title and notes', async () => {
    await updateRunDetails(old, { title: 'renamed run', notes: '', tags: { tool: 'sysbench', version: '5.1.45' } });
    expect(await found('renamed')).toEqual([old]);
    expect(await found('malloc')).toEqual([]);
    const stored = await db().run.findUniqueOrThrow({ where: { id: old }, select: { searchText: true } });
    expect(stored.searchText.startsWith(' renamed run ')).toBe(true);
    // the file name, then the tag values (by key: tool, version)
    expect(stored.searchText.endsWith(' old 5 1 log sysbench 5 1 45 ')).toBe(true);
    expect(await found('tcmalloc')).toEqual([tcmalloc]); // its allocator tag is gone
  });

  test('text that is no word, or hostile, finds nothing rather than failing', async () => {
    expect(await found('%')).toEqual([glibc, tcmalloc, old].sort((a, b) => a - b)); // no word at all: no filter
    expect(await found('_ x%y')).toEqual([]);
    expect(await found("' OR 1=1 --")).toEqual([]);
  });

  test('a Chinese word is found inside a title that has no spaces (关闭 in 关闭QC), a Latin one still whole', async () => {
    const off = await store('qc-off.log', '关闭QC', { note: '查询缓存测试' });
    const on = await store('qc-on.log', '打开QC', {});
    expect(await found('关闭')).toEqual([off]);
    expect(await found('打开')).toEqual([on]);
    expect(await found('缓存')).toEqual([off]); // inside a tag value's words
    expect(await found('QC')).toEqual([off, on]);
    expect(await found('Q')).toEqual([]);
  });

  // every run stored was written a second time when its tags went in (migration search_words_once):
  // the database grew by a quarter at 100,000 runs. Now ingest gives the tag values with the run.
  test('ingest writes each run once: its tag words come with it', async () => {
    await db().$executeRawUnsafe('CREATE TABLE IF NOT EXISTS test_run_writes (run_id int)');
    await db().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION test_log_run_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_run_writes VALUES (NEW.id); RETURN NULL; END $$`);
    await db().$executeRawUnsafe('DROP TRIGGER IF EXISTS test_log_run_write ON "Run"');
    await db().$executeRawUnsafe(
      'CREATE TRIGGER test_log_run_write AFTER UPDATE ON "Run" FOR EACH ROW EXECUTE FUNCTION test_log_run_write()',
    );
    try {
      const { runIds } = await ingestDocument({
        fileName: 'written-once.log',
        text: sysbenchLog({ intervals: 3, banner: 'written once' }),
        extraTags: { allocator: 'hoard', zone: 'eu-west-1' },
      });
      const id = runIds[0] as number;
      const writes = await db().$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM test_run_writes WHERE run_id = $1', id);
      expect(Number(writes[0]?.n)).toBe(0);
      expect(await found('hoard')).toEqual([id]);
      expect(await found('"eu west 1"')).toEqual([id]);
      // and an edit of its tags still writes its words
      await updateRunDetails(id, { title: 'written once', notes: '', tags: { allocator: 'mimalloc-2' } });
      expect(await found('hoard')).toEqual([]);
      expect(await found('"mimalloc 2"')).toEqual([id]);
    } finally {
      await db().$executeRawUnsafe('DROP TRIGGER IF EXISTS test_log_run_write ON "Run"');
    }
  });
});

test('clients=16, as a pgbench run’s chip and edit box say it, finds that run (its concurrency is stored as threads), not a 16-thread sysbench run', async () => {
  const { readFixture } = await import('../support/fixtures');
  const pg = (await ingestDocument({ fileName: 'pg-clients.log', text: readFixture('tests/fixtures/synthetic/pgbench-9.4-progress.log') }))
    .runIds[0] as number;
  const sysbench = (
    await ingestDocument({ fileName: 'sb-16.log', text: sysbenchLog({ intervals: 5, banner: 'clients search', threads: 16 }) })
  ).runIds[0] as number;
  expect((await db().run.findUniqueOrThrow({ where: { id: sysbench }, select: { threads: true } })).threads).toBe(16);
  const ids = async (filter: Record<string, string>) =>
    (await listRuns(ALL, parseRunFilter({ size: '200', ...filter }))).rows.map((r) => r.id);
  expect(await ids({ q: 'clients=16' })).toEqual([pg]);
  expect(await ids({ tag: 'clients=16' })).toEqual([pg]);
  expect(await ids({ tag: 'clients=4' })).toEqual([]);
  // threads=16 is every tool's key, as before
  expect((await ids({ tag: 'threads=16' })).sort((a, b) => a - b)).toEqual([pg, sysbench].sort((a, b) => a - b));
});
