// The runs list's search box (issue 11, item 6): `key=value` terms are tag filters, other words
// match whole words (the database holds each run's words the same way: Run.searchText).
import { describe, expect, test } from 'vitest';
import { MAX_SEARCH_WORDS, normalizeWords, parseSearchTerms } from '../../lib/search-terms';

describe('search terms', () => {
  test.each([
    [
      'version=5.5.20 allocator=tcmalloc',
      [
        ['version', '5.5.20'],
        ['allocator', 'tcmalloc'],
      ],
      [],
    ],
    ['alloc', [], ['alloc']],
    ['qc-on r1', [], ['qc on', 'r1']],
    ['"read write" Version=8.0', [['version', '8.0']], ['read write']],
    ['  t4   base  ', [], ['t4', 'base']],
    // a term of separators only, a key that is no tag key, an empty value: words (or nothing)
    ['-- =x 1a=b', [], ['x', '1a b']],
    ['version=', [], ['version']],
    // words of other scripts are words
    ['关闭QC', [], ['关闭QC']],
    ['', [], []],
  ])('%j', (q, tags, words) => {
    expect(parseSearchTerms(q, 20)).toEqual({ tags, words });
  });

  test('repeats once, and bounded: MAX_SEARCH_WORDS words, the tags asked for', () => {
    expect(parseSearchTerms('a a A b=1 b=1', 20)).toEqual({
      tags: [['b', '1']],
      words: ['a'], // the search is case-insensitive: `A` is the same word
    });
    const many = Array.from({ length: 30 }, (_, i) => `w${i} k${i}=v`).join(' ');
    const parsed = parseSearchTerms(many, 5);
    expect(parsed.words).toHaveLength(MAX_SEARCH_WORDS);
    expect(parsed.tags).toHaveLength(5);
  });

  test('an unclosed quote runs to the end; a long text is read in one pass', () => {
    expect(parseSearchTerms('"read write', 20).words).toEqual(['read write']);
    expect(parseSearchTerms(`${'"'.repeat(100_000)}x`, 20).words).toEqual(['x']);
    expect(parseSearchTerms('a'.repeat(200_000), 20).words[0]).toHaveLength(200_000);
  });

  test('words as the trigger keeps them: runs of ASCII letters and digits or of other characters', () => {
    expect(normalizeWords('oltp_read_write.t4 (5.5.20-log)')).toBe('oltp read write t4 5 5 20 log');
    expect(normalizeWords('sysbench—Выкл/QC')).toBe('sysbench—Выкл QC');
  });
});
