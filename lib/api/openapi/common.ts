// What many operations of the document share: who may call them, the error answers, curl lines.
import { SCHEMA_REF } from './schemas';
import type { CodeSample, JsonSchema, MediaType, Ref, ResponseObject } from './types';

export const SECURITY_SCHEMES: Record<string, JsonSchema> = {
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token (bb_…): made by a team admin on the team page (/teams/…) or with `npm run admin -- token create`. Its scope is upload, read, or both; it may be limited to one project.',
  },
  apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The same token in an x-api-key header.' },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'A signed-in browser’s session. Writes with it must come from this server’s own pages (same origin).',
  },
};

/** Reads: a token with read scope, a session, or nobody (who sees public projects only). */
type Security = Record<string, string[]>[];

export const READ_SECURITY: Security = [{ bearerToken: [] }, { apiKeyHeader: [] }, { sessionCookie: [] }, {}];
/** Uploads: a token with upload scope, or an editor's session. */
export const UPLOAD_SECURITY: Security = [{ bearerToken: [] }, { apiKeyHeader: [] }, { sessionCookie: [] }];
export const SESSION_SECURITY: Security = [{ sessionCookie: [] }];
export const NO_SECURITY: Security = [];

const errorContent = { 'application/json': { schema: { $ref: `${SCHEMA_REF}Error` } } };

export const ERROR_RESPONSES: Record<string, ResponseObject> = {
  BadRequest: { description: 'A parameter or the body is not valid; the message names it.', content: errorContent },
  Unauthorized: {
    description: 'Nobody signed in and no token (or an invalid one), for something that is not public.',
    content: errorContent,
  },
  Forbidden: {
    description: 'The token’s scope, or the person’s role, does not allow it; or an unknown host or a cross-site write.',
    content: errorContent,
  },
  NotFound: { description: 'It does not exist, or it is not yours to read.', content: errorContent },
  TooLarge: { description: 'Larger than the server’s upload limit (UPLOAD_MAX_BYTES).', content: errorContent },
  TooMany: {
    description: 'Too many attempts (a mistyped token, too often): wait as Retry-After says (seconds).',
    content: errorContent,
    headers: { 'retry-after': { schema: { type: 'integer' } } },
  },
  Busy: {
    description: 'The server is busy or its database does not answer: try again later.',
    content: errorContent,
    headers: { 'retry-after': { schema: { type: 'integer' } } },
  },
};

type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 429 | 503;

const ERROR_BY_STATUS: Record<ErrorStatus, keyof typeof ERROR_RESPONSES> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'TooLarge',
  429: 'TooMany',
  503: 'Busy',
};

/** `[400, 401]` → their shared error answers, by reference. */
export function errors(statuses: ErrorStatus[]): Record<string, Ref> {
  return Object.fromEntries(statuses.map((s) => [String(s), { $ref: `#/components/responses/${ERROR_BY_STATUS[s]}` }]));
}

export function json(schemaId: string, description: string): ResponseObject {
  return { description, content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}${schemaId}` } } satisfies MediaType } };
}

/** A curl line run from a shell where BENCHBOARD_URL and BENCHBOARD_TOKEN are set (as for the CLI). */
export function curl(method: string, pathAndQuery: string, { token = true, extra = [] as string[] } = {}): CodeSample {
  const lines = [
    `curl${method === 'GET' ? '' : ` -X ${method}`}`,
    ...(token ? ['-H "Authorization: Bearer $BENCHBOARD_TOKEN"'] : []),
    ...extra,
    `"$BENCHBOARD_URL${pathAndQuery}"`,
  ];
  return { lang: 'shell', label: 'curl', source: lines.join(' \\\n  ') };
}
