// What ingest stores is what the parser read, column by column, for every document the parsers are
// tested on. The run rows and their child tables go in as INSERT … SELECT FROM unnest() with each
// column one array literal (lib/db/pg-array.ts, run-rows.ts, ingest-rows.ts): a quoting or NULL
// mistake there would store a wrong figure or text silently, so this reads every row back.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL } from '../../lib/db/access';
import { db } from '../../lib/db/client';
import { getRunsForCompare } from '../../lib/db/compare';
import { boolArray, numberArray, textArray } from '../../lib/db/pg-array';
import { parsedRunColumns } from '../../lib/db/run-rows';
import { ingestDocument, parseUpload, prepareInput } from '../../lib/ingest/ingest';
import { repeatedOutputWarning } from '../../lib/ingest/output-fingerprint';
import type { ParsedRun } from '../../lib/parsers/types';
import { fixtureDocuments, readFixture, SEED } from '../support/fixtures';

/** As a JSON column reads back: undefined entries gone, -0 as 0. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

async function storedRun(id: number) {
  const run = await db().run.findUniqueOrThrow({
    where: { id },
    include: {
      operations: { orderBy: { idx: 'asc' } },
      testTotals: { orderBy: { idx: 'asc' } },
      histogram: { orderBy: { idx: 'asc' } },
      warnings: { orderBy: { idx: 'asc' } },
    },
  });
  const intervals = await db().$queryRaw<{ n: bigint; lines: number[] | null }[]>`
    SELECT count(*) n, array_agg(line ORDER BY idx) lines FROM "IntervalPoint" WHERE "runId" = ${id}`;
  return { run, intervalCount: Number(intervals[0]?.n), intervalLines: intervals[0]?.lines ?? [] };
}

/** `sameAs`: the run stored before whose output this one repeats (a fixture made from another's lines): said in its warnings. */
function expectStoredAsParsed(stored: Awaited<ReturnType<typeof storedRun>>, parsed: ParsedRun, where: string, sameAs?: number) {
  const { run } = stored;
  const columns = parsedRunColumns(parsed);
  const own = Object.fromEntries(Object.keys(columns).map((k) => [k, run[k as keyof typeof run]]));
  expect(own, where).toEqual(asJson(columns));
  expect(
    run.operations.map(({ name, seconds, usr, sys, cpu, count, flags, latencyMs, failures, retries, line }) => ({
      name,
      seconds,
      usr,
      sys,
      cpu,
      count: count === null ? null : Number(count),
      flags,
      latencyMs,
      failures: failures === null ? null : Number(failures),
      retries: retries === null ? null : Number(retries),
      line,
    })),
    where,
  ).toEqual(
    parsed.operations.map((o) => ({
      name: o.name,
      seconds: o.seconds,
      usr: o.usr,
      sys: o.sys,
      cpu: o.cpu,
      count: o.count === null ? null : Math.round(o.count),
      flags: o.flags,
      latencyMs: o.latencyMs ?? null,
      failures: o.failures == null ? null : Math.round(o.failures),
      retries: o.retries == null ? null : Math.round(o.retries),
      line: o.line,
    })),
  );
  expect(
    run.testTotals.map(({ name, seconds, usr, sys, cpu, skipped, failed, reason, line }) => ({
      name,
      seconds,
      usr,
      sys,
      cpu,
      skipped,
      failed,
      reason,
      line,
    })),
    where,
  ).toEqual(
    parsed.tests.map((t) => ({
      name: t.name,
      seconds: t.seconds,
      usr: t.usr,
      sys: t.sys,
      cpu: t.cpu,
      skipped: t.skipped,
      failed: t.failed,
      reason: t.reason ?? (t.estimated ? 'estimated' : null),
      line: t.line,
    })),
  );
  expect(
    run.histogram.map((h) => ({ ms: h.ms, count: Number(h.count), line: h.line })),
    where,
  ).toEqual(parsed.histogram.map((h) => ({ ms: h.ms, count: Math.round(h.count), line: h.line })));
  expect(
    run.warnings.map((w) => ({ line: w.line, message: w.message })),
    where,
  ).toEqual(
    [...parsed.warnings, ...(sameAs === undefined ? [] : [repeatedOutputWarning(parsed.lines[0])])].map((w) => ({
      line: w.line,
      message: w.message.slice(0, 2000),
    })),
  );
  expect(stored.intervalCount, where).toBe(parsed.intervals.length);
  expect(stored.intervalLines, where).toEqual(parsed.intervals.length === 0 ? [] : parsed.intervals.map((p) => p.line));
}

