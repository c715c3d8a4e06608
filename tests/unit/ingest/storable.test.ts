// What an integer column cannot hold is refused with its line, by the server and by the upload
// page's preview alike (lib/ingest/storable.ts is pure: the preview's worker runs it).
import { describe, expect, test } from 'vitest';
import { assertStorable, unstorable } from '../../../lib/ingest/storable';
import { parseDocument } from '../../../lib/parsers';
import { readFixture } from '../../support/fixtures';

const log = readFixture('tests/fixtures/synthetic/sysbench-1.0-cpu-intervals.log');

describe('storable figures', () => {
  test('3,000,000,000 threads, in the header or an interval: the first such line, said in words', () => {
    const header = parseDocument(log.replace('Number of threads: 2', 'Number of threads: 3000000000'));
    expect(unstorable(header)).toEqual({ line: 4, message: '3000000000 threads is more than benchboard stores (at most 2,147,483,647)' });
    const interval = parseDocument(log.replace('[ 1s ] thds: 2', '[ 1s ] thds: 3000000000'));
    expect(unstorable(interval)?.line).toBe(15);
    expect(() => assertStorable(header, 'x.log')).toThrow('x.log: line 4: 3000000000 threads is more than benchboard stores');
  });

  test('a count past 2^53 is refused, never stored rounded; a figure past any double is refused, not a 500 (an attack probe)', () => {
    const rounded = parseDocument(
      log.replace('total number of events:              11422', 'total number of events:              9007199254740993'),
    );
    expect(unstorable(rounded)).toMatchObject({ line: 22, message: expect.stringContaining('stores exactly') });
    // 2^53 − 1 is held exactly: stored
    expect(
      unstorable(
        parseDocument(log.replace('total number of events:              11422', 'total number of events:              9007199254740991')),
      ),
    ).toBeNull();
    const huge = parseDocument(log.replace('[ 2s ] thds: 2 eps: 5718.02', `[ 2s ] thds: 2 eps: 1${'0'.repeat(400)}`));
    const refused = unstorable(huge);
    if (refused) expect(refused).toMatchObject({ line: 16, message: expect.stringContaining("an interval's events per second is larger") });
    // either refused with its line, or the line left out with a warning: never Infinity stored
    else expect(huge.runs[0]?.warnings.some((w) => w.line === 16)).toBe(true);
    expect(() => assertStorable(rounded, 'x.log')).toThrow('x.log: line 22: its events is larger than benchboard stores exactly');
    // a summary's figure past any double: refused at its line (it was left out without a word)
    const avgLine = log.split('\n').findIndex((l) => l.trim().startsWith('avg:')) + 1;
    const avg = parseDocument(log.replace(/avg:( +)[\d.]+/, `avg:$11${'0'.repeat(320)}`));
    expect(unstorable(avg)).toMatchObject({ line: avgLine, message: expect.stringContaining('larger than benchboard stores exactly') });
  });

  test('a log whose figures fit: nothing to say', () => {
    expect(unstorable(parseDocument(log))).toBeNull();
    expect(() => assertStorable(parseDocument(log), 'x.log')).not.toThrow();
  });
});
