// Signing in and out. Wrong passwords are counted per address and per account (lib/auth/throttle):
// past the limit the answer is 429 whatever the password, so guessing is slow.
import 'server-only';
import { isAuthRefusal } from '../auth/api-error';
import { auth } from '../auth/server';
import { limitFailedSignIns } from '../auth/throttle';
import { clientAddress } from '../auth/viewer';
import { AppError } from '../errors';

/** What a failed sign-in counts against: the client's address and the account. */
export const signInKeys = (email: string, headers: Headers) => [`ip:${clientAddress(headers)}`, `email:${email.toLowerCase()}`];

/**
 * Better Auth's own sign-in endpoint (POST /api/auth/sign-in/email, for scripts) under the same
 * limits as the sign-in form: refused past them, and a wrong password counted.
 */
export async function limitedSignInEndpoint(request: Request, answer: (request: Request) => Promise<Response>): Promise<Response> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const email = typeof (body as { email?: unknown } | null)?.email === 'string' ? (body as { email: string }).email : '';
  const keys = signInKeys(email, request.headers);
  for (const key of keys) await limitFailedSignIns.assertAllowed(key);
  const response = await answer(request);
  if (response.status === 401) for (const key of keys) await limitFailedSignIns.recordFailure(key);
  return response;
}

export async function signIn(email: string, password: string, headers: Headers): Promise<void> {
  const keys = signInKeys(email, headers);
  for (const key of keys) await limitFailedSignIns.assertAllowed(key);
  try {
    await auth().api.signInEmail({ body: { email, password }, headers });
  } catch (error) {
    if (!isAuthRefusal(error)) throw error;
    for (const key of keys) await limitFailedSignIns.recordFailure(key);
    throw new AppError('unauthorized', 'The email or the password is wrong.');
  }
}

export async function signOut(headers: Headers): Promise<void> {
  await auth().api.signOut({ headers });
}
