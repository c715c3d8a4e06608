// Prisma's schema engine as WebAssembly (@prisma/schema-engine-wasm), driven over a real
// PostgreSQL through @prisma/adapter-pg. It replaces the native engine the Prisma CLI would
// download (unreachable here): used only to write migrations and to check for drift.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as wasmBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import pg from 'pg';

const SCHEMA = 'prisma/schema.prisma';
const MIGRATIONS = 'prisma/migrations';
const NO_FILTERS = { externalTables: [], externalEnums: [] };

async function loadEngineModule(): Promise<typeof wasmBindings> {
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
  const imports = { './schema_engine_bg.js': wasmBindings } as unknown as WebAssembly.Imports;
  const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), imports);
  wasmBindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return wasmBindings;
}

function migrationList(root: string) {
  const baseDir = path.resolve(root, MIGRATIONS);
  const dirs = readdirSync(baseDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return {
    baseDir,
    lockfile: { path: 'migration_lock.toml', content: readFileSync(path.join(baseDir, 'migration_lock.toml'), 'utf8') },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((dir) => ({
      path: dir,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: readFileSync(path.join(baseDir, dir, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

/**
 * SQL that takes a database migrated with every committed migration to the current schema.
 * Empty when there is no drift. `databaseUrl` must be a throw-away server: the engine creates
 * its shadow database there.
 */
export async function diffMigrationsToSchema(root: string, databaseUrl: string): Promise<string> {
  const engineModule = await loadEngineModule();
  const schema = readFileSync(path.resolve(root, SCHEMA), 'utf8');
  const url = new URL(databaseUrl);
  // adapter-pg spreads its config into the shadow pool's config: with a connectionString the
  // shadow database would be the main one, so pass the parts instead.
  const parts = {
    host: url.hostname,
    port: Number(url.port),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.slice(1),
  };
  const main = new PrismaPg(parts, { onPoolError: () => {} });
  // adapter-pg's own shadow database drops itself before closing its pool and leaves that
  // pool without an error listener; this one closes first, then drops.
  const adapter = {
    provider: 'postgres' as const,
    adapterName: main.adapterName,
    connect: async () => withCharAsText(await main.connect()),
    connectToShadowDb: async () => {
      const database = `shadow_${randomUUID().replace(/-/g, '')}`;
      await adminQuery(parts, `CREATE DATABASE "${database}"`);
      const shadow = withCharAsText(await new PrismaPg({ ...parts, database }, { onPoolError: () => {} }).connect());
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await adminQuery(parts, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      };
      return shadow;
    },
  };
  const files = [{ path: 'schema.prisma', content: schema }];
  const engine = await engineModule.SchemaEngine.new(
    { datamodels: [['schema.prisma', schema]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
  const result = await engine.diff({
    from: { tag: 'migrations', ...migrationList(root) },
    to: { tag: 'schemaDatamodel', files },
    script: true,
    exitCode: null,
    filters: NO_FILTERS,
  });
  return (result.stdout ?? '').replace(/^-- This is an empty migration\.\s*$/m, '').trim();
}

async function adminQuery(parts: pg.ClientConfig, sql: string): Promise<void> {
  const client = new pg.Client(parts);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

type PgResult = { fields: { dataTypeID: number }[] };
const CHAR_OID = 18; // PostgreSQL's one-byte "char" (pg_catalog): adapter-pg cannot decode it
const TEXT_OID = 25;

/**
 * Introspection reads catalog columns of type "char"; present them to the engine as text. And a
 * migration is one script sent as it is written: adapter-pg's executeScript splits it on every `;`,
 * which cuts a trigger function's dollar-quoted body (20261201052006_run_search_text) in pieces;
 * PostgreSQL's simple query protocol runs a whole multi-statement script in one round trip.
 */
function withCharAsText<T extends object>(adapter: T): T {
  const target = adapter as unknown as {
    performIO: (...args: unknown[]) => Promise<PgResult>;
    executeScript: (script: string) => Promise<void>;
    client: { query: (sql: string) => Promise<unknown> };
    onError: (error: unknown) => never;
  };
  const performIO = target.performIO.bind(adapter);
  target.performIO = async (...args) => {
    const result = await performIO(...args);
    for (const field of result.fields) if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
    return result;
  };
  target.executeScript = async (script) => {
    try {
      await target.client.query(script);
    } catch (error) {
      target.onError(error);
    }
  };
  return adapter;
}
