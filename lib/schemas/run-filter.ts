import { z } from 'zod';

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

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalId = z.coerce.number().int().positive().optional().catch(undefined);
const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

/** The runs list's state, read from its URL (every filter is shareable). */
export const runFilterSchema = z.object({
  tool: optionalText,
  test: optionalText,
  /** `key=value`, repeatable: all must match */
  tag: list.transform((tags) =>
    tags.map((t) => t.split('=')).filter((kv): kv is [string, string] => kv.length === 2 && kv[0] !== '' && kv[1] !== ''),
  ),
  host: optionalId,
  project: optionalId,
  q: optionalText,
  sort: z.enum(RUN_SORTS).catch('createdAt').default('createdAt'),
  dir: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  size: z.coerce.number().int().min(10).max(200).catch(50).default(50),
});

export type RunFilter = z.infer<typeof runFilterSchema>;

export function parseRunFilter(params: Record<string, string | string[] | undefined>): RunFilter {
  return runFilterSchema.parse(params);
}

/** The URL query for a filter, dropping defaults, with `overrides` applied. */
export function runFilterQuery(filter: RunFilter, overrides: Partial<Record<keyof RunFilter, string | number | undefined>> = {}): string {
  const params = new URLSearchParams();
  const merged: Record<string, unknown> = { ...filter, ...overrides };
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === '') continue;
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
