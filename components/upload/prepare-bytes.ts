// Decode, remove secrets, parse, plan and fingerprint a dropped file: the same code the server runs.
import { fingerprintOf } from '@/lib/ingest/fingerprint';
import { type IngestPlan, planIngest } from '@/lib/ingest/plan';
import { decodeBytes, parseDocument, prepareText } from '@/lib/parsers';
import type { FileResult } from '@/lib/parsers/types';

export type PreparedBytes = { encoding: string; result: FileResult; plan: IngestPlan; fingerprint: string };

export async function prepareBytes(bytes: ArrayBuffer, name: string): Promise<PreparedBytes> {
  const decoded = decodeBytes(new Uint8Array(bytes));
  const text = prepareText(decoded.text);
  const result = parseDocument(text, { fileName: name });
  return { encoding: decoded.encoding, result, plan: planIngest(result, name), fingerprint: await fingerprintOf(text) };
}

export type ParseRequest = { id: number; bytes: ArrayBuffer; name: string };
export type ParseReply = { id: number; ok: true; prepared: PreparedBytes } | { id: number; ok: false; message: string };
