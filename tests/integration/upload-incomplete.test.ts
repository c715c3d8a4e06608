// CI reads an upload's answer: a run that did not finish (pgbench's aborted clients, a log cut
// before its summary) is stored, and the answer names it, the first time and on a re-upload. Found
// by an attack probe (2026-12-03): a run with 19 FATAL lines answered `ok: true, warnings: 0`.
import { expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestFiles } from '../../lib/ingest/upload-batch';
import { uploadFileResultSchema } from '../../lib/schemas/api-existing';
import { readFixture } from '../support/fixtures';

const bytes = (name: string, extra: string) => new TextEncoder().encode(`${readFixture(`tests/fixtures/synthetic/${name}`)}\n# ${extra}\n`);

test('the runs that did not finish are named in the answer, on a re-upload too; finished ones are not', async () => {
  const files = () => [
    { name: 'aborted.log', bytes: bytes('pgbench-17-aborted.log', 'incomplete') },
    { name: 'finished.log', bytes: bytes('sysbench-1.1-throughput.log', 'incomplete') },
  ];
  const first = await ingestFiles(files(), { files: [] });
  for (const again of [first, await ingestFiles(files(), { files: [] })]) {
    const [aborted, finished] = again.map((r) => uploadFileResultSchema.parse(r));
    if (!aborted?.ok || !finished?.ok) throw new Error(JSON.stringify(again));
    expect(aborted.runIds).toHaveLength(1);
    expect(aborted.incompleteRunIds).toEqual(aborted.runIds);
    const run = await db().run.findUniqueOrThrow({ where: { id: aborted.runIds[0] }, select: { complete: true } });
    expect(run.complete).toBe(false);
    expect(finished.incompleteRunIds).toEqual([]);
  }
  expect(first.map((r) => r.ok && r.created)).toEqual([true, true]);
});

test("the answer's warnings count each run's as well as the document's (the CLI printed 0 for a run with one)", async () => {
  const [result] = await ingestFiles([{ name: 'skip-trx.log', bytes: bytes('sysbench-0.4-simple-skip-trx.log', 'warnings') }], {
    files: [],
  });
  const parsed = uploadFileResultSchema.parse(result);
  if (!parsed.ok) throw new Error(JSON.stringify(result));
  const stored = await db().runWarning.count({ where: { runId: { in: parsed.runIds } } });
  expect(stored).toBeGreaterThan(0);
  expect(parsed.warnings).toBe(stored);
});

test("the answer's warnings count a warning made when the runs are planned (a title and its config disagreeing)", async () => {
  const log = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_only_t4_qc-off.log');
  const post = `## Query cache ON (query_cache_type=1, query_cache_size=64M)\n\n${log}\n\n## The my.cnf\n\n[mysqld]\nquery_cache_type = 0\nquery_cache_size = 0\n# ${process.pid}\n`;
  const [result] = await ingestFiles([{ name: 'post.md', bytes: new TextEncoder().encode(post) }], { files: [] });
  const parsed = uploadFileResultSchema.parse(result);
  if (!parsed.ok) throw new Error(JSON.stringify(result));
  const stored = await db().runWarning.findMany({ where: { runId: { in: parsed.runIds } } });
  expect(stored.some((w) => /the title says the query cache is on/.test(w.message))).toBe(true);
  expect(parsed.warnings).toBe(stored.length);
});
