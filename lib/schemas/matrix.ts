import { z } from 'zod';
import { MAX_MATRIX_RUNS, matrixUrl } from '../url-state/matrix';
import { ids, type StateOf, withDefault } from '../url-state/params';
import { type SearchParams, urlStateReader, valueSchemaOf } from '../url-state/zod';

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

const { project: _unfrozen, runs: _runs, ...matrixSettings } = matrixUrl.params;
/** What a matrix share freezes: an imported table, or run ids (never a project, whose runs change), as JSON. */
const frozenMatrix = { ...matrixSettings, runs: withDefault(ids(MAX_MATRIX_RUNS), []) };

/**
 * A ratio matrix's share: `kind: 'matrix'` tells it from a comparison's (whose states have no kind),
 * and it names an imported table, or runs with the tag that splits them and its two values.
 */
export const matrixShareStateSchema = valueSchemaOf(frozenMatrix)
  .extend({ kind: z.literal('matrix') })
  .refine((s) => s.matrix !== undefined || (s.runs.length > 0 && s.dim !== undefined && s.a !== undefined && s.b !== undefined), {
    message: 'a matrix share names an imported table (matrix) or runs with dim, a and b',
  });
export type MatrixShareState = z.infer<typeof matrixShareStateSchema>;

/** The matrix page's state as a share freezes it: the runs it splits (a project's, read now), its settings. */
export function freezeMatrixState(query: MatrixQuery, runs: number[]): MatrixShareState {
  const { project: _project, runs: _given, ...settings } = query;
  return { ...settings, runs: query.matrix === undefined ? runs : [], kind: 'matrix' };
}
