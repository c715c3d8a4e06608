// Which lines a page shows of a long document, and where a link to any line goes.
import { describe, expect, test } from 'vitest';
import { DOCUMENT_WINDOW, documentLineHref, documentWindow, mergeRanges, runSourceRanges } from '../../lib/source-lines';

describe('runSourceRanges', () => {
  test('a short run: all its lines with context', () => {
    expect(runSourceRanges({ lineStart: 14, lineEnd: 53, linked: [30] })).toEqual([{ from: 8, to: 59 }]);
  });

  test('a 400,000-line run: head, tail and each linked line, under the cap', () => {
    const ranges = runSourceRanges({ lineStart: 13, lineEnd: 400_050, linked: [5_000, 5_001, 200_000, 400_030, 1] });
    expect(ranges).toEqual([
      { from: 7, to: 212 },
      { from: 4_998, to: 5_003 },
      { from: 199_998, to: 200_002 },
      { from: 399_851, to: 400_056 },
    ]);
  });

  test('linked lines past the cap are left to the document view', () => {
    const linked = Array.from({ length: 2_000 }, (_, i) => 1_000 + i * 100);
    const ranges = runSourceRanges({ lineStart: 1, lineEnd: 400_000, linked, cap: 3_000 });
    expect(ranges.reduce((n, r) => n + r.to - r.from + 1, 0)).toBeLessThanOrEqual(3_000);
    expect(ranges[0]).toEqual({ from: 1, to: 200 });
    expect(ranges.at(-1)).toEqual({ from: 399_801, to: 400_006 });
  });
});

describe('document windows', () => {
  test('a link to any line opens a window that has it, a little below the top', () => {
    expect(documentLineHref(5, 300_123)).toBe('/uploads/5?from=300023#L300123');
    expect(documentLineHref(5, 40)).toBe('/uploads/5?from=1#L40');
  });

  test.each([
    [1, 423_703, { from: 1, to: DOCUMENT_WINDOW }],
    [423_000, 423_703, { from: 423_000, to: 423_703 }],
    [999_999, 423_703, { from: 421_704, to: 423_703 }],
    [5, 53, { from: 5, to: 53 }],
    [1, 0, { from: 1, to: 1 }],
  ])('from %i of %i lines', (from, total, window) => {
    expect(documentWindow(from, total)).toEqual(window);
  });

  test('mergeRanges joins overlapping and touching ranges', () => {
    expect(
      mergeRanges([
        { from: 10, to: 12 },
        { from: 1, to: 3 },
        { from: 4, to: 5 },
        { from: 11, to: 20 },
      ]),
    ).toEqual([
      { from: 1, to: 5 },
      { from: 10, to: 20 },
    ]);
  });
});
