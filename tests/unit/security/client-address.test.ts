// The client's address for the limits and the audit trail comes from the connection, not from what
// the client says (scripts/lib/client-address.cjs, preloaded into the Next server by
// scripts/start.ts). An attack probe (2026-12-02) made 25 wrong passwords look like 25 people with
// a new X-Forwarded-For each.
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { APIError } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isAuthRefusal } from '../../../lib/auth/api-error';
import { CLIENT_HEADER, clientAddress } from '../../../lib/auth/viewer';

const require = createRequire(import.meta.url);
const { clientOf, install, HEADER } = require('../../../scripts/lib/client-address.cjs') as {
  clientOf: (peer: string | undefined, forwardedFor: string | undefined, trusted: number) => string;
  install: (env: Record<string, string>) => void;
  HEADER: string;
};

describe('clientOf', () => {
  test('no proxy trusted: the connection, whatever X-Forwarded-For says', () => {
    expect(clientOf('203.0.113.7', undefined, 0)).toBe('203.0.113.7');
    expect(clientOf('203.0.113.7', '10.9.1.1', 0)).toBe('203.0.113.7');
    expect(clientOf('203.0.113.7', '10.9.1.1, 10.9.2.2', 0)).toBe('203.0.113.7');
  });

  test('behind one proxy: what that proxy saw, the rightmost entry; what the client wrote before it proves nothing', () => {
    // the client sent "X-Forwarded-For: 10.9.1.1"; the proxy appended the address it saw
    expect(clientOf('192.168.0.2', '10.9.1.1, 198.51.100.4', 1)).toBe('198.51.100.4');
    expect(clientOf('192.168.0.2', '198.51.100.4', 1)).toBe('198.51.100.4');
    // two proxies: the outer one's view is second from the right
    expect(clientOf('192.168.0.2', '10.9.1.1, 198.51.100.4, 192.168.0.9', 2)).toBe('198.51.100.4');
    // more proxies trusted than hops: the leftmost there is
    expect(clientOf('192.168.0.2', '198.51.100.4', 5)).toBe('198.51.100.4');
  });

  test('the app reads the header the server sets, before X-Forwarded-For', () => {
    expect(HEADER).toBe(CLIENT_HEADER);
    expect(clientAddress(new Headers({ [CLIENT_HEADER]: '203.0.113.7', 'x-forwarded-for': '10.9.1.1' }))).toBe('203.0.113.7');
  });
});

describe('installed in a real HTTP server', () => {
  const original = http.Server.prototype.emit;
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    install({ BENCHBOARD_TRUSTED_PROXIES: '0' });
    server = http.createServer((req, res) => res.end(String(req.headers[HEADER])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    http.Server.prototype.emit = original;
    await new Promise((resolve) => server.close(resolve));
  });

  test('a forged header and a forged X-Forwarded-For are replaced by the connection’s address', async () => {
    const answer = await fetch(base, { headers: { [HEADER]: '10.6.6.6', 'x-forwarded-for': '10.9.1.1' } });
    expect(await answer.text()).toBe('127.0.0.1');
  });
});

describe('Better Auth refusals', () => {
  test('told by their shape: the build bundles two copies of better-auth, whose classes differ', () => {
    expect(isAuthRefusal(new APIError('UNAUTHORIZED', { message: 'Invalid email or password' }))).toBe(true);
    // what the other copy's APIError looks like from this one
    class APIErrorOfTheOtherCopy extends Error {
      override name = 'APIError';
      statusCode = 401;
    }
    const foreign = new APIErrorOfTheOtherCopy('Invalid email or password');
    expect(foreign instanceof APIError).toBe(false);
    expect(isAuthRefusal(foreign)).toBe(true);
    expect(isAuthRefusal(new Error('database is down'))).toBe(false);
    expect(isAuthRefusal({ name: 'APIError', statusCode: 401 })).toBe(false);
  });
});
