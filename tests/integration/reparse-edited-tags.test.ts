// A run's test and concurrency are its log's and a person's both: read from the log, and editable on
// its page (a pgbench run's clients=16) or in its own box at upload. A re-parse (every upload after a
// parser's fix) set the log's value back into the column while the tag kept the person's: its
// heading read 16 clients beside a clients=32 chip. Now a re-parse keeps what a person set over the
// log, tag and column, and puts the log's value, tag and column, where no person did (a parser's
// fix reaches both). Runs stored before have theirs told apart by the migration.
import { readFileSync } from 'node:fs';
import { expect, test, vi } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { reparseUpload } from '../../lib/ingest/reparse';
import { editRun } from '../../lib/run-changes';
import { readFixture } from '../support/fixtures';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const LOG = readFixture('tests/fixtures/synthetic/pgbench-9.4-progress.log');

async function stored(runId: number) {
  const run = await db().run.findUniqueOrThrow({
    where: { id: runId },
    select: { test: true, threads: true, testEdited: true, threadsEdited: true, tags: { select: { key: true, value: true } } },
  });
  return { ...run, tags: Object.fromEntries(run.tags.map((t) => [t.key, t.value])) };
}

async function upload(marker: string) {
  const { uploadId, runIds } = await ingestDocument({ fileName: `${marker}.log`, text: `${LOG}\n# ${marker}\n` });
  return { uploadId, runId: runIds[0] as number };
}

test('a concurrency and a test set on the run’s page stay, tag and column, through a re-parse', async () => {
  const { uploadId, runId } = await upload('edited');
  const printed = await stored(runId);
  expect(printed.threads).toBe(16);
  expect(printed.threadsEdited).toBe(false);
  await editRun({ kind: 'open' }, runId, { title: 'at 32', notes: '', tags: { ...printed.tags, clients: '32', test: 'tpcb-32' } });
  expect(await stored(runId)).toMatchObject({ threads: 32, test: 'tpcb-32', threadsEdited: true, testEdited: true });

  await reparseUpload(uploadId);
  const after = await stored(runId);
  expect(after).toMatchObject({ threads: 32, test: 'tpcb-32', threadsEdited: true, testEdited: true });
  expect(after.tags).toMatchObject({ threads: '32', test: 'tpcb-32' });

  // saved again as it is: still the person's; set back to the log's and saved: the log's again
  await editRun({ kind: 'open' }, runId, { title: 'at 32', notes: '', tags: { ...after.tags, clients: '32' } });
  expect((await stored(runId)).threadsEdited).toBe(true);
  const { threads: _t, test: _test, ...rest } = after.tags;
  await editRun({ kind: 'open' }, runId, { title: 'at 16', notes: '', tags: { ...rest, clients: '16', test: printed.test as string } });
  // (the log's test is not kept once a person set another: typed back, it stays theirs, and the same)
  expect(await stored(runId)).toMatchObject({ threadsEdited: false, testEdited: true });
  await reparseUpload(uploadId);
  expect(await stored(runId)).toMatchObject({ threads: 16, test: printed.test });
});

test('saving the page with the log’s own values marks nothing as a person’s', async () => {
  const { runId } = await upload('unchanged');
  const printed = await stored(runId);
  await editRun({ kind: 'open' }, runId, {
    title: 'renamed',
    notes: 'n',
    tags: { ...printed.tags, clients: printed.tags.threads as string },
  });
  expect(await stored(runId)).toMatchObject({ threads: 16, threadsEdited: false, testEdited: false });
});

test('where no person set it, a re-parse puts the log’s concurrency in the tag and the column (an older parser’s is replaced)', async () => {
  const { uploadId, runId } = await upload('older-parser');
  // as an older parser would have stored a misread concurrency: column, tag and parameters alike
  await db().run.update({ where: { id: runId }, data: { threads: 3, parameters: { threads: 3 } } });
  await db().runTag.updateMany({ where: { runId, key: 'threads' }, data: { value: '3' } });
  await reparseUpload(uploadId);
  const after = await stored(runId);
  expect(after.threads).toBe(16);
  expect(after.tags.threads).toBe('16');
  expect(after.threadsEdited).toBe(false);
});

test('the migration tells apart the runs whose test or concurrency a person set before it', async () => {
  const edited = await upload('migrated-edit');
  const reparsed = await upload('migrated-reparsed');
  const plain = await upload('migrated-plain');
  // before the migration: a page edit set tag and column (parameters keep the log's 16) …
  await db().run.update({ where: { id: edited.runId }, data: { threads: 32 } });
  await db().runTag.updateMany({ where: { runId: edited.runId, key: 'threads' }, data: { value: '32' } });
  // … and a re-parse after one set the log's test back under the person's tag
  await db().runTag.updateMany({ where: { runId: reparsed.runId, key: 'test' }, data: { value: 'my test' } });
  const sql = readFileSync('prisma/migrations/20261207041500_tags_edited_over_log/migration.sql', 'utf8');
  const updates = sql
    .split(';')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE'));
  expect(updates).toHaveLength(2);
  for (const statement of updates) await db().$executeRawUnsafe(statement);
  expect(await stored(edited.runId)).toMatchObject({ threadsEdited: true, testEdited: false });
  expect(await stored(reparsed.runId)).toMatchObject({ threadsEdited: false, testEdited: true });
  expect(await stored(plain.runId)).toMatchObject({ threadsEdited: false, testEdited: false });
});
