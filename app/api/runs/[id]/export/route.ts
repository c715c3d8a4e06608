import { z } from 'zod';
import { getRun } from '@/lib/db/runs';
import { AppError, errorResponse } from '@/lib/errors';
import { defaultCsvPart, runToCsv, runToJson } from '@/lib/export';
import { idParamSchema } from '@/lib/schemas/params';

const querySchema = z.object({
  format: z.enum(['json', 'csv']).default('json'),
  part: z.enum(['metrics', 'intervals', 'operations', 'tests', 'histogram']).optional(),
});

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const id = idParamSchema.safeParse(await params);
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!id.success) throw new AppError('not_found', 'No such run.');
    if (!query.success)
      throw new AppError('invalid', 'format must be json or csv; part one of metrics, intervals, operations, tests, histogram.');
    const run = await getRun(id.data.id);
    if (!run) throw new AppError('not_found', `Run ${id.data.id} does not exist (it may have been deleted).`);
    if (query.data.format === 'json') {
      return new Response(runToJson(run), {
        headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="run-${run.id}.json"` },
      });
    }
    const part = query.data.part ?? defaultCsvPart(run);
    return new Response(runToCsv(run, part), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="run-${run.id}-${part}.csv"` },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
