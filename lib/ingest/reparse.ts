import { applyReparse, getUploadText } from '../db/reparse';
import { AppError } from '../errors';
import { parseDocument, prepareText, redactFileName, redactText } from '../parsers';
import type { FileResult } from '../parsers/types';
import { fileResultSchema } from '../schemas/parsed';
import { fingerprintOf } from './fingerprint';
import { planIngest } from './plan';

/**
 * Parse a stored upload again with the current parsers and update its runs in place. The stored
 * text is redacted again first, so a secret form recognised since the upload is removed too.
 */
export async function reparseUpload(uploadId: number) {
  const upload = await getUploadText(uploadId);
  if (!upload) throw new AppError('not_found', `Upload ${uploadId} does not exist.`);
  const text = prepareText(upload.text);
  const fileName = redactFileName(upload.fileName);
  const parsed = fileResultSchema.parse(parseDocument(text, { fileName })) as FileResult;
  const stored = { text, fileName, fingerprint: await fingerprintOf(text), warnings: parsed.warnings };
  return applyReparse(uploadId, planIngest(parsed, fileName), stored, redactText);
}
