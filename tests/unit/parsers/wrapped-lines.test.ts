// Report lines a mail archive, a forum or a narrow terminal wrapped (lib/parsers/wrapped-lines.ts).
// sysbench 1.x's interval lines are ~125 characters: wrapped at 72–76, each was "an interval line
// that could not be read", the run's chart empty, and what followed a second run with a garbage
// title. pgbench 15's progress lines lost their `failed`, `lag` or `skipped` silently (the line's
// start still read). Wrapped, a log reads as it did whole: the same intervals, figures and runs.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import type { ParsedRun } from '../../../lib/parsers/types';
import { joinWrapped } from '../../../lib/parsers/wrapped-lines';
import { readFixture } from '../../support/fixtures';

/** `fold -w width` (`atBlanks`: `fold -s`, as mail's format=flowed and forums break lines). */
function fold(text: string, width: number, atBlanks: boolean): string {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let rest = line;
    while (rest.length > width) {
      let cut = width;
      if (atBlanks) {
        const blank = rest.lastIndexOf(' ', width - 1);
        if (blank > 0) cut = blank + 1;
      }
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    out.push(rest);
  }
  return out.join('\n');
}

const parse = (text: string) => parseDocument(text, { fileName: 'wrapped.log' });
/** what a run says, without where its lines are (wrapping moves them) */
const figuresOf = (runs: ParsedRun[]) =>
  runs.map((r) => ({
    tool: r.tool,
    test: r.test,
    complete: r.complete,
    metrics: r.metrics,
    figures: r.figures,
    parameters: r.parameters,
    intervals: r.intervals.map(({ line: _line, ...rest }) => rest),
    warnings: r.warnings.length,
  }));

const WITH_INTERVALS = [
  'prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log',
  'prisma/demo/mariadb-10.11/sysbench-1.x/legacy_oltp_rw_t4_ri1.log',
  'prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-on_r1.log',
  'tests/fixtures/synthetic/sysbench-0.5-comma-intervals.log',
  'tests/fixtures/synthetic/sysbench-0.5-late-us-intervals.log',
  'tests/fixtures/synthetic/sysbench-1.0-fileio-intervals.log',
  'tests/fixtures/synthetic/sysbench-1.0-cpu-intervals.log',
  'tests/fixtures/pgbench-15-debian/rate_R200_L5.log',
  'tests/fixtures/pgbench-15-debian/progress_ts_failures.log',
  'tests/fixtures/synthetic/pgbench-9.4-progress.log',
];

describe('report lines wrapped by a mail archive or a terminal', () => {
  test('the OLTP log of the demo, wrapped at 72 at blanks: one run, its 15 intervals, each from its first line', () => {
    const whole = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log');
    const wrapped = fold(whole, 72, true);
    expect(wrapped.split('\n').length).toBeGreaterThan(whole.split('\n').length + 14);
    const [expected, got] = [parse(whole), parse(wrapped)];
    expect(got.runs).toHaveLength(1);
    expect(got.runs[0]?.warnings).toEqual([]);
    expect(got.runs[0]?.title).toBe(expected.runs[0]?.title);
    expect(figuresOf(got.runs)).toEqual(figuresOf(expected.runs));
    // traced to the line the interval starts on, which holds its time
    const lines = wrapped.split('\n');
    for (const iv of got.runs[0]?.intervals ?? []) expect(lines[iv.line - 1]).toMatch(new RegExp(`^\\[ ${iv.t}s \\] thds: 4 tps: `));
    // the run ends where the log does: its continuation lines are its own
    expect(got.runs[0]?.lines[1]).toBe((expected.runs[0]?.lines[1] as number) + (lines.length - whole.split('\n').length));
  });

  test("pgbench 15's progress lines wrapped: `failed`, `lag` and `skipped` on the next line are kept", () => {
    for (const file of ['tests/fixtures/pgbench-15-debian/rate_R200_L5.log', 'tests/fixtures/pgbench-15-debian/progress_ts_failures.log']) {
      const whole = readFixture(file);
      const wrapped = fold(whole, 72, true);
      expect(wrapped).not.toBe(whole);
      const expected = parse(whole);
      expect(expected.runs[0]?.intervals.some((iv) => iv.errorsPerSec !== null)).toBe(true);
      expect(figuresOf(parse(wrapped).runs)).toEqual(figuresOf(expected.runs));
    }
  });

  test('every fixture with intervals reads the same wrapped at any width from 72 to 120 (its figures and intervals when cut inside words)', () => {
    const wholes = WITH_INTERVALS.map((file) => {
      const text = readFixture(file);
      return { file, text, expected: figuresOf(parse(text).runs) };
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: wholes.length - 1 }), fc.integer({ min: 72, max: 120 }), fc.boolean(), (k, width, atBlanks) => {
        const { text, expected } = wholes[k] as (typeof wholes)[number];
        const got = figuresOf(parse(fold(text, width, atBlanks)).runs);
        if (atBlanks) expect(got).toEqual(expected);
        // a command cut inside a word is not joined (`--oltp-table-size=50` then `000 --num-threads=4`
        // could be two words): its parameters may be lost, never a figure or an interval
        else expect(got.map(({ parameters: _p, ...rest }) => rest)).toEqual(expected.map(({ parameters: _p, ...rest }) => rest));
      }),
      { numRuns: 60 },
    );
  });

  test('a line is never taken from what follows it', () => {
    const lines: Record<number, string> = {
      2: '[ 2s ] thds: 4 tps: 1.00 qps: 2.00 (r/w/o: 1.00/1.00/0.00) lat (ms,95%): 3.00 err/s: 0.00 reconn/s: 0.00',
      3: '',
    };
    const lineAt = (n: number) => lines[n] ?? null;
    const reads = (t: string) => t.endsWith('reconn/s: 0.00');
    const startsReport = (t: string) => t.startsWith('[');
    // the next line starts a report of its own, or is blank, or is missing: nothing joined
    expect(joinWrapped('[ 1s ] thds: 4 tps: 1.00', 1, lineAt, reads, startsReport)).toBeNull();
    expect(joinWrapped('[ 2s ] thds: 4', 2, lineAt, reads, startsReport)).toBeNull();
    expect(joinWrapped('[ 9s ] thds: 4', 9, lineAt, reads, startsReport)).toBeNull();
    expect(joinWrapped('[ 9s ] thds: 4', 9, undefined, reads, startsReport)).toBeNull();
    // joined with a blank first, then without one (a break inside a number)
    const two: Record<number, string> = { 2: 'err/s: 0.00 reconn/s: 0.00', 12: '.00' };
    expect(joinWrapped('[ 1s ] lat: 3.00', 1, (n) => two[n] ?? null, reads, startsReport)).toEqual({
      text: '[ 1s ] lat: 3.00 err/s: 0.00 reconn/s: 0.00',
      first: 1,
      last: 2,
    });
    expect(joinWrapped('[ 1s ] reconn/s: 0', 11, (n) => two[n] ?? null, reads, startsReport)).toEqual({
      text: '[ 1s ] reconn/s: 0.00',
      first: 11,
      last: 12,
    });
    // three pieces at most
    const many: Record<number, string> = { 2: 'a', 3: 'b', 4: 'reconn/s: 0.00' };
    expect(joinWrapped('[ 1s ]', 1, (n) => many[n] ?? null, reads, startsReport)).toBeNull();
  });
});
