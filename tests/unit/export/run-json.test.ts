// The streamed JSON writer: valid JSON whatever the tables hold, bigints as numbers.
import { describe, expect, test } from 'vitest';
import { batchesAfter } from '../../../lib/db/run-export';
import { type CsvPart, csvChunks, defaultCsvPart } from '../../../lib/export/run-csv';
import { jsonChunks } from '../../../lib/export/run-json';
import { CHUNKS_AT_ONCE, collect, streamOf } from '../../../lib/export/stream';

async function* batches<T>(...list: T[][]): AsyncGenerator<T[]> {
  for (const b of list) yield b;
}

describe('jsonChunks', () => {
  test('head, tables in batches, tail: the same value JSON.stringify would give', async () => {
    const head = {
      id: 1,
      title: 'a "quoted"\ntitle',
      createdAt: new Date('2026-01-02T03:04:05Z'),
      tags: [{ key: 'k', value: 'v' }],
      config: null,
    };
    const ops = [
      { idx: 0, count: 12n },
      { idx: 1, count: null },
    ];
    const text = await collect(
      jsonChunks(
        head,
        [
          { key: 'operations', batches: batches(ops.slice(0, 1), [], ops.slice(1)) },
          { key: 'intervals', batches: batches() },
        ],
        { upload: { id: 3, fileName: 'x.log' } },
      ),
    );
    expect(JSON.parse(text)).toEqual({
      ...JSON.parse(JSON.stringify(head)),
      operations: [
        { idx: 0, count: 12 },
        { idx: 1, count: null },
      ],
      intervals: [],
      upload: { id: 3, fileName: 'x.log' },
    });
  });

  test('a table of many batches is written one batch at a time', async () => {
    const chunks: string[] = [];
    const many = Array.from({ length: 50 }, (_, b) => Array.from({ length: 100 }, (_, i) => ({ idx: b * 100 + i })));
    for await (const c of jsonChunks({ id: 1 }, [{ key: 'intervals', batches: batches(...many) }], {})) chunks.push(c);
    expect(chunks.length).toBeGreaterThan(50);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(3_000);
    expect(JSON.parse(chunks.join('')).intervals).toHaveLength(5_000);
  });
});

describe('csvChunks', () => {
  test('header, then rows in CRLF, formulas from a log escaped', async () => {
    const text = await collect(
      csvChunks(
        ['idx', 'name', 'count'],
        batches([{ idx: 0, name: '=HYPERLINK("x")', count: 3n }], [{ idx: 1, name: '-1.5', count: null }]),
      ),
    );
    expect(text).toBe(`idx,name,count\r\n0,"'=HYPERLINK(""x"")",3\r\n1,-1.5,\r\n`);
  });

  test('an empty table is its header alone', async () => {
    expect(await collect(csvChunks(['idx', 'ms'], batches()))).toBe('idx,ms\r\n');
  });

  test.each<[{ operations: number; intervals: number }, CsvPart]>([
    [{ operations: 87, intervals: 0 }, 'operations'],
    [{ operations: 0, intervals: 15 }, 'intervals'],
    [{ operations: 0, intervals: 0 }, 'metrics'],
  ])('default part of %j is %s', (counts, part) => {
    expect(defaultCsvPart(counts)).toBe(part);
  });
});

describe('streamOf', () => {
  test('produces a chunk only when one is read, and a cancelled download stops the reading', async () => {
    let produced = 0;
    let closed = false;
    async function* rows() {
      try {
        for (;;) {
          produced++;
          yield `row ${produced}\n`;
        }
      } finally {
        closed = true;
      }
    }
    const reader = streamOf(rows()).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('row 1\n');
    expect(produced).toBeLessThanOrEqual(2);
    await reader.cancel();
    expect(closed).toBe(true);
  });

  // 24 exports at once took the server from 347 to ~700 MB and health to 3.6 s (an attack probe, 2026-12-05)
  test('downloads take turns producing their chunks, CHUNKS_AT_ONCE at a time; a slow reader holds no turn', async () => {
    let inside = 0;
    let most = 0;
    async function* slow(name: string, n: number) {
      for (let i = 0; i < n; i++) {
        inside++;
        most = Math.max(most, inside);
        await new Promise((r) => setTimeout(r, 5));
        inside--;
        yield `${name}${i}`;
      }
    }
    // one download reads a chunk and then stops reading (its client went quiet)
    const stalled = streamOf(slow('s', 100)).getReader();
    expect(new TextDecoder().decode((await stalled.read()).value)).toBe('s0');
    const read = async (stream: ReadableStream<Uint8Array>) => {
      const reader = stream.getReader();
      let text = '';
      for (let r = await reader.read(); !r.done; r = await reader.read()) text += new TextDecoder().decode(r.value);
      return text;
    };
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const texts = await Promise.all(names.map((n) => read(streamOf(slow(n, 4)))));
    expect(texts).toEqual(names.map((n) => `${n}0${n}1${n}2${n}3`));
    expect(most).toBeLessThanOrEqual(CHUNKS_AT_ONCE);
    expect(most).toBe(CHUNKS_AT_ONCE);
    await stalled.cancel();
  });
});

// 16 downloads of a 150,000-interval run each had its next query in flight outside the turns: the
// pool's connections were all taken and /api/health waited seconds (a second attack probe, 2026-12-07)
test('an export asks the database for its next batch only when the last was taken', async () => {
  const asked: number[] = [];
  const read = async (after: number) => {
    asked.push(after);
    const from = after + 1;
    const rows = Array.from({ length: Math.max(0, Math.min(3, 8 - from)) }, (_, i) => ({ idx: from + i }));
    return { rows: JSON.stringify(rows), last: rows.at(-1)?.idx ?? null, n: rows.length };
  };
  const batches = batchesAfter(3, read);
  expect(asked).toEqual([]);
  expect((await batches.next()).value).toEqual([{ idx: 0 }, { idx: 1 }, { idx: 2 }]);
  await new Promise((r) => setTimeout(r, 10));
  expect(asked).toEqual([-1]);
  expect((await batches.next()).value).toEqual([{ idx: 3 }, { idx: 4 }, { idx: 5 }]);
  expect(asked).toEqual([-1, 2]);
  expect((await batches.next()).value).toEqual([{ idx: 6 }, { idx: 7 }]);
  // a short batch is the last: no query for what cannot be there
  expect((await batches.next()).done).toBe(true);
  expect(asked).toEqual([-1, 2, 5]);
});
