// Rendered pages kept in memory, for the pages people read again and again (the runs list, a run, a
// comparison, a history): at 100,000 runs each of them costs 30–70 ms of the Node process's CPU to
// render, and sixteen readers at once queue behind one another (docs/performance.md, "At 100,000 runs").
//
// A page is kept under what decides its content: its address, who reads it (the session cookie,
// hashed; sign-in off: everyone) and the version of the data (lib/db/page-version.ts), and only when
// no write was under way while it was rendered. It is answered again only to the same viewer, at the
// same version, with a live session, for at most KEEP_MS (the figures pages reuse between requests
// follow the same rule: lib/memo-by-version.ts keeps nothing computed during a write). Each answer gets its own
// Content-Security-Policy nonce: the page is kept cut at its nonce and joined with the new one.
// Pure: proxy.ts decides what to keep and asks the database.
import { createHash } from 'node:crypto';
import { NOTICE_COOKIE } from './notice';

/** How long a kept page may be answered at the same data version. */
export const KEEP_MS = 60_000;
/** A page larger than this is never kept (a run page with many operations is ~0.5 MB). */
export const LARGEST_PAGE_BYTES = 4 * 1024 * 1024;

/** The pages kept: views that show only stored data, the address and who reads them. */
const KEPT_PAGES = [
  /^\/$/,
  /^\/runs$/,
  /^\/runs\/[A-Za-z0-9_-]{1,64}$/,
  /^\/compare$/,
  /^\/series$/,
  /^\/hosts$/,
  /^\/hosts\/[A-Za-z0-9_-]{1,64}$/,
  /^\/configs$/,
  /^\/configs\/[A-Za-z0-9_-]{1,64}$/,
  /^\/projects$/,
  /^\/projects\/[A-Za-z0-9_-]{1,64}$/,
  /^\/uploads$/,
  /^\/uploads\/[A-Za-z0-9_-]{1,64}$/,
];

/**
 * Request headers of Next's client router (navigations, prefetches, an action's redirect). Next
 * strips its flight headers (`RSC`, `Next-Router-State-Tree`, …) and the `_rsc` parameter from the
 * request the proxy sees, so these are a second check: what tells a page from its RSC payload is
 * that only a browser's navigation asks for text/html (asksForKeptPage).
 */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'x-nextjs-request-id',
  'x-nextjs-html-request-id',
];

/** Better Auth's session cookie (`__Secure-` on https, which the server reads instead of the plain name). */
const SESSION_COOKIES = new Set(['better-auth.session_token', '__Secure-better-auth.session_token']);

export function isKeptPage(pathname: string): boolean {
  return KEPT_PAGES.some((page) => page.test(pathname));
}

/**
 * Whether a request asks for a whole page that may be kept: a GET of a kept page that asks for HTML
 * as a browser's navigation does (Accept: text/html), not a token's. Next's client router asks with
 * "any type" for the same address's RSC payload (and an action's redirect with text/x-component): answered
 * the HTML, the router reloaded the whole page, and a form saved with a redirect to its own page
 * and a #fragment showed the page from before it (found by the alerts e2e, 2026-12-04).
 */
export function asksForKeptPage(method: string, pathname: string, headers: Headers): boolean {
  if (method !== 'GET' || !isKeptPage(pathname)) return false;
  if (ROUTER_HEADERS.some((name) => headers.has(name))) return false;
  if (!/(?:^|,)\s*text\/html\s*(?:[;,]|$)/i.test(headers.get('accept') ?? '')) return false;
  const destination = headers.get('sec-fetch-dest');
  if (destination && destination !== 'document' && destination !== 'iframe') return false;
  // a page that shows why a form was refused is shown once, never kept nor answered from memory
  if (hasCookie(headers.get('cookie'), NOTICE_COOKIE)) return false;
  // a CI token reads with its own scope, and a page answered to it is not kept
  return !headers.has('authorization') && !headers.has('x-api-key') && !headers.has('range');
}

/** Whether a Cookie header holds a cookie of that name (whatever its value). */
export function hasCookie(cookieHeader: string | null, name: string): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => {
    const at = pair.indexOf('=');
    return (at < 0 ? pair : pair.slice(0, at)).trim() === name;
  });
}

export type PageViewer = { kind: 'anonymous' } | { kind: 'session'; value: string; token: string };

/**
 * Who reads a page, by the cookies a browser sent: nobody (no cookie of Better Auth's at all), one
 * session (its cookie's value, and the token Better Auth stores: the part before the signature), or
 * null when that is not clear — a cookie of Better Auth's other than one session cookie, two of
 * them, an empty or undecodable value. Such a request is rendered as usual and never kept: read as
 * nobody, a page rendered for the session Better Auth found in it would be kept for everybody.
 */
