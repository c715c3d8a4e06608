// The request guard in front of every page and API route (not the upload route, whose body must
// stream: a proxy makes Next buffer request bodies). A URL that is too long, holds a control
// character, repeats a single-valued parameter or fails its page's schema gets a 400/414 with the
// reason in plain words, before any page or database query runs.
import { type NextRequest, NextResponse } from 'next/server';
import { checkRequestUrl, type Rejection } from './lib/request-guard';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function rejectionPage(rejection: Rejection): string {
  const title = rejection.status === 414 ? 'Address too long' : 'Bad request';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · benchboard</title><style>body{font:15px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc;margin:0}
main{max-width:36rem;margin:4rem auto;padding:0 1rem}h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#475569}a{color:#2563eb}</style></head>
<body><main><h1>${title}</h1><p>${escapeHtml(rejection.reason)}</p><p><a href="/runs">All runs</a> · <a href="/">benchboard home</a></p></main></body></html>`;
}

export function proxy(request: NextRequest) {
  const rejection = checkRequestUrl(request.nextUrl);
  if (!rejection) return NextResponse.next();
  if (request.nextUrl.pathname.startsWith('/api/'))
    return NextResponse.json({ error: { code: 'invalid', message: rejection.reason } }, { status: rejection.status });
  return new NextResponse(rejectionPage(rejection), {
    status: rejection.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export const config = {
  // everything but static assets and the streamed upload body
  matcher: ['/((?!_next/static|_next/image|api/uploads$).*)'],
};
