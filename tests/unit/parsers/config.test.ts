import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { parseFixture, readFixture, SEED } from '../../support/fixtures';

describe('my.cnf', () => {
  const cnf = parseFixture('tests/fixtures/synthetic/my.cnf-features.cnf').configs[0];

  test('sections, = with and without spaces, bare flags, loose- prefix, quotes, inline comments', () => {
    expect(cnf?.kind).toBe('my.cnf');
    expect(cnf?.entries).toMatchObject({
      innodb_buffer_pool_size: '1G',
      innodb_log_file_size: '512M',
      innodb_numa_interleave: '1',
      query_cache_type: 'OFF',
      skip_name_resolve: '',
      datadir: '/var/lib/mysql data',
      max_allowed_packet: '64M',
      malloc_lib: '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
      'mysqld_safe.malloc_lib': '/usr/lib/libtcmalloc_minimal.so.4',
      'client.port': '3306',
      '!include': '/etc/mysql/common.cnf',
      '!includedir': '/etc/mysql/conf.d/',
    });
    expect(cnf?.items.find((i) => i.key === 'innodb_log_file_size')?.bytes).toBe(512 * 1024 ** 2);
  });

  test('passwords are gone from entries and text', () => {
    expect(cnf?.entries['client.password']).toBe('***');
    expect(cnf?.text).not.toContain('client pass');
  });
});

describe('SHOW VARIABLES', () => {
  test('the client boxed table', () => {
    const result = parseFixture('tests/fixtures/synthetic/show-variables-boxed.txt');
    expect(result.configs[0]?.kind).toBe('variables');
    expect(result.configs[0]?.entries).toEqual({
      innodb_buffer_pool_size: '1073741824',
      query_cache_size: '67108864',
      query_cache_type: 'ON',
      version: '5.7.44-log',
      version_malloc_library: 'jemalloc 5.2.1',
      wsrep_sst_auth: '***',
    });
    expect(JSON.stringify(result)).not.toContain('Sup3rSecret');
  });

  test('tab-separated, with and without header; our summary.tsv with SELECT VERSION()', () => {
    const withHeader = parseDocument('Variable_name\tValue\ninnodb_buffer_pool_size\t134217728\nmax_connections\t151\n');
    expect(withHeader.configs[0]?.entries).toEqual({ innodb_buffer_pool_size: '134217728', max_connections: '151' });
    const bare = parseDocument('innodb_buffer_pool_size\t134217728\nmax_connections\t151\n');
    expect(bare.configs[0]?.entries).toEqual({ innodb_buffer_pool_size: '134217728', max_connections: '151' });
    const summary = parseFixture('prisma/demo/mariadb-10.11/config/mariadb-10.11_alloc-tcmalloc/summary.tsv');
    expect(summary.configs[0]?.entries).toMatchObject({
      version: '10.11.19-MariaDB-0+deb12u1',
      version_malloc_library: 'tcmalloc gperftools 2.10',
      query_cache_type: 'OFF',
    });
  });

  test('the server start command: options and LD_PRELOAD', () => {
    const result = parseFixture('prisma/demo/mariadb-10.11/config/mariadb-10.11_alloc-tcmalloc/server_start.cmd');
    expect(result.configs[0]?.entries).toEqual({
      ld_preload: '/usr/lib/x86_64-linux-gnu/libtcmalloc_minimal.so.4',
      defaults_file: '/srv/bench/cnf/my-base.cnf',
    });
  });
});

