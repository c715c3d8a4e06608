import { revokeShare } from '@/lib/db/shares';
import { AppError, errorResponse } from '@/lib/errors';
import { slugSchema } from '@/lib/shares';

/** Revoke a share link: it stops working at once; the comparison itself is not touched. */
export async function DELETE(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  try {
    const parsed = slugSchema.safeParse(await params);
    if (!parsed.success || !(await revokeShare(parsed.data.slug))) throw new AppError('not_found', 'No active share with this link.');
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
}
