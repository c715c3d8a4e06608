import { requestViewer } from '@/lib/auth/request';
import { AppError, errorResponse } from '@/lib/errors';
import { revokeShareLink, slugSchema } from '@/lib/shares';

/** Revoke a share link: it stops working at once; the comparison itself is not touched. */
export async function DELETE(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  try {
    const viewer = await requestViewer(request, { write: true });
    const parsed = slugSchema.safeParse(await params);
    if (!parsed.success) throw new AppError('not_found', 'No active share with this link.');
    await revokeShareLink(viewer, parsed.data.slug, request.headers);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
}
