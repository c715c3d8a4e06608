import { z } from 'zod';
import { requestViewer } from '@/lib/auth/request';
import { MAX_PROJECT_COMPARE_RUNS } from '@/lib/compare/state';
import { AppError, errorResponse } from '@/lib/errors';
import { readJsonBody } from '@/lib/request-body';
import { MAX_SHARE_NOTE, shareRequestSchema } from '@/lib/schemas/json-columns';
import { shareComparison, shareMatrix } from '@/lib/shares';

/** Create a share link for a comparison or a ratio matrix (`kind: "matrix"`): { state, note? } → { slug, url }. */
export async function POST(request: Request) {
  try {
    const viewer = await requestViewer(request, { write: true });
    const body = shareRequestSchema.safeParse(await readJsonBody(request, 64 * 1024));
    if (!body.success)
      throw new AppError(
        'invalid',
        `Send {"state": {...}, "note": "…"}: a comparison's state with 1 to ${MAX_PROJECT_COMPARE_RUNS} run ids, or a ratio matrix's (kind "matrix"), and a note of at most ${MAX_SHARE_NOTE} characters if you like: ${z.prettifyError(body.error)}`,
      );
    const { state, note = '' } = body.data;
    const slug = await (state.kind === 'matrix'
      ? shareMatrix(viewer, state, request.headers, note)
      : shareComparison(viewer, state, request.headers, note));
    return Response.json({ slug, url: `/s/${slug}` }, { status: 201 });
  } catch (error) {
    return errorResponse(error);
  }
}
