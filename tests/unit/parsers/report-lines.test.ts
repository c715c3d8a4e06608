// nonCapturing (lib/parsers/formats/report-lines.ts): the same language without captures, or a
// refusal where a blind rewrite would change it.
import { expect, test } from 'vitest';
import { nonCapturing } from '../../../lib/parsers/formats/report-lines';
import { INTERVAL_LINES } from '../../../lib/parsers/formats/sysbench-intervals';

test.each([
  ['\\[ *(\\d+(?:\\.\\d+)?)s *\\]', '\\[ *(?:\\d+(?:\\.\\d+)?)s *\\]'],
  ['a\\(b(c|d)', 'a\\(b(?:c|d)'],
  ['(?<!x)(a)(?=b)', '(?<!x)(?:a)(?=b)'],
])('%s → %s', (source, expected) => {
  expect(nonCapturing(source)).toBe(expected);
  // no group captures any more, and the language is the same on these inputs
  expect(new RegExp(`${nonCapturing(source)}|`).exec('')?.length).toBe(1);
});

test.each(['[(]x', 'a[^)(]b', '(a)\\1', '(?<n>a)\\k<n>'])('refuses %s (a class with a paren, a backreference)', (source) => {
  expect(() => nonCapturing(source)).toThrow(/nonCapturing/);
});

test('the interval report lines capture nothing and still take a sysbench 1.x OLTP line', () => {
  INTERVAL_LINES.lastIndex = 0;
  const line = '[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00\n';
  const m = INTERVAL_LINES.exec(line);
  expect(m?.[0]).toBe(line);
  expect(m?.length).toBe(1);
});
