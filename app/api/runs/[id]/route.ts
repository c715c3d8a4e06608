import { apiJson } from '@/lib/api/json';
import { apiReader, notReadable } from '@/lib/api/reader';
import { runDetailJson } from '@/lib/api/run-json';
import { getApiRun } from '@/lib/db/api-reads';
import { AppError, errorResponse } from '@/lib/errors';
import { runDetailSchema } from '@/lib/schemas/api-runs';
import { idParamSchema } from '@/lib/schemas/params';

/** One run: figures, parameters, tags, sources, warnings; its big tables are behind the links to its exports. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const { viewer, access } = await apiReader(request);
    const id = idParamSchema.safeParse(await params);
    if (!id.success) throw new AppError('not_found', 'No such run (a run id is a whole number).');
    const run = await getApiRun(access, id.data.id);
    if (!run) throw notReadable(viewer, `Run ${id.data.id}`);
    return apiJson(runDetailSchema, runDetailJson(run));
  } catch (error) {
    return errorResponse(error);
  }
}
