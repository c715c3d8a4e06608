// Redaction and parsing stay linear on hostile input, measured: each redaction rule and
// parseDocument run on adversarial input of 256 KB and of 1 MB (growth.ts says how).
import { describe, expect, test } from 'vitest';
import { parseDocument, redactFileName, redactText } from '../../../lib/parsers';
import { htmlToText } from '../../../lib/parsers/html-text';
import { RULES } from '../../../lib/parsers/redact';
import { printedDecimals } from '../../../lib/printed-figures';
import { type Attack, PARSER_ATTACKS, REDACTION_ATTACKS, TYPED_ATTACKS } from './adversarial-lines';
import { type Growth, growth, MAX_GROWTH, MAX_LARGE_MS } from './growth';

const isLinear = (g: Growth<unknown>) => g.growth < MAX_GROWTH && g.largeMs < MAX_LARGE_MS;

/**
 * Fastest of 3 runs at each size, without a full collection before each (most of the time of a
 * rule that fails fast: the file took 16 minutes of CI with them); when that looks superlinear, a
 * second look with 7 runs, each from a clean heap, decides.
 * A quadratic cost fails both (it grows ~16×); a pause of a loaded machine seldom lands on the
 * same measurement twice.
 */
function expectLinear(what: string, work: (input: string) => unknown, input: (size: number) => string): void {
  let g = growth(work, input, 3, false);
  if (!isLinear(g)) g = growth(work, input, 7, true);
  const said = `${what}: ${g.smallMs.toFixed(1)} ms at 256 KB (or less), ${g.largeMs.toFixed(1)} ms at 1 MB (×${g.growth.toFixed(1)})`;
  expect(g.growth, said).toBeLessThan(MAX_GROWTH);
  expect(g.largeMs, said).toBeLessThan(MAX_LARGE_MS);
}

/** A document of `size` characters: the attack as 4000-character lines among lines that open runs and a table. */
function documentOf(a: Attack): (size: number) => string {
  const line = a.line(4000);
  const context = [
    "Testing server 'MySQL 8.0.36' at 2024-01-01 10:00:00",
    'sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)',
    'transaction type: <builtin: TPC-B (sort of)>',
    'threads 1 2 4',
    'read 1 2 3',
  ];
  const block = `${context.flatMap((c) => [c, line, line]).join('\n')}\n`;
  return (size) => block.repeat(Math.max(1, Math.round(size / block.length)));
}

describe.each(RULES)('redaction rule: $name', (rule) => {
  test.each(REDACTION_ATTACKS)('$name', (a) => {
    expectLinear(rule.name, (text) => text.replace(rule.pattern, rule.replace), a.line);
  });
});

describe('parseDocument', () => {
  test.each(REDACTION_ATTACKS)('one long line: $name', (a) => {
    expectLinear('parseDocument', parseDocument, a.line);
  });

  test.each(PARSER_ATTACKS)('4000-character lines: $name', (a) => {
    expectLinear('parseDocument', parseDocument, documentOf(a));
  });
});

describe('redactFileName', () => {
  test.each(REDACTION_ATTACKS)('$name', (a) => {
    expectLinear('redactFileName', redactFileName, a.line);
  });
});

describe('redactText on typed text', () => {
  test.each(TYPED_ATTACKS)('$name', (a) => {
    expectLinear('redactText', redactText, a.line);
  });
});

describe('printedDecimals (a figure found back on its line, lib/printed-figures.ts)', () => {
  const find = (line: string) => printedDecimals(5, line);
  test.each(REDACTION_ATTACKS)('$name', (a) => {
    expectLinear('printedDecimals', find, a.line);
  });
  test('digits and dots', () => {
    expectLinear('printedDecimals', find, (size) => `${'1.'.repeat(size / 4)}${'9'.repeat(size / 2)}`);
  });
});

describe('a page’s HTML read as text (lib/parsers/html-text.ts)', () => {
  // runs of what opens a tag, a comment, an entity or a hidden element, never closed or closed late
  const units = ['<', '<p', '<a<b>', '<p\n', '<!--', '&#', '&lt', '<script>', '</p>x', '<br/>'];
  const page = (unit: string) => (size: number) => `<html><body><pre>${unit.repeat(Math.ceil(size / unit.length))}`;
  test.each(units)('%j', (unit) => {
    expectLinear('htmlToText', htmlToText, page(unit));
    expectLinear('parseDocument of a page', parseDocument, page(unit));
  });
});
