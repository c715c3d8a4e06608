// What a pasted post says of its box and its config, and nothing more (an expert review,
// 2026-12-05): "NVMe" names the disks, not how many ("16 vCPU, 64 GB RAM, NVMe" became "…, 1 disk"),
// and a block of PostgreSQL settings is a postgresql.conf (it was labelled my.cnf).
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { UNCOUNTED_DISKS } from '../../../lib/parsers/hardware';

const hostOf = (prose: string) => parseDocument(`${prose}\n\nnot a log\n`, { fileName: 'post.txt' }).hosts[0];

describe('hosts in prose', () => {
  test('a disk kind alone: described by its kind, not counted; NVMe and SSD do not spin', () => {
    const host = hostOf('Server: 16 vCPU, 64 GB RAM, NVMe.');
    expect(host?.description).toBe('16 CPU, 64 GB RAM, NVMe');
    expect(host?.disks).toEqual([{ name: UNCOUNTED_DISKS, sizeBytes: null, rotational: false, model: 'NVMe' }]);
    expect(hostOf('Box: 8 CPU, 32 GB RAM, SSD')?.disks[0]?.rotational).toBe(false);
    expect(hostOf('Box: 8 CPU, 32 GB RAM, HDD')?.description).toBe('8 CPU, 32 GB RAM, HDD');
  });

  test('"one disk" counts it, and keeps its kind when the text names one', () => {
    expect(hostOf('Box: 2 CPU, 4 GB RAM, one disk')?.description).toBe('2 CPU, 4 GB RAM, 1 disk');
    const host = hostOf('Box: 2 CPU, 4 GB RAM, single disk (SSD)');
    expect(host?.description).toBe('2 CPU, 4 GB RAM, 1 disk');
    expect(host?.disks).toEqual([{ name: 'disk', sizeBytes: null, rotational: false, model: 'SSD' }]);
  });
});

describe('option files by their settings', () => {
  const kindOf = (block: string) => parseDocument(`Config:\n\n${block}\n\nnot a log\n`, { fileName: 'post.txt' }).configs[0]?.kind;

  test('a key = value block of PostgreSQL settings is a postgresql.conf, not a my.cnf (an expert review)', () => {
    expect(kindOf('shared_buffers = 16GB\neffective_cache_size = 48GB\nmax_connections = 500\nsynchronous_commit = off')).toBe(
      'postgresql.conf',
    );
  });

  test('MySQL settings, or a [section], stay a my.cnf; one PostgreSQL name among MySQL ones does not decide', () => {
    expect(kindOf('innodb_buffer_pool_size = 1G\nmax_connections = 500\nquery_cache_size = 0')).toBe('my.cnf');
    expect(kindOf('[mysqld]\nshared_buffers = 1\nwork_mem = 2')).toBe('my.cnf');
    expect(kindOf('innodb_buffer_pool_size = 1G\nkey_buffer_size = 16M\nwork_mem = 4MB')).toBe('my.cnf');
  });
});
