import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { requireDatabaseUrl } from '../env';
import { PrismaClient } from './generated/client';
import { withoutNulDeep } from './nul-free';

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

/** pg's client, whose every query's parameters are made NUL-free (lib/db/nul-free.ts): raw SQL's too. */
class NulFreeClient extends pg.Client {}
const plainQuery = pg.Client.prototype.query;
NulFreeClient.prototype.query = function nulFreeQuery(this: pg.Client, ...args: unknown[]) {
  const [first] = args;
  // adapter-pg sends `{ text, values, … }`, a new object each time
  if (first !== null && typeof first === 'object' && Array.isArray((first as pg.QueryConfig).values))
    (first as pg.QueryConfig).values = withoutNulDeep((first as pg.QueryConfig).values);
  else if (Array.isArray(args[1])) args[1] = withoutNulDeep(args[1]);
  return Reflect.apply(plainQuery, this, args);
} as pg.Client['query'];

function createClient(): PrismaClient {
  const client = new PrismaClient({
    adapter: new PrismaPg(
      {
        Client: NulFreeClient,
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
  // a Json column's value reaches the driver as JSON text, where a NUL is the escape \u0000 (which
  // jsonb refuses): every operation's arguments are made NUL-free while they are still values. The
  // extension adds no method, so the client keeps its type.
  return client.$extends({
    query: { $allModels: { $allOperations: ({ args, query }) => query(withoutNulDeep(args)) } },
  }) as unknown as PrismaClient;
}

/** The one Prisma client, created on first use (the build has no database). */
export function db(): PrismaClient {
  globalForPrisma.benchboardPrisma ??= createClient();
  return globalForPrisma.benchboardPrisma;
}

export async function disconnectDb(): Promise<void> {
  await globalForPrisma.benchboardPrisma?.$disconnect();
  globalForPrisma.benchboardPrisma = undefined;
}
