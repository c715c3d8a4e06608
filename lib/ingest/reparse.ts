import { applyReparse, getUploadText } from '../db/reparse';
import { AppError } from '../errors';
import { parseDocument } from '../parsers';
import type { FileResult } from '../parsers/types';
import { fileResultSchema } from '../schemas/parsed';
import { planIngest } from './plan';

/** Parse a stored upload again with the current parsers and update its runs in place. */
export async function reparseUpload(uploadId: number) {
  const upload = await getUploadText(uploadId);
  if (!upload) throw new AppError('not_found', `Upload ${uploadId} does not exist.`);
  const parsed = fileResultSchema.parse(parseDocument(upload.text, { fileName: upload.fileName })) as FileResult;
  return applyReparse(uploadId, planIngest(parsed, upload.fileName));
}
