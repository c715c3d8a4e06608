// Lines (lib/parsers/lines.ts), the document's lines as offsets into its text, are splitLines' lines.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { Lines, splitLines } from '../../../lib/parsers/lines';

const text = fc.string({ unit: fc.constantFrom('a', ' ', '\n', '[', 'é', '\u3000'), maxLength: 60 });

test.each(['', '\n', '\n\n', 'a', 'a\n', 'a\nb', 'a\n\nb\n\n', '\n\na'])('%j', (t) => {
  expect(new Lines(t).toArray()).toEqual(splitLines(t));
});

test('any text: the same lines, lengths and starts', () => {
  fc.assert(
    fc.property(text, (t) => {
      const lines = new Lines(t);
      const expected = splitLines(t);
      expect(lines.length).toBe(expected.length);
      let start = 0;
      expected.forEach((line, i) => {
        expect(lines.get(i)).toBe(line);
        expect(lines.lengthOf(i)).toBe(line.length);
        expect(lines.start(i)).toBe(start);
        start += line.length + 1;
      });
    }),
    { numRuns: 2000 },
  );
});

test('more lines than its first table holds', () => {
  const t = Array.from({ length: 5000 }, (_, i) => `line ${i}`).join('\n');
  expect(new Lines(t).toArray()).toEqual(splitLines(t));
});
