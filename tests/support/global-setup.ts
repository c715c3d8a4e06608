// One throw-away embedded PostgreSQL for the whole test run, with a migrated template database
// that every test file clones (CREATE DATABASE … TEMPLATE is fast and isolates files).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../lib/db/embedded-postgres';
import { applyMigrations } from '../../lib/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'benchboard-test-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg'), database: 'template_benchboard' });
  await applyMigrations(server.url);
  // a template must have no connections when cloned
  const admin = new pg.Client({ connectionString: server.url.replace(/\/template_benchboard$/, '/postgres') });
  await admin.connect();
  await admin.query(`ALTER DATABASE template_benchboard WITH IS_TEMPLATE true`);
  await admin.end();
  project.provide('databaseServerUrl', server.url);
  return async () => {
    await server.remove(); // the cluster too: as root it may live outside scratch
    rmSync(scratch, { recursive: true, force: true });
  };
}
