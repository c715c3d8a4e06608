// decodeBytes: valid UTF-8 (a printed U+FFFD and a BOM included) is decoded as the strict decoder
// decodes it, and bytes that are not UTF-8 are never taken for UTF-8.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { decodeBytes } from '../../../lib/parsers';

/** The strict decoder's answer: the text, or null when the bytes are not UTF-8. */
function strict(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const noBom = (b: Uint8Array) => !(b[0] === 0xff && b[1] === 0xfe) && !(b[0] === 0xfe && b[1] === 0xff);

test('valid UTF-8 (any text, a BOM, a printed U+FFFD): the text the strict decoder gives', () => {
  const text = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.constant('\ufeffBOM first'),
    fc.constant('a \ufffd printed'),
  );
  fc.assert(
    fc.property(text, (t) => {
      const bytes = new TextEncoder().encode(t);
      fc.pre(noBom(bytes));
      expect(decodeBytes(bytes)).toEqual({ text: strict(bytes), encoding: 'utf-8' });
    }),
    { numRuns: 3000 },
  );
});

test('any bytes: UTF-8 exactly when the strict decoder accepts them', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      fc.pre(noBom(bytes));
      const expected = strict(bytes);
      const decoded = decodeBytes(bytes);
      if (expected !== null) expect(decoded).toEqual({ text: expected, encoding: 'utf-8' });
      else expect(decoded.encoding).not.toBe('utf-8');
    }),
    { numRuns: 5000 },
  );
});

test('a legacy encoding is still recognised: GBK and windows-1251 bytes are not taken for UTF-8', () => {
  const gbk = Uint8Array.from([0xc4, 0xe3, 0xba, 0xc3, 0xca, 0xc0, 0xbd, 0xe7, 0x20, 0x74, 0x70, 0x73, 0x3a, 0x20, 0x31, 0x32]);
  expect(decodeBytes(gbk).encoding).not.toMatch(/^utf-8/);
  const cp1251 = new Uint8Array([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x20, 0xec, 0xe8, 0xf0]);
  expect(decodeBytes(cp1251).encoding).not.toMatch(/^utf-8/);
});
