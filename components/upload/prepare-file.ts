// What the browser does with a dropped file before anything is sent: decode, remove secrets,
// parse, plan (titles, tags) and fingerprint — with the same code the server runs.
import { fingerprintOf } from '@/lib/ingest/fingerprint';
import { type IngestPlan, planIngest } from '@/lib/ingest/plan';
import { decodeBytes, parseDocument, prepareText } from '@/lib/parsers';
import type { FileResult } from '@/lib/parsers/types';
import { tagsToText } from '@/lib/tags';

export type RunEdit = {
  title: string;
  tags: string;
  projectName: string;
  hostId: number | null | undefined;
  serverBuildId: number | null | undefined;
  configId: number | null | undefined;
};

export type PreparedFile = {
  key: string;
  name: string;
  size: number;
  blob: Blob;
  encoding: string;
  result: FileResult;
  plan: IngestPlan;
  fingerprint: string;
  edits: RunEdit[];
  projectName: string;
  existing: { id: number; fileName: string; runs: { id: number; title: string }[] } | null;
};

export async function prepareFile(blob: Blob, name: string, key: string): Promise<PreparedFile> {
  const decoded = decodeBytes(new Uint8Array(await blob.arrayBuffer()));
  const text = prepareText(decoded.text);
  const result = parseDocument(text, { fileName: name });
  const plan = planIngest(result, name);
  const fingerprint = await fingerprintOf(text);
  let existing: PreparedFile['existing'] = null;
  try {
    const response = await fetch(`/api/uploads/lookup?fingerprint=${fingerprint}`);
    const body = (await response.json()) as { exists: boolean; upload?: PreparedFile['existing'] };
    if (body.exists && body.upload) existing = body.upload;
  } catch {
    // the preview works offline too; the server de-duplicates anyway
  }
  return {
    key,
    name,
    size: blob.size,
    blob,
    encoding: decoded.encoding,
    result,
    plan,
    fingerprint,
    existing,
    projectName: '',
    edits: plan.runs.map((r) => ({
      title: r.title,
      tags: tagsToText(r.tags).replace(/, /g, '\n'),
      projectName: '',
      hostId: undefined,
      serverBuildId: undefined,
      configId: undefined,
    })),
  };
}
