// Each test file gets its own database cloned from the migrated template (see global-setup.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';

const serverUrl = inject('databaseServerUrl');
const name = `test_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl.replace(/\/[^/]+$/, '/postgres') });
await admin.connect();
await admin.query(`CREATE DATABASE ${name} TEMPLATE template_benchboard`);
process.env.DATABASE_URL = serverUrl.replace(/\/[^/]+$/, `/${name}`);
// Better Auth signs sessions with it; `npm start` keeps one in the data directory
process.env.BETTER_AUTH_SECRET ??= 'benchboard-tests-only-secret-0123456789abcdef';

afterAll(async () => {
  const { disconnectDb } = await import('../../lib/db/client');
  await disconnectDb();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});
