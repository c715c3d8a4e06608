import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { requireDatabaseUrl } from '../env';
import { PrismaClient } from './generated/client';

const globalForPrisma = globalThis as unknown as { benchboardPrisma?: PrismaClient };

/**
 * No page query may run longer than this: a pathological request is cancelled by PostgreSQL
 * itself, even after its client has gone. Writes that legitimately take longer (an upload's
 * transaction, a re-parse) raise it for their own transaction with SET LOCAL.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;
/** Connections per server process: uploads queue for theirs (lib/ingest/upload-slots.ts), pages keep the rest. */
const POOL_SIZE = 10;
// pg's Pool turns a dead idle connection (PostgreSQL killed or restarted) into an 'error' event that
// kills the process when nothing listens; adapter-pg listens and calls these. The pool drops the dead
// client and the next query opens a new one: logging is all that is left to do.
const onLostConnection = (error: Error) => console.warn(`[db] a pooled connection was lost: ${error.message}`);

/** The one Prisma client, created on first use (the build has no database). */
export function db(): PrismaClient {
  globalForPrisma.benchboardPrisma ??= new PrismaClient({
    adapter: new PrismaPg(
      {
        connectionString: requireDatabaseUrl(),
        max: POOL_SIZE,
        connectionTimeoutMillis: 10_000,
        // timestamps are stored without a time zone, in UTC (as Prisma writes them): a column
        // default (CURRENT_TIMESTAMP) of a row written in SQL must be UTC too, whatever the server's zone
        options: `-c statement_timeout=${STATEMENT_TIMEOUT_MS} -c TimeZone=UTC`,
      },
      { onPoolError: onLostConnection, onConnectionError: onLostConnection },
    ),
  });
  return globalForPrisma.benchboardPrisma;
}

export async function disconnectDb(): Promise<void> {
  await globalForPrisma.benchboardPrisma?.$disconnect();
  globalForPrisma.benchboardPrisma = undefined;
}