describe('stored rows', () => {
  test('every fixture document: each run and its child rows are stored exactly as parsed', async () => {
    let runs = 0;
    let repeats = 0;
    for (const relative of fixtureDocuments()) {
      const text = readFixture(relative);
      const prepared = await prepareInput({ text });
      let parsed: ReturnType<typeof parseUpload>;
      try {
        parsed = parseUpload(prepared, relative);
      } catch {
        continue; // refused before anything is stored (tests/integration/refusals.test.ts)
      }
      const result = await ingestDocument({ fileName: relative, text });
      expect(result.runIds.length, relative).toBe(parsed.runs.length);
      const sameAs = new Map(result.repeatedOutputs.map((r) => [r.runId, r.sameAs]));
      for (const [i, id] of result.runIds.entries()) {
        const run = parsed.runs[i];
        if (!run) throw new Error(`${relative}: no parsed run ${i}`);
        expectStoredAsParsed(await storedRun(id), run, `${relative} run ${i}`, sameAs.get(id));
        runs++;
      }
      for (const r of result.repeatedOutputs) expect(r.sameAs, relative).toBeLessThan(Math.min(...result.runIds));
      repeats += result.repeatedOutputs.length;
    }
    expect(runs).toBeGreaterThan(100);
    // the fixtures cut from another's lines (tests/unit/ingest/output-fingerprint.test.ts lists them)
    expect(repeats).toBeGreaterThan(0);
  }, 240_000);

  test('tags with quotes, backslashes, braces, commas and the word NULL are stored verbatim', async () => {
    const hostile = ['a"b', 'c\\d', '{x,y}', 'NULL', ' spaced ', 'é 中 😀', '\\"', '}'];
    const text = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_point_select_t4_base_hist.log');
    const tags = Object.fromEntries(hostile.map((v, i) => [`t${i}`, v]));
    const result = await ingestDocument({ fileName: 'hostile "name".log', text: `${text}\n# hostile\n`, extraTags: tags });
    const stored = await db().runTag.findMany({ where: { runId: result.runIds[0], key: { startsWith: 't' } }, orderBy: { key: 'asc' } });
    // a value's ends trimmed, as a typed one's are (2026-12-07: '128M' and '128M\u200b' read alike)
    expect(Object.fromEntries(stored.map((t) => [t.key, t.value]))).toMatchObject({ ...tags, t4: 'spaced' });
  });

  test("a run's other columns: its upload, place, project, host, build, config, revision, title and notes", async () => {
    const revision = { commit: 'c0ffee1', branch: 'feature/"quoted"' };
    const text = `${readFixture(SEED.blog000)}\n# columns\n`;
    const result = await ingestDocument({ fileName: 'columns.txt', text, projectName: 'Columns "P"', revision });
    const project = await db().project.findFirstOrThrow({ where: { name: 'Columns "P"' } });
    const runs = await db().run.findMany({ where: { uploadId: result.uploadId }, orderBy: { ordinal: 'asc' } });
    const builds = await db().serverBuild.findMany({
      where: { id: { in: runs.flatMap((r) => (r.serverBuildId ? [r.serverBuildId] : [])) } },
    });
    expect(runs.map((r) => r.id)).toEqual(result.runIds);
    expect(builds.length).toBeGreaterThan(0);
    for (const [i, run] of runs.entries()) {
      expect(run).toMatchObject({
        uploadId: result.uploadId,
        ordinal: i,
        teamId: null,
        projectId: project.id,
        hostId: result.hostId,
        notes: '',
      });
      expect(run).toMatchObject(revision);
      expect(run.configId !== null && result.configIds.includes(run.configId)).toBe(true);
      expect(run.title).toMatch(/\S/);
      expect(run.deletedAt).toBeNull();
    }
  });

  test("runs that share a configuration share its entries when compared, in the entries' order", async () => {
    const seed = await ingestDocument({ fileName: 'share.txt', text: `${readFixture(SEED.blog000)}\n# share\n` });
    const other = await ingestDocument({ fileName: 'qc.txt', text: `${readFixture(SEED.qc002)}\n# share\n` });
    const ids = [...seed.runIds.slice(0, 3), ...other.runIds];
    const runs = await getRunsForCompare(ALL, ids);
    expect(runs.map((r) => r.id)).toEqual(ids);
    const configIds = new Set(runs.flatMap((r) => (r.config ? [r.config.id] : [])));
    expect(configIds.size).toBeGreaterThan(1);
    for (const run of runs) {
      if (!run.config) continue;
      const stored = await db().configEntry.findMany({
        where: { configId: run.config.id },
        select: { section: true, key: true, value: true, listed: true },
        orderBy: { idx: 'asc' },
      });
      expect(run.config.entries, `run ${run.id}`).toEqual(stored);
      expect(run.config.entries.length).toBeGreaterThan(0);
      const sibling = runs.find((r) => r !== run && r.config?.id === run.config?.id);
      if (sibling) expect(sibling.config).toBe(run.config);
    }
  });

  test('array literals read back in PostgreSQL as the same texts, booleans and nulls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.option(
            fc.oneof(
              fc.string({ unit: fc.constantFrom('"', '\\', '{', '}', ',', ' ', 'N', 'U', 'L', 'a', '\n'), maxLength: 8 }),
              fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => s.replaceAll('\u0000', '')), // PostgreSQL text holds no NUL
            ),
          ),
          { maxLength: 30 },
        ),
        fc.array(fc.option(fc.boolean()), { maxLength: 30 }),
        fc.array(fc.option(fc.integer()), { maxLength: 30 }),
        fc.array(fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })), { maxLength: 30 }),
        async (texts, bools, ints, doubles) => {
          const [row] = await db().$queryRaw<{ t: (string | null)[]; b: (boolean | null)[]; i: (number | null)[]; d: (number | null)[] }[]>`
            SELECT ${textArray(texts)}::text[] t, ${boolArray(bools)}::bool[] b, ${numberArray(ints)}::int8[]::float8[] i, ${numberArray(doubles)}::float8[] d`;
          expect(row?.t ?? []).toEqual(texts);
          expect(row?.b ?? []).toEqual(bools);
          expect(row?.i ?? []).toEqual(ints);
          // the same doubles to the bit; -0 is written as 0, as JSON (and so Prisma) always wrote it
          expect(row?.d ?? []).toEqual(doubles.map((v) => (v !== null && Object.is(v, -0) ? 0 : v)));
        },
      ),
      { numRuns: 60 },
    );
  });
});
