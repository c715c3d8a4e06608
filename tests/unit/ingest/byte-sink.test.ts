// A file's bytes are copied into one buffer as they arrive (sized by the request's Content-Length
// when it sent one): the bytes must be exactly those sent, whatever the declared size says.
import { describe, expect, test } from 'vitest';
import { AppError } from '../../../lib/errors';
import { ByteSink } from '../../../lib/ingest/byte-sink';
import { readMultipart } from '../../../lib/ingest/multipart';

const chunksOf = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
const random = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 2654435761) >>> 24);

describe('ByteSink', () => {
  test.each([
    ['the exact size', 100_000],
    ['an understated size', 1_000],
    ['no size', null],
    ['an overstated size', 1_000_000],
  ])('gathers the bytes whole given %s', (_, expected) => {
    const bytes = random(100_000);
    const sink = new ByteSink(expected);
    for (const chunk of chunksOf(bytes, 4_096)) sink.push(chunk);
    const out = sink.bytes();
    expect(out.length).toBe(bytes.length);
    expect(Buffer.compare(out, Buffer.from(bytes))).toBe(0);
    // what it hands back holds no more than the file and a little slack
    expect(out.buffer.byteLength).toBeLessThanOrEqual(bytes.length + 64 * 1024 + 8192);
  });
});

describe('readMultipart with a Content-Length', () => {
  test('two files under one declared size come back byte for byte', async () => {
    const boundary = '----sink';
    const encoder = new TextEncoder();
    const head = (name: string) =>
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
      );
    const a = random(300_000);
    const b = random(70_000).reverse();
    const parts = [head('a.log'), a, encoder.encode('\r\n'), head('b.log'), b, encoder.encode(`\r\n--${boundary}--\r\n`)];
    const declared = parts.reduce((n, p) => n + p.length, 0);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) for (const chunk of chunksOf(part, 16_384)) controller.enqueue(chunk);
        controller.close();
      },
    });
    const parsed = await readMultipart(`multipart/form-data; boundary=${boundary}`, body, {
      maxFileBytes: 1_000_000,
      maxFiles: 3,
      maxFieldBytes: 1024,
      tooLarge: () => new AppError('too_large', 'too large'),
      declaredBytes: declared,
    });
    expect(parsed.files.map((f) => f.name)).toEqual(['a.log', 'b.log']);
    expect(Buffer.compare(Buffer.from(parsed.files[0]?.bytes ?? []), Buffer.from(a))).toBe(0);
    expect(Buffer.compare(Buffer.from(parsed.files[1]?.bytes ?? []), Buffer.from(b))).toBe(0);
  });
});
