// proxy.ts's side of the rendered-page cache (lib/page-cache.ts). A page that may be kept is
// rendered by asking this same server for it (with a secret that makes the proxy let it through),
// so its HTML can be kept; a page kept for the same viewer at the data's current version is answered
// without rendering. Either way the answer carries the nonce of this response's policy.
import { randomBytes } from 'node:crypto';
import { NextResponse } from 'next/server';
import { readPageDataState, readPageDataVersion } from './db/page-version';
import type { Env } from './env';
import {
  asksForKeptPage,
  cutAtNonce,
  type KeptPage,
  keptHeaders,
  PageCache,
  pageKey,
  renderedWhole,
  sessionCookie,
  withNonce,
} from './page-cache';
import { nonceOfPolicy } from './security-headers';

/** Marks this server's own request for a page it will keep; the value is this process's secret. */
const RENDER_HEADER = 'x-benchboard-render';
const RENDER_SECRET = randomBytes(24).toString('base64url');
/** Says how a page was answered: `kept` (from memory) or `rendered`. */
export const PAGE_ANSWER_HEADER = 'x-benchboard-page';

let cache: PageCache | null = null;
const rendering = new Map<string, Promise<Rendered | null>>();

type Rendered = {
  status: number;
  headers: [string, string][];
  cookies: string[];
  parts: string[] | null;
  body: ArrayBuffer | null;
  /** rendered without a part that failed */
  whole: boolean;
};

export function isInsideRender(headers: Headers): boolean {
  return headers.get(RENDER_HEADER) === RENDER_SECRET;
}

/** Where this server listens, for its own requests (a wildcard address is reached on loopback). */
function ownOrigin(env: Env): string {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN || `http://${env.HOST}:${env.PORT}`;
  const url = new URL(origin);
  if (url.hostname === '0.0.0.0' || url.hostname === 'localhost') url.hostname = '127.0.0.1';
  if (url.hostname === '[::]') url.hostname = '[::1]';
  return url.origin;
}

/**
 * The answer to a request for a page that may be kept, or null to let it through to be rendered as
 * usual (not such a page, caching off, a session that no longer signs anyone in, or this server
 * could not ask itself).
 */
export async function keptOrRendered(request: Request & { nextUrl: URL }, env: Env, policy: string): Promise<Response | null> {
  const { pathname, search } = request.nextUrl;
  if (env.BENCHBOARD_PAGE_CACHE_MB === 0 || !asksForKeptPage(request.method, pathname, request.headers)) return null;
  cache ??= new PageCache(env.BENCHBOARD_PAGE_CACHE_MB * 1024 * 1024);
  const authOff = env.BENCHBOARD_AUTH === 'off';
  const cookie = authOff ? null : sessionCookie(request.headers.get('cookie'));
  const viewer = authOff ? 'open' : cookie ? `session ${cookie.value}` : 'anonymous';
  const key = pageKey(viewer, pathname + search);
  const state = await readPageDataState(cookie?.token ?? null);
  // a signed-out or expired session: rendered as usual, which sends them to sign in
  if (!state.sessionLive) return null;
  const nonce = nonceOfPolicy(policy) ?? '';
  const kept = cache.get(key, state.version);
  if (kept) return answer(kept, [], 200, nonce, 'kept');
  const inFlight = `${state.version} ${key}`;
  let render = rendering.get(inFlight);
  if (!render) {
    render = renderInside(request, env).then(async (rendered) => {
      // kept only when no write was under way when the version was read, nor since
      if (rendered?.parts && rendered.whole && rendered.status === 200 && rendered.cookies.length === 0 && state.settled) {
        if ((await readPageDataVersion()) === state.version)
          cache?.set(key, { version: state.version, headers: rendered.headers, parts: rendered.parts });
      }
      return rendered;
    });
    rendering.set(inFlight, render);
    void render.finally(() => rendering.delete(inFlight));
  }
  const rendered = await render;
  if (!rendered) return null;
  if (rendered.parts)
    return answer({ headers: rendered.headers, parts: rendered.parts }, rendered.cookies, rendered.status, nonce, 'rendered');
  const response = new NextResponse(rendered.body, { status: rendered.status, headers: rendered.headers });
  for (const value of rendered.cookies) response.headers.append('set-cookie', value);
  return response;
}

function answer(page: Pick<KeptPage, 'headers' | 'parts'>, cookies: string[], status: number, nonce: string, how: string): Response {
  const response = new NextResponse(withNonce(page, nonce), { status, headers: page.headers });
  for (const value of cookies) response.headers.append('set-cookie', value);
  response.headers.set(PAGE_ANSWER_HEADER, how);
  return response;
}

/** This server's answer to the request, asked over loopback with the render secret; null when it could not be asked. */
async function renderInside(request: Request & { nextUrl: URL }, env: Env): Promise<Rendered | null> {
  const headers = new Headers(request.headers);
  for (const name of ['connection', 'content-length', 'keep-alive', 'transfer-encoding']) headers.delete(name);
  headers.set('accept-encoding', 'identity');
  headers.set(RENDER_HEADER, RENDER_SECRET);
  let response: Response;
  try {
    response = await fetch(ownOrigin(env) + request.nextUrl.pathname + request.nextUrl.search, {
      headers,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    console.warn(`[page cache] could not ask this server for ${request.nextUrl.pathname}; rendering it directly:`, error);
    return null;
  }
  const cookies = response.headers.getSetCookie();
  const isHtml = /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
  if (!isHtml)
    return {
      status: response.status,
      headers: keptHeaders(response.headers),
      cookies,
      parts: null,
      body: await response.arrayBuffer(),
      whole: false,
    };
  const html = await response.text();
  const parts = cutAtNonce(html, nonceOfPolicy(response.headers.get('content-security-policy')) ?? '');
  return { status: response.status, headers: keptHeaders(response.headers), cookies, parts, body: null, whole: renderedWhole(html) };
}
