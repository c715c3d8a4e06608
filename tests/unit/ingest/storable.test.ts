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

  test('a log whose figures fit: nothing to say', () => {
    expect(unstorable(parseDocument(log))).toBeNull();
    expect(() => assertStorable(parseDocument(log), 'x.log')).not.toThrow();
  });
});
