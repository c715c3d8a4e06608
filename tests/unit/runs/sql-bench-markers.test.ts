// sql-bench's markers after a time, said in words: beside the run's total time on its page, in the
// operations table's tooltip and in the operations CSV.
import { expect, test } from 'vitest';
import { flagsText, totalsHint } from '../../../lib/sql-bench-markers';

test('TOTALS: each marker said in words; an unknown one shown as printed', () => {
  expect(totalsHint('*+')).toBe('TOTALS marked *+ (a different test count, some tests estimated)');
  expect(totalsHint('?')).toBe('TOTALS marked ? (some results wrong)');
  expect(totalsHint('#')).toBe('TOTALS marked #');
});

test("an operation's markers: each one's meaning, in order; none is empty", () => {
  expect(flagsText('+')).toBe('estimated time');
  expect(flagsText('+?')).toBe('estimated time, wrong result');
  expect(flagsText('*')).toBe('different test count');
  expect(flagsText('#')).toBe('#');
  expect(flagsText('')).toBe('');
});
