// Two app servers starting at once on an empty database both apply the migrations: the advisory
// lock in lib/db/migrate.ts makes one wait for the other, so each migration runs exactly once.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, inject, test } from 'vitest';
import { applyMigrations } from '../../lib/db/migrate';

const serverUrl = inject('databaseServerUrl');
const name = `race_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl.replace(/\/[^/]+$/, '/postgres') });

afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

test('two servers migrating one empty database at once: every migration applied once, both start', async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = serverUrl.replace(/\/[^/]+$/, `/${name}`);
  const all = readdirSync(path.resolve('prisma/migrations'), { withFileTypes: true }).filter((d) => d.isDirectory());
  const [a, b] = await Promise.all([applyMigrations(url), applyMigrations(url)]);
  // one applied everything, the other found it done (without the lock both would run the first one)
  expect([a.applied.length, b.applied.length].sort((x, y) => x - y)).toEqual([0, all.length]);
  expect(a.alreadyApplied + b.alreadyApplied).toBe(all.length);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM "_prisma_migrations"');
  await client.end();
  expect(rows.rows[0]?.n).toBe(all.length);
});
