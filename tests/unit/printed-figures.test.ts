// A figure shown as its log printed it (lib/printed-figures.ts): the token on its line that reads
// as the stored number gives the decimals; a figure not found on its line keeps the usual format.
// That it stays linear on hostile lines: tests/unit/security/redos-timing.test.ts.
import { describe, expect, test } from 'vitest';
import { formatNumber, rowDecimals } from '../../lib/format';
import { columnDecimals, formatAsPrinted, metricDecimals, printedDecimals } from '../../lib/printed-figures';

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

  test('a count and its rate that read alike: the rate is the token before "per sec", the count the other', () => {
    const deadlocks = '    deadlocks:                           0      (0.00 per sec.)';
    expect(formatAsPrinted(0, deadlocks, 'deadlocksPerSec')).toBe('0.00');
    expect(formatAsPrinted(0, deadlocks, 'deadlocks')).toBe('0');
    const oneSecond = '    transactions:                        57     (57.00 per sec.)';
    expect(formatAsPrinted(57, oneSecond, 'metrics.tps')).toBe('57.00');
    expect(formatAsPrinted(57, oneSecond, 'figures.transactions')).toBe('57');
    // no "per sec" on the line (pgbench's tps): the token that reads as the figure
    expect(formatAsPrinted(57, 'tps = 57.000000 (without initial connection time)', 'metrics.tps')).toBe('57.000000');
    // with no name, the first token, as before
    expect(printedDecimals(0, deadlocks)).toBe(0);
  });

  test('not on its line (computed, converted, or the line cut): the usual format', () => {
    expect(printedDecimals(412.1, 'avg: 0.4121s')).toBeNull();
    expect(formatAsPrinted(412.1, 'avg: 0.4121s')).toBe('412.1');
    expect(formatAsPrinted(1234.5, undefined)).toBe('1,234.5');
    // a part of a longer number is not the figure: 12 is not read out of 1.12 or 120
    expect(printedDecimals(12, 'x 1.12 y 120 z')).toBeNull();
  });
});

describe('a row of figures side by side (compare)', () => {
  test('shown with as many decimals as the most precise of them, at most six', () => {
    // mysqlbench printed 669.439800 and 389.050391: stored 669.4398, it read with four decimals
    const row = [669.4398, 389.050391, 646.765235, null];
    const decimals = rowDecimals(row);
    expect(decimals).toBe(6);
    expect(row.map((v) => formatNumber(v, 6, decimals))).toEqual(['669.439800', '389.050391', '646.765235', '—']);
    expect(rowDecimals([472.2, 429.61])).toBe(2);
    expect(formatNumber(472.2, 6, rowDecimals([472.2, 429.61]))).toBe('472.20');
    expect(rowDecimals([2588, 2531])).toBe(0);
    expect(rowDecimals([0.1234567891, 1e-7, Number.NaN])).toBe(6);
    expect(rowDecimals([])).toBe(0);
  });
});

test('a table column with the decimals its figures were printed with, on their lines', () => {
  const lines: Record<number, string> = {
    10: 'alter_table_add                       23.00    0.00    0.00    0.00     100',
    11: 'select_key                           131.00   64.01   10.66   74.67  200000',
  };
  const rows = [
    { line: 10, seconds: 23, usr: 0, cpu: 0 },
    { line: 11, seconds: 131, usr: 64.01, cpu: 74.67 },
    { line: 12, seconds: 3, usr: 0.5, cpu: null }, // its line not at hand: its own decimals count
  ];
  expect(columnDecimals(rows, ['seconds', 'usr', 'cpu'], (line) => lines[line])).toEqual({ seconds: 2, usr: 2, cpu: 2 });
  // sql-bench 2.0 printed whole seconds: none invented
  const whole = { 20: 'insert  312  57.60' };
  expect(columnDecimals([{ line: 20, seconds: 312 }], ['seconds'], (line) => whole[line as 20])).toEqual({ seconds: 0 });
});

test.each([
  ['tps', { rate: 2, latency: 2 }, 2],
  ['eventsPerSec', { rate: 6, latency: 3 }, 6],
  ['latAvgMs', { rate: 6, latency: 3 }, 3],
  ['latPctMs', { rate: 2, latency: 2 }, 2],
  ['durationS', { rate: 2, latency: 2 }, 0],
  ['errors', { rate: 2, latency: 2 }, 0],
  ['tps', undefined, 0],
] as const)('metricDecimals(%s, %o) = %d: rates and latencies as the tool prints them', (key, printed, decimals) => {
  expect(metricDecimals(key, printed)).toBe(decimals);
});
