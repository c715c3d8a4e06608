// The compare view's whole state lives in its URL; a share stores the same object.
import { z } from 'zod';

const ids = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((x) => Number(x.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  )
  .transform((list) => [...new Set(list)].slice(0, 50));

export const COMPARE_METRICS = ['tps', 'qps', 'eventsPerSec', 'latAvgMs', 'latPctMs'] as const;

export const compareStateSchema = z.object({
  runs: ids,
  project: z.coerce.number().int().positive().optional().catch(undefined),
  baseline: z.coerce.number().int().positive().optional().catch(undefined),
  /** neutral band for noise, in percent */
  band: z.coerce.number().min(0).max(50).catch(3).default(3),
  metric: z.enum(COMPARE_METRICS).optional().catch(undefined),
  /** a tag key: one series per value */
  group: z
    .string()
    .regex(/^[a-z][a-z0-9_.-]{0,40}$/)
    .optional()
    .catch(undefined),
  /** seconds of each run's intervals to leave out of steady-state figures */
  warmup: z.coerce.number().min(0).max(100_000).catch(0).default(0),
});

export type CompareState = z.infer<typeof compareStateSchema>;

export function parseCompareState(params: Record<string, string | string[] | undefined>): CompareState {
  const flat = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return compareStateSchema.parse(flat);
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

/** What a share link freezes: the run ids (never a project, whose runs change) and the settings. */
export const shareStateSchema = compareStateSchema
  .omit({ project: true, runs: true })
  .extend({ runs: z.array(z.number().int().positive()).min(1).max(50) });
export type ShareState = z.infer<typeof shareStateSchema>;