export function viewerOf(cookieHeader: string | null): PageViewer | null {
  let found: PageViewer | null = null;
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (!/better-auth|session/i.test(name)) continue;
    if (found || !SESSION_COOKIES.has(name) || at < 0) return null;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (!value || dot <= 0 || /["\s,;]/.test(value)) return null;
    found = { kind: 'session', value, token: value.slice(0, dot) };
  }
  return found ?? { kind: 'anonymous' };
}

/** The key of a page for one viewer ('open', 'anonymous' or a session cookie): nothing of the cookie itself is kept. */
export function pageKey(viewer: string, pathAndQuery: string): string {
  return `${createHash('sha256').update(viewer).digest('base64url')} ${pathAndQuery}`;
}

/** A page's HTML cut where its nonce was, each part as UTF-8. */
export type PageBody = { parts: Buffer[] };

export type KeptPage = PageBody & {
  version: string;
  keptAt: number;
  /** the response's headers but the ones each answer sets (security headers, length, cookies) */
  headers: [string, string][];
  bytes: number;
};

/**
 * Whether a page rendered without an error: a part that failed after the page began streaming
 * leaves its status 200, with React's error marker and the error's digest (`data-dgst="1234"`) in
 * the HTML, or an error row (`E{"digest"…`) in its RSC payload. Such a page is answered but never
 * kept (its failure may pass). A part drawn only in the browser (a chart) leaves the marker with no
 * digest (`data-dgst=""`): that page is whole (an attack probe found compare never kept, 2026-12-04).
 */
export function renderedWhole(html: string): boolean {
  return !/data-dgst="[^"]/.test(html) && !html.includes('E{\\"digest\\"') && !html.includes('E{"digest"');
}

/**
 * Whether a rendered page may be kept: a whole 200 page that sets no cookie, rendered while no write
 * was under way (`settled` when its version was read) and with the version unmoved once it was.
 */
export function mayKeep(page: {
  status: number;
  setsCookies: boolean;
  html: string | null;
  settled: boolean;
  versionBefore: string;
  versionAfter: string | null;
}): boolean {
  return (
    page.status === 200 &&
    !page.setsCookies &&
    page.html !== null &&
    renderedWhole(page.html) &&
    page.settled &&
    page.versionAfter === page.versionBefore
  );
}

/**
 * The HTML cut at every occurrence of the nonce it was rendered with. (Kept compressed, it could not
 * be answered so: Next drops a proxy response's Content-Encoding and compresses its body, 2026-12-04.)
 */
export function cutAtNonce(html: string, nonce: string): PageBody {
  const pieces = nonce ? html.split(nonce) : [html];
  // one allocation, the parts views of it: a small part made on its own would come from Node's
  // shared 8 KB pool and keep a whole slab alive, so the cache would hold more than it counts
  const whole = Buffer.from(pieces.join(''), 'utf8');
  let at = 0;
  return {
    parts: pieces.map((piece) => {
      const part = whole.subarray(at, at + Buffer.byteLength(piece, 'utf8'));
      at += part.length;
      return part;
    }),
  };
}

/** The kept HTML with a new nonce. */
export function withNonce(page: PageBody, nonce: string): Buffer {
  const between = Buffer.from(nonce, 'utf8');
  return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [between, part])));
}

/** Response headers never kept: each answer sets its own. */
const NOT_KEPT_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'content-security-policy',
]);

export function keptHeaders(headers: Headers): [string, string][] {
  return [...headers.entries()].filter(
    ([name]) => !NOT_KEPT_HEADERS.has(name.toLowerCase()) && !name.toLowerCase().startsWith('x-middleware-'),
  );
}

/** Least recently used pages dropped first once their HTML passes `maxBytes`. */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.pages.size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  /** The page kept under `key` for `version`, if it is still good. */
  get(key: string, version: string): KeptPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.version !== version || this.now() - page.keptAt >= KEEP_MS) {
      this.delete(key);
      return null;
    }
    // most recently used last
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Keeps a page (the one kept, or null when it is too large to keep). */
  set(key: string, page: Omit<KeptPage, 'keptAt' | 'bytes'>): KeptPage | null {
    const bytes = page.parts.reduce((n, part) => n + part.length, key.length * 2);
    if (bytes > LARGEST_PAGE_BYTES * 2 || bytes > this.maxBytes) return null;
    this.delete(key);
    const kept = { ...page, keptAt: this.now(), bytes };
    this.pages.set(key, kept);
    this.bytes += bytes;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return kept;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}
