// A long text handled a part at a time (hashed, sent to the database) without a whole copy of it.

/**
 * Where the part starting at `from` ends: never between the halves of a surrogate pair, so each part
 * is valid text alone, and never at `from` (a part of one unit that would split a pair takes the pair).
 */
export function partEnd(text: string, from: number, size: number): number {
  const end = Math.min(text.length, from + Math.max(1, size));
  const last = text.charCodeAt(end - 1);
  if (end < text.length && last >= 0xd800 && last <= 0xdbff) return end - 1 > from ? end - 1 : end + 1;
  return end;
}

/** `text` in parts of at most `size` UTF-16 units (slices: V8 shares the text's characters, copies none). */
export function* textParts(text: string, size: number): Generator<string> {
  for (let from = 0; from < text.length; ) {
    const end = partEnd(text, from, size);
    yield text.slice(from, end);
    from = end;
  }
}
