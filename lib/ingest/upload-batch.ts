// The files of one upload request. First every file is prepared, and every file that carries
// edits is parsed and its edits matched to their runs (run-identity.ts): an edit that no longer
// fits its run refuses the whole request (409, naming the file and the run) before anything is
// stored. Then each file is its own transaction, so one unreadable file does not stop the others,
// and a failure inside a file stores nothing of that file. A manifest that asks (the CLI's) has
// each `.cmd` joined to the output sent with it, as one file (pair-files.ts).

import { resolveUploadContext } from '../db/upload-context';
import { readStoredRunFacts } from '../db/uploads';
import { AppError } from '../errors';
import { PARSER_VERSION } from '../parsers';
import type { FileResult } from '../parsers/types';
import type { UploadFileResult, UploadManifest } from '../schemas/upload';
import { type IngestResult, parseUpload, prepareInput, storePrepared } from './ingest';
import { matchManifestEntries, pairEntry } from './manifest-entries';
import { notAppliedTo } from './not-applied';
import { pairCommandFiles, pairedBytes } from './pair-files';
import type { RunOverride } from './plan';
import type { PreparedText } from './prepare';
import { matchEdits } from './run-identity';

/** Whose the upload is: its team and the person who sent it (null for a token or sign-in off). */
export type UploadOwner = { teamId: string | null; uploadedById: string | null };
/** A project every run of the upload goes to, whatever the manifest asks (a project token's). */
export type UploadOptions = {
  lockedProjectName?: string;
  /** a refusal of the manifest's host, build or config may name the team's (the sender may read the whole team) */
  listChoices?: boolean;
};

type ManifestFile = UploadManifest['files'][number];
type Ready = { prepared: PreparedText; parsed?: FileResult; overrides?: Map<number, RunOverride> } | { refused: AppError };

const refusal = (fileName: string, error: AppError): UploadFileResult => {
  const details = error.details;
  const line = typeof details === 'object' && details !== null && 'line' in details && typeof details.line === 'number' ? details.line : 0;
  return { fileName, ok: false, error: { code: error.code, message: error.message, ...(line ? { line } : {}) } };
};

async function ready(file: { name: string; bytes: Uint8Array }, entry: ManifestFile | undefined): Promise<Ready> {
  const prepared = await prepareInput({ bytes: file.bytes });
  if (!entry || entry.runs.length === 0) return { prepared };
  let parsed: FileResult;
  try {
    parsed = parseUpload(prepared, file.name);
  } catch (error) {
    if (error instanceof AppError) return { refused: error };
    throw error;
  }
  // the schema requires both with edits; an entry without them has none to match
  const edits = { fingerprint: entry.fingerprint ?? '', parserVersion: entry.parserVersion ?? 0, runs: entry.runs };
  const overrides = matchEdits(file.name, prepared.fingerprint, PARSER_VERSION, parsed, edits);
  return { prepared, parsed, overrides };
}

const NO_BYTES = new Uint8Array(0);

/** Runs one upload stores at most: files after the one that reaches it are answered, not stored. */
export const MAX_RUNS_PER_UPLOAD = 5_000;

/**
 * Stores the files of one upload. Takes their bytes: each entry of `files` is replaced by one
 * without them once its text is prepared, so that the caller's array does not keep them alive.
 */
