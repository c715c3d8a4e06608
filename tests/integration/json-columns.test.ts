// JSON columns come out of the lib/db read functions parsed: a row written by hand (raw SQL) whose
// JSON does not match loses the bad entries with a warning naming it, or, for a share's state,
// is refused with an error naming the share (policy: lib/schemas/json-columns.ts).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ALL } from '../../lib/db/access';
import { getApiRun } from '../../lib/db/api-reads';
import { getHost } from '../../lib/db/catalog-pages';
import { db } from '../../lib/db/client';
import { getMatrix, getRunsForCompare } from '../../lib/db/compare';
import { getRunForExport } from '../../lib/db/run-export';
import { getRun } from '../../lib/db/runs';
import { getShare } from '../../lib/db/shares';
import { getUploadWarnings } from '../../lib/db/uploads';
import { ingestDocument } from '../../lib/ingest/ingest';
import { StoredJsonError } from '../../lib/schemas/json-columns';
import { readFixture, SEED } from '../support/fixtures';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
afterEach(() => warn.mockClear());

describe('JSON columns read through lib/db', () => {
  test('a run whose JSON was written wrong by hand: the bad entries are left out and logged with its id', async () => {
    const { runIds } = await ingestDocument({ fileName: '002.txt', text: readFixture(SEED.qc002) });
    const id = runIds[0] as number;
    const before = await getRun(ALL, id);
    expect(before?.sources['metrics.tps']).toEqual([172]);
    expect(warn).not.toHaveBeenCalled();
    await db().$executeRaw`
      UPDATE "Run" SET
        parameters = parameters || '{"threads": {"oops": 1}}'::jsonb,
        sources = sources || '{"metrics.qps": "line 3"}'::jsonb,
        "extraMetrics" = jsonb_set("extraMetrics", '{figures,bogus}', '"12"'::jsonb)
      WHERE id = ${id}`;
    for (const read of [getRun, getApiRun, getRunForExport]) {
      const run = await read(ALL, id);
      expect(run?.sources['metrics.tps']).toEqual([172]);
      expect(run?.sources['metrics.qps']).toBeUndefined();
      expect(run?.parameters.threads).toBeUndefined();
      expect(Object.keys(run?.parameters ?? {}).length).toBeGreaterThan(0);
      expect(run?.extraMetrics.figures.bogus).toBeUndefined();
    }
    const [compared] = await getRunsForCompare(ALL, [id]);
    expect(compared?.parameters.threads).toBeUndefined();
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages).toContainEqual(expect.stringContaining(`Run ${id}: parameters`));
    expect(messages).toContainEqual(expect.stringContaining(`Run ${id}: sources does not match its schema; left out: metrics.qps`));
    expect(messages).toContainEqual(expect.stringContaining(`Run ${id}: extraMetrics`));
  });

  test('a host, a result table and upload warnings written wrong by hand', async () => {
    const { matrixIds, uploadId } = await ingestDocument({ fileName: '003.txt', text: readFixture(SEED.matrix003) });
    const matrixId = matrixIds[0] as number;
    const host = await db().host.create({ data: { name: 'hand-made' } });
    await db()
      .$executeRaw`UPDATE "Host" SET disks = '[{"name": "sda", "sizeBytes": 1, "rotational": true, "model": null}, 7]'::jsonb WHERE id = ${host.id}`;
    await db()
      .$executeRaw`UPDATE "Matrix" SET context = '{"revisions": "none", "buildCommands": [{"text": "make", "line": 2}]}'::jsonb WHERE id = ${matrixId}`;
    await db().$executeRaw`UPDATE "Upload" SET warnings = '[{"line": 3, "message": "kept"}, {"line": "x"}]'::jsonb WHERE id = ${uploadId}`;
    expect((await getHost(ALL, host.id))?.disks).toEqual([{ name: 'sda', sizeBytes: 1, rotational: true, model: null }]);
    expect((await getMatrix(ALL, matrixId))?.context).toEqual({ revisions: [], buildCommands: [{ text: 'make', line: 2 }] });
    expect((await getUploadWarnings(uploadId, 10)).first).toEqual([{ line: 3, message: 'kept' }]);
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages).toContainEqual(expect.stringContaining(`Host ${host.id}: disks`));
    expect(messages).toContainEqual(expect.stringContaining(`Matrix ${matrixId}: context`));
    expect(messages).toContainEqual(expect.stringContaining(`Upload ${uploadId}: warnings`));
  });

  test('a share whose state was written wrong by hand is refused with its slug, not shown as another comparison', async () => {
    await db()
      .$executeRaw`INSERT INTO "Share" (slug, title, state) VALUES ('hand-made-share-00000000', 't', '{"runs": [1], "band": "wide"}'::jsonb)`;
    await db().$executeRaw`INSERT INTO "Share" (slug, title, state) VALUES ('fine-share-0000000000000', 't', '{"runs": [1, 2]}'::jsonb)`;
    await expect(getShare('hand-made-share-00000000')).rejects.toThrow(StoredJsonError);
    await expect(getShare('hand-made-share-00000000')).rejects.toThrow(/Share hand-made-share-00000000: its state/);
    expect((await getShare('fine-share-0000000000000'))?.state).toEqual({
      runs: [1, 2],
      band: 3,
      warmup: 0,
      stat: 'mann-whitney',
      basis: 'summary',
    });
  });
});
