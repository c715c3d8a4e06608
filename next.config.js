/** @type {import('next').NextConfig} */
const nextConfig = {
  // Uploads go through a route handler with its own limit (UPLOAD_MAX_BYTES); actions stay small.
  experimental: { serverActions: { bodySizeLimit: '2mb' } },
  poweredByHeader: false,
  // The embedded database and test artefacts live in the project directory; never trace them.
  outputFileTracingExcludes: { '*': ['.data/**', 'tests/**', 'tmp/**'] },
  serverExternalPackages: ['pg', '@prisma/adapter-pg'],
};

export default nextConfig;
