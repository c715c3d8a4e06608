// A comparison's exports are named after its runs: two comparisons' CSVs no longer land as
// compare-throughput.csv and compare-throughput (1).csv.
import { describe, expect, test } from 'vitest';
import { runsSuffix } from '../../../lib/export/file-names';

describe('export file names', () => {
  test.each([
    [[12], 'runs-12'],
    [[12, 15, 16], 'runs-12-15-16'],
    [[12, 15, 16, 20], 'runs-12-15-16-and-1-more'],
    [Array.from({ length: 200 }, (_, i) => i + 1), 'runs-1-2-3-and-197-more'],
  ])('%j → %s', (ids, name) => {
    expect(runsSuffix(ids)).toBe(name);
  });
});
