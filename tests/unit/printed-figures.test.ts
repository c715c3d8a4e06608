// A figure shown as its log printed it (lib/printed-figures.ts): the token on its line that reads
// as the stored number gives the decimals; a figure not found on its line keeps the usual format.
// That it stays linear on hostile lines: tests/unit/security/redos-timing.test.ts.
import { describe, expect, test } from 'vitest';
import { formatAsPrinted, printedDecimals } from '../../lib/printed-figures';

describe('printed figures', () => {
  test.each([
    [472.2, '    transactions:                        7089   (472.20 per sec.)', 2, '472.20'],
    [300, '    transactions:                        18000  (300.00 per sec.)', 2, '300.00'],
    [1654.397701, 'tps = 1654.397701 (without initial connection time)', 6, '1,654.397701'],
    [669.4398, 'tps = 669.439800(including connections establishing)', 6, '669.439800'],
    [60.01, '    total time:                          60.0100s', 4, '60.0100'],
    [18000, '    transactions:                        18000  (300.00 per sec.)', 0, '18,000'],
    [21.89, '[ 1s ] thds: 4 tps: 300.25 qps: 6000.50 (r/w/o: 4200.10/1200.20/600.20) lat (ms,95%): 21.89', 2, '21.89'],
  ])('%d on "%s": %d decimals, %s', (value, line, decimals, shown) => {
    expect(printedDecimals(value, line)).toBe(decimals);
    expect(formatAsPrinted(value, line)).toBe(shown);
  });

  test('not on its line (computed, converted, or the line cut): the usual format', () => {
    expect(printedDecimals(412.1, 'avg: 0.4121s')).toBeNull();
    expect(formatAsPrinted(412.1, 'avg: 0.4121s')).toBe('412.1');
    expect(formatAsPrinted(1234.5, undefined)).toBe('1,234.5');
    // a part of a longer number is not the figure: 12 is not read out of 1.12 or 120
    expect(printedDecimals(12, 'x 1.12 y 120 z')).toBeNull();
  });
});
