// A form that was refused says why on the page it came from. A server action that fails with an
// AppError (a role that does not allow it, a value out of range) sets this short-lived cookie and
// goes back; the layout shows the message once (components/ui/notice.tsx removes the cookie, and
// proxy.ts does on a page load without JavaScript). Pure: used by the proxy, the layout and actions.

/** The cookie's name; a request that carries it is never answered from, nor kept in, the page cache. */
export const NOTICE_COOKIE = 'benchboard-notice';

/** Long enough to read it once after the redirect, short enough never to greet a later visit. */
export const NOTICE_MAX_AGE_S = 60;

const MAX_CHARS = 400;

/** A refusal (why a form changed nothing) or a confirmation (what a form that gives no answer of its own did). */
export type NoticeKind = 'refused' | 'done';

export type Notice = { id: string; message: string; kind: NoticeKind };

/** A confirmation's id ends so (ids are base 36: no `~` of their own). */
const DONE = '~d';

/**
 * The text a notice cookie holds: an id of this refusal (two refusals on one page are two notices),
 * a dot, the message cut to 400 characters and never inside a surrogate pair (Next's cookie store
 * URI-encodes the value, which fails on half a pair).
 */
export function noticeText(message: string, id = Date.now().toString(36), kind: NoticeKind = 'refused'): string {
  const text = message.length > MAX_CHARS ? `${message.slice(0, MAX_CHARS - 1).replace(/[\uD800-\uDBFF]$/, '')}…` : message;
  return `${id}${kind === 'done' ? DONE : ''}.${text}`;
}

/** The notice a cookie holds (as Next's cookie store decoded it), or null when there is none to show. */
export function readNotice(value: string | undefined): Notice | null {
  const dot = value?.indexOf('.') ?? -1;
  if (!value || dot < 1 || dot > 16) return null;
  const message = value.slice(dot + 1).trim();
  const id = value.slice(0, dot);
  return message && message.length <= MAX_CHARS ? { id, message, kind: id.endsWith(DONE) ? 'done' : 'refused' } : null;
}

/**
 * Where a refused form goes back to: the page it was sent from, when the Referer names a page of
 * this host (never another site, never `//evil.example`), else the action's own fallback. `host`
 * is the one the browser used (X-Forwarded-Host behind a load balancer, else Host).
 */
export function pageToGoBackTo(referer: string | null, host: string | null, fallback: string): string {
  if (!referer || !host) return fallback;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return fallback;
  }
  if (url.host.toLowerCase() !== host.toLowerCase() || !/^https?:$/.test(url.protocol)) return fallback;
  const path = `${url.pathname}${url.search}`;
  return /^\/(?![/\\])/.test(path) ? path : fallback;
}

/** What a re-parse did, said after it (`Re-parsed with parser version 21: 1 run read again; none added or removed.`). */
export function reparsedNotice({ updated, added, removed }: { updated: number; added: number; removed: number }, version: number): string {
  const runs = (n: number) => `${n} run${n === 1 ? '' : 's'}`;
  const changes = [added > 0 ? `${runs(added)} added` : null, removed > 0 ? `${runs(removed)} removed` : null].filter(Boolean);
  return `Re-parsed with parser version ${version}: ${runs(updated)} read again; ${changes.length > 0 ? changes.join(', ') : 'none added or removed'}.`;
}

const CONTEXT_FIELDS: Readonly<Record<string, string>> = {
  hostId: 'host',
  serverBuildId: 'server build',
  configId: 'configuration',
  projectId: 'project',
};

/** What a change of several runs' host, build, configuration or project did, said where it lands. */
export function contextSavedNotice(runs: number, keys: readonly string[], landing: 'project' | 'comparison' | 'run'): string {
  const fields = keys.flatMap((key) => CONTEXT_FIELDS[key] ?? []);
  const what = `${fields.join(', ')} saved for ${runs === 1 ? 'this run' : `${runs} runs`}`;
  const said = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  if (landing === 'project') return `${said}: they are in this project now.`;
  if (landing === 'comparison') return `${said}. Here is their comparison.`;
  return `${said}.`;
}
