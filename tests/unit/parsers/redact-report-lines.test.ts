// Redaction skips report lines (sysbench intervals, pgbench progress: formats' `reportLines`), and
// must still return exactly what the rules give over the whole text: these lines can hold no
// secret, every rule matches within one line, and the other lines are put back in place.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FORMATS } from '../../../lib/parsers/formats';
import { redactText, redactWhole } from '../../../lib/parsers/redact';
import { SECRETS, UNTOUCHED } from './secret-examples';

/** One whole report line of a format (with its line break), as its sticky regex defines them. */
const oneLine = (lines: RegExp) => new RegExp(`^${lines.source.replace(/\{1,1000\}$/, '')}$`);
const REPORT_LINE = fc.oneof(
  ...FORMATS.flatMap((f) => (f.reportLines ? [fc.stringMatching(oneLine(f.reportLines)).map((l) => l.replace(/\n$/, ''))] : [])),
);
const REAL_REPORT_LINES = [
  '[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00',
  '[ 1s ] thds: 1 eps: 1210.67 lat (ms,95%): 0.83',
  '[  10s] threads: 16, tps: 1234.56, reads/s: 17283.84, writes/s: 4938.24, response time: 18.92ms (99%)',
  '[ 1s ] reads: 175.09 MiB/s writes: 116.73 MiB/s fsyncs: 2975.28/s latency (ms,95%): 0.312',
  '1,4,203.52,4106.40,2881.26,814.10,411.04,25.74,0.00,0.00',
  '[ 1s ] queue length: 0, concurrency: 0',
  'progress: 1.0 s, 203.5 tps, lat 19.600 ms stddev 5.200',
  'progress: 2.0 s, 0.0 tps, lat -nan ms stddev -nan, 0 failed',
];
/** Lines that trip the rules, lines that look like report lines but are not whole ones, anything. */
const OTHER_LINE = fc.oneof(
  fc.constantFrom(...SECRETS.map(([input]) => input)),
  fc.constantFrom(...UNTOUCHED),
  fc.constantFrom(...REAL_REPORT_LINES).map((l) => `${l} --mysql-password=hunter2`),
  fc.constantFrom(...REAL_REPORT_LINES).map((l) => `password = ${l}`),
  fc.string({ maxLength: 40 }),
);
const LINE = fc.oneof(REPORT_LINE, fc.constantFrom(...REAL_REPORT_LINES), OTHER_LINE);

describe('redaction of a text with report lines', () => {
  test('every format with report lines matches its real lines', () => {
    for (const line of REAL_REPORT_LINES) {
      const matched = FORMATS.some((f) => {
        if (!f.reportLines) return false;
        f.reportLines.lastIndex = 0;
        return f.reportLines.test(`${line}\n`);
      });
      expect(matched, line).toBe(true);
    }
  });

  test('is what the rules give over the whole text', () => {
    fc.assert(
      fc.property(fc.array(LINE, { maxLength: 30 }), fc.boolean(), (lines, finalBreak) => {
        const text = lines.join('\n') + (finalBreak ? '\n' : '');
        expect(redactText(text)).toBe(redactWhole(text));
      }),
      { numRuns: 2000 },
    );
  });

  test('a report line ends a YAML block scalar: the summary line after it keeps its figure (a counterexample it found, 2026-12-03)', () => {
    const text = [
      'password: |',
      '  S3cretPw!',
      '',
      '[0s] reads: 0 MiB/s writes: 0 MiB/s fsyncs: 0/s latency (ms,0%): 0',
      '    transactions:                        18915  (630.34 per sec.)',
    ].join('\n');
    expect(redactText(text)).toBe(redactWhole(text));
    expect(redactText(text)).toContain('transactions:                        18915');
    expect(redactText(text)).not.toContain('S3cretPw!');
  });

  test('a report line ending in a tab is no report line: a tab-separated table after it keeps its heading (a counterexample it found, 2026-12-07)', () => {
    // the block of report lines stood in the joined text as its first line, whose tab joined the lines
    // before and after it into one table: "Root password" was no heading there, and S3cret was kept
    const text = [
      'strict_password_validation\tON',
      'progress: 0 s, 0 tps, 0 ms lat\t',
      '[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00',
      'Server\tUser\tRoot password',
      'db1\tsb\tS3cret',
    ].join('\n');
    expect(redactText(text)).toBe(redactWhole(text));
    expect(redactText(text)).not.toContain('S3cret');
  });

  test('a command after a report line and a blank line is masked (a counterexample it once found)', () => {
    const text = 'progress: 0 s, 0 tps, nan ms lat\n\n./mysqlbench -U bench -P benchuser mysqlbench -c 10';
    expect(redactText(text)).not.toContain('benchuser');
    expect(redactText(text)).toBe(redactWhole(text));
  });

  test('report lines ending in tabs before a table of tabs are no heading of it (a counterexample it found, 2026-12-06)', () => {
    const text = `${REAL_REPORT_LINES[0]}\nprogress: 0 s, 0 tps, NaN ms lat\t\t\nprogress: 1 s, 0 tps, NaN ms lat\t\nuser\tpassword\t\nsb\tS3cret\t\n`;
    expect(redactText(text)).not.toContain('S3cret');
    expect(redactText(text)).toBe(redactWhole(text));
  });

  test('a report line beside every kind of secret comes out as it went in', () => {
    fc.assert(
      fc.property(REPORT_LINE, (line) => {
        const secrets = SECRETS.map(([input]) => input).join('\n');
        const text = `${secrets}\n${line}\n${secrets}\n`;
        const lines = redactWhole(text).split('\n');
        expect(lines[secrets.split('\n').length]).toBe(line);
      }),
      { numRuns: 300 },
    );
  });

  test('a password among 5,000 interval lines is masked, the lines kept', () => {
    const interval = REAL_REPORT_LINES[0] as string;
    const text = `$ sysbench oltp_read_write --mysql-password=S3cret run\n${`${interval}\n`.repeat(2500)}export MYSQL_PWD=S3cret\n${`${interval}\n`.repeat(2500)}`;
    const out = redactText(text);
    expect(out).not.toContain('S3cret');
    expect(out).toBe(redactWhole(text));
    expect(out.split('\n').filter((l) => l === interval)).toHaveLength(5000);
  });
});
