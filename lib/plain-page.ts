// A page the request guard answers with itself (400, 410, …): plain HTML in the site's colours
// (its dark ones when the system is dark: no script runs here to read the user's choice).
// The proxy cannot hand these to a page of the app: a rewrite to 127.0.0.1 (where the server
// listens) is taken by Next for an external URL and answered 200, losing the status.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function plainPage(status: number, title: string, message: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · benchboard</title><style>body{font:15px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc;margin:0}
header{border-bottom:1px solid #e2e8f0;background:#fff;padding:.75rem 1rem;font-weight:600}header a{color:#0f172a;text-decoration:none}header span{color:#2563eb}
main{max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#475569}a{color:#2563eb}
@media (prefers-color-scheme:dark){body{color:#e2e8f0;background:#0b1120}header{border-color:#2b3a55;background:#121a2b}header a{color:#e2e8f0}
header span,a{color:#60a5fa}p{color:#94a3b8}}</style></head>
<body><header><a href="/">bench<span>board</span></a></header><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<p><a href="/runs">All runs</a> · <a href="/">benchboard home</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}
