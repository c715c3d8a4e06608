// Decode, remove secrets, parse, plan and fingerprint a dropped file: the same code the server runs.
import { type IngestPlan, planIngest } from '@/lib/ingest/plan';
import { parsePrepared, prepareUploadText } from '@/lib/ingest/prepare';
import type { FileResult } from '@/lib/parsers/types';

export type PreparedBytes = { encoding: string; result: FileResult; plan: IngestPlan; fingerprint: string };

export async function prepareBytes(bytes: ArrayBuffer, name: string): Promise<PreparedBytes> {
  const prepared = await prepareUploadText({ bytes: new Uint8Array(bytes) });
  const result = parsePrepared(prepared.text, name);
  return { encoding: prepared.encoding, result, plan: planIngest(result, { fileName: name }), fingerprint: prepared.fingerprint };
}

export type ParseRequest = { id: number; bytes: ArrayBuffer; name: string };
export type ParseReply = { id: number; ok: true; prepared: PreparedBytes } | { id: number; ok: false; message: string };
