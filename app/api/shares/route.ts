import { z } from 'zod';
import { requestViewer } from '@/lib/auth/request';
import { MAX_PROJECT_COMPARE_RUNS } from '@/lib/compare/state';
import { AppError, errorResponse } from '@/lib/errors';
import { readJsonBody } from '@/lib/request-body';
import { shareStateColumnSchema } from '@/lib/schemas/json-columns';
import { shareComparison, shareMatrix } from '@/lib/shares';

const bodySchema = z.object({ state: shareStateColumnSchema });

/** Create a share link for a comparison or a ratio matrix (`kind: "matrix"`): { state } → { slug, url }. */
export async function POST(request: Request) {
  try {
    const viewer = await requestViewer(request, { write: true });
    const body = bodySchema.safeParse(await readJsonBody(request, 64 * 1024));
    if (!body.success)
      throw new AppError(
        'invalid',
        `Send {"state": {...}}: a comparison's with 1 to ${MAX_PROJECT_COMPARE_RUNS} run ids, or a ratio matrix's (kind "matrix"): ${z.prettifyError(body.error)}`,
      );
    const { state } = body.data;
    const slug = await (state.kind === 'matrix'
      ? shareMatrix(viewer, state, request.headers)
      : shareComparison(viewer, state, request.headers));
    return Response.json({ slug, url: `/s/${slug}` }, { status: 201 });
  } catch (error) {
    return errorResponse(error);
  }
}
