// Transactions that survive their neighbours: a write that loses a race (serialization failure,
// deadlock, a unique key another transaction took first) is retried whole, a few times, instead of
// answering 500 and storing nothing.
import 'server-only';
import { db } from './client';
import type { Prisma } from './generated/client';

export type Tx = Prisma.TransactionClient;

/** SQLSTATEs worth a retry: serialization_failure, deadlock_detected, unique_violation. */
const RETRYABLE_SQLSTATES = ['40001', '40P01', '23505'];
/** Prisma's own codes for the same: unique constraint, write conflict or deadlock. */
const RETRYABLE_PRISMA_CODES = ['P2002', 'P2034'];

export function isRetryableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (RETRYABLE_PRISMA_CODES.includes(code) || RETRYABLE_SQLSTATES.includes(code))) return true;
  // raw queries through the driver adapter report the SQLSTATE in the message ("Code: `23505`")
  return typeof message === 'string' && RETRYABLE_SQLSTATES.some((state) => message.includes(`\`${state}\``));
}

export type TransactionOptions = { attempts?: number; timeoutMs?: number; maxWaitMs?: number };

export async function inTransaction<T>(work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 4;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().$transaction(work, { timeout: options.timeoutMs ?? 300_000, maxWait: options.maxWaitMs ?? 30_000 });
    } catch (error) {
      if (attempt >= attempts || !isRetryableError(error)) throw error;
      // jitter so that the racers do not collide again in step
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

/**
 * Runs `work` while holding the advisory lock `name`, across every app server on this database:
 * a second caller waits (without the page statement timeout) until the first is done. The lock is
 * a transaction's, so it is let go even when the server holding it dies.
 */
export async function whileHoldingLock<T>(name: string, work: () => Promise<T>, timeoutMs = 600_000): Promise<T> {
  return db().$transaction(
    async (tx) => {
      await tx.$executeRaw`SET LOCAL statement_timeout = 0`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`;
      return work();
    },
    { timeout: timeoutMs, maxWait: 30_000 },
  );
}
