// Security headers for what proxy.ts does not see (static files, and POST /api/uploads whose body
// must stream): Next bakes these into the build, so they cannot depend on the environment
// (Strict-Transport-Security and share-page framing are the proxy's). They repeat
// lib/security-headers.ts, which Node cannot import from here; tests/unit/security/security-headers.test.ts
// fails when the two differ. The proxy sets the same names on its responses, replacing these.
const EVERYWHERE = [
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'cross-origin-opener-policy', value: 'same-origin' },
  { key: 'permissions-policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
];
const UPLOAD_ROUTE = [
  { key: 'content-security-policy', value: "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" },
  { key: 'x-frame-options', value: 'DENY' },
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
];

/**
 * lib/request-limits.ts's REQUEST_BODY_MAX_BYTES: Next buffers what the proxy sees of a request body
 * (10 MB by default, twice) before the proxy can refuse it; an action or a share is far smaller.
 */
const REQUEST_BODY_MAX_BYTES = 1024 * 1024;

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Uploads go through a route handler with its own limit (UPLOAD_MAX_BYTES) that the proxy does not
  // see; every other body (actions, shares, sign-in) stays small.
  experimental: {
    serverActions: { bodySizeLimit: REQUEST_BODY_MAX_BYTES },
    proxyClientMaxBodySize: REQUEST_BODY_MAX_BYTES,
  },
  poweredByHeader: false,
  // The embedded database and test artefacts live in the project directory; never trace them.
  outputFileTracingExcludes: { '*': ['.data/**', 'tests/**', 'tmp/**'] },
  serverExternalPackages: ['pg', '@prisma/adapter-pg'],
  async headers() {
    return [
      { source: '/:path*', headers: EVERYWHERE },
      { source: '/api/uploads', headers: UPLOAD_ROUTE },
    ];
  },
};

export default nextConfig;
