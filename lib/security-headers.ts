// The security headers of every response. Pure: proxy.ts calls it per request (with a fresh nonce)
// for everything it sees; next.config.js repeats the static part for what bypasses the proxy (the
// streamed upload route, static files), and a unit test keeps the two equal.
import type { Env } from './env';

export type SecuritySettings = {
  /** origins that may embed share pages in a frame (BENCHBOARD_SHARE_FRAME_ANCESTORS); none when empty */
  shareFrameAncestors: readonly string[];
  /** BENCHBOARD_URL is https: browsers may be told to never use plain http again */
  isHttps: boolean;
  /** `next dev` rebuilds call stacks with eval; production never needs it */
  isDev: boolean;
};

/** A share link is a capability: its slug must not leak, and it is the one page others may embed. */
const SHARE_PAGE = /^\/s\//;
/** Addresses that are secrets (a share slug, an invitation id, the setup token, a password reset token): never sent on as a Referer. */
const SECRET_ADDRESS = /^\/(?:s|invite|reset-password)\/|^\/setup(?:\/|$)/;

/** The API's documentation is a page of the app (its stylesheet, the theme script), not an API answer. */
const API_DOCS_PAGE = '/api/docs';

/** The same on every response, including static files: next.config.js sets these everywhere. */
export const INVARIANT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  // nothing here uses a camera, a microphone, the location, payments or USB devices
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

/** JSON, CSV and text downloads: nothing in them may load, run or frame anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** 128 random bits, base64: a fresh one per request, so an injected script cannot guess it. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** The script nonce of a page's policy (the proxy forwards it on the request), for the page's own inline script. */
export function nonceOfPolicy(policy: string | null): string | undefined {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];
}

export function pageContentSecurityPolicy(nonce: string, frameAncestors: readonly string[], isDev: boolean): string {
  return [
    "default-src 'self'",
    // only Next's own scripts, which carry the nonce, and what they load ('strict-dynamic': the
    // lazy chart chunks); 'self' is the fallback of browsers that predate 'strict-dynamic'
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    // React server-renders style attributes (a chart placeholder's height, a legend swatch's
    // series colour), which only 'unsafe-inline' allows: a nonce covers <style> elements, never
    // attributes. CSS cannot fetch from elsewhere either way: img-src and font-src stay 'self'.
    "style-src 'self' 'unsafe-inline'",
    // chart PNG export draws an SVG data: URL on a canvas; SVG and table exports are blob: URLs
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // the upload preview's parse worker is a file of the build under /_next/static (not a blob:)
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** Every security header of the response to `pathname`, by lower-case name. */
export function securityHeaders(pathname: string, settings: SecuritySettings, nonce: string): Record<string, string> {
  const isApi = (pathname === '/api' || pathname.startsWith('/api/')) && pathname !== API_DOCS_PAGE;
  const ancestors = SHARE_PAGE.test(pathname) ? settings.shareFrameAncestors : [];
  return {
    ...INVARIANT_HEADERS,
    'content-security-policy': isApi ? API_CONTENT_SECURITY_POLICY : pageContentSecurityPolicy(nonce, ancestors, settings.isDev),
    // old browsers ignore frame-ancestors; a page that may be embedded must not carry DENY
    ...(ancestors.length ? {} : { 'x-frame-options': 'DENY' }),
    'referrer-policy': SECRET_ADDRESS.test(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    // a year, this host only: other hosts of the domain may not have TLS
    ...(settings.isHttps ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

export function securitySettings(env: Pick<Env, 'BENCHBOARD_SHARE_FRAME_ANCESTORS' | 'BENCHBOARD_URL'>, isDev: boolean): SecuritySettings {
  return {
    shareFrameAncestors: env.BENCHBOARD_SHARE_FRAME_ANCESTORS,
    isHttps: env.BENCHBOARD_URL?.startsWith('https:') ?? false,
    isDev,
  };
}
