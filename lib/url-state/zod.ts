// The zod side of URL state: a definition's parameters as the schema its page, its API twin and the
// proxy (lib/request-guard.ts) parse a query with, and as the schema of the same state held as JSON
// (a share). Messages are the plain reasons a 400 page shows.
import { z } from 'zod';
import { idList, MAX_ID, optional, queryId, queryNumber, queryObject } from '../schemas/query';
import type { UrlState } from './define';
import { type AnyParam, encodeParam, type Params, type Rule, type ValueOf } from './params';

const tagFilter = z
  .string()
  .max(200, 'a tag filter is at most 200 characters')
  .regex(/^[^=]+=.+$/, 'a tag filter is key=value');

const splitPair = (text: string): [string, string] => [text.slice(0, text.indexOf('=')), text.slice(text.indexOf('=') + 1)];

/** A list's texts, with what a missing list stands for (so a schema's documentation shows it). */
function listInput(max: number, message: string, fallback: readonly string[] | undefined, item = z.string()) {
  const list = z.array(item).max(max, message);
  return fallback ? list.default([...fallback]) : list.optional();
}

/** A parameter's text (or texts, for a list) → its value; `listDefault`: the texts a missing list stands for. */
function queryRule(rule: Rule, listDefault?: readonly string[]): z.ZodType {
  switch (rule.kind) {
    case 'id':
      return queryId;
    case 'ids':
      return idList(rule.max);
    case 'number':
      return queryNumber(rule.min, rule.max, { integer: rule.integer });
    case 'text':
      return (rule.trim ? z.string().trim() : z.string()).max(rule.max, rule.message ?? `at most ${rule.max} characters`);
    case 'pattern':
      return z.string().regex(rule.pattern, rule.message);
    case 'oneOf':
      return z.enum(rule.values);
    case 'items':
      return z
        .string()
        .max(rule.maxLength, `at most ${rule.maxLength} characters`)
        .transform((text) => text.split(',').filter((item) => item !== ''));
    case 'pairs':
      return listInput(rule.max, `at most ${rule.max} tag filters`, listDefault)
        .transform((texts) => (texts ?? []).filter((t) => t !== ''))
        .pipe(z.array(tagFilter))
        .transform((texts) => texts.map(splitPair));
    case 'texts':
      return listInput(
        rule.max,
        `at most ${rule.max} ${rule.what}s`,
        listDefault,
        z.string().max(rule.maxLength, `a ${rule.what} is at most ${rule.maxLength} characters`),
      );
  }
}

/** The value itself, as JSON holds it. */
function valueRule(rule: Rule): z.ZodType {
  switch (rule.kind) {
    case 'id':
      return z.number().int().min(1).max(MAX_ID);
    case 'ids':
      return z.array(z.number().int().min(1).max(MAX_ID)).max(rule.max);
    case 'number':
      return rule.integer ? z.number().int().min(rule.min).max(rule.max) : z.number().min(rule.min).max(rule.max);
    case 'text':
      return z.string().max(rule.max);
    case 'pattern':
      return z.string().regex(rule.pattern, rule.message);
    case 'oneOf':
      return z.enum(rule.values);
    case 'items':
      // as bounded as the parameter's text (`a,b,c` of at most maxLength characters)
      return z.array(z.string()).refine((items) => items.join(',').length <= rule.maxLength, `at most ${rule.maxLength} characters`);
    case 'pairs':
      return z.array(z.tuple([z.string(), z.string()])).max(rule.max);
    case 'texts':
      return z.array(z.string().max(rule.maxLength)).max(rule.max);
  }
}

function queryField(p: AnyParam): z.ZodType {
  // a list arrives as an array (queryObject), given or not; its default is its texts'
  if (p.list) return queryRule(p.rule, p.hasDefault ? encodeParam(p, p.fallback) : undefined);
  const schema = queryRule(p.rule);
  // a blank single value means "not given", unless blank is a value
  if (p.keepBlank) return p.hasDefault ? schema.default(p.fallback) : schema.optional();
  const field = optional(schema);
  return p.hasDefault ? field.transform((value) => (value === undefined ? p.fallback : value)) : field;
}

type QueryShape<P extends Params> = {
  [K in keyof P]: P[K]['hasDefault'] extends true ? z.ZodType<ValueOf<P[K]>> : z.ZodOptional<z.ZodType<ValueOf<P[K]>>>;
};

/** The schema a page reads its query with (input: `queryObject`'s strings and arrays). */
export function querySchemaOf<P extends Params>(params: P): z.ZodObject<QueryShape<P>> {
  const shape = Object.fromEntries(Object.entries(params).map(([key, p]) => [key, queryField(p)]));
  // the shape was built key by key from the same params the type maps over
  return z.object(shape) as unknown as z.ZodObject<QueryShape<P>>;
}

type ValueShape<P extends Params, R extends keyof P> = {
  [K in keyof P]: K extends R
    ? z.ZodType<ValueOf<P[K]>>
    : P[K]['hasDefault'] extends true
      ? z.ZodDefault<z.ZodType<ValueOf<P[K]>>>
      : z.ZodOptional<z.ZodType<ValueOf<P[K]>>>;
};

/** The same state as JSON values (a share stores it so); `require`d lists need at least one item. */
export function valueSchemaOf<P extends Params, R extends keyof P & string = never>(
  params: P,
  { require = [] }: { require?: readonly R[] } = {},
): z.ZodObject<ValueShape<P, R>> {
  const required: readonly string[] = require;
  const shape = Object.fromEntries(
    Object.entries(params).map(([key, p]) => {
      const rule = valueRule(p.rule);
      const schema = required.includes(key) && rule instanceof z.ZodArray ? rule.min(1) : rule;
      // ids each once, in their first place, as a query's list reads them (a matrix share counted a repeated run each time)
      const value = p.rule.kind === 'ids' ? schema.transform((ids) => [...new Set(ids as number[])]) : schema;
      if (required.includes(key)) return [key, value];
      return [key, p.hasDefault ? value.default(p.fallback) : value.optional()];
    }),
  );
  // as in querySchemaOf: built from the params the type maps over
  return z.object(shape) as unknown as z.ZodObject<ValueShape<P, R>>;
}

export type SearchParams = Record<string, string | string[] | undefined>;

/** A definition's schema and its reader: what a page calls with its `searchParams`. */
export function urlStateReader<P extends Params>(state: UrlState<P>) {
  const schema = querySchemaOf(state.params);
  return {
    schema,
    lists: state.lists,
    read: (params: SearchParams) => schema.parse(queryObject(params, state.lists)),
  };
}
