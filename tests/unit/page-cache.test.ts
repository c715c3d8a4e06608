// The rendered-page cache's pure parts (lib/page-cache.ts): what may be kept, under which key, for
// how long, in how much memory, and a kept page joined with a new nonce.

import { describe, expect, test } from 'vitest';
import {
  asksForKeptPage,
  cutAtNonce,
  KEEP_MS,
  keptHeaders,
  mayKeep,
  PageCache,
  pageKey,
  renderedWhole,
  viewerOf,
  withNonce,
} from '../../lib/page-cache';

const page = (version: string, html = 'x') => ({ version, headers: [] as [string, string][], ...cutAtNonce(html, '') });
const text = (kept: { parts: Buffer[] } | null | undefined) => kept?.parts.map((part) => part.toString()).join('|');

/** What Chromium sends when it navigates to a page. */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'sec-fetch-dest': 'document',
};
const browser = (more: Record<string, string> = {}) => new Headers({ ...BROWSER, ...more });

describe('what may be kept', () => {
  test("a browser's GET of a page that shows stored data", () => {
    for (const path of [
      '/',
      '/runs',
      '/runs/42',
      '/compare',
      '/series',
      '/hosts/3',
      '/configs/7',
      '/projects',
      '/projects/2',
      '/uploads',
      '/uploads/9',
    ])
      expect(asksForKeptPage('GET', path, browser()), path).toBe(true);
    // a client that asks for HTML without Sec-Fetch-Dest (a script, the bench)
    expect(asksForKeptPage('GET', '/runs', new Headers({ accept: 'text/html' }))).toBe(true);
  });

  test("never the RSC payload Next's router asks for at the same address (its flight headers are stripped before the proxy)", () => {
    for (const accept of ['*/*', '', 'text/x-component', 'application/json', 'text/htmlx', 'text/plain, text/html-fragment'])
      expect(asksForKeptPage('GET', '/runs', new Headers(accept ? { accept } : {})), accept).toBe(false);
    for (const destination of ['empty', 'script', 'image'])
      expect(asksForKeptPage('GET', '/runs', browser({ 'sec-fetch-dest': destination })), destination).toBe(false);
    expect(asksForKeptPage('GET', '/runs', browser({ 'x-nextjs-request-id': 'a1' }))).toBe(false);
  });

  test('never a page that shows why a form was refused (it is said once, to the one who sent it)', () => {
    expect(asksForKeptPage('GET', '/runs/42', browser({ cookie: 'benchboard-notice=Your%20role%20does%20not%20allow%20it' }))).toBe(false);
    expect(asksForKeptPage('GET', '/runs/42', browser({ cookie: 'theme=dark; benchboard-notice=' }))).toBe(false);
    expect(asksForKeptPage('GET', '/runs/42', browser({ cookie: 'theme=dark' }))).toBe(true);
  });

  test('never a write, a HEAD, an API route, a form page or a page of one person', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD']) expect(asksForKeptPage(method, '/runs', browser())).toBe(false);
    for (const path of [
      '/api/runs',
      '/api/health',
      '/upload',
      '/sign-in',
      '/setup',
      '/teams/x',
      '/shares',
      '/trash',
      '/s/abc',
      '/runs/1/x',
    ])
      expect(asksForKeptPage('GET', path, browser()), path).toBe(false);
  });

  test("never the client router's requests, a token's or a range", () => {
    for (const header of [
      'rsc',
      'next-router-prefetch',
      'next-router-state-tree',
      'next-action',
      'next-url',
      'authorization',
      'x-api-key',
      'range',
    ])
      expect(asksForKeptPage('GET', '/runs', browser({ [header]: '1' })), header).toBe(false);
  });
});

