// proxy.ts's side of the rendered-page cache (lib/page-cache.ts). A page that may be kept is
// rendered by asking this same server for it over loopback, with a per-process secret that lets the
// request through the proxy and gives it this response's nonce; its HTML streams to the browser as
// it is rendered while a copy is read, and kept if lib/page-cache.ts's mayKeep allows. A page kept
// for the same viewer at the data's current version is answered without rendering, with this
// response's nonce in place of the one it was rendered with.
import { randomBytes } from 'node:crypto';
import { NextResponse } from 'next/server';
import { readPageDataState, readPageDataVersion } from './db/page-version';
import type { Env } from './env';
import {
  asksForKeptPage,
  cutAtNonce,
  type KeptPage,
  keptHeaders,
  LARGEST_PAGE_BYTES,
  mayKeep,
  PageCache,
  pageKey,
  viewerOf,
  withNonce,
} from './page-cache';

/** Marks this server's own request for a page it may keep; the value is this process's secret. */
const RENDER_HEADER = 'x-benchboard-render';
/** The nonce the page is rendered with: the outer response's (believed only with the secret). */
const NONCE_HEADER = 'x-benchboard-render-nonce';
const RENDER_SECRET = randomBytes(24).toString('base64url');
/** Says how a page was answered: `kept` (from memory) or `rendered`. */
export const PAGE_ANSWER_HEADER = 'x-benchboard-page';
/** Request headers never passed on to the server's own request (hop by hop, or refused by fetch). */
const NOT_PASSED_ON = [
  'connection',
  'content-length',
  'keep-alive',
  'transfer-encoding',
  'expect',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
];

let cache: PageCache | null = null;
/** A render under way per version and key: those who ask for the same page meanwhile wait for it. */
const rendering = new Map<string, Promise<KeptPage | null>>();

/** Whether the request is one this server made for a page (a client that says so is only never answered from memory). */
export function isInsideRender(headers: Headers): boolean {
  return headers.has(RENDER_HEADER);
}

/** The nonce this server's own request asks its page to be rendered with; null for anyone else's request. */
export function nonceOfInsideRender(headers: Headers): string | null {
  if (headers.get(RENDER_HEADER) !== RENDER_SECRET) return null;
  const nonce = headers.get(NONCE_HEADER) ?? '';
  return /^[A-Za-z0-9+/]{22}==$/.test(nonce) ? nonce : null;
}

/** Where this server listens, for its own requests (a wildcard address is reached on loopback). */
function ownOrigin(env: Env): string {
  const url = new URL(process.env.__NEXT_PRIVATE_ORIGIN || `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`);
  if (url.hostname === '0.0.0.0') url.hostname = '127.0.0.1';
  if (url.hostname === '[::]') url.hostname = '[::1]';
  return url.origin;
}

/**
 * The answer to a request for a page that may be kept, or null to let it through to be rendered as
 * usual: not such a page, caching off, a viewer that is not clear, a session that no longer signs
 * anyone in, the database not answering, or this server could not ask itself.
 */
export async function keptOrRendered(request: Request & { nextUrl: URL }, env: Env, nonce: string): Promise<Response | null> {
  const { pathname, search } = request.nextUrl;
  if (env.BENCHBOARD_PAGE_CACHE_MB === 0 || !nonce || !asksForKeptPage(request.method, pathname, request.headers)) return null;
  const viewer = env.BENCHBOARD_AUTH === 'off' ? 'open' : viewerOf(request.headers.get('cookie'));
  if (!viewer) return null;
  cache ??= new PageCache(env.BENCHBOARD_PAGE_CACHE_MB * 1024 * 1024);
  const key = pageKey(
    typeof viewer === 'string' ? viewer : viewer.kind === 'session' ? `session ${viewer.value}` : 'anonymous',
    pathname + search,
  );
  const state = await readPageDataState(typeof viewer !== 'string' && viewer.kind === 'session' ? viewer.token : null).catch(() => null);
  // the database did not answer (the page will say so), or a signed-out or expired session (the page sends them to sign in)
  if (!state?.sessionLive) return null;
  const kept = cache.get(key, state.version);
  if (kept) return answer(kept, nonce, 'kept');
  const inFlight = `${state.version} ${key}`;
  const shared = rendering.get(inFlight);
  if (shared) {
    // someone asked for this page a moment ago: their render, if it is one to keep (never their cookies or error)
    const page = await shared;
    return page ? answer(page, nonce, 'rendered') : null;
  }
  // set before the first await: those who ask meanwhile wait for this render
  let settle!: (page: KeptPage | null) => void;
  rendering.set(
    inFlight,
    new Promise<KeptPage | null>((resolve) => {
      settle = resolve;
    }),
  );
  const rendered = await renderInside(request, env, nonce);
  if (!rendered) {
    rendering.delete(inFlight);
    settle(null);
    return null;
  }
  const [toClient, toCopy] = rendered.body?.tee() ?? [null, null];
  const cookies = rendered.headers.getSetCookie();
  const headers = keptHeaders(rendered.headers);
  void readCopy(toCopy, rendered.headers)
    .then(async (html) => {
      const versionAfter = html === null ? null : await readPageDataVersion().catch(() => null);
      const setsCookies = cookies.length > 0;
      if (
        html === null ||
        !mayKeep({ status: rendered.status, setsCookies, html, settled: state.settled, versionBefore: state.version, versionAfter })
      )
        return null;
      const page = { version: state.version, headers, ...cutAtNonce(html, nonce) };
      return cache?.set(key, page) ?? null;
    })
    .catch(() => null)
    .then((page) => {
      rendering.delete(inFlight);
      settle(page);
    });
  const response = new NextResponse(toClient, { status: rendered.status, headers });
  for (const value of cookies) response.headers.append('set-cookie', value);
  response.headers.set(PAGE_ANSWER_HEADER, 'rendered');
  return response;
}

/** A kept page with this response's nonce (Next compresses it). */
function answer(page: Pick<KeptPage, 'headers' | 'parts'>, nonce: string, how: 'kept' | 'rendered'): Response {
  const body = withNonce(page, nonce);
  const response = new NextResponse(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    status: 200,
    headers: page.headers,
  });
  response.headers.set(PAGE_ANSWER_HEADER, how);
  return response;
}

/** This server's answer to the request, asked over loopback with the render secret and `nonce`; null when it could not be asked. */
async function renderInside(request: Request & { nextUrl: URL }, env: Env, nonce: string): Promise<Response | null> {
  const headers = new Headers(request.headers);
  for (const name of NOT_PASSED_ON) headers.delete(name);
  headers.set('accept-encoding', 'identity');
  headers.set(RENDER_HEADER, RENDER_SECRET);
  headers.set(NONCE_HEADER, nonce);
  try {
    return await fetch(ownOrigin(env) + request.nextUrl.pathname + request.nextUrl.search, {
      headers,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    console.warn(`[page cache] could not ask this server for ${request.nextUrl.pathname}; rendering it directly:`, error);
    return null;
  }
}

/** The copy of a rendered HTML page, or null: not HTML, larger than a page kept, or cut short. Never throws. */
async function readCopy(body: ReadableStream<Uint8Array> | null, headers: Headers): Promise<string | null> {
  if (!body) return null;
  const reader = body.getReader();
  if (!/^text\/html\b/i.test(headers.get('content-type') ?? '')) {
    await reader.cancel().catch(() => {});
    return null;
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks).toString('utf8');
      bytes += value.byteLength;
      if (bytes > LARGEST_PAGE_BYTES) {
        // the browser's half goes on; this one stops
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
}
