import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ExportRow, packRows, unpackRows } from '@/lib/export/packed-rows';

const cell = fc.oneof(
  fc.string(),
  fc.constantFrom('#1 mysql · 5.1.45 · 200 threads', '', '[0]', '__proto__'),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const keys = fc.uniqueArray(fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('run', 'value', '__proto__', 'toString')), {
  minLength: 1,
  maxLength: 8,
});

// the browser gets the rows through JSON (the RSC payload), so the test sends them that way too
const viaJson = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const asRow = (entries: [string, unknown][]): ExportRow => {
  const row: ExportRow = {};
  for (const [k, v] of entries) Object.defineProperty(row, k, { value: v, enumerable: true, writable: true, configurable: true });
  return row;
};

describe('packed export rows', () => {
  it('unpack gives back every row the server built: same keys in the same order, same values', () => {
    fc.assert(
      fc.property(
        keys.chain((ks) => fc.array(fc.tuple(...ks.map(() => cell)), { maxLength: 30 }).map((rows) => ({ ks, rows }))),
        ({ ks, rows }) => {
          const built = rows.map((values) => asRow(ks.map((k, i) => [k, values[i]])));
          const back = unpackRows(viaJson(packRows(built)));
          // JSON is what the CSV/JSON buttons write: byte for byte the same
          expect(JSON.stringify(back)).toBe(JSON.stringify(viaJson(built)));
          expect(back.map((r) => Object.keys(r))).toEqual(built.map((r) => Object.keys(r)));
        },
      ),
    );
  });

  it('rows with different keys keep exactly their own keys and values', () => {
    const built: ExportRow[] = [{ a: 1, b: 'x' }, { c: null }, { b: 'x', a: 'y' }];
    const back = unpackRows(viaJson(packRows(built)));
    expect(back).toEqual(built);
    expect(Object.keys(back[2] as ExportRow)).toEqual(['a', 'b']); // the order keys first appear in
  });

  it('sends each key and each distinct string once', () => {
    const label = '#1 mysql · 5.1.45 · innodb-plugin · 200 threads · arch=aarch64 · rep=4 · suite=release';
    const built = Array.from({ length: 100 }, (_, i) => ({ run: label, title: 'MySQL 5.1 innodb 1.0', metric: 'tps', value: i }));
    const packed = JSON.stringify(packRows(built));
    expect(packed.split(label)).toHaveLength(2);
    expect(packed.split('"metric"')).toHaveLength(2);
    expect(packed.length).toBeLessThan(JSON.stringify(built).length / 5);
  });
});