describe('who reads it', () => {
  test("Better Auth's session cookie, and the token it stores (before the signature)", () => {
    expect(viewerOf('a=1; better-auth.session_token=tok123.c2lnbmF0dXJl%3D; b=2')).toEqual({
      kind: 'session',
      value: 'tok123.c2lnbmF0dXJl=',
      token: 'tok123',
    });
    expect(viewerOf('__Secure-better-auth.session_token=t.s')).toEqual({ kind: 'session', value: 't.s', token: 't' });
  });

  test('nobody: no cookie, or only cookies that are not Better Auth’s', () => {
    for (const header of [null, '', 'other=1', 'theme=dark; lang=en'])
      expect(viewerOf(header), String(header)).toEqual({ kind: 'anonymous' });
  });

  test('not clear, so never kept: a broken, empty, unsigned or second session cookie, or another of Better Auth’s', () => {
    for (const header of [
      'better-auth.session_token=',
      'better-auth.session_token=nodot',
      'better-auth.session_token=%E0%A4%A',
      'better-auth.session_token="tok.sig"',
      'better-auth.session_token',
      // an empty or broken cookie of one name beside a live one of the other: Better Auth reads only
      // one of the two names (review, 2026-12-04); read as nobody, a signed-in page was kept for everybody
      'better-auth.session_token=; __Secure-better-auth.session_token=tok.sig',
      '__Secure-better-auth.session_token=%E0; better-auth.session_token=tok.sig',
      'better-auth.session_token=a.b; better-auth.session_token=c.d',
      'Better-Auth.Session_Token=tok.sig',
      'xbetter-auth.session_token=tok.sig',
      'better-auth.session_data=abc',
      'better-auth.dont_remember=true',
    ])
      expect(viewerOf(header), header).toBeNull();
  });

  test('the key tells viewers and addresses apart and holds nothing of the cookie', () => {
    const key = pageKey('session secret-token.sig', '/runs?page=2');
    expect(key).not.toContain('secret-token');
    expect(key.endsWith(' /runs?page=2')).toBe(true);
    expect(pageKey('session other.sig', '/runs?page=2')).not.toBe(key);
    expect(pageKey('session secret-token.sig', '/runs?page=3')).not.toBe(key);
  });
});

describe('a kept page', () => {
  test('is answered with the new nonce wherever the old one was', () => {
    const html = '<script nonce="OLD">a</script><p>OLD-text</p>{"nonce":"OLD"}';
    const body = cutAtNonce(html, 'OLD');
    expect(withNonce(body, 'NEW').toString()).toBe('<script nonce="NEW">a</script><p>NEW-text</p>{"nonce":"NEW"}');
    expect(withNonce(cutAtNonce(html, ''), 'NEW').toString()).toBe(html);
  });

  test('its answer is the page with the new nonce, byte for byte, whatever the page', () => {
    const nonce = 'AbCdEfGhIjKlMnOpQrStUv==';
    const fresh = 'ZyXwVuTsRqPoNmLkJiHgFe==';
    // nonces at the ends and side by side, non-ASCII, an empty page, a large one
    const pages = [
      '',
      nonce,
      `${nonce}${nonce}`,
      `<p>${nonce}</p>`,
      `${nonce}<html lang="en">é ✓ 打开QC</html>${nonce}`,
      `<div>${'<tr><td>1,234.56</td></tr>'.repeat(20_000)}${nonce}</div>`,
    ];
    for (const html of pages)
      expect(withNonce(cutAtNonce(html, nonce), fresh).toString(), html.slice(0, 40)).toBe(html.split(nonce).join(fresh));
  });

  test('holds its parts in one buffer of exactly its size (no part of it keeps a pooled slab alive)', () => {
    const nonce = 'AbCdEfGhIjKlMnOpQrStUv==';
    const html = `<script nonce="${nonce}">a</script>é<script nonce="${nonce}">${'b'.repeat(10_000)}</script>`;
    const { parts } = cutAtNonce(html, nonce);
    expect(parts).toHaveLength(3);
    expect(new Set(parts.map((p) => p.buffer)).size).toBe(1);
    expect(parts.reduce((n, p) => n + p.length, 0)).toBe(Buffer.byteLength(html.split(nonce).join('')));
    expect(parts[0]?.buffer.byteLength).toBe(Buffer.byteLength(html.split(nonce).join('')));
  });

  test("keeps the response's headers but those each answer sets", () => {
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      vary: 'rsc',
      'set-cookie': 'a=b',
      'content-length': '10',
      'content-encoding': 'gzip',
      'content-security-policy': "script-src 'nonce-x'",
      'x-middleware-rewrite': '/elsewhere',
    });
    expect(Object.fromEntries(keptHeaders(headers))).toEqual({ 'content-type': 'text/html; charset=utf-8', vary: 'rsc' });
  });
});

