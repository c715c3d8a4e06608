// URL parameters as codecs (after nuqs's parsers): each says how its text is read (a rule that
// lib/url-state/zod.ts turns into the zod schema pages and the proxy validate with) and how its
// value is written, with the default that stands for a missing parameter (and is never written).
// Free of zod on purpose: client components write links with these, and zod would weigh more than
// the rest of their code together.

export type Encoded = string | readonly string[];

/** How a parameter's text is checked and turned into its value; zod.ts has one schema per kind. */
export type Rule =
  | { kind: 'id' }
  | { kind: 'ids'; max: number }
  | { kind: 'number'; min: number; max: number; integer: boolean }
  | { kind: 'text'; max: number; trim: boolean; message?: string }
  | { kind: 'pattern'; pattern: RegExp; message: string }
  | { kind: 'oneOf'; values: readonly string[] }
  /** comma-separated items in one parameter (`exclude=insert:4,select:8`) */
  | { kind: 'items'; maxLength: number }
  /** `key=value`, repeated (`tag=version=8.4&tag=qc=on`) */
  | { kind: 'pairs'; max: number }
  /** free text, repeated (`note=…&note=…`) */
  | { kind: 'texts'; max: number; maxLength: number; what: string };

export type Param<T, HasDefault extends boolean = false> = {
  readonly rule: Rule;
  readonly encode: (value: T) => Encoded;
  readonly hasDefault: HasDefault;
  /** the value a missing parameter stands for (never written into a URL) */
  readonly fallback: HasDefault extends true ? T : undefined;
  /** given several times, one value each */
  readonly list: boolean;
  /** a notice for the next page view (the run just trashed), not state: written only when asked for */
  readonly transient: boolean;
  /** an empty value is a value (`exclude=`: none excluded), not "not given" */
  readonly keepBlank: boolean;
};

/** Any parameter, whatever its value (what a definition is a record of). */
export type AnyParam = {
  readonly rule: Rule;
  readonly encode: (value: never) => Encoded;
  readonly hasDefault: boolean;
  readonly fallback: unknown;
  readonly list: boolean;
  readonly transient: boolean;
  readonly keepBlank: boolean;
};

export type Params = Readonly<Record<string, AnyParam>>;

export const asList = (encoded: Encoded): readonly string[] => (typeof encoded === 'string' ? [encoded] : encoded);

/** A value's texts. Its type is the parameter's by the state's type: this is the one place the two meet. */
export function encodeParam(p: AnyParam, value: unknown): readonly string[] {
  const encode = p.encode as (value: unknown) => Encoded;
  return asList(encode(value));
}

export type ValueOf<P> = P extends { encode: (value: infer T) => Encoded } ? T : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A page's state as read from its URL: parameters with a default are always there. */
export type StateOf<P extends Params> = Simplify<
  { [K in keyof P as P[K]['hasDefault'] extends true ? K : never]: ValueOf<P[K]> } & {
    [K in keyof P as P[K]['hasDefault'] extends true ? never : K]?: ValueOf<P[K]>;
  }
>;

function param<T>(rule: Rule, encode: (value: T) => Encoded, options: { list?: boolean; keepBlank?: boolean } = {}): Param<T> {
  return {
    rule,
    encode,
    hasDefault: false,
    fallback: undefined,
    list: options.list ?? false,
    transient: false,
    keepBlank: options.keepBlank ?? false,
  };
}

/** A row id: digits only, within PostgreSQL's int4. */
export const id = () => param<number>({ kind: 'id' }, String);

/** `1,2,3`: distinct ids in their order, at most `max`. */
export const ids = (max: number) => param<number[]>({ kind: 'ids', max }, (value) => value.join(','));

/** A plain decimal number within [min, max]. */
export const num = (min: number, max: number, { integer = false } = {}) => param<number>({ kind: 'number', min, max, integer }, String);

/** Text typed into a field: trimmed unless told, at most `max` characters. */
export const text = (max: number, { trim = true, message }: { trim?: boolean; message?: string } = {}) =>
  param<string>({ kind: 'text', max, trim, message }, (value) => value);

export const pattern = (regex: RegExp, message: string) => param<string>({ kind: 'pattern', pattern: regex, message }, (value) => value);

export const oneOf = <const V extends readonly string[]>(values: V) => param<V[number]>({ kind: 'oneOf', values }, (value) => value);

/** Items joined by commas in one parameter; given empty, it is an empty list (not a missing parameter). */
export const items = (maxLength: number) => param<string[]>({ kind: 'items', maxLength }, (value) => value.join(','), { keepBlank: true });

/** `key=value` pairs, one per parameter; blanks are dropped. */
export const pairs = (max: number) =>
  param<[string, string][]>({ kind: 'pairs', max }, (value) => value.map(([key, v]) => `${key}=${v}`), { list: true });

/** Texts, one per parameter: at most `max` of at most `maxLength` characters (`what` names one in messages). */
export const texts = (max: number, maxLength: number, what: string) =>
  param<string[]>({ kind: 'texts', max, maxLength, what }, (value) => value, { list: true });

export function withDefault<T>(p: Param<T>, fallback: T): Param<T, true> {
  return { ...p, hasDefault: true, fallback };
}

export function transient<T, D extends boolean>(p: Param<T, D>): Param<T, D> {
  return { ...p, transient: true };
}
