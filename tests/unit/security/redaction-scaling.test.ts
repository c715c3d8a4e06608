// Redaction by place (redact-tables.ts, redact-argument-lists.ts) stays linear on the documents a
// probe built against it (2026-12-06): a heading of thousands of `password` cells over as many
// rows (38 s at 0.85 MB), HTML rows with no cells (29 s), `<tr><td` never closed (100 s), a wide
// `<th>` heading (70 s); a line of printfs (2026-12-07). Timed like document-scaling.test.ts: the fastest run at 256 KB and 1 MB.
import { describe, expect, test } from 'vitest';
import { prepareText } from '../../../lib/parsers/prepare';
import { growth, MAX_GROWTH, MAX_LARGE_MS } from './growth';

/** `head`, then `row` repeated to `size` characters, then `tail`. */
const shape =
  (head: (size: number) => string, row: string, tail = '') =>
  (size: number) => {
    const top = head(size);
    return `${top}${row.repeat(Math.max(1, Math.floor((size - top.length) / row.length)))}${tail}`;
  };
/** A heading as wide as a quarter of the document. */
const wide = (cell: string) => (size: number) => cell.repeat(Math.floor(size / 4 / cell.length));

const SHAPES: { name: string; document: (size: number) => string }[] = [
  { name: 'a wide heading of pipes over many rows', document: shape((n) => `|${wide(' password |')(n)}\n`, '|x\n') },
  { name: 'a wide heading of tabs over many rows', document: shape((n) => `x${wide('\tpassword')(n)}\n`, 'x\ty\n') },
  { name: 'HTML rows without cells', document: shape(() => 'prose\n<table><tr><th>user</th><th>password</th></tr>', '<tr>', '</table>') },
  { name: 'HTML cells never closed', document: shape(() => 'password prose\n<table><tr><th>password</th>', '<tr><td') },
  {
    name: 'a wide HTML heading',
    document: shape((n) => `prose\n<table><tr>${wide('<th>password</th>')(n)}</tr>`, '<tr><td>x</td></tr>', '</table>'),
  },
  { name: 'box drawing rows', document: shape(() => '│ user │ password │\n', '│ sb │ S3cret1 │\n') },
  { name: 'CSV rows', document: shape(() => 'username,password,active\n', 'sb,S3cret1,1\n') },
  { name: 'argument lists', document: shape(() => 'cmd = ', "['--mysql-password', 'S3cret1'], ") },
  { name: 'password options without a value', document: shape(() => 'x = [', '"--mysql-password", \n# c\n') },
  { name: 'YAML lists', document: shape(() => 'args:\n', '  - --mysql-password\n  # vault\n\n') },
  // printf's answers to mysql_secure_installation (redact-answers.ts reads each printf of a line by hand)
  { name: 'printfs on one line', document: shape(() => 'mysql_secure_installation\n', 'printf "%s" y S3cret1 ') },
  { name: "printf's quote never closed", document: shape(() => 'mysql_secure_installation\nprintf ', '"x\t') },
  // tokens by their shape: a run of a token's characters holding many prefixes (redact-prose.ts)
  { name: 'token prefixes in one run', document: shape(() => 'x ', 'glrt-hvs.npm_') },
  { name: 'JSON Web Token heads in one run', document: shape(() => 'x ', 'eyJ-eyJa.') },
];

describe('redaction by place on hostile documents', () => {
  test.each(SHAPES)('$name', ({ name, document }) => {
    let g = growth(prepareText, document, 3);
    if (g.growth >= MAX_GROWTH || g.largeMs >= MAX_LARGE_MS) g = growth(prepareText, document, 7);
    const said = `${name}: ${g.smallMs.toFixed(1)} ms at 256 KB, ${g.largeMs.toFixed(1)} ms at 1 MB (×${g.growth.toFixed(1)})`;
    expect(g.growth, said).toBeLessThan(MAX_GROWTH);
    expect(g.largeMs, said).toBeLessThan(MAX_LARGE_MS);
  });
});
