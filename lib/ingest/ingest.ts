// Upload → parse → validate → plan → one transaction. The same content twice returns the runs
// stored the first time; a document with nothing we can read is refused with its line.

import { claimExistingUpload, type IngestHooks, type IngestOutcome, writeIngest } from '../db/ingest';
import { AppError } from '../errors';
import { decodeBytes, parseDocument, prepareText } from '../parsers';
import type { FileResult } from '../parsers/types';
import { fileResultSchema } from '../schemas/parsed';
import type { Tags } from '../tags';
import { fingerprintOf } from './fingerprint';
import { planIngest, type RunOverride } from './plan';

export type IngestInput = {
  fileName: string;
  /** the team it is stored for (null: before any team exists, or sign-in off) */
  teamId?: string | null;
  /** the person who sent it (null for a token or the demo loader) */
  uploadedById?: string | null;
  /** tags added to every run (the CLI's --tag), over the derived ones */
  extraTags?: Tags;
  /** what CI benchmarked: stored on every run */
  revision?: { commit: string | null; branch: string | null };
  bytes?: Uint8Array;
  text?: string;
  projectName?: string | null;
  overrides?: RunOverride[];
  /** per-run notes (the demo loader passes each log's variant line) */
  notes?: string[];
};

export type IngestResult = IngestOutcome & { fileName: string; warnings: FileResult['warnings']; runsFound: number };

export async function ingestDocument(input: IngestInput, hooks: IngestHooks = {}): Promise<IngestResult> {
  const decoded = input.bytes ? decodeBytes(input.bytes) : { text: input.text ?? '', encoding: 'utf-8' };
  const text = prepareText(decoded.text);
  const fingerprint = await fingerprintOf(text);
  const sizeBytes = input.bytes?.length ?? Buffer.byteLength(decoded.text);
  const teamId = input.teamId ?? null;
  const existing = await claimExistingUpload(teamId, fingerprint);
  if (existing) return { ...existing, fileName: input.fileName, warnings: [], runsFound: existing.runIds.length };

  const parsed = fileResultSchema.parse(parseDocument(text, { fileName: input.fileName })) as FileResult;
  const nothing = parsed.runs.length + parsed.configs.length + parsed.matrices.length + parsed.hosts.length === 0;
  if (nothing) {
    const where = parsed.error ? `line ${parsed.error.line}: ${parsed.error.message}` : 'nothing recognizable';
    throw new AppError('unrecognized', `${input.fileName}: ${where}`, { file: input.fileName, line: parsed.error?.line ?? 1 });
  }
  const planned = planIngest(parsed, input.fileName, input.overrides, input.notes);
  const plan = input.extraTags
    ? { ...planned, runs: planned.runs.map((r) => ({ ...r, tags: { ...r.tags, ...input.extraTags } })) }
    : planned;
  const upload = {
    fingerprint,
    teamId,
    uploadedById: input.uploadedById ?? null,
    fileName: input.fileName.slice(0, 300),
    sizeBytes,
    encoding: decoded.encoding,
    text,
    warnings: parsed.warnings,
  };
  const outcome = await writeIngest(upload, input.projectName?.trim() || null, plan, hooks, input.revision);
  return { ...outcome, fileName: input.fileName, warnings: parsed.warnings, runsFound: parsed.runs.length };
}
