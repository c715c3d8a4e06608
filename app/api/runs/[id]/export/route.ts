import { apiReader, notReadable } from '@/lib/api/reader';
import { getRunForExport } from '@/lib/db/run-export';
import { AppError, errorResponse } from '@/lib/errors';
import { CSV_PARTS, defaultCsvPart } from '@/lib/export/run-csv';
import { runCsvChunks, runJsonChunks } from '@/lib/export/run-export';
import { streamOf } from '@/lib/export/stream';
import { idParamSchema } from '@/lib/schemas/params';
import { queryObject } from '@/lib/schemas/query';
import { runExportQuerySchema } from '@/lib/schemas/run-export';

/** A run as JSON (everything stored) or CSV (one table), streamed: any size, bounded memory. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const { viewer, access } = await apiReader(request);
    const id = idParamSchema.safeParse(await params);
    const query = runExportQuerySchema.safeParse(queryObject(Object.fromEntries(new URL(request.url).searchParams)));
    if (!id.success) throw new AppError('not_found', 'No such run.');
    if (!query.success) throw new AppError('invalid', `format must be json or csv; part one of ${CSV_PARTS.join(', ')}.`);
    const run = await getRunForExport(access, id.data.id);
    // nobody is told to sign in (401), whether or not it exists; anyone else that it is not there (404)
    if (!run || run.deletedAt) throw notReadable(viewer, `Run ${id.data.id}`);
    if (query.data.format === 'json') {
      return new Response(streamOf(runJsonChunks(run)), {
        headers: { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="run-${run.id}.json"` },
      });
    }
    const part = query.data.part ?? defaultCsvPart(run._count);
    return new Response(streamOf(runCsvChunks(run, part)), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="run-${run.id}-${part}.csv"` },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
