// Tags derived from what a run says: its tool, test, threads, server, engine, allocator and the
// query cache (from the config, else from the title or the loader's note).
import { describe, expect, test } from 'vitest';
import type { ParsedRun } from '../../lib/parsers/types';
import type { ServerBuildFacts } from '../../lib/server-build';
import { bufferPoolIn, deriveTags, queryCacheIn, tagsToText } from '../../lib/tags';
import { parseFixture, SEED } from '../support/fixtures';

const NO_BUILD: ServerBuildFacts = {
  product: null,
  version: null,
  engine: null,
  engineVersion: null,
  allocator: null,
  revision: null,
  buildFlags: null,
};

function run(patch: Partial<ParsedRun>): ParsedRun {
  const [first] = parseFixture(SEED.qc002).runs;
  if (!first) throw new Error('seed 002 has runs');
  return { ...first, title: null, ...patch };
}

describe('queryCacheIn', () => {
  test.each<[string | null, 'on' | 'off' | null]>([
    ['关闭QC', 'off'],
    ['打开QC', 'on'],
    ['query cache disabled', 'off'],
    ['disable the query cache', 'off'],
    ['query_cache=off', 'off'],
    ['query-cache: 0', 'off'],
    ['enabled query cache', 'on'],
    ['query cache 64M', 'on'],
    ['QC on', 'on'],
    ['выкл query cache', 'off'],
    ['無効 QC', 'off'],
    // the settings as a heading names them (a DBA's pass, 2026-12-07: both runs of a post were one configuration)
    ['Run 1: query_cache_type=0', 'off'],
    ['Run 2: query_cache_type=1, query_cache_size=64M', 'on'],
    ['query_cache_type = DEMAND', 'on'],
    ['query_cache_type=1, query_cache_size=0', 'off'],
    ['query_cache_size=64M', null],
    ['query_cache_limit=1M', null],
    ['MySQL 5.5 with a cache of queries', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, state) => {
    expect(queryCacheIn(text)).toBe(state);
  });
});

describe('bufferPoolIn: a heading names the buffer pool (a DBA pass, 2026-12-07: two runs apart by 8G and 32G read as apart by product only)', () => {
  test.each<[string, string | null]>([
    ['Percona Server 5.6.30-76.3, innodb_buffer_pool_size=8G, 64 threads', '8G'],
    ['MySQL 5.6.30, innodb_buffer_pool_size=32G, 64 threads', '32G'],
    ['innodb_buffer_pool_size = 8589934592', '8G'],
    ['innodb-buffer-pool-size=0.5G', '512M'],
    ['buffer pool 32 GB', '32G'],
    ['with a 512MB buffer pool', '512M'],
    ['128M of InnoDB buffer pool', '128M'],
    ['PostgreSQL 16, shared_buffers = 4GB', '4G'],
    // no size: instances, a chunk count, nothing at all
    ['buffer pool 2 instances', null],
    ['## Run 1: query_cache_type=0', null],
    ['16 threads', null],
    // a review's: sizes set against each other, PostgreSQL's pages, rows
    ['buffer pool: 8G vs 32G', null],
    ['innodb_buffer_pool_size 8G→32G', null],
    ['innodb_buffer_pool_size 8G -> 32G', null],
    ['shared_buffers=1048576', '8G'],
    ['buffer pool 1 M rows', null],
  ])('%j → %s', (text, size) => {
    expect(bufferPoolIn(text)).toBe(size);
  });

  test('no query cache on MySQL or Percona Server 8.0 and later, whatever a my.cnf kept says; MariaDB 11 has one', () => {
    const run = { tool: 'sysbench', test: null, parameters: {}, title: 'MySQL 8.0.36' } as unknown as ParsedRun;
    const off = { query_cache_type: '0' };
    expect(deriveTags(run, off, { ...NO_BUILD, product: 'MySQL', version: '8.0.36' }).query_cache).toBeUndefined();
    expect(deriveTags(run, off, { ...NO_BUILD, product: 'Percona Server', version: '8.4.2' }).query_cache).toBeUndefined();
    expect(deriveTags(run, off, { ...NO_BUILD, product: 'MySQL', version: '5.7.44' }).query_cache).toBe('off');
    expect(deriveTags(run, off, { ...NO_BUILD, product: 'MariaDB', version: '11.4.2' }).query_cache).toBe('off');
    expect(deriveTags(run, off, NO_BUILD).query_cache).toBe('off');
    expect(deriveTags(run, off, { ...NO_BUILD, version: '8.0.36' }).query_cache).toBeUndefined();
  });

  test("a run's tag from its heading, unless its configuration sets the buffer pool", () => {
    const run = {
      tool: 'sysbench',
      test: null,
      parameters: {},
      title: 'MySQL 5.6.30, innodb_buffer_pool_size=32G',
    } as unknown as ParsedRun;
    expect(deriveTags(run, {}, NO_BUILD).buffer_pool).toBe('32G');
    expect(deriveTags(run, { innodb_buffer_pool_size: '8G' }, NO_BUILD).buffer_pool).toBeUndefined();
  });
});

describe('deriveTags', () => {
  test.each<[string, Partial<ParsedRun>, Record<string, string>, Partial<ServerBuildFacts>, string, Record<string, string>]>([
    [
      'tool, test and threads',
      { tool: 'sysbench', test: 'oltp', parameters: { threads: 16 } },
      {},
      {},
      '',
      { tool: 'sysbench', test: 'oltp', threads: '16' },
    ],
    ['no test, no threads', { tool: 'sql-bench', test: null, parameters: {} }, {}, {}, '', { tool: 'sql-bench' }],
    [
      'the server build: product lower-case without " server", engine dashed',
      { tool: 'sysbench', test: null, parameters: {} },
      {},
      { product: 'Percona Server', version: '8.0.36', engine: 'InnoDB plugin', allocator: 'jemalloc' },
      '',
      { tool: 'sysbench', product: 'percona', version: '8.0.36', engine: 'innodb-plugin', allocator: 'jemalloc' },
    ],
    [
      'the query cache from the config, over the title',
      { tool: 'sysbench', test: null, parameters: {}, title: 'QC on' },
      { query_cache_type: '0' },
      {},
      '',
      { tool: 'sysbench', query_cache: 'off' },
    ],
    [
      '…else from the title',
      { tool: 'sysbench', test: null, parameters: {}, title: '打开QC' },
      {},
      {},
      '',
      { tool: 'sysbench', query_cache: 'on' },
    ],
    [
      '…else from the note',
      { tool: 'sysbench', test: null, parameters: {} },
      {},
      {},
      'query cache off',
      { tool: 'sysbench', query_cache: 'off' },
    ],
    [
      'threads that are not a number are no tag',
      { tool: 'pgbench', test: 'tpcb', parameters: { threads: 'many' } },
      {},
      {},
      '',
      { tool: 'pgbench', test: 'tpcb' },
    ],
  ])('%s', (_what, patch, config, build, note, tags) => {
    expect(deriveTags(run(patch), config, { ...NO_BUILD, ...build }, note)).toEqual(tags);
  });

  test('seed 002: the two runs differ by the query cache their configs set', () => {
    const doc = parseFixture(SEED.qc002);
    const states = doc.runs.map((r) => {
      const entries = Object.assign({}, ...r.configs.map((i) => doc.configs[i]?.entries ?? {}));
      return deriveTags(r, entries, NO_BUILD).query_cache;
    });
    expect(states).toEqual(['off', 'on']);
  });

  test('a product named without " server" is kept whole; a long run of spaces is not quadratic', () => {
    const tags = deriveTags(run({ parameters: {} }), {}, { ...NO_BUILD, product: `MySQL${' '.repeat(100_000)}x` });
    expect(tags.product).toBe(`mysql${' '.repeat(100_000)}x`);
  });
});

test.each<[Record<string, string>, string]>([
  [{}, ''],
  [{ tool: 'sysbench' }, 'tool=sysbench'],
  [{ tool: 'sysbench', threads: '8' }, 'tool=sysbench, threads=8'],
])('tagsToText(%j) = %s', (tags, text) => {
  expect(tagsToText(tags)).toBe(text);
});
