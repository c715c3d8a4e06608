// Pieces for URL query schemas. A query value is hostile until proven otherwise: every list is
// bounded in count and length, every id fits PostgreSQL's int4, and a bad value is refused with a
// plain reason (HTTP 400, see proxy.ts) rather than silently dropped or passed to the database.
import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2_147_483_647;

/** An HTML form sends unset fields as empty strings: they mean "not given". */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}

/** Like `optional`, with the value a missing or empty parameter stands for. */
export function withDefault<T extends z.ZodType, D extends z.output<T>>(schema: T, fallback: D) {
  return optional(schema).transform((v): z.output<T> => (v === undefined ? fallback : v));
}

/** A row id in a query string: digits only (no `1e308`, no `0x10`, no `-1`), within int4. */
export const queryId = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n >= 1 && n <= MAX_ID, `must be between 1 and ${MAX_ID}`);

/** `1,2,3`: distinct ids in their order, at most `max`. */
export function idList(max: number) {
  return z
    .string()
    .max(max * 11)
    .transform((v, ctx) => {
      const ids: number[] = [];
      for (const piece of v.split(',')) {
        const trimmed = piece.trim();
        if (trimmed === '') continue;
        const id = queryId.safeParse(trimmed);
        if (!id.success) {
          ctx.addIssue({ code: 'custom', message: `"${trimmed.slice(0, 20)}" is not a run id (ids are whole numbers)` });
          return z.NEVER;
        }
        ids.push(id.data);
      }
      return [...new Set(ids)];
    })
    .refine((ids) => ids.length <= max, `at most ${max} ids`);
}

/** Free text typed into a search box. */
export function queryText(max: number) {
  return optional(z.string().trim().max(max, `at most ${max} characters`));
}

/** A query number (a band, a warm-up, a page): plain decimal digits, within [min, max]. */
export function queryNumber(min: number, max: number, { integer = false } = {}) {
  return (
    z
      .string()
      // the range in the message too: `band=-1` is a number, below the range (a DBA's pass read "must be a number")
      .regex(
        integer ? /^\d{1,9}$/ : /^\d{1,9}(?:\.\d{1,6})?$/,
        `must be a ${integer ? 'whole number' : 'number'} between ${min} and ${max}${integer ? '' : ', in plain digits'}`,
      )
      .transform(Number)
      .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)
  );
}

/**
 * Next's searchParams (a value, or an array when repeated) as a schema's input: parameters named in
 * `lists` are always arrays, any other keeps its first value (the guard in proxy.ts has already
 * refused a repeated scalar with a 400; this only makes pages total).
 */
export function queryObject(params: Record<string, string | string[] | undefined>, lists: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    out[key] = lists.includes(key) ? (Array.isArray(value) ? value : [value]) : Array.isArray(value) ? value[0] : value;
  }
  return out;
}
