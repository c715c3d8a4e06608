import { z } from 'zod';
import { COMPARE_METRICS } from '../compare/state';
import { buildCommandSchema, revisionSchema } from './parsed';

/** Matrix.context as stored: read back through this, so an old or hand-edited row cannot break the page. */
export const matrixContextSchema = z
  .object({ revisions: z.array(revisionSchema).default([]), buildCommands: z.array(buildCommandSchema).default([]) })
  .catch({ revisions: [], buildCommands: [] });
export type MatrixContext = z.infer<typeof matrixContextSchema>;

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
