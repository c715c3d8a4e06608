// A throw-away embedded PostgreSQL with the migrations applied, for benchmark scripts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../lib/db/embedded-postgres.ts';
import { applyMigrations } from '../../lib/db/migrate.ts';

export async function withBenchDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) throw new Error('benchmarks use their own throw-away database: unset DATABASE_URL');
  const scratch = mkdtempSync(path.join(tmpdir(), 'benchboard-bench-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg') });
  try {
    await applyMigrations(server.url);
    process.env.DATABASE_URL = server.url;
    return await fn(server.url);
  } finally {
    const { disconnectDb } = await import('../../lib/db/client.ts');
    await disconnectDb();
    await server.remove(); // the cluster too: as root it may live outside scratch
    rmSync(scratch, { recursive: true, force: true });
  }
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
