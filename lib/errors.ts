// One error policy: a typed AppError carries a code that maps to an HTTP status and a message
// written for the user; everything else is an internal error whose details stay in the log.

export const ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  timeout: 408,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unrecognized: 422,
  busy: 503,
  too_many: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export type ErrorEnvelope = { error: { code: ErrorCode; message: string; details?: unknown } };

/** What an unexpected failure tells the user: what did not happen, never a stack or a path. */
export const NOTHING_CHANGED = 'Something went wrong on our side; nothing was changed. Try again, and report it if it keeps happening.';

/** Prisma's codes for a server it cannot reach, that closed the connection, or a pool with none free */
const UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
/** adapter-pg's kinds of the same */
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/**
 * Whether a failure is the database being away (down, restarting, out of connections) rather than
 * a fault of the request or a bug: a client should come back (503 with Retry-After), as CI retries.
 * An upload sent while PostgreSQL restarted answered 500 (an attack probe, 2026-12-05).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown } } } };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  const cause = e.meta?.driverAdapterError?.cause;
  if (typeof cause?.kind !== 'string') return false;
  // PostgreSQL shutting down or starting (57P01–57P03) and connection exceptions (08…)
  return UNAVAILABLE_KINDS.has(cause.kind) || (cause.kind === 'postgres' && /^(?:57P0[1-3]|08)/.test(String(cause.code)));
}

/**
 * Whether a failure is a statement cut at the statement timeout (57014): the server was too busy or
 * the question too big, not a fault (16 comparisons of long runs at once answered 500: an attack probe, 2026-12-07).
 */
export function isStatementTimeout(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown; meta?: { driverAdapterError?: { cause?: { code?: unknown } } } };
  if (e.code === '57014' || e.meta?.driverAdapterError?.cause?.code === '57014') return true;
  return (
    typeof e.message === 'string' && (e.message.includes('57014') || e.message.includes('canceling statement due to statement timeout'))
  );
}

export const TOOK_TOO_LONG =
  'The server took too long to answer this (it is busy, or this asks for a lot); nothing was changed. Try again in a minute.';

export const DATABASE_AWAY = 'The database is not reachable right now (restarting?); nothing was changed. Try again in a minute.';

export function toErrorEnvelope(error: unknown, internalMessage = NOTHING_CHANGED): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError)
    return { status: error.status, body: { error: { code: error.code, message: error.message, details: error.details } } };
  console.error(error);
  if (isDatabaseUnavailable(error)) return { status: 503, body: { error: { code: 'busy', message: DATABASE_AWAY } } };
  if (isStatementTimeout(error)) return { status: 503, body: { error: { code: 'busy', message: TOOK_TOO_LONG } } };
  return { status: 500, body: { error: { code: 'internal', message: internalMessage } } };
}

/**
 * When a client may ask again (Retry-After, seconds), for the answers that have one: a busy server
 * (503) in 30 s, too many requests (429) when the throttle's window says (`details.retryAfterS`).
 */
export function retryAfterOf(error: unknown, status: number): Record<string, string> {
  if (status === 503) return { 'retry-after': '30' };
  if (status !== 429) return {};
  const seconds = error instanceof AppError ? (error.details as { retryAfterS?: unknown } | undefined)?.retryAfterS : undefined;
  return { 'retry-after': String(typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 60) };
}

export function errorResponse(error: unknown, internalMessage?: string): Response {
  const { status, body } = toErrorEnvelope(error, internalMessage);
  return Response.json(body, { status, headers: retryAfterOf(error, status) });
}
