// The CLI's byte writers for interval rows (lib/parsers/interval-json-bytes.ts in JavaScript,
// lib/parsers/wasm/json-rows.ts in WebAssembly) write exactly the text of intervalRowsJson, whatever
// the numbers and wherever their chunks end.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { INTERVAL_FIELDS, IntervalColumns } from '../../../lib/parsers/interval-columns';
import { intervalRowsJson } from '../../../lib/parsers/interval-json';
import { IntervalJsonWriter } from '../../../lib/parsers/interval-json-bytes';
import type { Interval } from '../../../lib/parsers/types';
import { WasmIntervalJsonWriter } from '../../../lib/parsers/wasm/json-rows';

type Writer = Pick<IntervalJsonWriter, 'rows' | 'take' | 'release'>;
/** Each writer, made for a chunk size (the WebAssembly one has its own). */
const WRITERS: [string, (chunkBytes: number) => Writer][] = [
  ['JavaScript', (chunkBytes) => new IntervalJsonWriter(chunkBytes)],
  ['WebAssembly', () => WasmIntervalJsonWriter.create() as Writer],
];

/** Numbers as logs print them, and any double at all (NaN stands for null). */
const printed = fc
  .tuple(fc.integer({ min: 0, max: 999_999_999_999 }), fc.integer({ min: 0, max: 9 }), fc.boolean())
  .map(([m, k, negative]) => (negative ? -1 : 1) * (m / 10 ** k));
const figure = fc.oneof(printed, fc.double(), fc.constantFrom(Number.NaN, 0, -0, 1e15, 2 ** 31, 2 ** 53 + 2, 1e21, 0.0000001));

const interval = fc.record({
  values: fc.array(figure, { minLength: INTERVAL_FIELDS.length, maxLength: INTERVAL_FIELDS.length }),
  line: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
});

function columnsOf(rows: { values: number[]; line: number }[]): IntervalColumns {
  const columns = new IntervalColumns();
  for (const r of rows) columns.addValues(r.line, Float64Array.from(r.values));
  return columns;
}

function written(columns: IntervalColumns, indent: string, writer: Writer): string {
  const chunks: string[] = [];
  for (let from = 0; from < columns.length; ) {
    const next = writer.rows(columns, from, columns.length, indent);
    expect(next).toBeGreaterThan(from);
    from = next;
    const chunk = writer.take();
    chunks.push(Buffer.from(chunk).toString('latin1'));
    writer.release(chunk);
  }
  return chunks.join('');
}

test('WebAssembly is there to write them in Node', () => {
  expect(WasmIntervalJsonWriter.create()).not.toBeNull();
});

test.each(WRITERS)('%s: the same text as intervalRowsJson, byte for byte, for any figures and chunk size', (_, make) => {
  fc.assert(
    fc.property(fc.array(interval, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1024, max: 8192 }), (rows, chunkBytes) => {
      const columns = columnsOf(rows);
      expect(written(columns, '      ', make(chunkBytes))).toBe(`${intervalRowsJson(columns, 0, columns.length, '      ')}\n`);
    }),
    { numRuns: 1000 },
  );
});

test.each(WRITERS)('%s: a long series across many chunks, reusing the released ones', (_, make) => {
  const rows: Interval[] = Array.from({ length: 20_000 }, (_, i) => ({
    t: i + 1,
    threads: 4,
    tps: 203.52 + i / 100,
    qps: 4106.4,
    eventsPerSec: null,
    readsPerSec: 2881.26,
    writesPerSec: 814.1,
    otherPerSec: 411.04,
    latencyMs: 25.74,
    latencyPct: 95,
    errorsPerSec: 0,
    reconnectsPerSec: -0.000001,
    latencyStddevMs: i % 3 === 0 ? null : 1.587,
    lagMs: null,
    line: i + 14,
  }));
  const columns = IntervalColumns.from(rows);
  const text = written(columns, '  ', make(64 * 1024));
  expect(text).toBe(`${intervalRowsJson(columns, 0, columns.length, '  ')}\n`);
  expect(JSON.parse(`[${text}]`)).toEqual(JSON.parse(JSON.stringify(rows)));
});

test.each(WRITERS)('%s: a figure printed only from the second chunk of rows on, and wholes past 2^31', (_, make) => {
  const rows = Array.from({ length: 16_384 + 500 }, (_, i) => ({
    values: [
      i + 1,
      4,
      3e9 + i / 4,
      Number.NaN,
      i >= 16_384 ? 1210.67 - i / 1000 : Number.NaN,
      0.05,
      -7.125,
      1e-6,
      2 ** 31 + 0.5,
      99,
      0,
      1e21,
    ],
    line: i + 14,
  }));
  const columns = columnsOf(rows);
  expect(written(columns, '    ', make(4096))).toBe(`${intervalRowsJson(columns, 0, columns.length, '    ')}\n`);
});
