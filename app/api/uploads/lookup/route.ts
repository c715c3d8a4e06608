import { apiReader } from '@/lib/api/reader';
import { findUploadByFingerprint } from '@/lib/db/uploads';
import { AppError, errorResponse } from '@/lib/errors';
import { fingerprintQuerySchema } from '@/lib/schemas/upload';

/** Has this exact content (after secrets are removed) been uploaded before? Used by the upload preview. */
export async function GET(request: Request) {
  try {
    const { access } = await apiReader(request);
    const query = fingerprintQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw new AppError('invalid', 'fingerprint must be 64 hex characters (SHA-256).');
    const upload = await findUploadByFingerprint(access, query.data.fingerprint, query.data.team);
    return Response.json(
      upload
        ? {
            exists: true,
            upload: { id: upload.id, fileName: upload.fileName, runs: upload.runs, team: upload.team, copies: upload.copies },
          }
        : { exists: false },
    );
  } catch (error) {
    return errorResponse(error);
  }
}
