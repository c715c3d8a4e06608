// Forms that post to a server action with no answer of their own (delete, restore, revoke, a role
// change) say why they were refused instead of failing the page: a refusal (an AppError, or a form
// that does not parse) becomes a notice shown on the page the form was sent from (lib/notice.ts).
// Anything else is a fault and still fails, with its digest in the log.
import 'server-only';
import { cookies, headers } from 'next/headers';
import { RedirectType, redirect } from 'next/navigation';
import { ZodError } from 'zod';
import { AppError } from './errors';
import { NOTICE_COOKIE, NOTICE_MAX_AGE_S, noticeText, pageToGoBackTo } from './notice';

/** What a refusal tells the person who sent the form, or null when the error is not a refusal. */
export function refusalMessage(error: unknown): string | null {
  if (error instanceof AppError && error.status < 500) return error.message;
  if (error instanceof ZodError)
    return `The form was not accepted: ${error.issues.map((issue) => issue.message).join('; ')}. Nothing was changed.`;
  return null;
}

/**
 * Runs a form's work; when it is refused, goes back to the page the form was on (or `fallback`)
 * with the reason as a notice. The work's own redirect (on success) passes through.
 */
export async function refusedGoesBack(fallback: string, work: () => Promise<void>): Promise<void> {
  let message: string | null;
  try {
    await work();
    return;
  } catch (error) {
    message = refusalMessage(error);
    if (message === null) throw error;
  }
  const jar = await cookies();
  jar.set(NOTICE_COOKIE, noticeText(message), { path: '/', maxAge: NOTICE_MAX_AGE_S, sameSite: 'lax' });
  const request = await headers();
  const host = request.get('x-forwarded-host') ?? request.get('host');
  // replace: the page it goes back to is the one already in the history
  redirect(pageToGoBackTo(request.get('referer'), host, fallback), RedirectType.replace);
}

/**
 * A form action's FormData, or the answer to one sent in another shape: a client posting a
 * `useActionState` action as a plain form sends its fields where the previous state goes and
 * nothing after (an attack probe: a 500 and a TypeError in the log each time).
 */
export const MISSHAPEN_FORM = {
  ok: false,
  message: 'This form was not sent as its page sends it: reload the page and try again. Nothing was changed.',
} as const;

export function isFormData(form: unknown): form is FormData {
  return form instanceof FormData;
}

/**
 * A form's fields as an object, for its schema: a refusal when what was sent is no form (a plain
 * action posted a JSON array, a number or a bigint was a TypeError in the log and an error page:
 * an attack probe, 2026-12-07).
 */
export function formFields(form: unknown): Record<string, FormDataEntryValue> {
  if (!isFormData(form)) throw new AppError('invalid', MISSHAPEN_FORM.message);
  return Object.fromEntries(form);
}

/**
 * After a form's work that has no answer of its own (a re-parse): goes to `path` with what was done
 * as a notice, shown once there (it looked as if nothing happened: a DBA's pass).
 */
export async function doneGoesTo(path: string, message: string): Promise<never> {
  const jar = await cookies();
  jar.set(NOTICE_COOKIE, noticeText(message, undefined, 'done'), { path: '/', maxAge: NOTICE_MAX_AGE_S, sameSite: 'lax' });
  redirect(path, RedirectType.replace);
}
