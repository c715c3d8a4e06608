import { z } from 'zod';
import { MAX_MATRIX_RUNS, matrixUrl } from '../url-state/matrix';
import type { StateOf } from '../url-state/params';
import { type SearchParams, urlStateReader } from '../url-state/zod';
import { buildCommandSchema, revisionSchema } from './parsed';

/** Matrix.context as stored: read back through this, so an old or hand-edited row cannot break the page. */
export const matrixContextSchema = z
  .object({ revisions: z.array(revisionSchema).default([]), buildCommands: z.array(buildCommandSchema).default([]) })
  .catch({ revisions: [], buildCommands: [] });
export type MatrixContext = z.infer<typeof matrixContextSchema>;

export { MAX_MATRIX_RUNS, matrixUrl };

const reader = urlStateReader(matrixUrl);

/** The matrix page's query schema, derived from its URL state (lib/url-state/matrix.ts). */
export const matrixQuerySchema = reader.schema;
export const MATRIX_QUERY_LISTS = matrixUrl.lists;
export type MatrixQuery = StateOf<typeof matrixUrl.params>;

export function parseMatrixQuery(params: SearchParams): MatrixQuery {
  return reader.read(params);
}
