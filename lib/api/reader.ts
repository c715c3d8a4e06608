// Who may read through the REST API, checked once per request: the same viewer as the pages (a
// session, a token, nobody), except that a token must have the read scope — an upload-only CI
// token is refused outright rather than shown the public projects as if it were nobody.
import 'server-only';
import { requestViewer } from '../auth/request';
import { accessOf, type Viewer } from '../auth/viewer';
import type { Access } from '../db/access';
import { AppError } from '../errors';

export type ApiReader = { viewer: Viewer; access: Access };

export async function apiReader(request: Request): Promise<ApiReader> {
  const viewer = await requestViewer(request, { write: false });
  if (viewer.kind === 'token' && !viewer.token.scopes.includes('read'))
    throw new AppError(
      'forbidden',
      'This token may not read runs or uploads: its scope is upload only. Create a token with read scope on the team page.',
    );
  return { viewer, access: accessOf(viewer) };
}

/**
 * What to answer for something the viewer cannot see: nobody is told to sign in (401) whether or
 * not it exists, so that the answer says nothing about private data; anyone else gets a 404.
 */
export function notReadable(viewer: Viewer, what: string, { plural = false } = {}): AppError {
  const [is, does] = plural ? ['are', 'do'] : ['is', 'does'];
  if (viewer.kind === 'anonymous')
    return new AppError(
      'unauthorized',
      `${what} ${is} not public (or ${does} not exist): sign in, or send a token with read scope (Authorization: Bearer …).`,
    );
  return new AppError('not_found', `${what} ${does} not exist, or ${is} not yours to read.`);
}
