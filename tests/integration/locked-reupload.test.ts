// A project token re-sending content its team already stored: answered with the stored runs when
// they are in its project, refused (409, nothing changed) when they are elsewhere, even in the trash.
// lib/db/ingest.ts reads the earlier upload and its project in two queries (one when it is new).
import { describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestFiles } from '../../lib/ingest/upload-batch';
import { readFixture } from '../support/fixtures';

const bytesOf = (marker: string) =>
  new TextEncoder().encode(`${readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log')}\n# locked-reupload ${marker}\n`);

describe('a project token re-sending stored content', () => {
  test('stored in its project: the same runs back, nothing new; stored elsewhere: 409 and nothing restored', async () => {
    const mine = await db().project.create({ data: { name: `locked-mine-${Date.now()}` } });
    const other = await db().project.create({ data: { name: `locked-other-${Date.now()}` } });

    const [first] = await ingestFiles([{ name: 'a.log', bytes: bytesOf('a') }], { files: [] }, undefined, { lockedProjectName: mine.name });
    if (!first?.ok) throw new Error(JSON.stringify(first));
    expect(first.created).toBe(true);
    const [again] = await ingestFiles([{ name: 'a.log', bytes: bytesOf('a') }], { files: [] }, undefined, { lockedProjectName: mine.name });
    expect(again).toMatchObject({ ok: true, created: false, uploadId: first.uploadId, runIds: first.runIds });

    // stored in another project, then trashed: a token of `mine` can neither see it nor bring it back
    const [elsewhere] = await ingestFiles([{ name: 'b.log', bytes: bytesOf('b') }], { files: [] }, undefined, {
      lockedProjectName: other.name,
    });
    if (!elsewhere?.ok) throw new Error(JSON.stringify(elsewhere));
    await db().run.updateMany({ where: { id: { in: elsewhere.runIds } }, data: { deletedAt: new Date() } });
    const uploads = await db().upload.count();
    const [refused] = await ingestFiles([{ name: 'b.log', bytes: bytesOf('b') }], { files: [] }, undefined, {
      lockedProjectName: mine.name,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const message = refused && !refused.ok ? refused.error.message : '';
    expect(message).toContain(`outside the project "${mine.name}"`);
    expect(message).not.toContain(other.name);
    expect(await db().upload.count()).toBe(uploads);
    const still = await db().run.findMany({ where: { id: { in: elsewhere.runIds } }, select: { deletedAt: true } });
    expect(still.every((r) => r.deletedAt !== null)).toBe(true);

    // stored with no project: outside every project too
    const [loose] = await ingestFiles([{ name: 'c.log', bytes: bytesOf('c') }], { files: [] });
    if (!loose?.ok) throw new Error(JSON.stringify(loose));
    const [refusedLoose] = await ingestFiles([{ name: 'c.log', bytes: bytesOf('c') }], { files: [] }, undefined, {
      lockedProjectName: mine.name,
    });
    expect(refusedLoose).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });
});
