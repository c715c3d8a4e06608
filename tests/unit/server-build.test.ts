// What a run says about its server: product and version, engine, allocator, the de-duplication
// key and the description the upload form and the run page show.
import { describe, expect, test } from 'vitest';
import {
  allocatorFromConfig,
  allocatorIn,
  describeServerBuild,
  parseEngine,
  parseServerVersion,
  type ServerBuildFacts,
  serverBuildKey,
} from '../../lib/server-build';

describe('parseServerVersion', () => {
  test.each<[string | null, string | null, string | null]>([
    ['MySQL 5.1.45', 'MySQL', '5.1.45'],
    ['10.11.19-MariaDB-0+deb12u1', 'MariaDB', '10.11.19'],
    // a pre-release is another build than the release of the same numbers
    ['MySQL 5.3.3 MariaDB rc', 'MariaDB', '5.3.3-rc'],
    ['5.1.30-rc-log', null, '5.1.30-rc'],
    ['MySQL 5.5.8-rc2', 'MySQL', '5.5.8-rc2'],
    ['5.6.2-m5-log', null, '5.6.2-m5'],
    ['MariaDB 5.1.38 beta', 'MariaDB', '5.1.38-beta'],
    ['6.0.4-ALPHA', null, '6.0.4-alpha'],
    ['10.2.1-MariaDB', 'MariaDB', '10.2.1'],
    ['5.1.73-rel14.12-log', null, '5.1.73'],
    ['5.3.2-MariaDB-beta', 'MariaDB', '5.3.2-beta'],
    ['5.1.38-MariaDB-rc-log', 'MariaDB', '5.1.38-rc'],
    ['8.0.0-dmr', null, '8.0.0-dmr'],
    // a stage word further on is not the version's
    ['MySQL 5.1.45 on host beta', 'MySQL', '5.1.45'],
    ['MySQL 5.1.45 (mariadb rc builds)', 'MariaDB', '5.1.45'],
    ['5.7.44-log', null, '5.7.44'],
    ['Percona Server 8.0.36-28', 'Percona Server', '8.0.36'],
    ['PostgreSQL 15.4 on x86_64', 'PostgreSQL', '15.4'],
    ['mysql 8.0', 'MySQL', '8.0'],
    // PostgreSQL's pre-releases carry the major alone, as pgbench prints them
    ['17beta1', null, '17beta1'],
    ['PostgreSQL 16RC1', 'PostgreSQL', '16rc1'],
    ['18devel', null, '18devel'],
    ['PostgreSQL 10', 'PostgreSQL', '10'],
    ['MySQL on host 2', 'MySQL', null],
    ['db2beta', null, null],
    ['17beta1 (Ubuntu 17~beta1-1.pgdg22.04+1)', null, '17beta1'],
    // a milestone carries its number: a bare -m is no stage
    ['MySQL 5.5.8-m', 'MySQL', '5.5.8'],
    ['no version here', null, null],
    [null, null, null],
  ])('%s → %s %s', (text, product, version) => {
    expect(parseServerVersion(text)).toEqual({ product, version });
  });
});

describe('parseEngine', () => {
  test.each<[string | null, string | null, string | null]>([
    ['innodb_plugin 1.0.6', 'InnoDB plugin', '1.0.6'],
    ['InnoDB 1.1', 'InnoDB', '1.1'],
    ['MySQL 5.1 with XtraDB', 'XtraDB', null],
    ['table engine myisam', 'MyISAM', null],
    ['Aria v1.5', 'Aria', '1.5'],
    ['MyRocks', 'MyRocks', null],
    ['innodbx', null, null],
    [null, null, null],
  ])('%s → %s %s', (text, engine, engineVersion) => {
    expect(parseEngine(text)).toEqual({ engine, engineVersion });
  });
});

describe('allocators', () => {
  test.each<[string | null, string | null]>([
    ['MySQL 5.5 + tcmalloc', 'tcmalloc'],
    ['/usr/lib/libjemalloc.so.2', 'jemalloc'],
    ['glibc malloc', 'glibc'],
    ['ptmalloc2', null],
    ['system ptmalloc', 'glibc'],
    ['plain', null],
    [null, null],
  ])('allocatorIn(%s) → %s', (text, allocator) => {
    expect(allocatorIn(text)).toBe(allocator);
  });

  test.each<[Record<string, string>, string | null]>([
    [{ version_malloc_library: 'system' }, 'glibc'],
    [{ version_malloc_library: 'jemalloc 5.3.0' }, 'jemalloc'],
    // the server's own report wins over a preload it may not have used
    [{ version_malloc_library: 'system', ld_preload: '/usr/lib/libtcmalloc.so' }, 'glibc'],
    [{ ld_preload: '/usr/lib/libtcmalloc_minimal.so.4' }, 'tcmalloc'],
    [{ malloc_lib: '/usr/lib/libjemalloc.so' }, 'jemalloc'],
    [{ 'mysqld_safe.malloc_lib': 'tcmalloc' }, 'tcmalloc'],
    [{ innodb_buffer_pool_size: '1G' }, null],
  ])('allocatorFromConfig(%j) → %s', (entries, allocator) => {
    expect(allocatorFromConfig(entries)).toBe(allocator);
  });
});

const facts = (patch: Partial<ServerBuildFacts> = {}): ServerBuildFacts => ({
  product: 'MySQL',
  version: '5.5.22',
  engine: 'InnoDB',
  engineVersion: '1.1',
  allocator: 'tcmalloc',
  revision: null,
  buildFlags: null,
  ...patch,
});

describe('server build key and description', () => {
  test.each<[string, ServerBuildFacts, string, string]>([
    ['everything known', facts(), 'MySQL|5.5.22|InnoDB|1.1|tcmalloc|', 'MySQL 5.5.22 InnoDB 1.1 + tcmalloc'],
    ['a revision', facts({ revision: '2929', allocator: null }), 'MySQL|5.5.22|InnoDB|1.1||2929', 'MySQL 5.5.22 InnoDB 1.1 rev 2929'],
    [
      'build flags join the key only when known (older builds keep theirs)',
      facts({ buildFlags: 'BUILD/compile-amd64-max' }),
      'MySQL|5.5.22|InnoDB|1.1|tcmalloc||BUILD/compile-amd64-max',
      'MySQL 5.5.22 InnoDB 1.1 + tcmalloc',
    ],
    ['only a version', facts({ product: null, engine: null, engineVersion: null, allocator: null }), '|5.5.22||||', '5.5.22'],
    ['an engine without its version', facts({ engineVersion: null, allocator: null }), 'MySQL|5.5.22|InnoDB|||', 'MySQL 5.5.22 InnoDB'],
  ])('%s', (_what, build, key, description) => {
    expect(serverBuildKey(build)).toBe(key);
    expect(describeServerBuild(build)).toBe(description);
  });

  test('builds that differ in any fact have different keys', () => {
    const variants = [
      facts(),
      facts({ allocator: 'jemalloc' }),
      facts({ version: '5.5.23' }),
      facts({ revision: '1' }),
      facts({ buildFlags: 'x' }),
    ];
    expect(new Set(variants.map(serverBuildKey)).size).toBe(variants.length);
  });
});
