// A large upload is written in parts (lib/db/upload-text.ts, lib/db/ingest-rows.ts: its text in
// 64 K-character statements when longer than 2 M, its intervals in 1,000-row ones, each column one array literal):
// what is stored must be exactly what one statement stored — the same text to the character, the
// same doubles to the bit — in one transaction, and the same content twice is still one upload.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { NumberArrayLiteral } from '../../lib/db/pg-array';
import { INLINE_TEXT_CHARS, TEXT_PART_CHARS } from '../../lib/db/upload-text';
import { ingestDocument, prepareInput } from '../../lib/ingest/ingest';
import { reparseUpload } from '../../lib/ingest/reparse';
import { parseDocument, prepareText } from '../../lib/parsers';
import { INTERVAL_FIELDS } from '../../lib/parsers/interval-columns';
import { sysbenchLog } from '../support/sysbench-log';

const INTERVALS = 12_345; // thirteen interval statements, the last one short
// a character outside the BMP (two UTF-16 units) right across the first part boundary, other scripts after
const filler = (n: number) => Array.from({ length: n }, (_, i) => `# note ${i}: é 中 😀 ${'x'.repeat(i % 97)}`).join('\n');
const text = `${'#'.repeat(TEXT_PART_CHARS - 1)}😀\n${filler(4000)}\n${sysbenchLog({ intervals: INTERVALS, errors: [7, 5_001], spikes: [{ at: 10_000, ms: 1234.56 }] })}\n${filler(10_000)}\n`;

const countRows = async () => {
  const [row] = await db().$queryRaw<{ uploads: bigint; intervals: bigint }[]>`
    SELECT (SELECT count(*) FROM "Upload") uploads, (SELECT count(*) FROM "IntervalPoint") intervals`;
  return { uploads: Number(row?.uploads), intervals: Number(row?.intervals) };
};

describe('an upload written in parts', () => {
  test('the text is several parts long, with a surrogate pair across a boundary', () => {
    const stored = prepareText(text);
    expect(stored.length).toBeGreaterThan(3 * TEXT_PART_CHARS);
    expect(stored.length).toBeGreaterThan(INLINE_TEXT_CHARS); // not sent inline
    expect(stored.charCodeAt(TEXT_PART_CHARS - 1)).toBe(0xd83d);
  });

  test('stores the text and every interval exactly; a failure after the runs stores nothing; the same bytes again are the same upload', async () => {
    const before = await countRows();
    await expect(
      ingestDocument(
        { fileName: 'parts.log', bytes: new TextEncoder().encode(text) },
        {
          afterRuns: () => {
            throw new Error('injected failure');
          },
        },
      ),
    ).rejects.toThrow('injected failure');
    expect(await countRows()).toEqual(before);

    const bytes = new TextEncoder().encode(text);
    const first = await ingestDocument({ fileName: 'parts.log', bytes });
    expect(first.created).toBe(true);
    const prepared = await prepareInput({ bytes });
    const upload = await db().upload.findUniqueOrThrow({ where: { id: first.uploadId }, select: { text: true, fingerprint: true } });
    expect(upload.text.length).toBe(prepared.text.length);
    expect(upload.text === prepared.text).toBe(true);
    expect(upload.fingerprint).toBe(prepared.fingerprint);

    const parsed = parseDocument(prepared.text, { prepared: true }).runs[0]?.intervals ?? [];
    expect(parsed).toHaveLength(INTERVALS);
    const rows = await db().intervalPoint.findMany({ where: { runId: first.runIds[0] }, orderBy: { idx: 'asc' } });
    expect(rows).toHaveLength(INTERVALS);
    rows.forEach((row, i) => {
      const iv = parsed[i];
      expect(row.idx).toBe(i);
      expect(row.line).toBe(iv?.line);
      for (const field of INTERVAL_FIELDS) if (row[field] !== iv?.[field]) expect([i, field, row[field]]).toEqual([i, field, iv?.[field]]);
    });

    // re-parse writes the same text and rows the same way (run-rows.ts, reparse.ts)
    expect(await reparseUpload(first.uploadId)).toEqual({ updated: 1, added: 0, removed: 0 });
    const reread = await db().upload.findUniqueOrThrow({ where: { id: first.uploadId }, select: { text: true } });
    expect(reread.text === prepared.text).toBe(true);
    const rewritten = await db().intervalPoint.findMany({ where: { runId: first.runIds[0] }, orderBy: { idx: 'asc' } });
    expect(rewritten).toEqual(rows);

    const again = await ingestDocument({ fileName: 'parts-again.log', bytes: new TextEncoder().encode(text) });
    expect(again).toMatchObject({ created: false, uploadId: first.uploadId });
    expect(await countRows()).toEqual({ uploads: before.uploads + 1, intervals: before.intervals + INTERVALS });
  }, 120_000);

  test('an array literal reads back in PostgreSQL as the very same doubles', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(Number.NaN)), { maxLength: 50 }),
        async (values) => {
          const literal = new NumberArrayLiteral();
          for (const v of values) literal.push(v);
          const rows = await db().$queryRaw<{ v: number | null }[]>`SELECT unnest(${literal.toString()}::float8[]) AS v`;
          // -0 is written as 0, as JSON (and so Prisma) always wrote it
          expect(rows.map((r) => r.v)).toEqual(values.map((v) => (Number.isNaN(v) ? null : Object.is(v, -0) ? 0 : v)));
        },
      ),
      { numRuns: 40 },
    );
  });
});
