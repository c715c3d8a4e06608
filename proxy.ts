// The request guard in front of every page and API route (not the upload route, whose body must
// stream: a proxy makes Next buffer request bodies). A URL that is too long, holds a control
// character, repeats a single-valued parameter or fails its page's schema gets a 400/414 with the
// reason in plain words, before any page or database query runs. A revoked share link is a 410.
import { type NextRequest, NextResponse } from 'next/server';
import { presentedToken } from './lib/auth/token-header';
import { getShareStatus } from './lib/db/shares';
import { readEnv } from './lib/env';
import { isAllowedHost, isCrossOriginWrite } from './lib/hosts';
import { plainPage } from './lib/plain-page';
import { checkRequestUrl } from './lib/request-guard';

const SHARE_PAGE = /^\/s\/([A-Za-z0-9_-]{24})$/;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function proxy(request: NextRequest) {
  // DNS rebinding: a name that resolves here but is not ours gets nothing
  if (!isAllowedHost(request.headers.get('host'), readEnv()))
    return new NextResponse('This server does not answer to that host name (set BENCHBOARD_URL or BENCHBOARD_ALLOWED_HOSTS).', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  // CSRF: a write from another origin riding on a session cookie, whatever its content type
  // (server actions and route handlers alike; a token is never sent by a browser on its own)
  if (!READS.has(request.method) && !presentedToken(request.headers) && isCrossOriginWrite(request.headers))
    return NextResponse.json({ error: { code: 'forbidden', message: 'Cross-site request refused.' } }, { status: 403 });
  const rejection = checkRequestUrl(request.nextUrl);
  if (rejection) {
    if (request.nextUrl.pathname.startsWith('/api/'))
      return NextResponse.json({ error: { code: 'invalid', message: rejection.reason } }, { status: rejection.status });
    return plainPage(rejection.status, rejection.status === 414 ? 'Address too long' : 'Bad request', rejection.reason);
  }
  // a revoked link is Gone (410), not a page that says so with 200: crawlers and scripts must see it
  const share = SHARE_PAGE.exec(request.nextUrl.pathname);
  if (share?.[1] && request.method === 'GET' && (await getShareStatus(share[1])) === 'revoked')
    return plainPage(410, 'This link was revoked', 'Its owner stopped sharing this comparison. Ask them for a new link.');
  return NextResponse.next();
}

export const config = {
  // everything but static assets and the streamed upload body
  matcher: ['/((?!_next/static|_next/image|api/uploads$).*)'],
};
