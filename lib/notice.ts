// A form that was refused says why on the page it came from. A server action that fails with an
// AppError (a role that does not allow it, a value out of range) sets this short-lived cookie and
// goes back; the layout shows the message once (components/ui/notice.tsx removes the cookie, and
// proxy.ts does on a page load without JavaScript). Pure: used by the proxy, the layout and actions.

/** The cookie's name; a request that carries it is never answered from, nor kept in, the page cache. */
export const NOTICE_COOKIE = 'benchboard-notice';

/** Long enough to read it once after the redirect, short enough never to greet a later visit. */
export const NOTICE_MAX_AGE_S = 60;

const MAX_CHARS = 400;

/** The text a notice cookie holds: cut to 400 characters (Next's cookie store URI-encodes it). */
export function noticeText(message: string): string {
  return message.length > MAX_CHARS ? `${message.slice(0, MAX_CHARS - 1)}…` : message;
}

/** The message a notice cookie holds (as Next's cookie store decoded it), or null when there is none to show. */
export function readNotice(value: string | undefined): string | null {
  const text = value?.trim();
  return text && text.length <= MAX_CHARS ? text : null;
}

/**
 * Where a refused form goes back to: the page it was sent from, when the Referer names a page of
 * this host (never another site, never `//evil.example`), else the action's own fallback.
 */
export function pageToGoBackTo(referer: string | null, host: string | null, fallback: string): string {
  if (!referer || !host) return fallback;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return fallback;
  }
  if (url.host !== host || !/^https?:$/.test(url.protocol)) return fallback;
  const path = `${url.pathname}${url.search}`;
  return /^\/(?![/\\])/.test(path) ? path : fallback;
}
