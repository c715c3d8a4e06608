// The selection kept in localStorage is read through zod (zod/mini in the browser): whatever a hand
// edit or another version wrote is dropped, never trusted.
import { describe, expect, test } from 'vitest';
import { readSelection, writeSelection } from '../../../lib/run-selection';
import { MAX_COMPARE_RUNS } from '../../../lib/url-state/compare';

const stored = (runs: unknown, v: unknown = 1) => JSON.stringify({ v, runs });

describe('readSelection', () => {
  test('a written selection reads back, in pick order, each run once', () => {
    const runs = [
      { id: 7, title: 'MariaDB 10.11 <b>tcmalloc</b>' },
      { id: 3, title: 'glibc' },
    ];
    expect(readSelection(writeSelection(runs))).toEqual(runs);
    expect(readSelection(stored([...runs, { id: 7, title: 'again' }]))).toEqual(runs);
  });

  test.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{"v":1,'],
    ['another version', stored([{ id: 1, title: 'a' }], 2)],
    ['an id that is not a positive integer', stored([{ id: 1.5, title: 'a' }])],
    ['a negative id', stored([{ id: -1, title: 'a' }])],
    ['an id past int4', stored([{ id: 2_147_483_648, title: 'a' }])],
    ['an id as text', stored([{ id: '1', title: 'a' }])],
    ['a title over 300 characters', stored([{ id: 1, title: 'x'.repeat(301) }])],
    ['more runs than compare takes', stored(Array.from({ length: MAX_COMPARE_RUNS + 1 }, (_, i) => ({ id: i + 1, title: 't' })))],
    ['over 100,000 characters', stored([{ id: 1, title: 'a' }]) + ' '.repeat(100_000)],
  ])('%s: an empty selection', (_, value) => {
    expect(readSelection(value)).toEqual([]);
  });

  test('the largest id and a 300-character title are kept', () => {
    const runs = [{ id: 2_147_483_647, title: 'x'.repeat(300) }];
    expect(readSelection(stored(runs))).toEqual(runs);
  });
});
