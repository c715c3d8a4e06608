import { z } from 'zod';
import { requestViewer } from '@/lib/auth/request';
import { MAX_PROJECT_COMPARE_RUNS, shareStateSchema } from '@/lib/compare/state';
import { AppError, errorResponse } from '@/lib/errors';
import { readJsonBody } from '@/lib/request-body';
import { shareComparison } from '@/lib/shares';

const bodySchema = z.object({ state: shareStateSchema });

/** Create a share link for a comparison: { state } → { slug, url }. */
export async function POST(request: Request) {
  try {
    const viewer = await requestViewer(request, { write: true });
    const body = bodySchema.safeParse(await readJsonBody(request, 64 * 1024));
    if (!body.success)
      throw new AppError('invalid', `Send {"state": {...}} with 1 to ${MAX_PROJECT_COMPARE_RUNS} run ids: ${z.prettifyError(body.error)}`);
    const slug = await shareComparison(viewer, body.data.state, request.headers);
    return Response.json({ slug, url: `/s/${slug}` }, { status: 201 });
  } catch (error) {
    return errorResponse(error);
  }
}
