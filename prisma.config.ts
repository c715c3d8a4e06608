import { defineConfig } from 'prisma/config';

// Prisma's CLI insists on a native schema engine it would download from a host that is
// unreachable here (and for air-gapped users). `generate` does not use it, so any existing
// executable satisfies the check. Migrations are applied by lib/runtime/migrate.ts and
// written with `npm run db:migration` (WASM schema engine), never by the native binary.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/benchboard' },
});
