// The checks every route handler makes before it reads or writes: the request names a host this
// server answers to (DNS rebinding), a write riding on a cookie comes from our own pages (CSRF,
// whatever the content type), and who is asking.
import 'server-only';
import { readEnv } from '../env';
import { AppError } from '../errors';
import { isAllowedHost, isCrossOriginWrite } from '../hosts';
import { presentedToken, type Viewer, viewerFromHeaders } from './viewer';

export async function requestViewer(request: Request, { write }: { write: boolean }): Promise<Viewer> {
  const h = request.headers;
  const env = readEnv();
  if (!isAllowedHost(h.get('host') ?? new URL(request.url).host, env))
    throw new AppError('forbidden', 'This server does not answer to that host name (set BENCHBOARD_URL or BENCHBOARD_ALLOWED_HOSTS).');
  // a token is never sent by a browser on its own: only cookie-borne writes can be forged
  if (write && !presentedToken(h) && isCrossOriginWrite(h)) throw new AppError('forbidden', 'Cross-site request refused.');
  return viewerFromHeaders(h);
}
