// The scanner that reads sysbench 1.x OLTP interval lines agrees with the regex that defines their
// grammar (V1_OLTP) on every line, and its numbers are exactly Number() of the printed text.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { parseSysbenchInterval, V1_OLTP } from '../../../lib/parsers/formats/sysbench-intervals';
import { mutated, oltpLine } from '../../support/oltp-lines';

/** What the regex and Number() make of a line (the reading before the scanner), or null. */
function byRegex(text: string) {
  const m = V1_OLTP.exec(text);
  if (!m) return null;
  const n = (k: number) => Number(m[k]);
  return {
    t: n(1),
    threads: n(2),
    tps: n(3),
    qps: n(4),
    readsPerSec: n(5),
    writesPerSec: n(6),
    otherPerSec: n(7),
    latencyPct: n(8),
    latencyMs: n(9),
    errorsPerSec: n(10),
    reconnectsPerSec: n(11),
  };
}

function agree(line: string): void {
  const expected = byRegex(line);
  const actual = parseSysbenchInterval(line, 3);
  if (expected === null) {
    // not an OLTP line: at most another syntax (0.5, eps, fileio), none of which prints qps
    expect(actual?.qps ?? null).toBeNull();
    return;
  }
  expect(actual).not.toBeNull();
  for (const [key, value] of Object.entries(expected))
    expect(Object.is(actual?.[key as keyof typeof expected], value), `${key} of ${line}`).toBe(true);
  expect(actual?.eventsPerSec).toBeNull();
  expect(actual?.line).toBe(3);
}

test('well-formed OLTP lines: the same figures as the regex and Number(), to the last bit', () => {
  fc.assert(fc.property(oltpLine, agree), { numRuns: 3000 });
});

test('mutated OLTP lines: read when the regex reads them, refused when it refuses them', () => {
  fc.assert(fc.property(mutated, agree), { numRuns: 5000 });
});

test.each([
  '[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00',
  '[ 10s ] thds: 16 tps: 0.1000000000000000055511151231257827 qps: 99999999999999999999 (r/w/o: 1/2/3) lat (ms,99.9%): 0.005 err/s 1 reconn/s 2',
  '[ 1.s ] thds: 4 tps: 1 qps: 1 (r/w/o: 1/1/1) lat (ms,95%): 1 err/s: 0 reconn/s: 0',
  '[ 1s ] thds: 4.5 tps: 1 qps: 1 (r/w/o: 1/1/1) lat (ms,95%): 1 err/s: 0 reconn/s: 0',
  '[ 1s ] thds: 4 tps: 1. qps: 1 (r/w/o: 1/1/1) lat (ms,95%): 1 err/s: 0 reconn/s: 0',
  '[ 1s ] thds: 4 tps: 1 qps: 1 (r/w/o: 1/1/1) lat (ms,95%): 1 err/s: 0 reconn/s: 0 and a note',
  '[ 1s ] thds: 4 tps: 1 qps: 1 (r/w/o: 1/1/1) lat (ms,95%): 1 err/s: 0 reconn/s: ',
])('edge: %s', (line) => agree(line));

/**
 * In a document the open run reads its report lines in place (SysbenchBuilder.takeAt, on the whole
 * text): it must read exactly what the trimmed line gives, never past the line's end.
 */
test('read in place in a document: the same intervals as line by line', () => {
  const trailing = fc.constantFrom('', ' ', '  ', '\t', ' x', '.5', '5');
  const piece = fc.tuple(fc.oneof({ arbitrary: oltpLine, weight: 4 }, { arbitrary: mutated, weight: 1 }), trailing);
  fc.assert(
    fc.property(fc.array(piece, { minLength: 1, maxLength: 30 }), (pieces) => {
      const lines = pieces.map(([line, tail]) => `${line}${tail}`);
      // a NUL makes the whole document binary, refused before any line is read
      fc.pre(!lines.some((line) => line.includes('\0')));
      const expected = lines.flatMap((line, i) => {
        const iv = parseSysbenchInterval(line.trim(), i + 1);
        // `lat (ms,0%): 0.00` is sysbench's "no percentile" (--percentile=0): a run keeps no latency
        if (iv?.latencyPct === 0) Object.assign(iv, { latencyMs: null, latencyPct: null });
        return iv ? [iv] : [];
      });
      const read = parseDocument(`${lines.join('\n')}\n`).runs.flatMap((run) => run.intervals);
      // a line that is no report line may end a run, never change the figures of one
      for (const iv of read) {
        const same = expected.find((e) => e.line === iv.line);
        expect(same, `line ${iv.line}`).toBeDefined();
        for (const [key, value] of Object.entries(iv))
          expect(Object.is(value, same?.[key as keyof typeof same]), `${key} of line ${iv.line}`).toBe(true);
      }
      if (lines.every((line) => parseSysbenchInterval(line.trim(), 0)?.qps != null)) expect(read).toHaveLength(lines.length);
    }),
    { numRuns: 1000 },
  );
});
