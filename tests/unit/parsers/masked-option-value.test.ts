// A password given as `--option value` (sysbench wants `=`) is masked where it stands: the `***`
// left behind is that option's value, never a positional such as sysbench's test name.
import { expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';

test('`--pgsql-password S3cret` (no `=`): the masked value is the option’s, not the test’s name (an attack probe, 2026-12-03)', () => {
  const doc = parseDocument(
    [
      '$ sysbench --db-driver=pgsql --pgsql-password S3cret --threads=16 oltp_read_only run',
      'sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)',
      '',
      '[ 1s ] thds: 16 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00',
    ].join('\n'),
  );
  const run = doc.runs[0];
  expect(run?.test).toBe('oltp_read_only');
  expect(run?.command ?? '').toContain('--pgsql-password ***');
  expect(JSON.stringify(doc)).not.toContain('S3cret');
});
