// The identity of an upload's content, the same in the browser (preview) and on the server (ingest).
// A log copied twice rarely ends the same way: an editor strips or adds trailing spaces and blank
// lines. Those never change what a log says, so the fingerprint ignores them.
// The migration `*_canonical_fingerprint` computes the same value in SQL for uploads stored before.

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

/** SHA-256 of the canonical text, hex. */
export async function fingerprintOf(storedText: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalText(storedText)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
