// The regexes made linear still read what they read before: one case per rewrite, on the kind of
// text each one meets (golden files cover whole documents).
import { describe, expect, test } from 'vitest';
import { findConfigs } from '../../../lib/parsers/config';
import { findHost } from '../../../lib/parsers/hardware';
import { toNumber } from '../../../lib/parsers/numbers';
import { findBuildCommands, findRevisions, findServerVersion } from '../../../lib/parsers/prose-facts';
import { cleanTitle } from '../../../lib/parsers/titles';
import { parseServerVersion } from '../../../lib/server-build';
import { queryCacheIn } from '../../../lib/tags';

const lines = (...texts: string[]) => texts.map((text, i) => ({ line: i + 1, text }));

describe('numbers, titles, versions, tags', () => {
  test.each([
    ['12', 12],
    ['12.', 12],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['-1.5e3', -1500],
    ['1.2.3', null],
    ['12a', null],
  ])('toNumber(%s)', (text, expected) => {
    expect(toNumber(text)).toBe(expected);
  });

  test.each([
    ['Results:', 'Results'],
    ['Results :  ', 'Results'],
    ['**MySQL 5.5 + tcmalloc**', 'MySQL 5.5 + tcmalloc'],
    ['MySQL 5.5 + tcmalloc ：', 'MySQL 5.5 + tcmalloc'],
    ['a::', 'a:'],
    ['2. 测试：', '测试'],
  ])('cleanTitle(%s)', (text, expected) => {
    expect(cleanTitle(text)).toBe(expected);
  });

  test.each([
    ['10.11.19-MariaDB-0+deb12u1', '10.11.19'],
    ['MySQL 5.1.45', '5.1.45'],
    ['5.7.44-log', '5.7.44'],
    ['build 2024, 8.0', '8.0'],
  ])('parseServerVersion(%s)', (text, version) => {
    expect(parseServerVersion(text).version).toBe(version);
  });

  test.each([
    ['query_cache = off', 'off'],
    ['QC: on', 'on'],
    ['query cache  =  64M', 'on'],
    ['关闭QC', 'off'],
    ['qc\t\tdisabled', 'off'],
    ['no cache here', null],
  ])('queryCacheIn(%s)', (text, expected) => {
    expect(queryCacheIn(text)).toBe(expected);
  });
});

describe('configs, hosts, prose', () => {
  test('SHOW VARIABLES headers, boxed rows trimmed, mysqld --version', () => {
    const configs = findConfigs(
      lines(
        '| Variable_name  |  Value   |',
        '| innodb_buffer_pool_size |   134217728   |',
        '| version | 8.0.36 |',
        '',
        '/usr/sbin/mariadbd  Ver 10.11.19-MariaDB for debian-linux-gnu on x86_64',
      ),
      [],
    );
    const entries = Object.assign({}, ...configs.map((c) => c.entries));
    expect(entries).toMatchObject({
      innodb_buffer_pool_size: '134217728',
      version: '8.0.36',
      version_compile_os: 'debian-linux-gnu on x86_64',
    });
  });

  test('my.cnf inline comments', () => {
    const [config] = findConfigs(lines('[mysqld]', 'max_connections = 500   # was 151', 'sql_mode = "A;B" ; quoted'), []);
    expect(config?.entries).toEqual({ max_connections: '500', sql_mode: 'A;B' });
  });

  test('lscpu, uname, lsblk', () => {
    const host = findHost(
      lines(
        'Model name:          Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz',
        'Hypervisor vendor:   KVM',
        'Linux db01 5.15.0-91-generic #101-Ubuntu SMP x86_64 GNU/Linux',
        'NAME   ROTA   SIZE MODEL',
        'sda       1   1.8T ST2000DM008-2FR102',
        'nvme0n1   0 476.9G Samsung SSD 970',
      ),
    );
    expect(host).toMatchObject({
      cpuModel: 'Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz',
      virtualization: 'KVM',
      kernel: '5.15.0-91-generic',
    });
    expect(host?.disks.map((d) => [d.name, d.rotational, d.model])).toEqual([
      ['sda', true, 'ST2000DM008-2FR102'],
      ['nvme0n1', false, 'Samsung SSD 970'],
    ]);
  });

  test('facts in prose: memory, OS', () => {
    const host = findHost(lines('测试机: 8核 16GB内存', 'Red Hat Enterprise Linux Server release 6.2 (Santiago), Debian 12'));
    expect(host).toMatchObject({ memoryBytes: 16 * 1024 ** 3, os: 'Red Hat Enterprise Linux Server release 6.2' });
    expect(findHost(lines('4 cores, 8 GB RAM', 'Debian 12.5-1 backports'))?.os ?? null).toBeNull();
  });

  test('bzr revisions, version hints, build commands', () => {
    const [rev] = findRevisions(
      lines('MariaDB 5.3', 'revno: 3429', 'committer:   Sergei Golubchik', 'branch nick: 5.3', 'timestamp: Fri 2012'),
    );
    expect(rev).toMatchObject({ product: 'MariaDB', revno: '3429', committer: 'Sergei Golubchik', branch: '5.3', timestamp: 'Fri 2012' });
    expect(findServerVersion(lines('MySQL版本：mysql 5.6.24'))?.version).toBe('MySQL 5.6.24');
    expect(findServerVersion(lines('mysql version: v8.0.36'))?.version).toBe('MySQL 8.0.36');
    expect(findServerVersion(lines('MySQL 5.1 / 5.5 compared'))).toBeNull();
    // a pre-release stays with its numbers; a suffix that is no stage does not
    expect(findServerVersion(lines('Server: MySQL 5.5.8-RC2 on a 2-CPU box'))?.version).toBe('MySQL 5.5.8-rc2');
    expect(findServerVersion(lines('MariaDB 10.11.6-log'))?.version).toBe('MariaDB 10.11.6');
    expect(
      findBuildCommands(lines('$ BUILD/compile-amd64-max', 'cmake . -DCMAKE_BUILD_TYPE=Release -DWITH_JEMALLOC=1')).map((b) => b.text),
    ).toEqual(['BUILD/compile-amd64-max', 'cmake . -DCMAKE_BUILD_TYPE=Release -DWITH_JEMALLOC=1']);
  });
});
