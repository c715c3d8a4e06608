// Which writes carry a cookie from another origin (lib/hosts.ts isCrossOriginWrite): the sender's
// Origin against the host the request was sent to, and, with BENCHBOARD_URL set, against its scheme.
import { describe, expect, test } from 'vitest';
import { isCrossOriginWrite } from '../../../lib/hosts';

const request = (headers: Record<string, string>) => new Headers(headers);
const SERVED = { BENCHBOARD_URL: 'https://bench.example' };

describe('isCrossOriginWrite', () => {
  test.each([
    ['our own page', { origin: 'https://bench.example', host: 'bench.example' }, SERVED, false],
    ['another site', { origin: 'https://evil.example', host: 'bench.example' }, SERVED, true],
    ['our host by plain http, when the server is https', { origin: 'http://bench.example', host: 'bench.example' }, SERVED, true],
    ['our host by another port', { origin: 'https://bench.example:8443', host: 'bench.example' }, SERVED, true],
    ['no BENCHBOARD_URL: the host decides', { origin: 'http://localhost:3000', host: 'localhost:3000' }, {}, false],
    ['a sandboxed frame', { origin: 'null', host: 'bench.example' }, SERVED, true],
    ['an Origin that is no URL', { origin: 'x', host: 'bench.example' }, SERVED, true],
    ['no Origin, a cross-site fetch', { 'sec-fetch-site': 'cross-site', host: 'bench.example' }, SERVED, true],
    ['no Origin, a same-site one (a sibling subdomain)', { 'sec-fetch-site': 'same-site', host: 'bench.example' }, SERVED, true],
    ['no Origin nor Sec-Fetch-Site: not a browser (curl, the CLI)', { host: 'bench.example' }, SERVED, false],
  ])('%s', (_name, headers, env, cross) => {
    expect(isCrossOriginWrite(request(headers), env)).toBe(cross);
  });
});
