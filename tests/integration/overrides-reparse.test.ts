// What a user changes at upload time is what gets stored; a re-parse keeps ids and edits.
import { describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { reparseUpload } from '../../lib/ingest/reparse';
import { ingestFiles } from '../../lib/ingest/upload-batch';
import { readFixture, SEED } from '../support/fixtures';
import { editedFile } from './upload-edits';

describe('upload edits', () => {
  test('per-run title, tags and project override what was derived', async () => {
    const bytes = new TextEncoder().encode(readFixture(SEED.mysqlbench004));
    const [result] = await ingestFiles([{ name: '004.txt', bytes }], {
      files: [
        await editedFile(
          '004.txt',
          bytes,
          { 0: { title: 'MySQL 5.5.20, 100 clients', tags: { version: '5.5.20', clients: '100' } }, 1: { projectName: 'old versions' } },
          'file project',
        ),
      ],
    });
    expect(result).toMatchObject({ ok: true, created: true });
    const runs = await db().run.findMany({
      where: { upload: { fileName: '004.txt' } },
      orderBy: { ordinal: 'asc' },
      include: { tags: true, project: true },
    });
    expect(runs[0]?.title).toBe('MySQL 5.5.20, 100 clients');
    // clients= is a mysqlbench run's concurrency, stored as every run's is (threads), as its page stores it
    expect(Object.fromEntries(runs[0]?.tags.map((t) => [t.key, t.value]) ?? [])).toEqual({ version: '5.5.20', threads: '100' });
    expect(runs[0]?.threads).toBe(100);
    expect(runs[0]?.project?.name).toBe('file project');
    expect(runs[1]?.project?.name).toBe('old versions');
    expect(runs[1]?.title).toBe('5.0.77');
  });

  test('a host the document describes is stored only when some run keeps it', async () => {
    const doc = `${readFixture('prisma/demo/mariadb-10.11/pgbench/tpcb_c1_j1.cmd')}\n${readFixture('prisma/demo/mariadb-10.11/pgbench/tpcb_c1_j1.log')}`;
    const box = await db().host.create({ data: { name: 'the lab box', cpus: 64 } });
    const hostsBefore = await db().host.count();
    const bytes = new TextEncoder().encode(doc);
    const [given] = await ingestFiles([{ name: 'given.log', bytes }], {
      files: [await editedFile('given.log', bytes, { 0: { hostId: box.id } })],
    });
    expect(given).toMatchObject({ ok: true, created: true });
    expect(await db().host.count()).toBe(hostsBefore);
    expect((await db().run.findFirst({ where: { upload: { fileName: 'given.log' } } }))?.hostId).toBe(box.id);

    const [kept] = await ingestFiles([{ name: 'kept.log', bytes: new TextEncoder().encode(`${doc}\n# a second run of it\n`) }], {
      files: [],
    });
    expect(kept).toMatchObject({ ok: true, created: true });
    const host = (await db().run.findFirst({ where: { upload: { fileName: 'kept.log' } }, include: { host: true } }))?.host;
    expect(host).toMatchObject({ name: '2 CPU, 24 GB RAM', os: null });
  });

  test('a file that is not a benchmark comes back as an error for that file only', async () => {
    const results = await ingestFiles(
      [
        { name: 'notes.txt', bytes: new TextEncoder().encode('nothing to see\n') },
        { name: 'ok.log', bytes: new TextEncoder().encode(readFixture('prisma/demo/mariadb-10.11/pgbench/tpcb_c1_j1.log')) },
      ],
      { files: [] },
    );
    expect(results[0]).toMatchObject({ ok: false, error: { code: 'unrecognized', line: 1 } });
    expect(results[1]).toMatchObject({ ok: true, created: true });
  });
});

describe('re-parse', () => {
  test('keeps run ids, titles and tags; replaces figures and child rows', async () => {
    const outcome = await ingestDocument({ fileName: '000.txt', text: readFixture(SEED.blog000) });
    const first = outcome.runIds[0] as number;
    await db().run.update({ where: { id: first }, data: { title: 'renamed by a user', tps: 1, durationS: 1 } });
    await db().operation.deleteMany({ where: { runId: first } });
    const result = await reparseUpload(outcome.uploadId);
    expect(result).toEqual({ updated: 8, added: 0, removed: 0 });
    const run = await db().run.findUniqueOrThrow({ where: { id: first }, include: { _count: { select: { operations: true } } } });
    expect(run.title).toBe('renamed by a user');
    expect(run.durationS).toBe(2588);
    expect(run._count.operations).toBe(86);
  });
});
