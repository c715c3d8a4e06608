import { auth } from '@/lib/auth/server';
import { isAuthOff } from '@/lib/auth/viewer';
import { readEnv } from '@/lib/env';
import { errorResponse } from '@/lib/errors';
import { isAllowedHost } from '@/lib/hosts';
import { limitedSignInEndpoint } from '@/lib/teams/sessions';

/**
 * Better Auth's endpoints, of which only these are reachable over HTTP: the pages sign in, accept
 * invitations and manage teams and tokens through server actions (with benchboard's own checks);
 * no one signs up without a setup or invitation link.
 */
const OPEN_ENDPOINTS = new Set(['GET /get-session', 'POST /sign-in/email', 'POST /sign-out']);

async function handle(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, '');
  if (isAuthOff() || !OPEN_ENDPOINTS.has(`${request.method} ${path}`))
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  if (!isAllowedHost(request.headers.get('host'), readEnv()))
    return Response.json({ error: { code: 'forbidden', message: 'Unknown host.' } }, { status: 403 });
  // Better Auth answers its own errors, but a failure under it (its rate-limit table, read before
  // anything else, gone or unreachable) is thrown: answered here like every route's, a plain sentence
  try {
    if (path === '/sign-in/email') return await limitedSignInEndpoint(request, (r) => auth().handler(r));
    return await auth().handler(request);
  } catch (error) {
    return errorResponse(error);
  }
}

export const GET = handle;
export const POST = handle;
