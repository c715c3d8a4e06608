// In front of every page and API route (not the upload route, whose body must stream: a proxy
// makes Next buffer request bodies). It sets the security headers of every response it sees (a
// Content-Security-Policy with a fresh nonce, which Next reads from the request to mark its own
// scripts), and refuses what must not reach a page: an unknown host name, a cross-site write, a
// URL that is too long, holds a control character, repeats a single-valued parameter or fails its
// page's schema (400/414, the reason in plain words), a revoked share link (410). A page people read
// again (the runs list, a run, a comparison, a history) is answered from lib/page-cache.ts when the
// same viewer read it at the same data version (lib/kept-pages.ts).
import { type NextRequest, NextResponse } from 'next/server';
import { presentedToken } from './lib/auth/token-header';
import { viewerFromHeaders } from './lib/auth/viewer';
import { getShareStatus } from './lib/db/shares';
import { type Env, readEnv } from './lib/env';
import { AppError, DATABASE_AWAY, ERROR_STATUS, isDatabaseUnavailable, NOTHING_CHANGED, retryAfterOf } from './lib/errors';
import { isAllowedHost, isCrossOriginWrite } from './lib/hosts';
import { isInsideRender, keptOrRendered, nonceOfInsideRender } from './lib/kept-pages';
import { NOTICE_COOKIE } from './lib/notice';
import { plainPage } from './lib/plain-page';
import { checkRequestUrl } from './lib/request-guard';
import { REQUEST_BODY_MAX_BYTES } from './lib/request-limits';
import { createNonce, securityHeaders, securitySettings } from './lib/security-headers';

const SHARE_PAGE = /^\/s\/([A-Za-z0-9_-]{24})$/;

/** The path as the router reads it (checkRequestUrl has refused a broken escape before this is asked). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The Content-Length a request declares; 0 when it declares none (a chunked body is cut at the limit by Next). */
const declaredLength = (headers: Headers) => {
  const n = Number(headers.get('content-length') ?? '0');
  return Number.isFinite(n) ? n : 0;
};

export async function proxy(request: NextRequest) {
  const env = readEnv();
  const { pathname } = request.nextUrl;
  // this server's own request for a page it may keep is rendered with the nonce of the response it will be part of
  const nonce = nonceOfInsideRender(request.headers) ?? createNonce();
  const headers = securityHeaders(pathname, securitySettings(env, process.env.NODE_ENV === 'development'), nonce);
  let response: Response;
  try {
    const policy = headers['content-security-policy'] ?? '';
    response = await answer(request, env, policy);
    if (response.headers.get('x-middleware-next') === '1' && !isInsideRender(request.headers))
      response = (await keptOrRendered(request, env, nonce)) ?? response;
  } catch (error) {
    // whatever failed (the share lookup's database), the answer says nothing of how
    console.error(error);
    const away = isDatabaseUnavailable(error);
    response = pathname.startsWith('/api/')
      ? NextResponse.json(
          { error: away ? { code: 'busy', message: DATABASE_AWAY } : { code: 'internal', message: NOTHING_CHANGED } },
          { status: away ? 503 : 500, headers: away ? { 'retry-after': '30' } : {} },
        )
      : away
        ? plainPage(503, 'Back in a minute', DATABASE_AWAY)
        : plainPage(500, 'Something went wrong', NOTHING_CHANGED);
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // a refused form's notice is read once: a page load shows it and removes it (with JavaScript, the notice does)
  if (request.method === 'GET' && /text\/html/i.test(request.headers.get('accept') ?? '') && request.cookies.has(NOTICE_COOKIE))
    response.headers.append('set-cookie', `${NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  return response;
}

async function answer(request: NextRequest, env: Env, policy: string): Promise<Response> {
  // DNS rebinding: a name that resolves here but is not ours gets nothing
  if (!isAllowedHost(request.headers.get('host'), env))
    return new NextResponse('This server does not answer to that host name (set BENCHBOARD_URL or BENCHBOARD_ALLOWED_HOSTS).', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  // CSRF: a write from another origin riding on a session cookie, whatever its content type
  // (server actions and route handlers alike; a token is never sent by a browser on its own)
  if (!READS.has(request.method) && !presentedToken(request.headers) && isCrossOriginWrite(request.headers))
    return NextResponse.json({ error: { code: 'forbidden', message: 'Cross-site request refused.' } }, { status: 403 });
  // a body larger than any form or share: refused before a page or route reads it (Next has
  // buffered at most REQUEST_BODY_MAX_BYTES of it, see lib/request-limits.ts)
  if (!READS.has(request.method) && declaredLength(request.headers) > REQUEST_BODY_MAX_BYTES) {
    const reason = `The request body is larger than ${REQUEST_BODY_MAX_BYTES / 1024 / 1024} MB. Logs go to /api/uploads.`;
    if (request.nextUrl.pathname.startsWith('/api/'))
      return NextResponse.json({ error: { code: 'too_large', message: reason } }, { status: 413 });
    return plainPage(413, 'Request too large', reason);
  }
  const rejection = checkRequestUrl(request.nextUrl);
  if (rejection) {
    if (request.nextUrl.pathname.startsWith('/api/'))
      return NextResponse.json({ error: { code: 'invalid', message: rejection.reason } }, { status: rejection.status });
    return plainPage(rejection.status, rejection.status === 414 ? 'Address too long' : 'Bad request', rejection.reason);
  }
  // a revoked link is Gone (410), not a page that says so with 200: crawlers and scripts must see it
  // (on the decoded path, as the page reads its slug: `/s/…%34` is the same link; and for HEAD as for GET)
  const share = request.method === 'GET' || request.method === 'HEAD' ? SHARE_PAGE.exec(decodedPath(request.nextUrl.pathname)) : null;
  if (share?.[1] && (await getShareStatus(share[1])) === 'revoked')
    return plainPage(410, 'This link was revoked', 'Its owner stopped sharing this comparison. Ask them for a new link.');
  // a page asked for with an API token (a script's curl): a token that is not valid is refused here,
  // 401 (429 past the failed-token limit), as the API refuses it — thrown from the page's render it
  // was a 500 with a stack trace in the log on every request (an attack probe, 2026-12-05)
  if (!request.nextUrl.pathname.startsWith('/api/') && presentedToken(request.headers) !== null) {
    const refused = await refusedToken(request.headers);
    if (refused) return refused;
  }
  // Next takes the nonce for its scripts from the request's policy (never from the client's own)
  const forwarded = new Headers(request.headers);
  forwarded.set('content-security-policy', policy);
  return NextResponse.next({ request: { headers: forwarded } });
}

/** The answer to a page request whose token is not valid, or null when it is (the page reads it again). */
async function refusedToken(headers: Headers): Promise<Response | null> {
  try {
    await viewerFromHeaders(headers);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const status = ERROR_STATUS[error.code];
    return plainPage(status, error.code === 'too_many' ? 'Too many requests' : 'Not signed in', error.message, retryAfterOf(error, status));
  }
}

export const config = {
  // everything but static assets and the streamed upload body (next.config.js gives those their headers)
  matcher: ['/((?!_next/static|_next/image|api/uploads$).*)'],
};
