// Upload → prepare (decode, normalize and redact once, fingerprint) → parse → validate → plan → one
// transaction. The same content twice returns the runs stored the first time; a document with
// nothing we can read is refused with its line.

import { claimExistingUpload, type IngestHooks, type IngestOutcome, writeIngest } from '../db/ingest';
import type { UploadContext } from '../db/upload-context';
import { AppError } from '../errors';
import { attachIntervalColumns, detachIntervalColumns, hasValidIntervals } from '../parsers/run-intervals';
import type { FileResult } from '../parsers/types';
import { fileResultSchema } from '../schemas/parsed';
import type { Tags } from '../tags';
import { outputFingerprintsOf, repeatedOutputWarning } from './output-fingerprint';
import { planIngest, type Revision, type RunOverride } from './plan';
import { type PreparedText, parsePrepared, prepareUploadText } from './prepare';
import { assertStorable } from './storable';

export type IngestInput = {
  fileName: string;
  /** the team it is stored for (null: before any team exists, or sign-in off) */
  teamId?: string | null;
  /** the person who sent it (null for a token or the demo loader) */
  uploadedById?: string | null;
  /** tags added to every run (the CLI's --tag), over the derived ones */
  extraTags?: Tags;
  /** the host, build and config of every run no edit chooses for (the CLI's --host, --build, --config, resolved to ids) */
  context?: UploadContext;
  /** what CI benchmarked: stored on every run */
  revision?: Revision;
  bytes?: Uint8Array;
  text?: string;
  projectName?: string | null;
  /** the project binds every run (a project token's), whatever an edit asks */
  projectLocked?: boolean;
  /**
   * Per-run edits by ordinal. Callers in this process (the demo loader) plan with the same parser
   * and pass an array; edits from a browser are matched to their runs first (run-identity.ts).
   */
  overrides?: RunOverride[] | ReadonlyMap<number, RunOverride>;
  /** per-run notes (the demo loader passes each log's variant line) */
  notes?: string[];
};

export type IngestResult = IngestOutcome & { fileName: string; warnings: FileResult['warnings']; runsFound: number };

/** The text of an upload as it will be stored, and its fingerprint: nothing parsed yet. */
export async function prepareInput(input: Pick<IngestInput, 'bytes' | 'text'>): Promise<PreparedText> {
  return prepareUploadText(input.bytes ? { bytes: input.bytes } : { text: input.text ?? '' });
}

/**
 * The parse of a prepared upload, checked against its schema: nothing reaches the database without
 * the shape it promises. Interval series the parser kept as typed columns are checked on the
 * columns and handed on as columns (a 50 MB log would otherwise become 400,000 objects, twice).
 */
export function parseChecked(prepared: PreparedText, fileName: string): FileResult {
  const parsed = parsePrepared(prepared, fileName);
  // a figure the database cannot hold as printed is a 422 with its line, before the schema (whose
  // refusal of an Infinity was a 500: an attack probe)
  assertStorable(parsed, fileName);
  const columns = parsed.runs.map(detachIntervalColumns);
  const checked = fileResultSchema.parse(parsed);
  columns.forEach((c, i) => {
    const run = checked.runs[i];
    if (!c || !run) return;
    if (!hasValidIntervals(c))
      throw new Error(`${fileName}: run ${i + 1} has an interval without a time, a line or with an infinite figure`);
    attachIntervalColumns(run, c);
  });
  return checked;
}

/** The parse of a prepared upload, or a 422 with its line when nothing in it is a benchmark log. */
export function parseUpload(prepared: PreparedText, fileName: string): FileResult {
  const parsed = parseChecked(prepared, fileName);
  const nothing = parsed.runs.length + parsed.configs.length + parsed.matrices.length + parsed.hosts.length === 0;
  if (nothing) {
    const where = parsed.error ? `line ${parsed.error.line}: ${parsed.error.message}` : 'nothing recognizable';
    throw new AppError('unrecognized', `${fileName}: ${where}`, { file: fileName, line: parsed.error?.line ?? 1 });
  }
  return parsed;
}

/** Stores a prepared upload (parsing it unless `parsed` is given), or returns the runs of the same content stored before. */
export async function storePrepared(
  prepared: PreparedText,
  input: IngestInput,
  parsed?: FileResult,
  hooks: IngestHooks = {},
): Promise<IngestResult> {
  const teamId = input.teamId ?? null;
  const projectName = input.projectName?.trim();
  // a project-bound upload without its project's name would read and write outside it: refused
  if (input.projectLocked && !projectName) throw new Error(`${input.fileName}: a project-bound upload names no project`);
  const scope = input.projectLocked && projectName ? { lockedProject: projectName } : {};
  const existing = await claimExistingUpload(teamId, prepared.fingerprint, { ...scope, fileName: input.fileName });
  if (existing) return { ...existing, fileName: input.fileName, warnings: [], runsFound: existing.runIds.length };
  const result = parsed ?? parseUpload(prepared, input.fileName);
  const plan = planIngest(result, {
    fileName: input.fileName,
    overrides: Array.isArray(input.overrides) ? new Map(input.overrides.map((o, ordinal) => [ordinal, o])) : input.overrides,
    notes: input.notes,
    project: projectName ? { name: projectName } : null,
    projectLocked: input.projectLocked,
    extraTags: input.extraTags,
    context: input.context,
    revision: input.revision,
  });
  const upload = {
    fingerprint: prepared.fingerprint,
    teamId,
    uploadedById: input.uploadedById ?? null,
    fileName: input.fileName.slice(0, 300),
    sizeBytes: prepared.sizeBytes,
    encoding: prepared.encoding,
    text: prepared.text,
    warnings: result.warnings,
  };
  const outputs = outputFingerprintsOf(plan.runs, prepared.text);
  const outcome = await writeIngest(upload, plan, outputs, hooks, scope);
  // the document's warnings and each run's as stored (a line it could not read; its title and config
  // disagreeing; its output stored before), as the CLI counts them
  const lineOf = new Map(outcome.runIds.map((id, i) => [id, plan.runs[i]?.parsed.lines[0] ?? 1]));
  const repeated = outcome.repeatedOutputs.map((r) => repeatedOutputWarning(lineOf.get(r.runId) ?? 1));
  const warnings = [...result.warnings, ...plan.runs.flatMap((r) => r.parsed.warnings), ...repeated];
  return { ...outcome, fileName: input.fileName, warnings, runsFound: result.runs.length };
}

export async function ingestDocument(input: IngestInput, hooks: IngestHooks = {}): Promise<IngestResult> {
  return storePrepared(await prepareInput(input), input, undefined, hooks);
}
