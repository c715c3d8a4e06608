// The upload body is read as it streams and refused at the limit: a file of exactly the limit is
// accepted (the envelope does not count), one byte more is refused, and an endless chunked body is
// abandoned after about the limit — not buffered to the end.
import { describe, expect, test } from 'vitest';
import { AppError } from '../../../lib/errors';
import { readMultipart } from '../../../lib/ingest/multipart';

const BOUNDARY = '----benchboardtest';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const encoder = new TextEncoder();

function partHeader(name: string, fileName?: string): Uint8Array {
  const disposition = fileName ? `form-data; name="${name}"; filename="${fileName}"` : `form-data; name="${name}"`;
  return encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: text/plain\r\n\r\n`);
}
const closing = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);

function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
}

const limits = (maxFileBytes: number) => ({
  maxFileBytes,
  maxFiles: 3,
  maxFieldBytes: 1024,
  tooLarge: () => new AppError('too_large', 'too large'),
});

describe('readMultipart', () => {
  test('a file of exactly the limit is accepted, with the manifest beside it', async () => {
    const file = new Uint8Array(10_000).fill(97);
    const body = bodyOf([
      partHeader('manifest'),
      encoder.encode('{"files":[]}'),
      encoder.encode('\r\n'),
      partHeader('files', 'a.log'),
      file,
      closing,
    ]);
    const parsed = await readMultipart(CONTENT_TYPE, body, limits(10_000));
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]?.bytes.length).toBe(10_000);
    expect(parsed.files[0]?.name).toBe('a.log');
    expect(parsed.fields.manifest).toBe('{"files":[]}');
  });

  test('one byte over the limit, summed over files, is refused', async () => {
    const body = bodyOf([
      partHeader('files', 'a.log'),
      new Uint8Array(6_000).fill(97),
      encoder.encode('\r\n'),
      partHeader('files', 'b.log'),
      new Uint8Array(4_001).fill(98),
      closing,
    ]);
    await expect(readMultipart(CONTENT_TYPE, body, limits(10_000))).rejects.toMatchObject({ code: 'too_large' });
  });

  test('an endless chunked body is abandoned soon after the limit, not read to its end', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    let sentHeader = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sentHeader) {
          sentHeader = true;
          controller.enqueue(partHeader('files', 'huge.log'));
          return;
        }
        pulled += chunk.length;
        controller.enqueue(chunk); // never closes: a 1 GB (or infinite) upload
      },
    });
    const limit = 1024 * 1024;
    await expect(readMultipart(CONTENT_TYPE, endless, limits(limit))).rejects.toMatchObject({ code: 'too_large' });
    expect(pulled).toBeLessThan(limit * 2);
  });

  test('more files than allowed, a cut-off body, or not multipart at all are refused', async () => {
    const file = (n: number) => [partHeader('files', `${n}.log`), encoder.encode('x\r\n')];
    const many = bodyOf([...file(1), ...file(2), ...file(3), ...file(4), closing]);
    await expect(readMultipart(CONTENT_TYPE, many, limits(1000))).rejects.toMatchObject({ code: 'too_large' });
    const cut = bodyOf([partHeader('files', 'a.log'), encoder.encode('half a file')]);
    await expect(readMultipart(CONTENT_TYPE, cut, limits(1000))).rejects.toMatchObject({ code: 'invalid' });
    await expect(readMultipart('text/plain', bodyOf([]), limits(1000))).rejects.toMatchObject({ code: 'invalid' });
  });
});

describe('a body that stalls gives up its turn', () => {
  const pace = (overrides: Partial<{ idleMs: number; graceMs: number; minBytesPerSecond: number }> = {}) => ({
    idleMs: 300,
    graceMs: 10_000,
    minBytesPerSecond: 0,
    tooSlow: () => new AppError('timeout', 'too slow'),
    ...overrides,
  });
  /** The part header and a few bytes, then nothing: never closed (an attack probe held the only upload slot so). */
  const stalled = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(partHeader('files', 'a.log'));
        controller.enqueue(encoder.encode('12345678901234567890'));
      },
    });

  test('nothing for idleMs: refused with a timeout, soon after', async () => {
    const started = Date.now();
    await expect(readMultipart(CONTENT_TYPE, stalled(), { ...limits(1000), pace: pace() })).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('a trickle under the minimum rate after the grace: refused, though bytes keep coming', async () => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const trickle = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(partHeader('files', 'a.log'));
        timer = setInterval(() => controller.enqueue(encoder.encode('x')), 20); // ~50 bytes/s, never idle
      },
      cancel: () => clearInterval(timer),
    });
    const reading = readMultipart(CONTENT_TYPE, trickle, { ...limits(100_000), pace: pace({ graceMs: 400, minBytesPerSecond: 10_000 }) });
    await expect(reading).rejects.toMatchObject({ code: 'timeout' });
    clearInterval(timer);
  });

  test('a body that arrives whole is read as before, its watch stopped', async () => {
    const body = bodyOf([partHeader('files', 'a.log'), encoder.encode('hello'), closing]);
    const parsed = await readMultipart(CONTENT_TYPE, body, { ...limits(1000), pace: pace({ graceMs: 0, minBytesPerSecond: 1 }) });
    expect(new TextDecoder().decode(parsed.files[0]?.bytes)).toBe('hello');
  });
});

describe('file names', () => {
  test('are kept whole, slashes and markup included (they are text, never paths)', async () => {
    const body = bodyOf([partHeader('files', '<script>alert(2)</script>.log'), encoder.encode('x'), closing]);
    const parsed = await readMultipart(CONTENT_TYPE, body, limits(1000));
    expect(parsed.files[0]?.name).toBe('<script>alert(2)</script>.log');
  });

  test('a name as browsers send it, raw UTF-8, is read as UTF-8 (an attack probe: `rÃ©sultats` was stored)', async () => {
    const body = bodyOf([partHeader('files', 'résultats-Ünïcode-日本.log'), encoder.encode('x'), closing]);
    const parsed = await readMultipart(CONTENT_TYPE, body, limits(1000));
    expect(parsed.files[0]?.name).toBe('résultats-Ünïcode-日本.log');
  });
});
