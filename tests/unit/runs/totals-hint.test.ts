// sql-bench's markers on its TOTALS line, said beside the run's total time on its page.
import { expect, test } from 'vitest';
import { totalsHint } from '../../../lib/run-view';

test('each marker said in words; an unknown one shown as printed', () => {
  expect(totalsHint('*+')).toBe('TOTALS marked *+ (a different test count, some tests estimated)');
  expect(totalsHint('?')).toBe('TOTALS marked ? (some results wrong)');
  expect(totalsHint('#')).toBe('TOTALS marked #');
});
