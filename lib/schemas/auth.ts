import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../auth/password';

/** Where to go after signing in: a path of this site only (`//evil.example` and `/\evil` leave it). */
export const localPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path of this site');

export const signInQuerySchema = z.object({
  next: localPath.optional().catch(undefined),
  /** back from setting a new password */
  reset: z.literal('done').optional().catch(undefined),
});
export const forgotQuerySchema = z.object({ sent: z.literal('1').optional().catch(undefined) });
export const setupQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * An address a person may have: not under `.invalid`, which no mail reaches (RFC 2606) and which
 * the admin CLI's service account uses (admin-cli@benchboard.invalid: a person who accepted an
 * invitation to it was taken for the CLI and made an owner of every team it made a token for).
 */
export function isReservedAddress(email: string): boolean {
  const address = email.trim().toLowerCase();
  let end = address.length;
  while (end > 0 && address[end - 1] === '.') end--;
  return address.slice(0, end).endsWith('.invalid');
}

export const personEmail = z
  .string()
  .trim()
  .toLowerCase()
  .email('an email address')
  .max(200)
  .refine((e) => !isReservedAddress(e), 'an address that receives mail (.invalid is reserved)');
const email = personEmail;
const password = z.string().min(MIN_PASSWORD_LENGTH, `a password of at least ${MIN_PASSWORD_LENGTH} characters`).max(200);
const name = z.string().trim().min(1, 'your name').max(100);

export const signInSchema = z.object({ email, password: z.string().min(1).max(200), next: localPath.optional().catch(undefined) });
export const setupSchema = z.object({
  token: z.string().min(1).max(200),
  name,
  email,
  password,
  teamName: z.string().trim().min(1, 'a team name').max(80),
});
export const acceptInvitationSchema = z.object({
  invitationId: z.string().min(1).max(100),
  name: name.optional(),
  password: password.optional(),
});
export const forgotPasswordSchema = z.object({ email: personEmail });
export const resetPasswordSchema = z.object({ token: z.string().min(1).max(200), password });
export const changePasswordSchema = z.object({ current: z.string().min(1).max(200), password });
