// formatNumber keeps one Intl.NumberFormat per precision instead of calling toLocaleString (which
// builds a formatter per call, ~30 µs): the text shown must stay exactly what toLocaleString gave.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { countOf, formatDate, formatNumber, middleLabel, numberFormat, wrapLabel } from '../../../lib/format';

describe('formatNumber', () => {
  test('is toLocaleString en-US for any double and precision', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 20 }), (value, digits) => {
        const expected = Number.isNaN(value) ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: digits });
        expect(formatNumber(value, digits)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  test('figures as logs print them: grouping, up to six decimals by default, nothing for no value', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(0.1234567)).toBe('0.123457');
    expect(formatNumber(-0)).toBe('-0');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(undefined)).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatNumber(2.5, 0)).toBe('3');
  });

  test('one formatter per precision, made once', () => {
    expect(numberFormat(2)).toBe(numberFormat(2));
    expect(numberFormat(2)).not.toBe(numberFormat(3));
  });
});

describe('middleLabel', () => {
  test('two builds that differ at their end stay apart when cut', () => {
    const plugin = middleLabel('MySQL 5.1.45 InnoDB plugin 1.0.6', 30);
    const tcmalloc = middleLabel('MySQL 5.1.45 InnoDB plugin 1.0.6 + tcmalloc', 30);
    expect(plugin).not.toBe(tcmalloc);
    expect(tcmalloc.startsWith('MySQL 5.1.45')).toBe(true);
    expect(tcmalloc.endsWith('+ tcmalloc')).toBe(true);
    expect(tcmalloc.length).toBeLessThanOrEqual(30);
    expect(middleLabel('MySQL 5.5.22', 30)).toBe('MySQL 5.5.22');
  });
});

describe('wrapLabel (a history step on its axis)', () => {
  test('broken between words, the rest cut in the middle of the last line', () => {
    expect(wrapLabel('MySQL 5.1.45 InnoDB 1.0', 24)).toEqual(['MySQL 5.1.45 InnoDB 1.0']);
    expect(wrapLabel('MySQL 5.1.45 InnoDB plugin 1.0.6 + tcmalloc', 24)).toEqual(['MySQL 5.1.45 InnoDB', 'plugin 1.0.6 + tcmalloc']);
    const cut = wrapLabel('MySQL 5.1.45 InnoDB plugin 1.0.6 + tcmalloc + jemalloc build 1234', 16);
    expect(cut).toHaveLength(2);
    expect(cut[0]).toBe('MySQL 5.1.45');
    expect(cut[1]?.length).toBeLessThanOrEqual(16);
    expect(cut[1]?.endsWith('1234')).toBe(true);
    // one word longer than a line: cut in its middle, never lost
    expect(wrapLabel('0123456789abcdef0123456789', 10)).toEqual(['01234…6789']);
    expect(wrapLabel('', 10)).toEqual([]);
  });
});

describe('counts', () => {
  test('one is singular, any other count plural, grouped for reading ("1 run", not "1 runs")', () => {
    expect(countOf(1, 'run')).toBe('1 run');
    expect(countOf(0, 'run')).toBe('0 runs');
    expect(countOf(12000, 'run')).toBe('12,000 runs');
    expect(countOf(2, 'regression alert')).toBe('2 regression alerts');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
  });
});

test('a stored time says it is UTC, but in a column whose header says so', () => {
  const at = new Date('2026-12-07T04:05:59.999Z');
  expect(formatDate(at)).toBe('2026-12-07 04:05 UTC');
  expect(formatDate(at, { zone: false })).toBe('2026-12-07 04:05');
});
