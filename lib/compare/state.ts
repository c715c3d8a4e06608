// The compare view's whole state lives in its URL; a share stores the same object.
import { z } from 'zod';
import { idList, MAX_ID, optional, queryId, queryNumber, queryObject, withDefault } from '../schemas/query';

/** Runs side by side on one page, at most. */
export const MAX_COMPARE_RUNS = 50;

export const COMPARE_METRICS = ['tps', 'qps', 'eventsPerSec', 'latAvgMs', 'latPctMs'] as const;

const groupKey = z.string().regex(/^[a-z][a-z0-9_.-]{0,40}$/, 'a tag key: lower-case letters, digits, _ . -');

export const compareStateSchema = z.object({
  runs: withDefault(idList(MAX_COMPARE_RUNS), []),
  project: optional(queryId),
  baseline: optional(queryId),
  /** neutral band for noise, in percent */
  band: withDefault(queryNumber(0, 50), 3),
  metric: optional(z.enum(COMPARE_METRICS)),
  /** a tag key: one series per value */
  group: optional(groupKey),
  /** seconds of each run's intervals to leave out of steady-state figures */
  warmup: withDefault(queryNumber(0, 100_000), 0),
});

export type CompareState = z.infer<typeof compareStateSchema>;

export function parseCompareState(params: Record<string, string | string[] | undefined>): CompareState {
  return compareStateSchema.parse(queryObject(params));
}

export function compareQuery(
  state: Partial<CompareState> & { runs: number[] },
  overrides: Partial<Record<keyof CompareState, string | number | number[] | undefined>> = {},
): string {
  const merged = { ...state, ...overrides } as Record<string, unknown>;
  const params = new URLSearchParams();
  const runs = merged.runs as number[] | undefined;
  if (runs?.length) params.set('runs', runs.join(','));
  for (const key of ['baseline', 'band', 'metric', 'group', 'warmup'] as const) {
    const value = merged[key];
    if (value === undefined || value === null || value === '') continue;
    if ((key === 'band' && value === 3) || (key === 'warmup' && value === 0)) continue;
    params.set(key, String(value));
  }
  return `?${params.toString().replace(/%2C/g, ',')}`;
}

/** What a share link freezes: the run ids (never a project, whose runs change) and the settings, as JSON. */
export const shareStateSchema = z.object({
  runs: z.array(z.number().int().min(1).max(MAX_ID)).min(1).max(MAX_COMPARE_RUNS),
  baseline: z.number().int().min(1).max(MAX_ID).optional(),
  band: z.number().min(0).max(50).default(3),
  metric: z.enum(COMPARE_METRICS).optional(),
  group: groupKey.optional(),
  warmup: z.number().min(0).max(100_000).default(0),
});
export type ShareState = z.infer<typeof shareStateSchema>;