test('a page with a part that failed while it streamed is not whole (answered, never kept)', () => {
  expect(renderedWhole('<main><p>runs</p></main><script>self.__next_f.push([1,"3:[\\"$\\",\\"p\\"]"])</script>')).toBe(true);
  // React's marker of a boundary that failed on the server, and an error row of the RSC payload (escaped in the HTML, or not)
  expect(renderedWhole('<template data-dgst="1234"></template>')).toBe(false);
  // a part drawn only in the browser (compare's charts) leaves the marker without a digest: whole
  expect(renderedWhole('<!--$!--><template data-dgst=""></template><div class="animate-pulse"></div><!--/$-->')).toBe(true);
  expect(renderedWhole('<script>self.__next_f.push([1,"6:E{\\"digest\\":\\"42\\"}\\n"])</script>')).toBe(false);
  expect(renderedWhole('6:E{"digest":"42"}')).toBe(false);
});

describe('a rendered page is kept', () => {
  const whole: Parameters<typeof mayKeep>[0] = {
    status: 200,
    setsCookies: false,
    html: '<p>runs</p>',
    settled: true,
    versionBefore: '7',
    versionAfter: '7',
  };

  test('when it is whole, 200, sets no cookie, and no write was under way or came after', () => {
    expect(mayKeep(whole)).toBe(true);
  });

  test('never otherwise', () => {
    const changes: Partial<typeof whole>[] = [
      { status: 404 },
      { status: 500 },
      { status: 307 },
      { setsCookies: true },
      { html: null },
      { html: '<template data-dgst="9"></template>' },
      { settled: false },
      { versionAfter: '8' },
      { versionAfter: null },
    ];
    for (const change of changes) expect(mayKeep({ ...whole, ...change }), JSON.stringify(change)).toBe(false);
  });
});

describe('PageCache', () => {
  test('answers only at the version it was kept at, and only for KEEP_MS', () => {
    let now = 0;
    const cache = new PageCache(1024 * 1024, () => now);
    cache.set('k', page('7'));
    expect(cache.get('k', '8')).toBeNull();
    // a page of another version is dropped
    expect(cache.size).toBe(0);
    cache.set('k', page('8'));
    now = KEEP_MS - 1;
    expect(text(cache.get('k', '8'))).toBe('x');
    now = KEEP_MS;
    expect(cache.get('k', '8')).toBeNull();
    expect(cache.heldBytes).toBe(0);
  });

  test('holds at most its bytes (its HTML and key), dropping the least recently read first', () => {
    const probe = new PageCache(1_000_000);
    const one = page('1', 'a'.repeat(20));
    probe.set('a', one);
    // the page's bytes and its key (two bytes a character)
    expect(probe.heldBytes).toBe(20 + 2);
    const cache = new PageCache(Math.floor(probe.heldBytes * 2.5));
    cache.set('a', page('1', 'a'.repeat(20)));
    cache.set('b', page('1', 'b'.repeat(20)));
    expect(cache.get('a', '1')).not.toBeNull();
    cache.set('c', page('1', 'c'.repeat(20)));
    expect(cache.heldBytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.get('b', '1')).toBeNull();
    expect(cache.get('a', '1')).not.toBeNull();
    expect(cache.get('c', '1')).not.toBeNull();
    // a page larger than the whole cache is never kept, and drops nothing
    cache.set('huge', page('1', 'h'.repeat(cache.maxBytes)));
    expect(cache.get('huge', '1')).toBeNull();
    expect(cache.size).toBe(2);
  });

  test('a page kept again under its key replaces the old one', () => {
    const cache = new PageCache(1000);
    cache.set('a', page('1', 'old'));
    cache.set('a', page('2', 'new!'));
    expect(cache.size).toBe(1);
    const alone = new PageCache(1000);
    alone.set('a', page('2', 'new!'));
    expect(cache.heldBytes).toBe(alone.heldBytes);
    expect(text(cache.get('a', '2'))).toBe('new!');
  });
});
