// A key from a URL or a file (a tag, a my.cnf variable) looked up in a plain object: `constructor`,
// `toString` and `__proto__` are keys like any other there, never Object's own properties (an
// attack probe's `group=constructor` answered 500 and grouped runs by "function Object()").

/** `obj[key]` when `key` is `obj`'s own; undefined otherwise. */
export function ownValue<T>(obj: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return obj && Object.hasOwn(obj, key) ? obj[key] : undefined;
}
