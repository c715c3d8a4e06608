import { z } from 'zod';
import { optional, queryId, queryNumber, queryObject, queryText, withDefault } from './query';

export const RUN_SORTS = [
  'createdAt',
  'title',
  'tool',
  'test',
  'threads',
  'tps',
  'qps',
  'eventsPerSec',
  'durationS',
  'latAvgMs',
  'latPctMs',
] as const;

/** At most this many `tag=` filters: each is one more join, and no real filter needs more. */
export const MAX_TAG_FILTERS = 20;

const tagFilter = z
  .string()
  .max(200, 'a tag filter is at most 200 characters')
  .regex(/^[^=]+=.+$/, 'a tag filter is key=value');

/** The runs list's state, read from its URL (every filter is shareable). */
export const runFilterSchema = z.object({
  tool: queryText(100),
  test: queryText(100),
  /** `key=value`, repeatable: all must match */
  tag: z
    .array(z.string())
    .max(MAX_TAG_FILTERS, `at most ${MAX_TAG_FILTERS} tag filters`)
    .default([])
    .transform((tags) => tags.filter((t) => t !== ''))
    .pipe(z.array(tagFilter))
    .transform((tags) => tags.map((t) => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)] as [string, string])),
  host: optional(queryId),
  project: optional(queryId),
  q: queryText(200),
  sort: withDefault(z.enum(RUN_SORTS), 'createdAt'),
  dir: withDefault(z.enum(['asc', 'desc']), 'desc'),
  page: withDefault(queryNumber(1, 1_000_000, { integer: true }), 1),
  size: withDefault(queryNumber(10, 200, { integer: true }), 50),
  /** not a filter: the run just moved to the trash, for the page's "Undo" */
  trashed: optional(queryId),
});

export type RunFilter = z.infer<typeof runFilterSchema>;

/** Parameters that may repeat. */
export const RUN_FILTER_LISTS = ['tag'] as const;

export function parseRunFilter(params: Record<string, string | string[] | undefined>): RunFilter {
  return runFilterSchema.parse(queryObject(params, RUN_FILTER_LISTS));
}

/** The URL query for a filter, dropping defaults, with `overrides` applied. */
export function runFilterQuery(filter: RunFilter, overrides: Partial<Record<keyof RunFilter, string | number | undefined>> = {}): string {
  const params = new URLSearchParams();
  const merged: Record<string, unknown> = { ...filter, ...overrides };
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === '' || key === 'trashed') continue;
    if (key === 'tag') for (const [k, v] of value as [string, string][]) params.append('tag', `${k}=${v}`);
    else if (
      (key === 'sort' && value === 'createdAt') ||
      (key === 'dir' && value === 'desc') ||
      (key === 'page' && value === 1) ||
      (key === 'size' && value === 50)
    )
      continue;
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
