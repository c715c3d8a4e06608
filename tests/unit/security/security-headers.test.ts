// The security headers: one strict policy for pages (scripts only by nonce), a stricter one for
// API answers, framing and referrers per page, and next.config.js saying the same as the builder.
import type { NextConfig } from 'next';
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { describe, expect, test } from 'vitest';
import { readEnv } from '../../../lib/env';
import {
  API_CONTENT_SECURITY_POLICY,
  createNonce,
  INVARIANT_HEADERS,
  type SecuritySettings,
  securityHeaders,
  securitySettings,
} from '../../../lib/security-headers';

const PLAIN: SecuritySettings = { shareFrameAncestors: [], isHttps: false, isDev: false };
const EMBEDDABLE: SecuritySettings = { ...PLAIN, shareFrameAncestors: ['https://wiki.example.com', 'https://*.corp.example:8443'] };
const NONCE = 'k3V0aW9uLW5vbmNlLTEyMw==';
const envOf = (vars: Record<string, string>) => readEnv({ NODE_ENV: 'test', ...vars });
/** plain JavaScript (Node loads it before any TypeScript), so typed here */
const NEXT_CONFIG: string = '../../../next.config.js';

/** `a b c; d e` → { a: ['b', 'c'], d: ['e'] } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const policyOf = (path: string, settings = PLAIN) => directives(securityHeaders(path, settings, NONCE)['content-security-policy'] ?? '');

describe('content security policy', () => {
  test('pages: scripts only by nonce (and what they load), nothing inline, no plugins, no base, no framing', () => {
    expect(policyOf('/compare')).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  test('next dev alone may eval', () => {
    expect(policyOf('/runs', { ...PLAIN, isDev: true })['script-src']).toContain("'unsafe-eval'");
    expect(policyOf('/runs')['script-src']).not.toContain("'unsafe-eval'");
  });

  test('Next finds the nonce in the policy the proxy forwards', () => {
    const nonce = createNonce();
    const policy = securityHeaders('/', PLAIN, nonce)['content-security-policy'] ?? '';
    expect(getScriptNonceFromHeader(policy)).toBe(nonce);
  });

  test('a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  test.each(['/api/shares', '/api/uploads', '/api/runs/1/export', '/api/auth/get-session'])('%s: nothing loads, runs or frames', (path) => {
    const headers = securityHeaders(path, EMBEDDABLE, NONCE);
    expect(headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(headers['content-security-policy']).not.toContain(NONCE);
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe('framing', () => {
  test('by default no page may be framed, share pages included', () => {
    for (const path of ['/', '/s/abcdefghijklmnopqrstuvwx', '/teams']) {
      expect(policyOf(path)['frame-ancestors']).toEqual(["'none'"]);
      expect(securityHeaders(path, PLAIN, NONCE)['x-frame-options']).toBe('DENY');
    }
  });

  test('the setting lets the named sites frame share pages, and only share pages', () => {
    const share = securityHeaders('/s/abcdefghijklmnopqrstuvwx', EMBEDDABLE, NONCE);
    expect(directives(share['content-security-policy'] ?? '')['frame-ancestors']).toEqual([
      'https://wiki.example.com',
      'https://*.corp.example:8443',
    ]);
    expect(share).not.toHaveProperty('x-frame-options');
    for (const path of ['/compare', '/shares', '/runs/1']) {
      expect(policyOf(path, EMBEDDABLE)['frame-ancestors']).toEqual(["'none'"]);
      expect(securityHeaders(path, EMBEDDABLE, NONCE)['x-frame-options']).toBe('DENY');
    }
  });
});

describe('other headers', () => {
  test.each([
    ['/s/abcdefghijklmnopqrstuvwx', 'no-referrer'],
    ['/invite/inv_123', 'no-referrer'],
    ['/reset-password/AbCdEfGhIjKlMnOpQrStUvWx', 'no-referrer'],
    ['/setup', 'no-referrer'],
    ['/', 'strict-origin-when-cross-origin'],
    ['/shares', 'strict-origin-when-cross-origin'],
    ['/setups', 'strict-origin-when-cross-origin'],
    ['/runs/12', 'strict-origin-when-cross-origin'],
    ['/api/shares', 'strict-origin-when-cross-origin'],
  ])('%s: Referrer-Policy %s', (path, policy) => {
    expect(securityHeaders(path, PLAIN, NONCE)['referrer-policy']).toBe(policy);
  });

  test('nosniff, COOP and a Permissions-Policy on everything', () => {
    for (const path of ['/', '/api/uploads', '/s/abcdefghijklmnopqrstuvwx'])
      expect(securityHeaders(path, EMBEDDABLE, NONCE)).toMatchObject(INVARIANT_HEADERS);
  });

  test('HSTS only when BENCHBOARD_URL is https', () => {
    const https = securitySettings(envOf({ BENCHBOARD_URL: 'https://bench.example.com' }), false);
    expect(securityHeaders('/', https, NONCE)['strict-transport-security']).toBe('max-age=31536000');
    const http = securitySettings(envOf({ BENCHBOARD_URL: 'http://bench.example.com' }), false);
    expect(securityHeaders('/', http, NONCE)).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders('/', securitySettings(envOf({}), false), NONCE)).not.toHaveProperty('strict-transport-security');
  });
});

describe('BENCHBOARD_SHARE_FRAME_ANCESTORS', () => {
  test('origins, separated by spaces or commas', () => {
    expect(
      envOf({ BENCHBOARD_SHARE_FRAME_ANCESTORS: ' https://wiki.example.com,http://10.0.0.5:8080  https://*.corp.example ' })
        .BENCHBOARD_SHARE_FRAME_ANCESTORS,
    ).toEqual(['https://wiki.example.com', 'http://10.0.0.5:8080', 'https://*.corp.example']);
    expect(envOf({}).BENCHBOARD_SHARE_FRAME_ANCESTORS).toEqual([]);
  });

  test.each([
    "https://wiki.example.com; script-src 'unsafe-inline'",
    "'unsafe-inline'",
    '*',
    'https:',
    'wiki.example.com',
    'javascript:alert(1)',
    'https://wiki.example.com/path',
  ])('refuses %s (it could widen or break the policy)', (value) => {
    expect(() => envOf({ BENCHBOARD_SHARE_FRAME_ANCESTORS: value })).toThrow(/BENCHBOARD_SHARE_FRAME_ANCESTORS/);
  });
});

describe('next.config.js', () => {
  test('gives the upload route, which bypasses the proxy, what the proxy gives an API route', async () => {
    const { default: nextConfig } = (await import(NEXT_CONFIG)) as { default: NextConfig };
    const rules = (await nextConfig.headers?.()) ?? [];
    const headersFor = (path: string) =>
      Object.fromEntries(
        rules
          .filter((rule) => rule.source === '/:path*' || rule.source === path)
          .flatMap((rule) => rule.headers)
          .map(({ key, value }) => [key, value]),
      );
    expect(headersFor('/_next/static/chunks/x.js')).toEqual(INVARIANT_HEADERS);
    expect(headersFor('/api/uploads')).toEqual(securityHeaders('/api/uploads', PLAIN, NONCE));
  });
});
