// A new password: asked for by mail (when the server sends mail), or by the server's admin (`npm run
// admin -- user reset-password <email>` prints a link). Either link works once, for an hour, and
// every session of the account ends when it is used (the CLI ends them at once). There was no way
// back into an account whose password was lost, or taken: anyone could make an account for an
// address by inviting it to a team of their own, and its owner could never join another team (an
// attack probe, 2026-12-07).
import 'server-only';
import { randomBytes } from 'node:crypto';
import { isAuthRefusal } from '../auth/api-error';
import { auth, RESET_LINK_SECONDS, resetLink } from '../auth/server';
import { limitFailedSignIns, limitResetMails } from '../auth/throttle';
import { clientAddress, type Viewer } from '../auth/viewer';
import { findServiceUserId } from '../db/cli-teams';
import { findUserByEmail, SERVICE_EMAIL } from '../db/teams';
import { readEnv } from '../env';
import { AppError } from '../errors';
import { isMailConfigured } from '../mail';
import { signInKeys } from './sessions';

/** What the admin tells a person who lost their password, when the server sends no mail. */
export const ASK_THE_ADMIN = 'ask the server’s admin for a link to set a new one (npm run admin -- user reset-password <email>)';

/** Mails a link to set a new password, if an account has that address; says the same either way. */
export async function askPasswordReset(email: string, headers: Headers): Promise<void> {
  if (!isMailConfigured()) throw new AppError('invalid', `This server sends no mail: ${ASK_THE_ADMIN}.`);
  const keys = [`ip:${clientAddress(headers)}`, `email:${email.toLowerCase()}`];
  for (const key of keys) await limitResetMails.assertAllowed(key);
  for (const key of keys) await limitResetMails.recordFailure(key);
  await auth().api.requestPasswordReset({ body: { email }, headers });
}

/** Sets the password of the link's account; its sessions end (Better Auth: revokeSessionsOnPasswordReset). */
export async function setNewPassword(token: string, newPassword: string, headers: Headers): Promise<void> {
  try {
    await auth().api.resetPassword({ body: { token, newPassword }, headers });
  } catch (error) {
    if (!isAuthRefusal(error)) throw error;
    throw new AppError('gone', 'This link is not valid any more (used, or older than an hour): ask for a new one.');
  }
}

/** A link to set a new password for the account at `email`, from the server's console; its sessions end now. */
export async function resetLinkFromCli(email: string): Promise<{ link: string; name: string }> {
  const user = await findUserByEmail(email);
  const service = await findServiceUserId();
  if (!user || (email.toLowerCase() === SERVICE_EMAIL && service && 'id' in service))
    throw new AppError('not_found', `No account has the address ${email}.`);
  const token = randomBytes(18).toString('base64url');
  const ctx = await auth().$context;
  await ctx.internalAdapter.createVerificationValue({
    value: user.id,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
  });
  await ctx.internalAdapter.deleteUserSessions(user.id);
  return { link: resetLink(readEnv(), token), name: user.name };
}

/**
 * A signed-in person's new password, given their current one (a wrong one counts as a failed
 * sign-in: a session left open is no way to guess it); every other session of the account ends.
 */
export async function changePassword(viewer: Viewer, current: string, next: string, headers: Headers): Promise<void> {
  if (viewer.kind !== 'user') throw new AppError('unauthorized', 'Sign in to change your password.');
  const keys = signInKeys(viewer.user.email, headers);
  for (const key of keys) await limitFailedSignIns.assertAllowed(key);
  try {
    await auth().api.changePassword({ body: { currentPassword: current, newPassword: next }, headers });
  } catch (error) {
    if (!isAuthRefusal(error)) throw error;
    for (const key of keys) await limitFailedSignIns.recordFailure(key);
    throw new AppError('forbidden', 'Your current password is not that one: nothing changed.');
  }
  // the others, this one kept (Better Auth's revokeOtherSessions on changePassword replaces this one
  // too, and the page answering the form was drawn signed out)
  await auth().api.revokeOtherSessions({ headers });
}
