// A host typed in prose is described with what the text says, and nothing more: "NVMe" names the
// disks, not how many (an expert review, 2026-12-05: "16 vCPU, 64 GB RAM, NVMe" became "…, 1 disk").
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
