// The runs list's search box: `key=value` terms filter by tag (all must match), the other words
// match whole words of a run's title, notes, test, server version, file name or tag values (`alloc`
// finds "alloc-glibc", never "malloc"; `tcmalloc` a run tagged allocator=tcmalloc). "Quoted words"
// match as a phrase. The database keeps each run's words the same way (Run.searchText, migration
// run_search_text): words are runs of ASCII letters and digits or of any non-ASCII character.

/** At most this many words (or phrases) are searched: each is one more LIKE over the runs. */
export const MAX_SEARCH_WORDS = 8;

/** What is not part of a word: the same class as the trigger's `[^0-9A-Za-z\u0080-\U0010ffff]+`. */
const SEPARATORS = /[^0-9A-Za-z\u{80}-\u{10FFFF}]+/u;
/** A tag term: a tag key (lib/url-state/compare.ts `tagKey`), `=`, a value. */
const TAG_TERM = /^([A-Za-z][A-Za-z0-9_.-]{0,40})=(.{1,200})$/s;

export type SearchTerms = {
  /** `key=value` terms, in the order given, without repeats */
  tags: [string, string][];
  /** each word or phrase as its words joined by one space (`qc-on` → `qc on`), without repeats in any case */
  words: string[];
};

/** A word or phrase in the form Run.searchText holds: its words, one space apart. */
export function normalizeWords(text: string): string {
  return text
    .split(SEPARATORS)
    .filter((w) => w !== '')
    .join(' ');
}

/** The raw terms: blank-separated, a double-quoted stretch being one term (one pass, no regex). */
function splitTerms(q: string): string[] {
  const terms: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of q) {
    if (ch === '"') {
      if (quoted || current !== '') terms.push(current);
      current = '';
      quoted = !quoted;
    } else if (!quoted && /\s/.test(ch)) {
      if (current !== '') terms.push(current);
      current = '';
    } else current += ch;
  }
  if (current !== '') terms.push(current);
  return terms;
}

/** The search box's text as tag filters and words. Bounded: MAX_SEARCH_WORDS words, `maxTags` tags. */
export function parseSearchTerms(q: string | undefined, maxTags: number): SearchTerms {
  const tags: [string, string][] = [];
  const words: SearchTerms['words'] = [];
  for (const term of splitTerms(q ?? '')) {
    const tag = TAG_TERM.exec(term.trim());
    if (tag?.[1] && tag[2]) {
      const pair: [string, string] = [tag[1].toLowerCase(), tag[2]];
      if (tags.length < maxTags && !tags.some(([k, v]) => k === pair[0] && v === pair[1])) tags.push(pair);
      continue;
    }
    const phrase = normalizeWords(term);
    const same = phrase.toLowerCase();
    if (phrase !== '' && words.length < MAX_SEARCH_WORDS && !words.some((w) => w.toLowerCase() === same)) words.push(phrase);
  }
  return { tags, words };
}
