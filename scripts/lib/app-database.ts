// The database `npm start` uses, for a one-shot command (`npm run admin`), whether the server is
// running or not: DATABASE_URL when set; else the embedded cluster of BENCHBOARD_DATA_DIR — the
// running server's PostgreSQL if there is one, otherwise started for the command under the same
// instance lock `npm start` takes (so the two never run the cluster at once).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { embeddedDatabaseUrl, hasCluster, startEmbeddedPostgres } from '../../lib/db/embedded-postgres.ts';
import { applyMigrations } from '../../lib/db/migrate.ts';
import { readEnv } from '../../lib/env.ts';
import { authSecret } from './auth-secret.ts';
import { acquireInstanceLock, lockAddress } from './instance-lock.ts';
import { readState, statePath } from './instance-state.ts';
import { isRunning, readProcess } from './processes.ts';

export async function withAppDatabase<T>(work: () => Promise<T>, log: (m: string) => void = () => {}): Promise<T> {
  const env = readEnv();
  const home = path.resolve(env.BENCHBOARD_DATA_DIR);
  process.env.BETTER_AUTH_SECRET ??= authSecret(home);
  if (env.DATABASE_URL) return runWith(env.DATABASE_URL, work);
  const running = readState(statePath(home, env.PORT, false))?.postgres;
  if (running && isRunning(readProcess(running.pid))) {
    log(`using the running server's PostgreSQL (port ${running.port})`);
    return runWith(embeddedDatabaseUrl(running.dataDir, running.port), work);
  }
  const lock = await acquireInstanceLock(lockAddress(realpathSync(home), home), { pid: process.pid, port: 0, home });
  if (!lock.ok) throw new Error(`benchboard pid ${lock.owner?.pid ?? '?'} is starting on ${home}; run the command again when it is up`);
  const dataDir = path.join(home, 'pg');
  // a directory that holds no database is most often not the server's (started with another
  // BENCHBOARD_DATA_DIR): say so, rather than answer from an empty database as if it were the app's
  if (!hasCluster(dataDir))
    log(
      `${home} holds no database yet: a new, empty one is made there for this command. If benchboard already runs, give this command the BENCHBOARD_DATA_DIR (or DATABASE_URL) it was started with`,
    );
  else log(`starting the embedded PostgreSQL of ${home} for this command`);
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    await applyMigrations(server.url);
    return await runWith(server.url, work);
  } finally {
    await server.stop();
    lock.release();
  }
}

async function runWith<T>(url: string, work: () => Promise<T>): Promise<T> {
  process.env.DATABASE_URL = url;
  try {
    return await work();
  } finally {
    await (await import('../../lib/db/client.ts')).disconnectDb();
  }
}
