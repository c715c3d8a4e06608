// Which runs are on a page of the runs list, in its order (the sort column, then id, highest
// first). A deep page by OFFSET sorts every matching run up to it (page 500 of a tag filter that
// matches 50,000 runs: ~170 ms of PostgreSQL on every view). Instead, the sort keys of every
// CHECKPOINT_EVERY-th matching run are read once per filter and data version (one pass, kept like
// the count: lib/db/facets-cache.ts), and a deep page starts after the checkpoint before it
// (keyset) and skips fewer than CHECKPOINT_EVERY runs. While the data's version is the one the
// checkpoints were read at, the runs after a checkpoint are exactly the ones OFFSET would reach.
import 'server-only';
import { db } from './client';
import { memoRunCheckpoints } from './facets-cache';
import type { Prisma } from './generated/client';

/** Keys of the runs at positions CHECKPOINT_EVERY - 1, 2 × CHECKPOINT_EVERY - 1, …  */
export const CHECKPOINT_EVERY = 200;
/** Pages that start before this many runs are read by OFFSET (a short walk; no checkpoint pass). */
export const KEYSET_FROM = 1_000;

export type RunOrder = { column: string; dir: 'asc' | 'desc'; nullable: boolean };
type SortValue = number | string | Date | null;
export type SortKey = { value: SortValue; id: number };

/**
 * The list's ORDER BY: the column (blanks last when it has any), then id, highest first. Sorted by
 * tps, highest first, it names "deletedAt" first: every listed run has none, so the order is the
 * same, and PostgreSQL then reads the page in order from Run("deletedAt", tps DESC NULLS LAST, id
 * DESC) instead of sorting every live run (it does not treat `IS NULL` as pinning the column).
 */
export function orderByOf({ column, dir, nullable }: RunOrder): Prisma.RunOrderByWithRelationInput[] {
  const order = nullable ? { sort: dir, nulls: 'last' as const } : dir;
  // (the same for when runs ran, newest first: Run("deletedAt", "placedAt" DESC, id DESC))
  const byIndex: Prisma.RunOrderByWithRelationInput[] =
    (column === 'tps' || column === 'placedAt') && dir === 'desc' ? [{ deletedAt: 'asc' }] : [];
  return [...byIndex, { [column]: order }, { id: 'desc' }];
}

/** The runs that come after `key` in this order (blanks last, ties by id highest first). */
export function afterKey({ column, dir, nullable }: RunOrder, key: SortKey): Prisma.RunWhereInput {
  if (key.value === null) return { [column]: null, id: { lt: key.id } };
  return {
    OR: [
      { [column]: dir === 'desc' ? { lt: key.value } : { gt: key.value } },
      { [column]: key.value, id: { lt: key.id } },
      ...(nullable ? [{ [column]: null }] : []),
    ],
  };
}

function sortValueOf(row: Record<string, unknown>, column: string): SortValue {
  const value = row[column];
  if (value === null || typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
  throw new Error(`runs list: sort column ${column} read as ${typeof value}`);
}

/** One pass over the matching runs' sort keys (from the index where there is one): every CHECKPOINT_EVERY-th. */
async function readCheckpoints(where: Prisma.RunWhereInput, order: RunOrder): Promise<SortKey[]> {
  const select: Prisma.RunSelect = { id: true, [order.column]: true };
  const rows: Record<string, unknown>[] = await db().run.findMany({ where, select, orderBy: orderByOf(order) });
  const keys: SortKey[] = [];
  for (let at = CHECKPOINT_EVERY - 1; at < rows.length; at += CHECKPOINT_EVERY) {
    const row = rows[at];
    const id = row?.id;
    if (row && typeof id === 'number') keys.push({ value: sortValueOf(row, order.column), id });
  }
  return keys;
}

/**
 * The ids of the runs at positions offset … offset + size - 1 of `where` in `order`, exactly what
 * OFFSET offset LIMIT size would return. `whereKey` names the filter (it holds the viewer's access).
 */
export async function listRunPageIds(
  where: Prisma.RunWhereInput,
  whereKey: string,
  order: RunOrder,
  offset: number,
  size: number,
): Promise<number[]> {
  const orderBy = orderByOf(order);
  const byOffset = async (w: Prisma.RunWhereInput, skip: number) =>
    (await db().run.findMany({ where: w, select: { id: true }, orderBy, skip, take: size })).map((r) => r.id);
  if (offset < KEYSET_FROM) return byOffset(where, offset);
  const checkpoints = await memoRunCheckpoints(JSON.stringify([whereKey, order]), () => readCheckpoints(where, order));
  // the last checkpoint at or before the row just above the page; past the last run the page is empty
  const index = Math.min(Math.floor(offset / CHECKPOINT_EVERY), checkpoints.length) - 1;
  const checkpoint = checkpoints[index];
  if (!checkpoint) return byOffset(where, offset);
  return byOffset({ AND: [where, afterKey(order, checkpoint)] }, offset - (index + 1) * CHECKPOINT_EVERY);
}
