import { z } from 'zod';
import { compareResultJson } from '@/lib/api/compare-json';
import { apiJson } from '@/lib/api/json';
import { apiReader, notReadable } from '@/lib/api/reader';
import { loadComparison } from '@/lib/compare/load';
import { AppError, errorResponse } from '@/lib/errors';
import { compareResultSchema } from '@/lib/schemas/api-compare';
import { apiCompareQuerySchema } from '@/lib/schemas/api-queries';
import { queryObject } from '@/lib/schemas/query';

const runsNamed = (ids: number[]) => `Runs ${ids.map((id) => `#${id}`).join(', ')}`;

/** Runs side by side, as the compare page shows them (`GET /api/compare?runs=12,15&baseline=12`). */
export async function GET(request: Request) {
  try {
    const { viewer, access } = await apiReader(request);
    const query = apiCompareQuerySchema.safeParse(queryObject(Object.fromEntries(new URL(request.url).searchParams)));
    if (!query.success) throw new AppError('invalid', `The query is not valid: ${z.prettifyError(query.error)}`);
    const state = query.data;
    const { model, projectRuns } = await loadComparison(access, state);
    if (!model)
      throw notReadable(viewer, state.runs.length > 0 ? runsNamed(state.runs) : `The runs of project ${state.project}`, { plural: true });
    // nobody is not shown a comparison with holes where private runs are: they are told to sign in
    if (viewer.kind === 'anonymous' && model.missing.length > 0) throw notReadable(viewer, runsNamed(model.missing), { plural: true });
    return apiJson(compareResultSchema, compareResultJson(model, state, projectRuns));
  } catch (error) {
    return errorResponse(error);
  }
}
