// Lines (lib/parsers/lines.ts), the document's lines as offsets into its text, are splitLines' lines.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { Lines, normalizeText, splitLines } from '../../../lib/parsers/lines';

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

// normalizeText probes for exotic spaces in two parts (the no-break space by indexOf, the wider ones
// by a regex that fails at once on a one-byte string): it must replace exactly what one regex would
const EXOTIC = ['\u00a0', '\u1680', '\u2000', '\u2005', '\u200b', '\u202f', '\u205f', '\u3000', '\ufeff'];
test('normalizeText: every exotic space replaced, in one-byte and two-byte texts alike', () => {
  const unit = fc.constantFrom('a', ' ', '\n', '\r', 'é', '\u00ff', '–', ...EXOTIC);
  fc.assert(
    fc.property(fc.string({ unit, maxLength: 40 }), (t) => {
      const body = t.startsWith('\ufeff') ? t.slice(1) : t;
      const expected = body.replace(/\r\n?/g, '\n').replace(/[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/g, ' ');
      expect(normalizeText(t)).toBe(expected);
    }),
    { numRuns: 2000 },
  );
  for (const space of EXOTIC) expect(normalizeText(`x${'a'.repeat(100)}${space}b`)).toBe(`x${'a'.repeat(100)} b`);
});
