// What the rendered-page cache (proxy.ts, lib/page-cache.ts) asks PostgreSQL: the version of
// everything pages show (the sequence page_data_version, moved by every write to a table a page reads:
// migration page_data_version), whether a write is under way (its writers hold a shared advisory
// lock until they commit), and whether the session a kept page was rendered for still signs someone in.
import 'server-only';
import { db } from './client';

/** The advisory lock every writer of a shown table holds (shared) until it commits; see the migration. */
export const WRITE_LOCK = [1651076706, 1] as const;

export type PageDataState = {
  /** the data's version: a page kept under it shows what pages show now */
  version: string;
  /** no write was under way when the version was read: a page rendered now may be kept under it */
  settled: boolean;
  /** the session token is a live session (true when there is none to check) */
  sessionLive: boolean;
};

/**
 * One round trip. `sessionToken` is the token part of Better Auth's session cookie (before its
 * signature), null for a viewer without one. The exclusive try-lock never waits and is released at
 * the end of this statement.
 */
export function readPageDataState(sessionToken: string | null): Promise<PageDataState> {
  return readSettled(() => readPageDataStateOnce(sessionToken));
}

/**
 * A read of the version whose exclusive try-lock failed is tried again, at once, up to twice: the
 * lock is held (shared) by writers until they commit, but also (exclusively) by another reader for
 * its one statement, and readers are many (every memo of a page asks, and the runs list's prefetches
 * read their runs). Taken as a write under way, such a collision keeps nothing (a page rendered then
 * is not kept: an e2e test of kept pages failed on it once). Measured against the 100,000-run
 * database: 16 reads at once, 4 of 160 took another reader for a write; 64 at once, 11 of 640; with
 * two more tries, none. A writer holds it for its whole transaction, so three failures in a row are
 * a write under way. The last read is the one answered.
 */
export async function readSettled<T extends { settled: boolean }>(read: () => Promise<T>): Promise<T> {
  let state = await read();
  for (let again = 0; again < 2 && !state.settled; again++) state = await read();
  return state;
}

async function readPageDataStateOnce(sessionToken: string | null): Promise<PageDataState> {
  const [row] = await db().$queryRaw<{ version: bigint; settled: boolean; live: boolean }[]>`
    SELECT pg_try_advisory_xact_lock(${WRITE_LOCK[0]}::int, ${WRITE_LOCK[1]}::int) AS settled,
           (SELECT last_value FROM page_data_version) AS version,
           (${sessionToken}::text IS NULL OR EXISTS (SELECT 1 FROM session WHERE token = ${sessionToken}::text AND "expiresAt" > now())) AS live`;
  if (!row) throw new Error('page_data_version answered no row');
  return { version: String(row.version), settled: row.settled, sessionLive: row.live };
}

/** The version alone, read again once a page is rendered: the page is kept only if it has not moved. */
export async function readPageDataVersion(): Promise<string> {
  const rows = await db().$queryRaw<{ v: bigint }[]>`SELECT last_value AS v FROM page_data_version`;
  return String(rows[0]?.v ?? 0);
}

/**
 * The version and whether a write is under way, for a memo of what pages show (lib/compare/load.ts):
 * like readPageDataState without a session to check.
 */
export async function readPageDataSettled(): Promise<{ version: string; settled: boolean }> {
  const { version, settled } = await readPageDataState(null);
  return { version, settled };
}
