// Better Auth's refusals (wrong password, not allowed, already a member), told by their shape and
// not by `instanceof`: the production build holds two copies of better-auth (one bundled with the
// route handlers, one with the pages and actions), and auth() is one object on globalThis, created
// by whichever ran first. Its errors come from that copy's APIError class, so `instanceof` against
// the other copy's was false: a wrong password in the sign-in form was a 500 and was never counted
// by the sign-in limit (found by an attack probe, 2026-12-02).
export type AuthRefusal = Error & { statusCode: number };

export function isAuthRefusal(error: unknown): error is AuthRefusal {
  return error instanceof Error && error.name === 'APIError' && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}
