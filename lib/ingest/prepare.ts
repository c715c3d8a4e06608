// What an upload's bytes become before anything is decided: decoded, normalized and redacted (the
// text benchboard stores, and the only text any parser reads), fingerprinted, parsed. The one home
// of these steps, the same in the browser's preview (components/upload/prepare-bytes.ts), on upload
// (ingest.ts) and on re-parse (reparse.ts). Pure (the fingerprint: Node's crypto on a server, Web
// Crypto in a browser).
import { decodeBytes, looksBinary, parseDocument, prepareScanned } from '../parsers';
import type { FileResult } from '../parsers/types';
import type { OltpArchive } from '../parsers/wasm/oltp-archive';
import { fingerprintOf } from './fingerprint';

export type PreparedText = {
  /** normalized and redacted: what is stored, and what the parser reads */
  text: string;
  encoding: string;
  /** the size of what was sent (bytes) */
  sizeBytes: number;
  fingerprint: string;
  /** its OLTP report lines as WebAssembly read them while it was prepared (prepareScanned), for its parse to take; read once */
  oltp?: OltpArchive | null;
};

/** UTF-8 length without encoding the text (a 50 MB copy). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair is one 4-byte character
      i++;
    } else bytes += 3; // the rest of the BMP, and a lone surrogate (written as U+FFFD)
  }
  return bytes;
}

/**
 * The text without NUL characters, which PostgreSQL's text cannot hold: a log padded with NULs by a
 * crash, or a stray one in a serial console's capture, failed its upload with a database error. No
 * line moves (a NUL is no line break). Here, where a text is stored, rather than in every parse.
 */
export function withoutNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

/** Decode (bytes only), then normalize and redact — once. */
export async function prepareUploadText(source: { bytes: Uint8Array } | { text: string }): Promise<PreparedText> {
  const decoded = 'bytes' in source ? decodeBytes(source.bytes) : { text: source.text, encoding: 'utf-8' };
  // (a binary file keeps its NULs: its parse refuses it, and nothing of it is stored)
  const { text, oltp } = prepareScanned(looksBinary(decoded.text) ? decoded.text : withoutNul(decoded.text));
  const sizeBytes = 'bytes' in source ? source.bytes.length : utf8Length(source.text);
  return { text, encoding: decoded.encoding, sizeBytes, fingerprint: await fingerprintOf(text), oltp };
}

/**
 * Parses text that prepareUploadText (or a stored upload) already normalized and redacted, telling
 * the parser so: it does not normalize and redact it a second time.
 */
export function parsePrepared(prepared: Pick<PreparedText, 'text' | 'oltp'>, fileName: string): FileResult {
  const { text, oltp } = prepared;
  // the OLTP lines read ahead are the parse's to use up (it lets their memory go as it reads)
  prepared.oltp = null;
  return parseDocument(text, { fileName, prepared: true, oltp });
}
