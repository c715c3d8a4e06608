// Deleted means deleted: a trashed run leaves every list and comes back whole when restored; a
// purged one never comes back, whether by re-parse or re-upload.

import { describe, expect, test } from 'vitest';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { deleteRun, listRuns } from '../../lib/db/runs';
import { getRunTitles } from '../../lib/db/shares';
import {
  listTrash,
  listTrashedUploads,
  purgeExpiredTrash,
  purgeTrashedRun,
  purgeUpload,
  restoreRun,
  restoreUpload,
  trashUpload,
} from '../../lib/db/trash';
import { listUploads } from '../../lib/db/uploads';
import { ingestDocument } from '../../lib/ingest/ingest';
import { reparseUpload } from '../../lib/ingest/reparse';
import { parseRunFilter } from '../../lib/schemas/run-filter';
import { shareComparison } from '../../lib/shares';
import { readFixture, SEED } from '../support/fixtures';

const mysqlbench = () => readFixture(SEED.mysqlbench004);

async function liveRunIds(uploadId: number): Promise<number[]> {
  const runs = await db().run.findMany({ where: { uploadId, deletedAt: null }, orderBy: { ordinal: 'asc' }, select: { id: true } });
  return runs.map((r) => r.id);
}

describe('trash', () => {
  test('a deleted run leaves the lists, keeps its figures, and comes back with its id and share links', async () => {
    const { runIds, uploadId } = await ingestDocument({ fileName: 'trash-a.txt', text: `${mysqlbench()}\ntrash a\n` });
    const [first, second] = runIds as [number, number];
    const slug = await shareComparison(
      { kind: 'open' },
      { runs: [first, second], band: 3, warmup: 0, stat: 'mann-whitney', basis: 'summary' },
      new Headers(),
    );
    const before = await db().run.findUniqueOrThrow({ where: { id: first }, select: { tps: true } });

    expect(await deleteRun(first)).toBe(true);
    expect(await deleteRun(first)).toBe(false); // already in the trash
    const listed = await listRuns(ALL, parseRunFilter({ size: '200' }));
    expect(listed.rows.map((r) => r.id)).not.toContain(first);
    expect((await getRunTitles(ALL, [first, second])).map((r) => r.id)).toEqual([second]);
    expect((await listTrash(ALL)).map((r) => r.id)).toContain(first);

    expect(await restoreRun(first)).toBe(true);
    const after = await db().run.findUniqueOrThrow({ where: { id: first }, select: { tps: true, deletedAt: true } });
    expect(after).toEqual({ tps: before.tps, deletedAt: null });
    expect((await getRunTitles(ALL, [first, second])).map((r) => r.id).sort()).toEqual([first, second].sort());
    expect(await db().share.findUnique({ where: { slug } })).not.toBeNull();
    expect(await liveRunIds(uploadId)).toEqual(runIds);
  });

  test('re-parse keeps a trashed run in the trash under its id; re-uploading the file brings it back', async () => {
    const text = `${mysqlbench()}\ntrash b\n`;
    const { runIds, uploadId } = await ingestDocument({ fileName: 'trash-b.txt', text });
    const [first] = runIds as [number];
    await deleteRun(first);
    const reparsed = await reparseUpload(uploadId);
    expect(reparsed.added).toBe(0);
    expect(await db().run.count({ where: { uploadId } })).toBe(runIds.length);
    expect(await liveRunIds(uploadId)).toEqual(runIds.slice(1));

    const again = await ingestDocument({ fileName: 'trash-b.txt', text });
    expect(again).toMatchObject({ created: false, restored: 1, runIds });
    expect(await liveRunIds(uploadId)).toEqual(runIds);
  });

  test('a purged run stays gone through re-parse and re-upload; purging the last one frees the content', async () => {
    const text = `${mysqlbench()}\ntrash c\n`;
    const { runIds, uploadId } = await ingestDocument({ fileName: 'trash-c.txt', text });
    const [first, ...rest] = runIds as [number, ...number[]];
    await deleteRun(first);
    expect(await purgeTrashedRun(first)).toBe(true);
    expect(await purgeTrashedRun(rest[0] as number)).toBe(false); // not in the trash: never purged
    await reparseUpload(uploadId);
    expect(await liveRunIds(uploadId)).toEqual(rest);
    const again = await ingestDocument({ fileName: 'trash-c.txt', text });
    expect(again).toMatchObject({ created: false, restored: 0, runIds: rest });

    for (const id of rest) await deleteRun(id);
    for (const id of rest) await purgeTrashedRun(id);
    expect(await db().upload.findUnique({ where: { id: uploadId } })).toBeNull();
    const fresh = await ingestDocument({ fileName: 'trash-c.txt', text });
    expect(fresh.created).toBe(true);
    expect(fresh.runIds).toHaveLength(runIds.length);
  });

  test('the trash empties itself after 30 days', async () => {
    const { runIds } = await ingestDocument({ fileName: 'trash-d.txt', text: `${mysqlbench()}\ntrash d\n` });
    const [first, second] = runIds as [number, number];
    await db().run.update({ where: { id: first }, data: { deletedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) } });
    await deleteRun(second);
    expect(await purgeExpiredTrash()).toBe(1);
    expect(await db().run.findUnique({ where: { id: first } })).toBeNull();
    expect(await db().run.findUnique({ where: { id: second } })).not.toBeNull();
  });

  test('purging an upload removes its text, runs and configs for good', async () => {
    const config = readFixture('tests/fixtures/synthetic/my.cnf-features.cnf');
    const { uploadId, runIds, configIds } = await ingestDocument({ fileName: 'purge-me.txt', text: `${config}\n\n${mysqlbench()}` });
    expect(configIds.length).toBeGreaterThan(0);
    expect(await purgeUpload(uploadId)).toBe(true);
    expect(await db().upload.findUnique({ where: { id: uploadId } })).toBeNull();
    expect(await db().run.count({ where: { id: { in: runIds } } })).toBe(0);
    expect(await db().config.count({ where: { id: { in: configIds } } })).toBe(0);
    expect(await purgeUpload(uploadId)).toBe(false);
  });

  test('an upload goes to the trash with its runs and comes back with those it took, not one deleted before', async () => {
    const text = `${mysqlbench()}\ntrash e\n`;
    const { runIds, uploadId } = await ingestDocument({ fileName: 'trash-e.txt', text });
    const [first, ...rest] = runIds as [number, ...number[]];
    await deleteRun(first); // deleted on its own, before the upload
    expect(await trashUpload(uploadId)).toBe(true);
    expect(await trashUpload(uploadId)).toBe(false);
    expect((await listUploads(ALL, { page: 1 })).rows.map((u) => u.id)).not.toContain(uploadId);
    expect((await listTrashedUploads(ALL)).map((u) => u.id)).toContain(uploadId);
    expect(await liveRunIds(uploadId)).toEqual([]);
    expect(await restoreUpload(uploadId)).toBe(true);
    expect(await liveRunIds(uploadId)).toEqual(rest);
    expect((await listTrash(ALL)).map((r) => r.id)).toContain(first);
    // and a re-upload of a trashed upload brings it back whole
    await trashUpload(uploadId);
    const again = await ingestDocument({ fileName: 'trash-e.txt', text });
    expect(again.uploadId).toBe(uploadId);
    expect((await listUploads(ALL, { page: 1 })).rows.map((u) => u.id)).toContain(uploadId);
    expect(await liveRunIds(uploadId)).toEqual(runIds);
  });
});
