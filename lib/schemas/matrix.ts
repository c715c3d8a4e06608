import { z } from 'zod';
import { COMPARE_METRICS } from '../compare/state';
import { buildCommandSchema, revisionSchema } from './parsed';
import { idList, optional, queryId, withDefault } from './query';

/** Matrix.context as stored: read back through this, so an old or hand-edited row cannot break the page. */
export const matrixContextSchema = z
  .object({ revisions: z.array(revisionSchema).default([]), buildCommands: z.array(buildCommandSchema).default([]) })
  .catch({ revisions: [], buildCommands: [] });
export type MatrixContext = z.infer<typeof matrixContextSchema>;

/** Runs one ratio matrix splits, at most (a sweep of tests × thread counts × two sides). */
export const MAX_MATRIX_RUNS = 500;

/** A tag value on one side of the split (A or B). */
const sideValue = optional(z.string().max(100, 'a tag value is at most 100 characters'));

export const matrixQuerySchema = z.object({
  matrix: optional(queryId),
  runs: optional(idList(MAX_MATRIX_RUNS)),
  project: optional(queryId),
  dim: optional(z.string().regex(/^[a-z][a-z0-9_.-]{0,40}$/, 'a tag key: lower-case letters, digits, _ . -')),
  a: sideValue,
  b: sideValue,
  metric: withDefault(z.enum(COMPARE_METRICS), 'qps'),
  /** read in the browser (matrix-heatmap.tsx): cells left out of the means, notes written in the view */
  exclude: optional(z.string().max(4000)),
  note: z.array(z.string().max(500, 'a note is at most 500 characters')).max(200, 'at most 200 notes').optional(),
});
export const MATRIX_QUERY_LISTS = ['note'] as const;
