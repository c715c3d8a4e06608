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

export function toErrorEnvelope(error: unknown, internalMessage = NOTHING_CHANGED): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError)
    return { status: error.status, body: { error: { code: error.code, message: error.message, details: error.details } } };
  console.error(error);
  return { status: 500, body: { error: { code: 'internal', message: internalMessage } } };
}

export function errorResponse(error: unknown, internalMessage?: string): Response {
  const { status, body } = toErrorEnvelope(error, internalMessage);
  return Response.json(body, { status, headers: status === 503 ? { 'retry-after': '30' } : {} });
}
