// sysbench fileio and memory intervals are MiB/s, not rates of transactions: the interval CSV names
// each column for what it holds (their reads and writes are MiB/s, their other operations fsyncs:
// header.intervalUnits; a column called readsPerSec holding MiB/s would be a wrong number in a
// user's spreadsheet), and the chart buckets carry their MiB/s as the throughput to draw.
import { readFileSync } from 'node:fs';
import { beforeAll, expect, test } from 'vitest';

process.env.BENCHBOARD_AUTH = 'off';

import { GET as exportRun } from '../../app/api/runs/[id]/export/route';
import { listIntervalBuckets } from '../../lib/db/intervals';
import { ingestDocument } from '../../lib/ingest/ingest';

const fixture = (name: string) => readFileSync(`tests/fixtures/sysbench-1.0.20-debian/${name}`, 'utf8');
const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const name of ['fileio_rndrw_ri1.log', 'memory_write_ri1.log', 'mysql_debug_ri1.log']) {
    const stored = await ingestDocument({ fileName: name, text: fixture(name) });
    ids[name] = stored.runIds[0] as number;
  }
}, 60_000);

async function csvRows(runId: number | undefined): Promise<Record<string, string>[]> {
  const response = await exportRun(new Request(`http://localhost/api/runs/${runId}/export?format=csv&part=intervals`), params(runId ?? 0));
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...rows] = text
    .slice(0, -2)
    .split('\r\n')
    .map((row) => row.split(','));
  return rows.map((cells) => Object.fromEntries((header ?? []).map((name, i) => [name, cells[i] ?? ''])));
}

test('fileio: MiB/s read and written and fsyncs/s, under those names, from its interval lines', async () => {
  const [first] = await csvRows(ids['fileio_rndrw_ri1.log']);
  // [ 1s ] reads: 714.63 MiB/s writes: 476.42 MiB/s fsyncs: 3044.13/s latency (ms,95%): 0.005
  expect(first).toMatchObject({ t: '1', readMiBPerSec: '714.63', writtenMiBPerSec: '476.42', fsyncsPerSec: '3044.13', latencyMs: '0.005' });
  expect(Object.keys(first ?? {})).not.toContain('readsPerSec');
  expect(Object.keys(first ?? {})).not.toContain('otherPerSec');
});

test('memory: the MiB/s transferred', async () => {
  const [first] = await csvRows(ids['memory_write_ri1.log']);
  const line = fixture('memory_write_ri1.log')
    .split('\n')
    .find((l) => l.startsWith('[ 1s ]'));
  expect(first?.transferredMiBPerSec).toBe(line?.match(/\] ([\d.]+) MiB\/sec/)?.[1]);
  expect(Object.keys(first ?? {})).not.toContain('readsPerSec');
});

test('an OLTP run keeps the published names', async () => {
  const [first] = await csvRows(ids['mysql_debug_ri1.log']);
  expect(Object.keys(first ?? {})).toEqual([
    'idx',
    't',
    'threads',
    'tps',
    'qps',
    'eventsPerSec',
    'readsPerSec',
    'writesPerSec',
    'otherPerSec',
    'latencyMs',
    'latencyPct',
    'errorsPerSec',
    'reconnectsPerSec',
    'line',
    // added since, after `line` (a script reading by position keeps its columns): pgbench's, empty here
    'latencyStddevMs',
    'lagMs',
  ]);
  expect(first).toMatchObject({ latencyStddevMs: '', lagMs: '' });
});

test('chart buckets: MiB/s read + written (fileio), transferred (memory), none for a run with tps', async () => {
  const fileio = ids['fileio_rndrw_ri1.log'] ?? 0;
  const memory = ids['memory_write_ri1.log'] ?? 0;
  const oltp = ids['mysql_debug_ri1.log'] ?? 0;
  const buckets = await listIntervalBuckets([fileio, memory, oltp], 500);
  // [ 1s ] reads: 714.63 MiB/s writes: 476.42 MiB/s …; [ 2s ] reads: 725.77 MiB/s writes: 483.85 MiB/s …
  expect(buckets.get(fileio)?.buckets.map((b) => b.mibPerSec.avg)).toEqual([714.63 + 476.42, 725.77 + 483.85]);
  expect(buckets.get(memory)?.buckets.map((b) => b.mibPerSec.avg)).toEqual([5329.49, 4847.91]);
  const withTps = buckets.get(oltp)?.buckets ?? [];
  expect(withTps.length).toBeGreaterThan(0);
  for (const b of withTps) expect(b.mibPerSec.avg).toBeNull();
});
