// Signing in and out. Wrong passwords are counted per address and per account (lib/auth/throttle):
// past the limit the answer is 429 whatever the password, so guessing is slow.
import 'server-only';
import { APIError } from 'better-auth/api';
import { auth } from '../auth/server';
import { limitFailedSignIns } from '../auth/throttle';
import { clientAddress } from '../auth/viewer';
import { AppError } from '../errors';

export async function signIn(email: string, password: string, headers: Headers): Promise<void> {
  const keys = [`ip:${clientAddress(headers)}`, `email:${email.toLowerCase()}`];
  for (const key of keys) await limitFailedSignIns.assertAllowed(key);
  try {
    await auth().api.signInEmail({ body: { email, password }, headers });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    for (const key of keys) await limitFailedSignIns.recordFailure(key);
    throw new AppError('unauthorized', 'The email or the password is wrong.');
  }
}

export async function signOut(headers: Headers): Promise<void> {
  await auth().api.signOut({ headers });
}
