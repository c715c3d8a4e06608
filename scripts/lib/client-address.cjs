// Installed in the Next server by scripts/lib/client-address-preload.cjs: every request gets the
// address of the client that sent it in `x-benchboard-client`, which lib/auth/viewer.ts's
// clientAddress reads for the sign-in and token limits, Better Auth's rate limit and the audit
// trail. A client cannot choose it: a header of that name it sends is replaced, and
// X-Forwarded-For (which Next passes on as the client sent it, and fills in only when absent) is
// believed only as far as BENCHBOARD_TRUSTED_PROXIES says there are proxies of ours in front.
// Found by an attack probe (2026-12-02): a new X-Forwarded-For on every attempt made 25 wrong
// passwords in a row look like 25 people.
const http = require('node:http');

const HEADER = 'x-benchboard-client';

/**
 * The client's address: the peer of the connection when no proxy is trusted; behind `trusted`
 * proxies, the address the outermost of them saw, counted from the right of X-Forwarded-For (what
 * is left of it was written by the client and proves nothing).
 */
function clientOf(peer, forwardedFor, trusted) {
  const hops = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    peer ?? 'unknown',
  ];
  return hops[Math.max(0, hops.length - 1 - trusted)] ?? 'unknown';
}

function trustedProxies(value) {
  const n = Number(value ?? '0');
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

function install(env = process.env) {
  const trusted = trustedProxies(env.BENCHBOARD_TRUSTED_PROXIES);
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitWithClient(event, ...args) {
    if (event === 'request') {
      const req = args[0];
      const forwarded = req.headers['x-forwarded-for'];
      req.headers[HEADER] = clientOf(req.socket?.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, trusted);
    }
    return emit.call(this, event, ...args);
  };
}

module.exports = { clientOf, trustedProxies, install, HEADER };