describe('hardware', () => {
  test('lscpu + meminfo + lsblk + uname + os-release of our box', () => {
    const text = ['lscpu.txt', 'proc_meminfo_head.txt', 'lsblk.txt', 'uname-a.txt', 'os-release.txt']
      .map((f) => parseFixture(`prisma/demo/mariadb-10.11/config/hardware/${f}`))
      .map((r) => r.hosts[0]);
    expect(text[0]).toMatchObject({
      cpus: 2,
      cpuModel: 'AMD EPYC',
      sockets: 1,
      coresPerSocket: 2,
      threadsPerCore: 1,
      virtualization: 'KVM',
    });
    expect(text[1]?.memoryBytes).toBe(24683656 * 1024);
    // a virtio disk's ROTA is 1 whatever it is stored on: unknown, not a spinning disk
    expect(text[2]?.disks).toEqual([{ name: 'vda', sizeBytes: 256 * 1024 ** 3, rotational: null, model: null }]);
    expect(text[4]?.os).toBe('Debian GNU/Linux 12 (bookworm)');
  });

  test("a post's hardware line: a desktop CPU's model, an OS version without the sentence's full stop", () => {
    // a DBA's pass (2026-12-07): "Ubuntu 22.04." stored, and "Core i7-2600" / "i5-8259U" lost
    const nuc = parseDocument('Hardware: Intel NUC, 4 CPU cores (i5-8259U), 16 GB RAM, one NVMe SSD, Ubuntu 22.04.\n').hosts[0];
    expect([nuc?.cpuModel, nuc?.cpus, nuc?.os]).toEqual(['i5-8259U', 4, 'Ubuntu 22.04']);
    const box = parseDocument('Same box (Core i7-2600, 4 cores, 16 GB RAM, 1 SSD), CentOS 7.9.\n').hosts[0];
    expect([box?.cpuModel, box?.os]).toEqual(['Core i7-2600', 'CentOS 7.9']);
    expect(parseDocument('AMD Ryzen 9 7950X, 64 GB RAM\n').hosts[0]?.cpuModel).toBe('Ryzen 9 7950X');
  });

  test('lsblk: ROTA says what a real disk is, and nothing of a virtual one', () => {
    const disks = parseDocument(
      'NAME  ROTA SIZE MODEL\nsda      1 1.8T ST2000DM008\nnvme0n1  0 931.5G Samsung SSD 980\nxvdb     1 100G\nvdc      0 50G\n',
    ).hosts[0]?.disks;
    expect(disks?.map((d) => [d.name, d.rotational])).toEqual([
      ['sda', true],
      ['nvme0n1', false],
      ['xvdb', null],
      ['vdc', null],
    ]);
  });

  test('os-release and other shell variables are not a server config; LD_PRELOAD and MALLOC_CONF are', () => {
    const osRelease = parseFixture('prisma/demo/mariadb-10.11/config/hardware/os-release.txt');
    expect(osRelease.configs).toEqual([]);
    expect(osRelease.hosts[0]?.os).toBe('Debian GNU/Linux 12 (bookworm)');
    const env = parseDocument('LD_PRELOAD=/usr/lib/x86_64-linux-gnu/libtcmalloc_minimal.so.4\nMALLOC_CONF=background_thread:true\n');
    expect(env.configs[0]?.entries).toEqual({
      ld_preload: '/usr/lib/x86_64-linux-gnu/libtcmalloc_minimal.so.4',
      malloc_conf: 'background_thread:true',
    });
  });

  test('a pgbench -i log with its .cmd header is refused with its reason, not stored as a host', () => {
    const dir = 'prisma/demo/mariadb-10.11/pgbench';
    const doc = parseDocument(`${readFixture(`${dir}/init_s5.cmd`)}\n${readFixture(`${dir}/init_s5.log`)}`);
    expect(doc.hosts).toEqual([]);
    expect(doc.error?.message).toMatch(/^pgbench initialization log/);
  });

  test('sockets and cores in prose, in English, Russian and Chinese', () => {
    const host = (text: string) => parseDocument(text).hosts[0];
    expect(host(readFixture(SEED.matrix003))).toMatchObject({ sockets: 2, coresPerSocket: 4, cpus: 8, os: 'openSUSE 11.1' });
    expect(host('a dual-socket quad-core Xeon E5-2630 box with 64GB RAM')).toMatchObject({ sockets: 2, coresPerSocket: 4, cpus: 8 });
    expect(host('双路四核 16G内存')).toMatchObject({ sockets: 2, coresPerSocket: 4, memoryBytes: 16 * 1024 ** 3 });
  });

  test('a package version is not the operating system', () => {
    const cmd = parseDocument('pgbench (15.18 (Debian 15.18-0+deb12u1))\n# host: 2 vCPU, 24105 MiB RAM\n');
    expect(cmd.hosts[0]).toMatchObject({ cpus: 2, os: null, description: '2 CPU, 24 GB RAM' });
    expect(parseDocument('2 vCPU, 8 GB RAM, Debian 12').hosts[0]?.os).toBe('Debian 12');
  });
});
