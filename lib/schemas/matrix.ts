import { MAX_MATRIX_RUNS, matrixUrl } from '../url-state/matrix';
import type { StateOf } from '../url-state/params';
import { type SearchParams, urlStateReader } from '../url-state/zod';

/** Matrix.context as the read functions return it (lib/schemas/json-columns.ts parses the column). */
export type { MatrixContextColumn as MatrixContext } from './json-columns';

export { MAX_MATRIX_RUNS, matrixUrl };

const reader = urlStateReader(matrixUrl);

/** The matrix page's query schema, derived from its URL state (lib/url-state/matrix.ts). */
export const matrixQuerySchema = reader.schema;
export const MATRIX_QUERY_LISTS = matrixUrl.lists;
export type MatrixQuery = StateOf<typeof matrixUrl.params>;

export function parseMatrixQuery(params: SearchParams): MatrixQuery {
  return reader.read(params);
}