export async function ingestFiles(
  files: { name: string; bytes: Uint8Array }[],
  manifest: UploadManifest,
  owner: UploadOwner = { teamId: null, uploadedById: null },
  options: UploadOptions = {},
): Promise<UploadFileResult[]> {
  // a command sent next to its output (run.cmd, run.log) is one document when the manifest asks
  // (the CLI): each joined when its turn comes; the form joined its pairs before its preview
  const sent = manifest.pairCommands ? pairCommandFiles(files) : files.map((f, index) => ({ name: f.name, index, command: null }));
  const byFile = matchManifestEntries(
    files.map((f) => f.name),
    manifest.files,
  );
  const entries = sent.map((file) => (file.command === null ? byFile[file.index] : pairEntry(byFile[file.index], byFile[file.command])));
  // the host, build and config named for every run, read in the team before any file is read
  const context = await resolveUploadContext(owner.teamId, manifest, options.listChoices === true);
  // all edits are checked before the first file is stored: a refusal stores nothing
  const prepared: (Ready | undefined)[] = [];
  for (const [index, file] of sent.entries()) {
    const item = await ready({ name: file.name, bytes: pairedBytes(files, file) }, entries[index]);
    // the OLTP lines read while preparing (~1× the log) are kept for the parse of a lone file only:
    // held for every file of a batch until its turn, they would add up (its parse reads them again)
    if (sent.length > 1 && 'prepared' in item) item.prepared.oltp = null;
    prepared.push(item);
    // decoded, the bytes are not read again: let them go rather than hold 50 MB through the transaction
    files[file.index] = { name: file.name, bytes: NO_BYTES };
    if (file.command !== null) files[file.command] = { name: files[file.command]?.name ?? '', bytes: NO_BYTES };
  }
  const results: UploadFileResult[] = [];
  let runsStored = 0;
  for (const [index, file] of sent.entries()) {
    const item = prepared[index];
    prepared[index] = undefined; // its text can go once stored
    if (!item) continue;
    if ('refused' in item) {
      results.push(refusal(file.name, item.refused));
      continue;
    }
    if (runsStored >= MAX_RUNS_PER_UPLOAD) {
      // (a hundred files of 2,000 runs each were the 200,000 runs one file may no longer make)
      const said = `${file.name}: not stored, this upload stored ${runsStored.toLocaleString('en')} runs already (at most ${MAX_RUNS_PER_UPLOAD.toLocaleString('en')} an upload): send it again in another`;
      results.push(refusal(file.name, new AppError('too_large', said, { file: file.name })));
      continue;
    }
    let outcome: IngestResult;
    const input = {
      fileName: file.name,
      ...owner,
      extraTags: manifest.tags,
      context,
      revision: { commit: manifest.commit ?? null, branch: manifest.branch ?? null },
      projectName: options.lockedProjectName ?? (entries[index]?.projectName || manifest.projectName) ?? null,
      projectLocked: options.lockedProjectName !== undefined,
      overrides: item.overrides,
    };
    try {
      // the cap counts this file's runs before it is stored: checked before each file alone, three
      // files of 2,000 stored 6,000 (an attack probe, 2026-12-07)
      const parsed = item.parsed ?? parseUpload(item.prepared, file.name);
      if (runsStored + parsed.runs.length > MAX_RUNS_PER_UPLOAD) {
        const said = `${file.name}: not stored, its ${parsed.runs.length.toLocaleString('en')} runs would take this upload past ${MAX_RUNS_PER_UPLOAD.toLocaleString('en')} runs (it stored ${runsStored.toLocaleString('en')}): send it again in another`;
        results.push(refusal(file.name, new AppError('too_large', said, { file: file.name })));
        continue;
      }
      outcome = await storePrepared(item.prepared, input, parsed);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push(refusal(file.name, error));
      continue;
    }
    runsStored += outcome.runIds.length;
    const notApplied = outcome.created
      ? []
      : notAppliedTo(await readStoredRunFacts(outcome.runIds), {
          tags: manifest.tags,
          commit: manifest.commit,
          branch: manifest.branch,
          projectName: input.projectName,
          projectLocked: input.projectLocked,
          context,
          edits: item.overrides,
        });
    results.push({
      ...(notApplied.length > 0 ? { notApplied } : {}),
      fileName: file.name,
      ok: true,
      uploadId: outcome.uploadId,
      runIds: outcome.runIds,
      matrixIds: outcome.matrixIds,
      configIds: outcome.configIds,
      hostId: outcome.hostId,
      created: outcome.created,
      restored: outcome.restored,
      warnings: outcome.warnings.length,
      incompleteRunIds: outcome.incompleteRunIds,
      repeatedOutputs: outcome.repeatedOutputs,
      alerts: [], // raised after every file is stored (lib/uploads.ts)
    });
  }
  return results;
}
