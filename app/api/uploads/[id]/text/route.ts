import { apiReader, notReadable } from '@/lib/api/reader';
import { getUpload, readUploadText } from '@/lib/db/uploads';
import { AppError, errorResponse } from '@/lib/errors';
import { streamOf } from '@/lib/export/stream';
import { idParamSchema } from '@/lib/schemas/params';

/** `filename*` keeps a non-ASCII name; the plain `filename` is its ASCII fallback. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'upload.txt';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The document as stored (secrets removed), streamed in slices: a 50 MB log never sits in memory whole. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const { viewer, access } = await apiReader(request);
    const id = idParamSchema.safeParse(await params);
    if (!id.success) throw new AppError('not_found', 'No such upload.');
    const upload = await getUpload(access, id.data.id);
    // nobody is told to sign in (401), whether or not it exists; anyone else that it is not there (404)
    if (!upload) throw notReadable(viewer, `Upload ${id.data.id}`);
    // a page's HTML is stored as the text a browser shows (lib/parsers/html-text.ts): named for what it holds
    const name = /\.x?html?$/i.test(upload.fileName) ? `${upload.fileName}.txt` : upload.fileName;
    return new Response(streamOf(readUploadText(upload.id)), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': disposition(name) },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
