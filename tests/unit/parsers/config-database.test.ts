// A document's MySQL config is not its pgbench run's (a pasted post stored a PostgreSQL run with
// engine=innodb, query_cache=off and the post's my.cnf: a DBA's pass, 2026-12-06).
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { configDatabase } from '../../../lib/parsers/config-database';
import { readFixture } from '../../support/fixtures';

const SYSBENCH = 'prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_only_t4_qc-off';
const PGBENCH = 'prisma/demo/mariadb-10.11/pgbench/tpcb_c1_j1';
const both = (name: string) => `${readFixture(`${name}.cmd`)}\n${readFixture(`${name}.log`)}`;
const MY_CNF = '[mysqld]\ninnodb_buffer_pool_size = 512M\nquery_cache_type = 0\nquery_cache_size = 0\n';

describe('configs are linked to runs of their database only', () => {
  test('a my.cnf after a sysbench run and a pgbench run describes the sysbench run alone', () => {
    const doc = parseDocument(`## MariaDB\n\n${both(SYSBENCH)}\n\n## PostgreSQL\n\n${both(PGBENCH)}\n\n## The my.cnf\n\n${MY_CNF}`);
    const [sysbench, pgbench] = doc.runs;
    expect([sysbench?.tool, pgbench?.tool]).toEqual(['sysbench', 'pgbench']);
    expect(sysbench?.configs).toEqual([0]);
    expect(pgbench?.configs).toEqual([]);
    expect(doc.configs[0]?.runs).toEqual([0]);
  });

  test('a run whose configs above are all of another database takes the fitting ones after every run', () => {
    // a review's layout: my.cnf, the sysbench run, the pgbench run, then the postgresql.conf at the end
    const doc = parseDocument(
      `${MY_CNF}\n\n${both(SYSBENCH)}\n\n${both(PGBENCH)}\n\nshared_buffers = 1GB\nwork_mem = 64MB\nmax_wal_size = 4GB\n`,
    );
    expect(doc.configs.map((c) => c.kind)).toEqual(['my.cnf', 'postgresql.conf']);
    expect(doc.runs.map((r) => [r.tool, r.configs])).toEqual([
      ['sysbench', [0]],
      ['pgbench', [1]],
    ]);
    expect(doc.configs.map((c) => c.runs)).toEqual([[0], [1]]);
  });

  test('a postgresql.conf above a pgbench run is its; a config that names no database fits any run', () => {
    const pg = parseDocument(`shared_buffers = 1GB\nwork_mem = 64MB\nmax_wal_size = 4GB\n\n${both(PGBENCH)}`);
    expect(pg.configs[0]?.kind).toBe('postgresql.conf');
    expect(pg.runs[0]?.configs).toEqual([0]);
    const env = parseDocument(`LD_PRELOAD=/usr/lib/libjemalloc.so.2\nMALLOC_CONF=background_thread:true\n\n${both(PGBENCH)}`);
    expect(env.runs[0]?.configs).toEqual([0]);
  });

  test('the database of a config: by its sections and keys', () => {
    const config = (text: string) => parseDocument(text).configs[0];
    const of = (text: string) => {
      const c = config(text);
      return c ? configDatabase(c) : 'no config';
    };
    expect(of(MY_CNF)).toBe('mysql');
    expect(of('innodb_buffer_pool_size\t536870912\nquery_cache_type\tOFF\nmax_connections\t151\n')).toBe('mysql');
    expect(of('shared_buffers = 1GB\nwork_mem = 64MB\n')).toBe('postgresql');
    expect(of('LD_PRELOAD=/usr/lib/libjemalloc.so.2\nMALLOC_CONF=background_thread:true\n')).toBeNull();
  });
});

describe("a server's version line is a configuration of that version's runs only", () => {
  // a DBA's pass (2026-12-07): `$ mysqld --version` stored as a config `version=` (empty) beside the
  // version line's, and both were a later MariaDB 10.4.32 run's too: compare found nothing between them
  const LOG = readFixture(`${SYSBENCH}.log`);
  const post = [
    '## Run 1: MySQL 5.7.44 with tcmalloc',
    '$ mysqld --version',
    'mysqld  Ver 5.7.44 for Linux on x86_64 (MySQL Community Server (GPL))',
    LOG,
    '## Run 2: same server, LD_PRELOAD removed',
    LOG.replace('3', '4'),
    '## Run 3: MariaDB 10.4.32, default allocator',
    LOG.replace('3', '5'),
  ].join('\n\n');

  test('`mysqld --version` is no configuration; the version line is, of the runs of 5.7.44 or of none', () => {
    const doc = parseDocument(post);
    expect(doc.configs.map((c) => [c.kind, c.items.map((i) => `${i.key}=${i.value}`)])).toEqual([
      ['variables', ['version=5.7.44', 'version_compile_os=Linux on x86_64 (MySQL Community Server (GPL))']],
    ]);
    expect(doc.runs.map((r) => [r.serverVersion, r.configs])).toEqual([
      ['MySQL 5.7.44', [0]],
      [null, [0]],
      ['MariaDB 10.4.32', []],
    ]);
  });

  test('a heading naming two versions says neither run is which: the config below it stays theirs', () => {
    // a review (2026-12-07): "MySQL 5.7 vs 8.0" gave both runs 5.7, and the 8.0 run lost its SHOW VARIABLES
    const vars = [
      "mysql> SHOW VARIABLES LIKE 'version%';",
      '+---------------+------------------------------+',
      '| Variable_name | Value                        |',
      '+---------------+------------------------------+',
      '| version       | 8.0.36                       |',
      '| version_comment | MySQL Community Server - GPL |',
      '+---------------+------------------------------+',
    ].join('\n');
    const doc = parseDocument(['# MySQL 5.7 vs 8.0: sysbench', vars, LOG, LOG.replace('3', '6')].join('\n\n'));
    expect(doc.runs.map((r) => [r.serverVersion, r.configs])).toEqual([
      ['MySQL 5.7', [0]],
      ['MySQL 5.7', [0]],
    ]);
  });

  test('a heading naming the version without its patch level is that version', () => {
    const doc = parseDocument(post.replace('## Run 1: MySQL 5.7.44', '## Run 1: MySQL 5.7'));
    expect(doc.runs[0]?.configs).toEqual([0]);
  });
});
