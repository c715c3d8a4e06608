// A small cache for figures that are expensive to read and change only when the data does: an entry
// is good while the data's version (read cheaply on every call) is the one it was computed at. An
// entry older than `staleAfterMs` is still answered but recomputed behind the answer. A value
// computed while a write is under way (VersionState.settled false) is answered but not kept, so a
// version bumped before its writer committed never holds the old figures. Concurrent misses for one
// key share one computation.

type Entry<T> = { version: string; at: number; value: Promise<T>; refreshing: boolean };

/**
 * The data's version, and whether a write was under way when it was read (lib/db/page-version.ts's
 * lock): a value computed then may miss that write once it commits under this same number, so it is
 * answered but not kept. A bare string is a version read with no write under way.
 */
export type VersionState = string | { version: string; settled: boolean };

export type MemoOptions = {
  readVersion: () => Promise<VersionState>;
  staleAfterMs: number;
  /** keys kept at most (the least recently used dropped first) */
  maxKeys: number;
  now?: () => number;
};

/** What a memo keeps: a value for which `keepIf` is false (an empty answer: a run that does not exist) is answered, not kept. */
export type KeepOptions<T> = { keepIf?: (value: T) => boolean };

export function memoByVersion<T>({ readVersion, staleAfterMs, maxKeys, now = Date.now, keepIf }: MemoOptions & KeepOptions<T>) {
  const entries = new Map<string, Entry<T>>();
  const store = (key: string, version: string, value: Promise<T>) => {
    const entry: Entry<T> = { version, at: now(), value, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxKeys) break;
      entries.delete(oldest);
    }
    // a failed computation is not remembered, nor one not worth its key (a hostile visitor asking
    // for runs that do not exist would otherwise push out the pages people read)
    value.then(
      (done) => {
        if (keepIf && !keepIf(done) && entries.get(key) === entry) entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  };
  return async (key: string, compute: () => Promise<T>): Promise<T> => {
    const state = await readVersion();
    const version = typeof state === 'string' ? state : state.version;
    const hit = entries.get(key);
    if (typeof state !== 'string' && !state.settled && hit?.version !== version) return compute();
    if (!hit || hit.version !== version) return store(key, version, compute()).value;
    // used: last to be dropped
    entries.delete(key);
    entries.set(key, hit);
    if (now() - hit.at >= staleAfterMs && !hit.refreshing) {
      hit.refreshing = true;
      const fresh = compute();
      fresh.then(
        () => {
          if (entries.get(key) === hit) store(key, version, fresh);
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value;
  };
}
