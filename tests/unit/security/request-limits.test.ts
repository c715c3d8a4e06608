// A request body outside the upload route is small: Next buffers what its proxy sees of one (twice)
// before the proxy answers, so the buffer is bounded by next.config.js and a larger declared body
// is refused with 413 before a page, an action or a route reads it. bench:abuse measures the
// server's memory under twenty such bodies at once.
import type { NextConfig } from 'next';
import { NextRequest } from 'next/server';
import { describe, expect, test } from 'vitest';
import { REQUEST_BODY_MAX_BYTES } from '@/lib/request-limits';
import { proxy } from '@/proxy';

const NEXT_CONFIG: string = '../../../next.config.js';
const ORIGIN = 'http://localhost:3000';

const post = (path: string, bytes: number, headers: Record<string, string> = {}) =>
  proxy(
    new NextRequest(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: ORIGIN, 'content-length': String(bytes), ...headers },
    }),
  );

describe('request bodies outside the upload route', () => {
  test('next.config.js bounds what Next buffers, and what an action may send, by the same number', async () => {
    const { default: nextConfig } = (await import(NEXT_CONFIG)) as { default: NextConfig };
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(REQUEST_BODY_MAX_BYTES);
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe(REQUEST_BODY_MAX_BYTES);
    expect(REQUEST_BODY_MAX_BYTES).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  test.each(['/runs', '/api/shares', '/api/auth/sign-in/email', '/runs/1'])(
    '%s: one byte over the limit is refused with 413',
    async (path) => {
      const over = await post(path, REQUEST_BODY_MAX_BYTES + 1);
      expect(over.status).toBe(413);
      const text = await over.text();
      expect(text).toContain('larger than 1 MB');
      // the answer still carries the security headers
      expect(over.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  test('a body of exactly the limit, and a read, go through', async () => {
    expect((await post('/runs/1', REQUEST_BODY_MAX_BYTES)).status).not.toBe(413);
    const read = await proxy(new NextRequest(`${ORIGIN}/runs`, { headers: { host: 'localhost:3000', 'content-length': '99999999' } }));
    expect(read.status).not.toBe(413);
  });

  test('a cross-site write is refused as such (403) whatever its size', async () => {
    expect((await post('/api/shares', 50 * 1024 * 1024, { origin: 'http://evil.example' })).status).toBe(403);
  });
});
