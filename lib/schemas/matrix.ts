import { z } from 'zod';
import { COMPARE_METRICS } from '../compare/state';

export const matrixQuerySchema = z.object({
  matrix: z.coerce.number().int().positive().optional().catch(undefined),
  runs: z.string().optional(),
  project: z.coerce.number().int().positive().optional().catch(undefined),
  dim: z
    .string()
    .regex(/^[a-z][a-z0-9_.-]{0,40}$/)
    .optional()
    .catch(undefined),
  a: z.string().max(100).optional(),
  b: z.string().max(100).optional(),
  metric: z.enum(COMPARE_METRICS).catch('qps').default('qps'),
});
