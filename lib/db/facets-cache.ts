// The runs list's filter values (tools, tests, tags with their counts) read every run and tag: they
// are kept per viewer's access until the data changes. "Changes" is the sequence run_data_version,
// bumped by a statement trigger on every write to Run or RunTag (migration run_data_version): shared
// by every app server on the database, and a sequence takes no row lock, so writers never queue on it.
import 'server-only';
import { memoByVersion } from '../memo-by-version';
import type { Access } from './access';
import { db } from './client';
import { readSettled, WRITE_LOCK } from './page-version';
import type { RunFacets } from './run-facets';
import type { SortKey } from './run-pages';
import type { Tx } from './tx';

/** One cache entry per distinct access: sign-in off, or a set of teams (and project). */
export function accessKey(access: Access): string {
  if (access.kind === 'all') return 'all';
  return `${[...access.teamIds].sort().join(',')}|${access.projectId ?? ''}`;
}

/** The data's version: changes with every statement that writes runs or tags (committed or not). */
export async function readRunDataVersion(): Promise<string> {
  const rows = await db().$queryRaw<{ v: bigint }[]>`SELECT last_value AS v FROM run_data_version`;
  return String(rows[0]?.v ?? 0);
}

/**
 * The version and whether a write was under way as it was read (every writer of a shown table holds
 * the lock of lib/db/page-version.ts until it commits): what is computed during a write is answered,
 * not kept, so a value read between a writer's bump and its commit never outlives the commit.
 */
export function readRunDataState(): Promise<{ version: string; settled: boolean }> {
  // another reader's try-lock for its one statement is not a write: tried again (readSettled)
  return readSettled(async () => {
    const [row] = await db().$queryRaw<{ v: bigint; settled: boolean }[]>`
      SELECT pg_try_advisory_xact_lock(${WRITE_LOCK[0]}::int, ${WRITE_LOCK[1]}::int) AS settled, (SELECT last_value FROM run_data_version) AS v`;
    return { version: String(row?.v ?? 0), settled: row?.settled ?? false };
  });
}

/**
 * Moves the data's version once more at the end of a write of several statements (an upload, a
 * re-parse, a run's edit, a restore, a team adopting what had none): the
 * statement triggers move it when the write begins, and a page read between that and the commit
 * would keep the old figures under the new version. (readRunDataState now also says whether a write
 * is under way, and the memos keep nothing computed then; this bump stays as a second guard.)
 */
export async function bumpRunDataVersion(tx: Tx): Promise<void> {
  await tx.$queryRaw`SELECT nextval('run_data_version')`;
}

export const memoFacets = memoByVersion<RunFacets>({ readVersion: readRunDataState, staleAfterMs: 60_000, maxKeys: 500 });

/**
 * How many runs match a filter, by its where clause (which holds the viewer's access): the count of
 * ~50,000 matching runs of 100,000 cost the runs list more than its page of rows, and paging
 * through one filter asks it again for every page.
 */
export const memoRunCounts = memoByVersion<number>({ readVersion: readRunDataState, staleAfterMs: 60_000, maxKeys: 500 });

/** Sort keys of every CHECKPOINT_EVERY-th run of a filter in an order, by filter and order (lib/db/run-pages.ts). */
export const memoRunCheckpoints = memoByVersion<SortKey[]>({ readVersion: readRunDataState, staleAfterMs: 60_000, maxKeys: 100 });
