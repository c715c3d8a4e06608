// Logs with a terminal's colours (lib/parsers/lines.ts normalizeText): pgbench colours its
// `error:` lines (PG_COLOR=always, or `auto` on a terminal, since PostgreSQL 12), and CI logs or
// `script` captures keep sysbench's. A coloured log reads exactly as the same log without colours:
// the same runs, figures, warnings and line numbers. Before, a coloured pgbench error hid an
// aborted run (stored complete, no warning) and a coloured sysbench summary line lost every figure.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { normalizeText } from '../../../lib/parsers/lines';
import { readFixture } from '../../support/fixtures';

const ESC = '\u001b';
const bold = (s: string) => `${ESC}[01m${s}${ESC}[0m`;
const red = (s: string) => `${ESC}[01;31m${s}${ESC}[0m`;
const green = (s: string) => `${ESC}[1;32m${s}${ESC}[0m`;
const cyan = (s: string) => `${ESC}[36m${s}${ESC}[0m`;

/** pgbench's own colouring of a diagnostic (src/common/logging.c): the program name bold, the level red. */
const pgColour = (text: string) => text.replace(/^pgbench: error: /gm, `${bold('pgbench:')} ${red('error: ')}`);

const parse = (text: string, fileName = 'coloured.log') => parseDocument(text, { fileName });

describe('terminal colours', () => {
  test('pgbench with PG_COLOR=always: an aborted run stays incomplete, warned on the same lines', () => {
    const plain = readFixture('tests/fixtures/synthetic/pgbench-17-aborted.log');
    const coloured = pgColour(plain);
    expect(coloured).not.toBe(plain);
    const [expected, got] = [parse(plain), parse(coloured)];
    expect(got.runs[0]?.complete).toBe(false);
    expect(got.runs).toEqual(expected.runs);
    expect(got.warnings).toEqual(expected.warnings);
    expect(got.warnings.map((w) => w.line)).toEqual(expected.warnings.map((w) => w.line));
  });

  test('a sysbench log coloured in its interval lines and its summary reads as the plain one', () => {
    const plain = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log');
    const coloured = plain
      .replace(/^\[ (\d+)s \]/gm, (m) => cyan(m))
      .replace(
        /^( {4}transactions: +)(\d+) +\(([\d.]+) per sec\.\)/m,
        (_m, head, n, tps) => `${head}${green(n)}   (${green(tps)} per sec.)`,
      );
    expect(coloured.split(ESC).length).toBeGreaterThan(20);
    const [expected, got] = [parse(plain, 'ri1.log'), parse(coloured, 'ri1.log')];
    expect(got.runs).toHaveLength(1);
    expect(got.runs[0]?.metrics.tps).toBe(expected.runs[0]?.metrics.tps);
    expect(got.runs).toEqual(expected.runs);
    expect(got.warnings).toEqual(expected.warnings);
  });

  test('the stored text has no escapes, and every line keeps its number', () => {
    expect(normalizeText(`a ${red('b')}\n${cyan('[ 1s ]')} c\n`)).toBe('a b\n[ 1s ] c\n');
    // a window title (OSC) that ends lines later: cleaned line by line, no line lost, no ESC left
    const title = `${ESC}]0;sysbench on db1\nline 2\nline 3 ${ESC}\\\nline 4 ${green('ok')}`;
    const lines = normalizeText(title).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1)).toEqual(['line 2', 'line 3 \\', 'line 4 ok']);
    expect(lines.join('\n')).not.toContain(ESC);
  });

  test('any escapes anywhere: the line count never changes', () => {
    const piece = fc.constantFrom(
      `${ESC}[0m`,
      `${ESC}[1;31m`,
      `${ESC}]0;t`,
      '\u0007',
      `${ESC}\\`,
      `${ESC}P`,
      ESC,
      '\u009b',
      'x',
      ' ',
      '\n',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(normalizeText(text).split('\n')).toHaveLength(text.split('\n').length);
      }),
      { numRuns: 2000 },
    );
  });
});
