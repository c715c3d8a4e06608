// prepareText reads a long log's report lines once for normalization and redaction both (prepare.ts):
// it must give exactly what normalizing and then redacting gives, whatever the text holds.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FORMATS } from '../../../lib/parsers/formats';
import { normalizeDocument } from '../../../lib/parsers/html-text';
import { prepareText } from '../../../lib/parsers/prepare';
import { redactNormalized } from '../../../lib/parsers/redact';
import { SECRETS } from './secret-examples';

const longWay = (text: string) => redactNormalized(normalizeDocument(text));

const oneLine = (lines: RegExp) => new RegExp(`^${lines.source.replace(/\{1,1000\}$/, '')}$`);
const REPORT_LINE = fc.oneof(
  ...FORMATS.flatMap((f) => (f.reportLines ? [fc.stringMatching(oneLine(f.reportLines)).map((l) => l.replace(/\n$/, ''))] : [])),
);
const INTERVAL = '[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00';
/** What normalizeDocument changes, each kind on a line of its own or glued to a report line. */
const ODD_LINE = fc.constantFrom(
  `${INTERVAL}\r`,
  'tps:\u00a0203.52',
  'threads:\u2009\u20094',
  '\u001b[32mtransactions: 100 (10.00 per sec.)\u001b[0m',
  '\u009b1mtps\u009b0m',
  '> [ 1s ] thds: 4',
  '>',
  '> > quoted twice',
  '2024-05-01T10:00:01.1234567Z sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)',
  `2024-05-01T10:00:02Z ${INTERVAL}`,
  'sysbench-1  | [ 1s ] thds: 4 tps: 1.00',
  '<p>sysbench results</p>',
  '<pre>',
  '</pre>',
  '&nbsp;&lt;b&gt;',
  '\ufeffSQL statistics:',
);
const LINE = fc.oneof(
  { arbitrary: REPORT_LINE, weight: 3 },
  { arbitrary: fc.constant(INTERVAL), weight: 3 },
  { arbitrary: ODD_LINE, weight: 2 },
  { arbitrary: fc.constantFrom(...SECRETS.map(([input]) => input)), weight: 1 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
);
const BREAK = fc.constantFrom('\n', '\n', '\n', '\r\n', '\r');

describe('prepareText', () => {
  test('is normalizeDocument then redaction, on any mix of report lines and what normalization changes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(LINE, BREAK), { maxLength: 40 }), fc.boolean(), (lines, bom) => {
        const text = (bom ? '\ufeff' : '') + lines.map(([line, end]) => line + end).join('');
        expect(prepareText(text)).toBe(longWay(text));
      }),
      { numRuns: 3000 },
    );
  });

  test.each([
    ['a quoted passage after interval lines', `${`${INTERVAL}\n`.repeat(3)}${'> tps: 1\n'.repeat(5)}`],
    ['a CI stamp on nearly every line', `${`2024-05-01T10:00:01Z ${INTERVAL}\n`.repeat(10)}${INTERVAL}\n`],
    ['a BOM before an interval line', `\ufeff${INTERVAL}\n${INTERVAL}\n`],
    ['a page', `<html><body><pre>\n${`${INTERVAL}\n`.repeat(3)}</pre></body></html>\n`],
    ['a no-break space after interval lines', `${`${INTERVAL}\n`.repeat(3)}tps:\u00a0203.52\n`],
    ['a CRLF text', `${INTERVAL}\r\n${INTERVAL}\r\nexport MYSQL_PWD=S3cret\r\n`],
    ['a blank first line, then CRLF lines', `\n${INTERVAL}\r\n${INTERVAL}\r\nexport MYSQL_PWD=S3cret\r\n`],
    ['CRs only in between', `sysbench 1.0.20\n${INTERVAL}\r\n${INTERVAL}\r\n--mysql-password=S3cret\r\n${INTERVAL}\n`],
    ['a CR only after the first line', `${INTERVAL}\n${INTERVAL}\r\n--mysql-password=S3cret\r\n`],
    ['a password among interval lines', `${INTERVAL}\n--mysql-password=S3cret\n${INTERVAL}\n`],
  ])('%s: as the long way makes it', (_name, text) => {
    const out = prepareText(text);
    expect(out).toBe(longWay(text));
    expect(out).not.toContain('S3cret');
    expect(out).not.toContain('\r');
  });
});
