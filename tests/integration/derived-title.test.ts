// A run whose log names no title is titled by its test, concurrency and file (`tpcb-like · 16
// clients (x.log)`). Edited on its page to clients=8, it kept "16 clients" in its heading beside an
// 8-clients chip. Now a title made so, left as it was, is made again of the edited values; a title
// a person typed is theirs and stays.
import { expect, test, vi } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { editRun } from '../../lib/run-changes';
import { readFixture } from '../support/fixtures';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));

const LOG = readFixture('tests/fixtures/synthetic/pgbench-9.4-progress.log');

async function stored(runId: number) {
  const run = await db().run.findUniqueOrThrow({
    where: { id: runId },
    select: { title: true, threads: true, test: true, tags: { select: { key: true, value: true } } },
  });
  return { ...run, tags: Object.fromEntries(run.tags.map((t) => [t.key, t.value])) };
}

async function upload(marker: string) {
  const { runIds } = await ingestDocument({ fileName: `${marker}.log`, text: `${LOG}\n# ${marker}\n` });
  return runIds[0] as number;
}

const edit = (runId: number, title: string, tags: Record<string, string>) => editRun({ kind: 'open' }, runId, { title, notes: '', tags });

test('a title made of the test and concurrency follows an edit of them', async () => {
  const runId = await upload('derived-title');
  const before = await stored(runId);
  expect(before.title).toBe(`${before.test} · 16 clients (derived-title.log)`);

  await edit(runId, before.title, { ...before.tags, clients: '8' });
  expect(await stored(runId)).toMatchObject({ threads: 8, title: `${before.test} · 8 clients (derived-title.log)` });

  // made again from the run's stored values, not only the log's: a second edit follows too
  await edit(runId, (await stored(runId)).title, { ...before.tags, clients: '1', test: 'select-only' });
  expect((await stored(runId)).title).toBe('select-only · 1 client (derived-title.log)');

  // back to the log's concurrency: its title again
  await edit(runId, (await stored(runId)).title, { ...before.tags, clients: '16', test: 'select-only' });
  expect((await stored(runId)).title).toBe('select-only · 16 clients (derived-title.log)');
});

test('a title a person typed stays what they typed', async () => {
  const runId = await upload('typed-title');
  const before = await stored(runId);
  await edit(runId, 'pgbench at 8 (mine)', { ...before.tags, clients: '8' });
  expect((await stored(runId)).title).toBe('pgbench at 8 (mine)');
  await edit(runId, 'pgbench at 8 (mine)', { ...before.tags, clients: '4' });
  expect(await stored(runId)).toMatchObject({ threads: 4, title: 'pgbench at 8 (mine)' });

  // a typed title that happens to read like a made one for other figures is typed too
  await edit(runId, `${before.test} · 2 clients (typed-title.log)`, { ...before.tags, clients: '4' });
  expect((await stored(runId)).title).toBe(`${before.test} · 2 clients (typed-title.log)`);
});
