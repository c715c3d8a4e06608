// The identity of an upload's content, the same in the browser (preview) and on the server (ingest).
// A log copied twice rarely ends the same way: an editor strips or adds trailing spaces and blank
// lines. Those never change what a log says, so the fingerprint ignores them.
// The migration `*_canonical_fingerprint` computes the same value in SQL for uploads stored before.
import { textParts } from '../parsers/text-parts';

/** The text without trailing spaces/tabs on any line and without trailing blank lines. */
export function canonicalText(storedText: string): string {
  // most logs have neither: two native scans and no copy
  const trailing = /[ \t]\n/.test(storedText) || /[ \t]$/.test(storedText);
  let text = storedText;
  if (trailing) {
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      let end = line.length;
      while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
      if (end !== line.length) lines[i] = line.slice(0, end);
    }
    text = lines.join('\n');
  }
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** UTF-16 units hashed at a time on the server. */
const HASH_PART_CHARS = 1 << 20;

type NodeCrypto = typeof import('node:crypto');
/**
 * Node's crypto when we run in Node, found at run time (no import a browser bundle would try to
 * resolve). Web Crypto has no incremental digest: it wants the whole text encoded (50 MB for a
 * 50 MB log) and copies that again, where Node's hash takes it a megabyte at a time.
 */
const nodeCrypto = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.(
  'node:crypto',
) as NodeCrypto | undefined;

/** SHA-256 of `text` (as UTF-8), hex, with Web Crypto: the whole text at once. */
export async function webSha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of `text` (as UTF-8), hex, with Node's crypto: a part at a time. */
export function nodeSha256(text: string, crypto: NodeCrypto, partChars = HASH_PART_CHARS): string {
  const hash = crypto.createHash('sha256');
  for (const part of textParts(text, partChars)) hash.update(part, 'utf8');
  return hash.digest('hex');
}

/** SHA-256 of the canonical text, hex. */
export async function fingerprintOf(storedText: string): Promise<string> {
  const canonical = canonicalText(storedText);
  return nodeCrypto ? nodeSha256(canonical, nodeCrypto) : webSha256(canonical);
}
