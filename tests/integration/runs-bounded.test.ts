// What one upload can make, and what the trash does with what it made (an attack probe, 2026-12-07):
// a 48 MB log whose report lines went back in time at every other line made 200,000 runs (2.7 GB of
// server memory); its purge timed out at the pages' 15 s statement limit, so its secret could not be
// removed, and 30 days in the trash it failed every Delete and the server's start.
import { expect, test } from 'vitest';
import type { Access } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { deleteRun } from '../../lib/db/runs';
import { listTrash, listTrashedUploads, purgeUpload, trashUpload, tryPurgeExpiredTrash } from '../../lib/db/trash';
import { ingestDocument } from '../../lib/ingest/ingest';
import { ingestFiles, MAX_RUNS_PER_UPLOAD } from '../../lib/ingest/upload-batch';
import { MAX_RUNS_PER_FILE, parseDocument } from '../../lib/parsers/document';
import { readFixture } from '../support/fixtures';

const BANNER = 'sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)\n';
const line = (s: number) =>
  `[ ${s}s ] thds: 2 tps: 2972.62 qps: 47589.74 (r/w/o: 41642.51/0.00/5947.23) lat (ms,95%): 0.90 err/s: 0.00 reconn/s: 0.00`;
/** `runs` runs, each of two report lines, 1 s then 2 s (the next 1 s goes back in time: a new run). */
const backAndForth = (runs: number) => `${BANNER}${Array.from({ length: runs * 2 }, (_, i) => line(i % 2 === 0 ? 1 : 2)).join('\n')}\n`;

test('a file of more runs than one file may hold is refused at the line the first one too many starts, before anything is stored', () => {
  const parsed = parseDocument(backAndForth(MAX_RUNS_PER_FILE + 5), { fileName: 'back.log' });
  expect(parsed.runs).toEqual([]);
  expect(parsed.error?.line).toBe(2 + MAX_RUNS_PER_FILE * 2);
  expect(parsed.error?.message).toMatch(/^more than 2,000 runs in one file \(run 2,001 starts on this line\).*split it$/);
  expect(parseDocument(backAndForth(MAX_RUNS_PER_FILE), { fileName: 'back.log' }).runs).toHaveLength(MAX_RUNS_PER_FILE);
});

test('an upload stores files until it holds as many runs as one upload may; the files after it are answered, not stored', async () => {
  const perFile = 1_900;
  const files = Array.from({ length: 4 }, (_, i) => ({
    name: `many-${i}.log`,
    bytes: new TextEncoder().encode(`# file ${i}\n${backAndForth(perFile)}`),
  }));
  const results = await ingestFiles(files, { files: [] });
  // never past the cap: the file that would take it past is not stored (three of 2,000 stored 6,000: a probe)
  const fits = Math.floor(MAX_RUNS_PER_UPLOAD / perFile);
  expect(results.slice(0, fits).every((r) => r.ok)).toBe(true);
  for (const r of results.slice(fits)) {
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/not stored, its 1,900 runs would take this upload past 5,000 runs \(it stored 3,800\)/);
  }
  expect(await db().upload.count({ where: { fileName: { startsWith: 'many-' } } })).toBe(fits);
  expect(await db().run.count({ where: { upload: { fileName: { startsWith: 'many-' } } } })).toBeLessThanOrEqual(MAX_RUNS_PER_UPLOAD);
}, 120_000);

test('an upload of many runs goes to the trash and is purged for good', async () => {
  const { uploadId, runIds } = await ingestDocument({ fileName: 'purge-many.log', text: backAndForth(1_500) });
  expect(runIds).toHaveLength(1_500);
  expect(await trashUpload(uploadId)).toBe(true);
  expect(await purgeUpload(uploadId)).toBe(true);
  expect(await db().run.count({ where: { uploadId } })).toBe(0);
}, 120_000);

test('an expired trash that cannot be emptied fails neither a Delete nor the start: said, and tried again', async () => {
  const { runIds } = await ingestDocument({
    fileName: 'expired.txt',
    text: `${readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log')}\n# expired\n`,
  });
  const runId = runIds[0] as number;
  expect(await deleteRun(runId)).toBe(true);
  await db().run.update({ where: { id: runId }, data: { deletedAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) } });
  // the database refuses to delete it, for as long as the test says
  await db().$executeRawUnsafe(
    `CREATE FUNCTION refuse_for_test() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$ LANGUAGE plpgsql`,
  );
  await db().$executeRawUnsafe(
    `CREATE TRIGGER refuse_for_test BEFORE DELETE ON "Run" FOR EACH ROW WHEN (OLD.id = ${runId}) EXECUTE FUNCTION refuse_for_test()`,
  );
  const errors: string[] = [];
  const log = console.error;
  console.error = (message: string) => errors.push(message);
  try {
    expect(await tryPurgeExpiredTrash()).toBeNull();
  } finally {
    console.error = log;
    await db().$executeRawUnsafe('DROP TRIGGER refuse_for_test ON "Run"');
  }
  expect(errors.join('\n')).toMatch(/^\[trash\] emptying what was deleted over 30 days ago failed; tried again at the next Delete: /);
  expect(await db().run.count({ where: { id: runId } })).toBe(1);
  // the next one empties it
  expect(await tryPurgeExpiredTrash()).toBeGreaterThanOrEqual(1);
  expect(await db().run.count({ where: { id: runId } })).toBe(0);
});

test('a token bound to one project reads that project’s trash only (it listed every project’s of its team)', async () => {
  const team = 'trash-scope-team';
  await db().organization.create({ data: { id: team, name: team, slug: team, createdAt: new Date() } });
  const text = (n: string) => `${readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log')}\n# ${n}\n`;
  const mine = await ingestDocument({ fileName: 'mine.log', text: text('mine'), teamId: team, projectName: 'Mine' });
  const theirs = await ingestDocument({ fileName: 'secret-other-project.log', text: text('theirs'), teamId: team, projectName: 'Other' });
  const project = (await db().run.findUniqueOrThrow({ where: { id: mine.runIds[0] as number }, select: { projectId: true } })).projectId;
  await deleteRun(mine.runIds[0] as number);
  await deleteRun(theirs.runIds[0] as number);
  const other = await ingestDocument({ fileName: 'secret-file.log', text: text('file'), teamId: team, projectName: 'Other' });
  await trashUpload(other.uploadId);
  const token: Access = { kind: 'teams', teamIds: [team], projectId: project ?? -1 };
  expect((await listTrash(token)).map((r) => r.id)).toEqual([mine.runIds[0]]);
  expect(await listTrashedUploads(token)).toEqual([]);
  const wholeTeam: Access = { kind: 'teams', teamIds: [team] };
  expect((await listTrash(wholeTeam)).map((r) => r.id).sort()).toEqual([mine.runIds[0], theirs.runIds[0]].sort());
  expect((await listTrashedUploads(wholeTeam)).map((u) => u.fileName)).toEqual(['secret-file.log']);
});
