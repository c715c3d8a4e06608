// Which host names the server answers to, and which origins may send it a write. A request for any
// other host is refused (a page on evil.example whose name resolves to 127.0.0.1 — DNS rebinding —
// gets nothing); a write carrying a session cookie from another origin is refused (CSRF), whatever
// its content type. Pure: reads only the request's headers and the settings.
import type { Env } from './env';

const ALWAYS = ['localhost', '127.0.0.1', '::1'];

/** `[::1]:3000` → `::1`, `Bench.Example:443` → `bench.example`. */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']') > 0 ? trimmed.indexOf(']') : undefined);
  const colon = trimmed.lastIndexOf(':');
  return colon > 0 && trimmed.indexOf(':') === colon ? trimmed.slice(0, colon) : trimmed;
}

type HostSettings = Pick<Env, 'BENCHBOARD_URL' | 'BENCHBOARD_ALLOWED_HOSTS' | 'PORT'>;

export function allowedHostnames(env: HostSettings): string[] {
  const extra = env.BENCHBOARD_ALLOWED_HOSTS.split(',')
    .map((h) => h.trim())
    .filter(Boolean)
    .map(hostnameOf);
  const url = env.BENCHBOARD_URL ? [new URL(env.BENCHBOARD_URL).hostname.replace(/^\[|\]$/g, '').toLowerCase()] : [];
  return [...new Set([...ALWAYS, ...url, ...extra])];
}

export function isAllowedHost(host: string | null, env: HostSettings): boolean {
  if (!host) return false;
  const allowed = allowedHostnames(env);
  return allowed.includes('*') || allowed.includes(hostnameOf(host));
}

/** The address links are made with: BENCHBOARD_URL, or this machine on PORT. */
export function publicOrigin(env: HostSettings): string {
  return env.BENCHBOARD_URL ? new URL(env.BENCHBOARD_URL).origin : `http://localhost:${env.PORT}`;
}

/**
 * The address a link shown to this request's reader is made with: BENCHBOARD_URL, else the host
 * the reader's browser used (an allowed one), else this machine on PORT. An invitation read at
 * 127.0.0.1 said `http://localhost:3000/invite/…` while the share beside it said 127.0.0.1, and on a
 * team server without BENCHBOARD_URL it named a localhost no invitee could open (a DBA's pass).
 */
export function linkOrigin(env: HostSettings, headers: Headers): string {
  if (env.BENCHBOARD_URL) return publicOrigin(env);
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!host || !isAllowedHost(host, env)) return publicOrigin(env);
  const scheme = headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  try {
    const url = new URL(`${scheme}://${host}`);
    // a host and a port, nothing else (no user, path or query smuggled in the header)
    return url.host === host.toLowerCase() ? url.origin : publicOrigin(env);
  } catch {
    return publicOrigin(env);
  }
}

export function trustedOrigins(env: HostSettings): string[] {
  const hosts = allowedHostnames(env).filter((h) => h !== '*');
  const origins = hosts.flatMap((h) => {
    const name = h.includes(':') ? `[${h}]` : h;
    return [`http://${name}:${env.PORT}`, `https://${name}`, `http://${name}`];
  });
  return [...new Set([publicOrigin(env), ...origins])];
}

/**
 * A write from a browser must come from the page's own origin. `Origin` names the sender (every
 * browser sends it on cross-origin requests, `no-cors` ones included); without it,
 * `Sec-Fetch-Site` tells. A client that sends neither is not a browser, so no cookie rode along
 * without its owner's say. The scheme is not compared: behind a TLS proxy the server cannot tell
 * which one the browser used (a BENCHBOARD_URL of `http://` read by browsers on `https://` locked
 * everyone out, sign-in included, when it was), and the session cookie of an `https://` server is
 * not sent by a browser to a page of `http://` (Secure, and schemeful same-site).
 */
export function isCrossOriginWrite(headers: Headers): boolean {
  const origin = headers.get('origin');
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (origin && origin !== 'null') {
    try {
      return !host || new URL(origin).host.toLowerCase() !== host.toLowerCase();
    } catch {
      return true;
    }
  }
  if (origin === 'null') return true; // a sandboxed frame or a file: page
  const site = headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}
