// Which writes carry a cookie from another origin (lib/hosts.ts isCrossOriginWrite): the sender's
// Origin against the host the request was sent to (not its scheme: behind a TLS proxy the server
// cannot tell which one the browser used, and comparing it locked everyone out).
import { describe, expect, test } from 'vitest';
import { isCrossOriginWrite, linkOrigin } from '../../../lib/hosts';

const request = (headers: Record<string, string>) => new Headers(headers);

describe('isCrossOriginWrite', () => {
  test.each([
    ['our own page', { origin: 'https://bench.example', host: 'bench.example' }, false],
    [
      'our own page behind a TLS proxy that forwards the host',
      { origin: 'https://bench.example', host: '10.0.0.5:3000', 'x-forwarded-host': 'bench.example' },
      false,
    ],
    [
      'our host by another scheme (a TLS proxy in front: the scheme is not told)',
      { origin: 'http://bench.example', host: 'bench.example' },
      false,
    ],
    ['another site', { origin: 'https://evil.example', host: 'bench.example' }, true],
    ['our host by another port', { origin: 'https://bench.example:8443', host: 'bench.example' }, true],
    ['a sandboxed frame', { origin: 'null', host: 'bench.example' }, true],
    ['an Origin that is no URL', { origin: 'x', host: 'bench.example' }, true],
    ['no Origin, a cross-site fetch', { 'sec-fetch-site': 'cross-site', host: 'bench.example' }, true],
    ['no Origin, a same-site one (a sibling subdomain)', { 'sec-fetch-site': 'same-site', host: 'bench.example' }, true],
    ['no Origin nor Sec-Fetch-Site: not a browser (curl, the CLI)', { host: 'bench.example' }, false],
  ])('%s', (_name, headers, cross) => {
    expect(isCrossOriginWrite(request(headers))).toBe(cross);
  });
});

describe('linkOrigin (the address of a link shown to this request, e.g. an invitation)', () => {
  const env = { BENCHBOARD_URL: '', BENCHBOARD_ALLOWED_HOSTS: 'bench.lan', PORT: 3000 } as const;
  test.each([
    [
      'BENCHBOARD_URL set: always it',
      { ...env, BENCHBOARD_URL: 'https://bench.example/app' },
      { host: '127.0.0.1:3000' },
      'https://bench.example',
    ],
    ['the host the browser used', env, { host: '127.0.0.1:3000' }, 'http://127.0.0.1:3000'],
    [
      'an allowed name, through a TLS proxy',
      env,
      { host: '10.0.0.5:3000', 'x-forwarded-host': 'bench.lan', 'x-forwarded-proto': 'https' },
      'https://bench.lan',
    ],
    ['a host the server does not answer to: this machine', env, { host: 'evil.example' }, 'http://localhost:3000'],
    ['a host header with more than a host in it', env, { host: 'bench.lan/x?y' }, 'http://localhost:3000'],
    ['no host at all', env, {}, 'http://localhost:3000'],
  ])('%s', (_name, settings, headers, origin) => {
    expect(linkOrigin(settings, request(headers))).toBe(origin);
  });
});
