/** SHA-256 of the stored text, hex: the same in the browser (preview) and on the server (ingest). */
export async function fingerprintOf(storedText: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(storedText));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
