// What a request that cannot be honoured gets: a plain 400-class refusal naming the problem, and
// nothing half-written — never a 500 that says the upload was not stored.
import { describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { applyReparse } from '../../lib/db/reparse';
import { updateRunDetails } from '../../lib/db/runs';
import { AppError } from '../../lib/errors';
import { ingestDocument } from '../../lib/ingest/ingest';
import { reparseUpload } from '../../lib/ingest/reparse';
import { ingestFiles } from '../../lib/ingest/upload-batch';
import { shareComparison } from '../../lib/shares';
import { readFixture, SEED } from '../support/fixtures';
import { editedFile } from './upload-edits';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('refusals', () => {
  test('a host, build or config that does not exist is a 400 naming it, and nothing is stored', async () => {
    const uploads = await db().upload.count();
    for (const override of [{ hostId: 2_000_000 }, { serverBuildId: 2_000_001 }, { configId: 2_000_002 }]) {
      const file = bytes(readFixture(SEED.mysqlbench004));
      const [result] = await ingestFiles([{ name: 'bad-ref.txt', bytes: file }], {
        files: [await editedFile('bad-ref.txt', file, { 0: override })],
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid' } });
      expect(result?.ok === false && result.error.message).toMatch(/\(#200000\d\) does not exist/);
    }
    expect(await db().upload.count()).toBe(uploads);
  });

  test('a figure too big for its integer column (3,000,000,000 threads) is a 422 with its line, and nothing is stored', async () => {
    const uploads = await db().upload.count();
    const log = readFixture('tests/fixtures/synthetic/sysbench-1.0-cpu-intervals.log');
    for (const [text, line] of [
      [log.replace('Number of threads: 2', 'Number of threads: 3000000000'), 4],
      [log.replace('[ 1s ] thds: 2', '[ 1s ] thds: 3000000000'), 15],
    ] as const) {
      const [result] = await ingestFiles([{ name: 'threads.log', bytes: bytes(text) }], { files: [] });
      expect(result).toMatchObject({ ok: false, error: { code: 'unrecognized' } });
      expect(result?.ok === false && result.error.message).toContain(`line ${line}: 3000000000 threads is more than benchboard stores`);
    }
    expect(await db().upload.count()).toBe(uploads);
  });

  test('a count past 2^53 (stored rounded before) or a figure past any double (a 500 before) is a 422 with its line', async () => {
    const uploads = await db().upload.count();
    const log = readFixture('tests/fixtures/synthetic/sysbench-1.0-cpu-intervals.log');
    for (const [text, line] of [
      [log.replace('total number of events:              11422', 'total number of events:              9007199254740993'), 22],
      [log.replace('[ 2s ] thds: 2 eps: 5718.02', `[ 2s ] thds: 2 eps: 1${'0'.repeat(400)}`), 16],
    ] as const) {
      const [result] = await ingestFiles([{ name: 'huge.log', bytes: bytes(text) }], { files: [] });
      expect(result).toMatchObject({ ok: false, error: { code: 'unrecognized' } });
      expect(result?.ok === false && result.error.message).toMatch(new RegExp(`line ${line}: .* is larger than benchboard stores exactly`));
    }
    expect(await db().upload.count()).toBe(uploads);
  });

  test('a share of runs that do not exist is refused, and no share is created', async () => {
    const shares = await db().share.count();
    await expect(
      shareComparison(
        { kind: 'open' },
        { runs: [2_000_000, 2_000_001], band: 3, warmup: 0, stat: 'mann-whitney', basis: 'summary' },
        new Headers(),
      ),
    ).rejects.toThrow(AppError);
    await expect(
      shareComparison({ kind: 'open' }, { runs: [2_000_000], band: 3, warmup: 0, stat: 'mann-whitney', basis: 'summary' }, new Headers()),
    ).rejects.toThrow(/No run #2000000/);
    expect(await db().share.count()).toBe(shares);
  });

  test('editing a run that is gone writes nothing and says so', async () => {
    expect(await updateRunDetails(2_000_000, { title: 'x', notes: '', tags: { a: 'b' } })).toBe(false);
    expect(await db().runTag.count({ where: { runId: 2_000_000 } })).toBe(0);
  });

  test('a re-parse whose upload was deleted for good after it was read is a 404, not a 500 (a purge racing it: attack probe)', async () => {
    const { uploadId } = await ingestDocument({
      fileName: 'purged-while-reparsed.txt',
      text: `${readFixture(SEED.mysqlbench004)}\npurged\n`,
    });
    await db().upload.delete({ where: { id: uploadId } });
    // what reparseUpload does after it read the text: the transaction finds the upload gone
    const reparse = applyReparse(
      uploadId,
      () => {
        throw new Error('decide must not run for an upload that is gone');
      },
      { text: '', fileName: 'x', fingerprint: 'x', warnings: [], outputs: new Map() },
    );
    await expect(reparse).rejects.toBeInstanceOf(AppError);
    await expect(reparse).rejects.toMatchObject({ code: 'not_found' });
  });

  test('re-parse redacts the stored text again with today’s rules, titles and notes included', async () => {
    const { uploadId, runIds } = await ingestDocument({
      fileName: 'old-rules.txt',
      text: `${readFixture(SEED.mysqlbench004)}\nold rules\n`,
    });
    // as an upload stored before a rule existed would hold it
    const planted = `password = hunter2\n${(await db().upload.findUniqueOrThrow({ where: { id: uploadId } })).text}`;
    await db().upload.update({ where: { id: uploadId }, data: { text: planted, fileName: 'bench --password=hunter2.txt' } });
    await db().run.update({
      where: { id: runIds[0] },
      data: { title: 'run with --mysql-password=hunter2', notes: 'PGPASSWORD=hunter2 pgbench' },
    });
    await reparseUpload(uploadId);
    const upload = await db().upload.findUniqueOrThrow({ where: { id: uploadId }, include: { runs: true } });
    expect(upload.text).not.toContain('hunter2');
    expect(upload.fileName).not.toContain('hunter2');
    for (const run of upload.runs) expect(JSON.stringify(run)).not.toContain('hunter2');
  });
});
