import { z } from 'zod';
import { apiJson } from '@/lib/api/json';
import { apiReader } from '@/lib/api/reader';
import { runListJson } from '@/lib/api/run-json';
import { listRunRevisions } from '@/lib/db/api-reads';
import { listRuns } from '@/lib/db/runs';
import { AppError, errorResponse } from '@/lib/errors';
import { API_RUNS_LISTS, apiRunsQuerySchema } from '@/lib/schemas/api-queries';
import { runListSchema } from '@/lib/schemas/api-runs';
import { queryObject } from '@/lib/schemas/query';

/** Runs the caller may read, filtered, sorted and paged like the runs page (`GET /api/runs?tool=sysbench&tag=version=8.4.3`). */
export async function GET(request: Request) {
  try {
    const { access } = await apiReader(request);
    const params = new URL(request.url).searchParams;
    const grouped: Record<string, string[]> = {};
    for (const [key, value] of params) grouped[key] = [...(grouped[key] ?? []), value];
    const query = apiRunsQuerySchema.safeParse(queryObject(grouped, API_RUNS_LISTS));
    if (!query.success) throw new AppError('invalid', `The query is not valid: ${z.prettifyError(query.error)}`);
    const { rows, total } = await listRuns(access, query.data);
    const revisions = await listRunRevisions(
      access,
      rows.map((r) => r.id),
    );
    return apiJson(runListSchema, runListJson(rows, total, query.data, revisions));
  } catch (error) {
    return errorResponse(error);
  }
}
