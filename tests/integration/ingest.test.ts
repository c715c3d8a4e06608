// Ingest against a real PostgreSQL (a fresh database cloned per test file).
import { describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { readFixture, SEED } from '../support/fixtures';

const countRows = async () => {
  const rows = await db().$queryRaw<{ t: string; n: bigint }[]>`
    SELECT 'upload' t, count(*) n FROM "Upload" UNION ALL SELECT 'run', count(*) FROM "Run" UNION ALL SELECT 'op', count(*) FROM "Operation"
    UNION ALL SELECT 'config', count(*) FROM "Config" UNION ALL SELECT 'tag', count(*) FROM "RunTag" UNION ALL SELECT 'interval', count(*) FROM "IntervalPoint"
    UNION ALL SELECT 'project', count(*) FROM "Project" UNION ALL SELECT 'host', count(*) FROM "Host" UNION ALL SELECT 'build', count(*) FROM "ServerBuild"`;
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
};

describe('ingest', () => {
  test('a failure injected mid-ingest leaves no row behind', async () => {
    const before = await countRows();
    await expect(
      ingestDocument(
        { fileName: '000.txt', text: readFixture(SEED.blog000), projectName: 'doomed' },
        {
          afterRuns: () => {
            throw new Error('injected failure');
          },
        },
      ),
    ).rejects.toThrow('injected failure');
    expect(await countRows()).toEqual(before);
  });

  test('seed 003: the matrix keeps the machine, both source revisions and the build script of the document', async () => {
    const result = await ingestDocument({ fileName: '003.txt', text: readFixture(SEED.matrix003) });
    expect(result.matrixIds).toHaveLength(1);
    const matrix = await db().matrix.findUniqueOrThrow({ where: { id: result.matrixIds[0] }, include: { host: true } });
    expect(matrix.host?.os).toBe('openSUSE 11.1');
    expect(matrix.host?.memoryBytes).toBe(8n * 1024n ** 3n);
    expect(matrix.context).toMatchObject({
      buildCommands: [{ text: 'BUILD/compile-amd64-max', line: 27 }],
      revisions: [
        { product: 'MariaDB', revno: '2821', branch: 'maria-5.1' },
        { product: 'MySQL', revno: '2929', branch: 'mysql-trunk' },
      ],
    });
  });

  test('seed 000: 8 runs, 344 operation rows (4 × 86: TOTALS is no operation), one config linked to all eight', async () => {
    const result = await ingestDocument({
      fileName: '000_a2761f948727d273.txt',
      text: readFixture(SEED.blog000),
      projectName: '5.1 vs 5.5 on the 2-CPU box',
    });
    expect(result.created).toBe(true);
    expect(result.runIds).toHaveLength(8);
    const runs = await db().run.findMany({
      where: { id: { in: result.runIds } },
      orderBy: { ordinal: 'asc' },
      include: { tags: true, _count: { select: { operations: true } } },
    });
    expect(runs.reduce((n, r) => n + r._count.operations, 0)).toBe(344);
    expect(new Set(runs.map((r) => r.configId)).size).toBe(1);
    expect(runs[0]?.configId).not.toBeNull();
    expect(runs.filter((r) => r.tool === 'sql-bench').map((r) => r.durationS)).toEqual([2588, 2531, 2234, 3124]);
    expect(runs.filter((r) => r.tool === 'sysbench').map((r) => r.tps)).toEqual([429.61, 442.48, 535.97, 384.75]);
    const tags = (i: number) => Object.fromEntries((runs[i]?.tags ?? []).map((t) => [t.key, t.value]));
    expect(tags(0)).toMatchObject({ tool: 'sql-bench', version: '5.1.45', product: 'mysql', engine: 'innodb' });
    expect(tags(3)).toMatchObject({ tool: 'sysbench', threads: '200', engine: 'innodb-plugin', version: '5.1.45' });
    expect(tags(5)).toMatchObject({ allocator: 'tcmalloc' });
    expect(tags(7)).toMatchObject({ version: '5.5.22', allocator: 'tcmalloc' });
    const hostIds = new Set(runs.map((r) => r.hostId));
    expect(hostIds.size).toBe(1);
    const host = await db().host.findUniqueOrThrow({ where: { id: runs[0]?.hostId ?? 0 } });
    expect(host.description).toBe('2 CPU, 4 GB RAM, 1 disk');
  });

  test('the same content uploaded again creates nothing new', async () => {
    const before = await countRows();
    const again = await ingestDocument({ fileName: 'renamed.txt', text: readFixture(SEED.blog000) });
    expect(again.created).toBe(false);
    expect(again.runIds).toHaveLength(8);
    expect(await countRows()).toEqual(before);
  });

  test('seed 002: query cache tags from the configs; no password stored', async () => {
    const result = await ingestDocument({ fileName: '002.txt', text: readFixture(SEED.qc002) });
    const runs = await db().run.findMany({
      where: { id: { in: result.runIds } },
      orderBy: { ordinal: 'asc' },
      include: { tags: true, upload: true },
    });
    expect(runs.map((r) => r.tags.find((t) => t.key === 'query_cache')?.value)).toEqual(['off', 'on']);
    expect(runs[0]?.upload.text).not.toContain('--mysql-password=admin');
    expect(runs[0]?.command).toContain('--mysql-password=***');
  });

  test('a document with nothing to read is refused with its line, and stores nothing', async () => {
    const before = await countRows();
    await expect(ingestDocument({ fileName: 'notes.txt', text: 'Meeting notes\nnothing here\n' })).rejects.toMatchObject({
      code: 'unrecognized',
      message: expect.stringContaining('line 1'),
    });
    await expect(ingestDocument({ fileName: 'random.bin', bytes: new Uint8Array([0, 1, 2, 255, 254, 0, 7]) })).rejects.toMatchObject({
      code: 'unrecognized',
    });
    expect(await countRows()).toEqual(before);
  });

  test('interval points go in with their source lines', async () => {
    const text = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log');
    const result = await ingestDocument({ fileName: 'ri1.log', text });
    const points = await db().intervalPoint.findMany({ where: { runId: result.runIds[0] }, orderBy: { idx: 'asc' } });
    expect(points).toHaveLength(15);
    expect(points[10]).toMatchObject({ t: 11, tps: 54.95, latencyMs: 559.5, line: 23 });
    expect(text.split('\n')[22]).toContain('tps: 54.95');
  });
});
