// On the server the fingerprint is hashed a megabyte at a time (Node's crypto), in the browser all
// at once (Web Crypto): both must give the SHA-256 of the canonical text's UTF-8, whatever falls on
// a part boundary, or a preview's fingerprint would not match the stored upload's.
import * as crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canonicalText, fingerprintOf, nodeSha256, webSha256 } from '../../../lib/ingest/fingerprint';
import { textParts } from '../../../lib/parsers/text-parts';

const MiB = 1 << 20;
const sha256 = (text: string) => crypto.createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

describe('fingerprint in parts', () => {
  test('a character of two UTF-16 units across the part boundary, lines with trailing spaces', async () => {
    const text = `${'a'.repeat(MiB - 1)}😀 \n${'é中'.repeat(1000)}\t\nend\n\n`;
    const expected = sha256(canonicalText(text));
    expect(await fingerprintOf(text)).toBe(expected);
    expect(nodeSha256(canonicalText(text), crypto)).toBe(expected);
    expect(await webSha256(canonicalText(text))).toBe(expected);
  });

  test('parts join back to the text and never split a surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 1, max: 9 }), (text, size) => {
        const parts = [...textParts(text, size)];
        expect(parts.join('')).toBe(text);
        for (const part of parts) {
          expect(part.length).toBeGreaterThan(0);
          expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part); // no lone surrogate turned into U+FFFD
        }
      }),
    );
  });

  test('Node and Web Crypto agree on any text, hashed in parts of any size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 1, max: 40 }), async (text, partChars) => {
        // small parts: the random texts cross many part boundaries, surrogate pairs included
        expect(nodeSha256(text, crypto, partChars)).toBe(await webSha256(text));
        expect(nodeSha256(text, crypto)).toBe(await webSha256(text));
      }),
      { numRuns: 200 },
    );
  });
});
