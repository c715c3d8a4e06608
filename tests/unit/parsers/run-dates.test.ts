// When a run ran, where the text above it says: a .cmd header's `# date:` (its command joined to its
// log), a `Date:` label, what `date` printed. sysbench and pgbench print no date, and runs uploaded
// with their command were placed by their upload (a DBA's pass, 2026-12-07).
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { dateOfLine } from '../../../lib/parsers/run-dates';
import { readFixture } from '../../support/fixtures';

const CMD = 'prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r1';

describe('dateOfLine', () => {
  test.each([
    ['# date: 2026-11-30T04:12:50Z  host: 2 vCPU, 24105 MiB RAM', '2026-11-30T04:12:50Z'],
    ['Date: 2026-11-30 04:12:50', '2026-11-30 04:12:50'],
    ['-- run date = 20261130', '20261130'],
    ['started at: Mon Nov 30 04:12:50 UTC 2026', 'Mon Nov 30 04:12:50 UTC 2026'],
    ['Mon Nov 30 04:12:50 UTC 2026', 'Mon Nov 30 04:12:50 UTC 2026'],
    ['Tue Dec  1 02:00:00 2026', 'Tue Dec  1 02:00:00 2026'],
  ])('%s gives %s', (line, date) => {
    expect(dateOfLine(line)).toBe(date);
  });
  test.each([
    '2026-11-30',
    'date: yesterday',
    'Updated on 2026-11-30',
    'update: 2026-11-30',
    'The date: is not 2026-11-30',
    `date: ${'2'.repeat(300)}`,
    'Mon Nov 30 04:12:50 UTC 2026 and more',
  ])('%s gives none', (line) => {
    expect(dateOfLine(line)).toBeNull();
  });
});

describe('a run takes its date line', () => {
  test('a .cmd joined to its log: the # date: after the command, with its line', () => {
    const [run] = parseDocument(`${readFixture(`${CMD}.cmd`)}${readFixture(`${CMD}.log`)}`).runs;
    expect(run?.header.ranAt).toBe('2026-12-01T02:26:34Z');
    expect(run?.sources['header.ranAt']).toEqual([5]);
  });

  test('each run the nearest date above it, after the run before; a run with none stays undated', () => {
    const log = readFixture(`${CMD}.log`);
    const doc = ['$ date', 'Mon Nov 30 04:12:50 UTC 2026', log, '$ date', 'Mon Nov 30 05:00:00 UTC 2026', '', log, '', log].join('\n');
    const runs = parseDocument(doc).runs;
    expect(runs.map((r) => r.header.ranAt ?? null)).toEqual(['Mon Nov 30 04:12:50 UTC 2026', 'Mon Nov 30 05:00:00 UTC 2026', null]);
    expect(runs[1]?.sources['header.ranAt']).toEqual([log.split('\n').length + 4]);
  });
});
