// Re-parse: a stored upload read again with today's parsers and redaction rules, its runs planned
// by the same plan as an upload (lib/ingest/plan.ts) with what is stored for them, and updated in
// place (lib/db/reparse.ts).
import { applyReparse, getUploadText, type StoredUploadRuns } from '../db/reparse';
import { AppError } from '../errors';
import { redactFileName, redactTags, redactTyped } from '../parsers';
import { parseChecked } from './ingest';
import { outputFingerprintsOf } from './output-fingerprint';
import { planIngest, type StoredRun } from './plan';
import { prepareUploadText } from './prepare';

/** What a person typed on a run, redacted again: a secret form recognised since it was stored is removed too. */
function redactStored(run: StoredRun): StoredRun {
  return {
    ...run,
    title: redactTyped(run.title),
    notes: redactTyped(run.notes),
    tags: redactTags(run.tags),
  };
}

/**
 * Parse a stored upload again with the current parsers and update its runs in place. The stored
 * text is normalized and redacted again first (once), so a secret form recognised since the upload
 * is removed too.
 */
export async function reparseUpload(uploadId: number) {
  const upload = await getUploadText(uploadId);
  if (!upload) throw new AppError('not_found', `Upload ${uploadId} does not exist.`);
  const prepared = await prepareUploadText({ text: upload.text });
  const fileName = redactFileName(upload.fileName);
  const parsed = parseChecked(prepared, fileName);
  const decide = (stored: StoredUploadRuns) =>
    planIngest(parsed, {
      fileName,
      project: stored.projectId === null ? null : { id: stored.projectId },
      revision: stored.revision,
      stored: new Map([...stored.runs].map(([ordinal, run]) => [ordinal, redactStored(run)])),
    });
  const outputs = outputFingerprintsOf(
    parsed.runs.map((run, ordinal) => ({ ordinal, parsed: run })),
    prepared.text,
  );
  const reparsed = { text: prepared.text, fileName, fingerprint: prepared.fingerprint, warnings: parsed.warnings, outputs };
  return applyReparse(uploadId, decide, reparsed);
}
