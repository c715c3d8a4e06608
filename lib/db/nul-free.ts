// PostgreSQL's text cannot hold a NUL character (error 22021), nor its jsonb a \u0000 escape
// (22P05): a NUL in any field a person or a script sends (a team's name, a share's note, an email
// typed at sign-in, a tag) failed its request with a database error, a 500. Logs have theirs left
// out as they are read (lib/ingest/prepare.ts); everything else is made NUL-free here, on its way to
// the database: every Prisma operation's arguments (lib/db/client.ts) and every parameter of a
// query the driver sends. Copies are made only where a NUL is found.

const NUL = '\u0000';

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * `value` with every NUL left out of its strings, in arrays and plain objects at any depth (a Json
 * column's value, a where clause, a createMany's rows); the same value when it holds none. Dates,
 * buffers, decimals and other class instances are passed as they are.
 */
export function withoutNulDeep<T>(value: T): T {
  if (typeof value === 'string') return (value.includes(NUL) ? value.replaceAll(NUL, '') : value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const clean = withoutNulDeep(item);
      if (clean !== item) {
        copy ??= value.slice();
        copy[i] = clean;
      }
    }
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const clean = withoutNulDeep(item);
    const cleanKey = key.includes(NUL) ? key.replaceAll(NUL, '') : key;
    if (clean !== item || cleanKey !== key) {
      copy ??= { ...value };
      if (cleanKey !== key) delete copy[key];
      copy[cleanKey] = clean;
    }
  }
  return (copy ?? value) as T;
}
