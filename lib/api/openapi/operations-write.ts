// The document's other operations: uploads, share links, health, this document, and the few
// sign-in endpoints of Better Auth that are reachable over HTTP.
import { z } from 'zod';
import { listFormats } from '../../parsers/formats';
import { curl, errors, json, NO_SECURITY, SESSION_SECURITY, UPLOAD_SECURITY } from './common';
import { parametersOf, SCHEMA_REF } from './schemas';
import type { PathItem } from './types';

/** A share link's slug, as lib/shares.ts makes it (not imported: that module brings the auth stack; a unit test keeps the two equal). */
export const SHARE_SLUG = /^[A-Za-z0-9_-]{24}$/;

const MANIFEST_EXAMPLE =
  '{"commit":"abc123","branch":"main","tags":"version=8.4.3","files":[{"name":"sysbench.log","projectName":"nightly"}]}';

export const WRITE_PATHS: Record<string, PathItem> = {
  '/api/uploads': {
    post: {
      operationId: 'uploadLogs',
      summary: 'Upload logs',
      description: `Stores one or more benchmark logs (${listFormats('and')}, configuration files) as multipart/form-data. Each file is parsed and stored on its own: one refused file does not stop the others (its result says why). The same content again stores nothing new and returns the runs stored the first time. Needs a token with upload scope (it uploads to its own team, and to its project when it has one) or an editor’s session. \`npx benchboard upload\` sends this request for you.`,
      tags: ['Uploads'],
      security: UPLOAD_SECURITY,
      'x-token-scope': 'upload',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['files'],
              properties: {
                files: {
                  type: 'array',
                  items: { type: 'string', contentMediaType: 'application/octet-stream' },
                  description: 'the logs (at most 100 files; the server’s UPLOAD_MAX_BYTES in all)',
                },
                manifest: { $ref: `${SCHEMA_REF}UploadManifest` },
              },
            },
            encoding: { manifest: { contentType: 'application/json' } },
          },
        },
      },
      responses: {
        200: json('UploadResult', 'Every file was uploaded before: nothing new was stored.'),
        201: json('UploadResult', 'Something new was stored.'),
        422: json('UploadResult', 'No file could be stored: each result says why (and at which line).'),
        ...errors([400, 401, 403, 413, 429, 503]),
      },
      'x-codeSamples': [curl('POST', '/api/uploads', { extra: ['-F files=@sysbench.log', `-F 'manifest=${MANIFEST_EXAMPLE}'`] })],
    },
  },
  '/api/shares': {
    post: {
      operationId: 'createShare',
      summary: 'Create a share link',
      description:
        'Freezes a comparison (run ids and settings), or a ratio matrix (`"kind": "matrix"` with an imported table\'s `matrix` id, or `runs` with the tag `dim` that splits them into `a` and `b`; cells left out and notes travel with it), behind an unguessable link that anyone holding it may open, read-only. Needs a session of someone who may share runs of that team (an editor); tokens cannot share.',
      tags: ['Shares'],
      security: SESSION_SECURITY,
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}ShareRequest` } } } },
      responses: { 201: json('ShareCreated', 'The link.'), ...errors([400, 401, 403, 404]) },
      'x-codeSamples': [
        curl('POST', '/api/shares', { token: false, extra: ['-H "content-type: application/json"', `-d '{"state":{"runs":[12,15]}}'`] }),
      ],
    },
  },
  '/api/shares/{slug}': {
    delete: {
      operationId: 'revokeShare',
      summary: 'Revoke a share link',
      description: 'The link stops working at once (410 Gone); the runs are not touched. Needs a session that may share that team’s runs.',
      tags: ['Shares'],
      security: SESSION_SECURITY,
      parameters: parametersOf(z.object({ slug: z.string().regex(SHARE_SLUG) }), 'path', { slug: 'the link’s last part, /s/{slug}' }),
      responses: { 204: { description: 'Revoked.' }, ...errors([401, 403, 404]) },
      'x-codeSamples': [curl('DELETE', '/api/shares/AbCdEfGhIjKlMnOpQrStUvWx', { token: false })],
    },
  },
  '/api/health': {
    get: {
      operationId: 'health',
      summary: 'Health',
      description: 'Whether the server and its database answer (one database round trip). For load balancers.',
      tags: ['Server'],
      security: NO_SECURITY,
      responses: { 200: json('Health', 'Up.'), 503: { $ref: '#/components/responses/Busy' } },
      'x-codeSamples': [curl('GET', '/api/health', { token: false })],
    },
  },
  '/api/openapi.json': {
    get: {
      operationId: 'openapi',
      summary: 'This document',
      description: 'The OpenAPI 3.1 description of this API, generated from the schemas the server validates with. Rendered at /api/docs.',
      tags: ['Server'],
      security: NO_SECURITY,
      responses: { 200: { description: 'The document.', content: { 'application/json': { schema: { type: 'object' } } } } },
      'x-codeSamples': [curl('GET', '/api/openapi.json', { token: false })],
    },
  },
  ...signInPaths(),
};

/** Better Auth's endpoints the browser uses; scripts should use a token instead of a password. */
function signInPaths(): Record<string, PathItem> {
  const session = (operationId: string, summary: string, description: string) => ({
    operationId,
    summary,
    description: `${description} Part of the sign-in of the web pages (Better Auth); a script should send a token instead.`,
    tags: ['Sign-in'],
    'x-codeSamples': [],
  });
  return {
    '/api/auth/sign-in/email': {
      post: {
        ...session('signIn', 'Sign in', 'Checks an email and password and sets the session cookie.'),
        security: NO_SECURITY,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['email', 'password'],
                properties: { email: { type: 'string' }, password: { type: 'string' } },
              },
            },
          },
        },
        responses: { 200: { description: 'Signed in; the session cookie is set.' }, ...errors([401, 403, 429]) },
      },
    },
    '/api/auth/sign-out': {
      post: {
        ...session('signOut', 'Sign out', 'Ends the session.'),
        security: SESSION_SECURITY,
        responses: { 200: { description: 'Signed out.' }, ...errors([403]) },
      },
    },
    '/api/auth/get-session': {
      get: {
        ...session('getSession', 'The session', 'Who is signed in, if anyone.'),
        security: SESSION_SECURITY,
        responses: { 200: { description: 'The session and its user, or null.' }, ...errors([403]) },
      },
    },
  };
}
