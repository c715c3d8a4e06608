// Where failed sign-ins and failed tokens are counted: the ThrottleCount table, through
// rate-limiter-flexible's Prisma store, so that every app server in front of one database counts
// the same attempts (in memory, two servers would each allow the full number, a restart forgave).
import 'server-only';
import { RateLimiterPrisma } from 'rate-limiter-flexible';
import { db } from './client';

/**
 * A limiter of `points` per `windowSeconds`, keyed by the caller's string. The store looks up its
 * table on each call, so a reconnected client (disconnectDb, then db()) is picked up.
 */
export function createSharedLimiter(points: number, windowSeconds: number, keyPrefix: string): RateLimiterPrisma {
  const store = {
    get throttleCount() {
      return db().throttleCount;
    },
  };
  return new RateLimiterPrisma({ storeClient: store, tableName: 'throttleCount', points, duration: windowSeconds, keyPrefix });
}
