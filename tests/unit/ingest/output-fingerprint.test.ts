// A run's output fingerprint: the same run's lines under another file (its .cmd header, a blog's
// indentation, other lines around it) are one output; another run, or one digit changed, is another.
// On every fixture document no two runs share one unless one document copied the other's lines.
import { describe, expect, test } from 'vitest';
import { outputFingerprintsOf, repeatedOutputWarning } from '../../../lib/ingest/output-fingerprint';
import { parseDocument } from '../../../lib/parsers';
import { fixtureDocuments, readFixture } from '../../support/fixtures';

const LOG = 'tests/fixtures/sysbench-1.0.20-debian/p0_ri1.log';

function fingerprints(text: string): (string | undefined)[] {
  const parsed = parseDocument(text, { fileName: 'x.log' });
  const out = outputFingerprintsOf(
    parsed.runs.map((run, ordinal) => ({ ordinal, parsed: run })),
    text,
  );
  return parsed.runs.map((_, ordinal) => out.get(ordinal));
}

describe('output fingerprint', () => {
  const log = readFixture(LOG);
  const [own] = fingerprints(log);

  test('a run with a summary has one', () => {
    expect(own).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the same output with a .cmd header above it, in a blog post, indented as a <pre> shows it: the same', () => {
    const withCmd = `# date: Tue Dec  1 02:26:34 UTC 2026\n# host: db1\n${log}`;
    expect(fingerprints(withCmd)).toEqual([own]);
    const post = `<p>Here is what we got on the small box:</p>\n\n${log
      .split('\n')
      .map((l) => `    ${l.replace(/ {2,}/g, '\t')}`)
      .join('\n')}\n\nNot bad for 2 CPUs.`;
    expect(fingerprints(post)).toEqual([own]);
  });

  test('one digit of one figure changed, or another run: another output', () => {
    expect(fingerprints(log.replace('(2695.26 per sec.)', '(2695.27 per sec.)'))).not.toEqual([own]);
    const [other] = fingerprints(readFixture('tests/fixtures/sysbench-1.0.20-debian/checkpoints.log'));
    expect(other).toMatch(/^[0-9a-f]{64}$/);
    expect(other).not.toBe(own);
  });

  test('a log with no figures has none (too little to tell runs apart)', () => {
    expect(fingerprints(readFixture('tests/fixtures/synthetic/sysbench-1.0-header-only.log'))).toEqual([undefined]);
  });

  test('the runs of one compare-results table share its lines, not their output', () => {
    const runs = fingerprints(readFixture('tests/fixtures/synthetic/sql-bench-compare-results.txt'));
    expect(runs.length).toBeGreaterThan(1);
    expect(new Set(runs).size).toBe(runs.length);
  });

  test('every fixture document: runs share an output only where one fixture copied another’s lines', () => {
    const where = new Map<string, string[]>();
    for (const file of fixtureDocuments()) {
      const text = readFixture(file);
      const parsed = parseDocument(text, { fileName: file });
      const out = outputFingerprintsOf(
        parsed.runs.map((run, ordinal) => ({ ordinal, parsed: run })),
        text,
      );
      for (const [ordinal, fp] of out) where.set(fp, [...(where.get(fp) ?? []), `${file.split('/').pop()}#${ordinal}`]);
    }
    const shared = [...where.values()].filter((w) => w.length > 1).map((w) => w.join(' = '));
    // each made from the other's text (a synthetic case cut from a real log, or from another synthetic one)
    expect(shared.sort()).toEqual(
      [
        '002_36839e7bfdb72b13.txt#0 = sysbench-0.5-seed-002-two-results-pasted.txt#0',
        'oltp_read_write_t4_base_ri1.log#0 = sysbench-1.0-intervals-restart.log#1',
        'oltp_read_write_t8_base_sweep.log#0 = sysbench-1.0-two-summaries-no-header.log#0',
        'sysbench-1.0-lua-script-run-directly.log#0 = sysbench-tpcc-lua-run-directly.log#0',
        'sysbench-1.0-report-csv-header-cut.log#0 = sysbench-1.0-report-csv.log#0',
        'sysbench-1.0-stderr-line-inside-summary.log#0 = sysbench-1.0-thousands-separator.log#0',
      ].sort(),
    );
    expect(where.size).toBeGreaterThan(120);
  });

  test('the warning names no run (it is stored, and read by whoever may read this run, not the other)', () => {
    const warning = repeatedOutputWarning(14);
    expect(warning.line).toBe(14);
    expect(warning.message).toContain('those of a run stored before (the heading names it): the same run uploaded twice?');
    expect(warning.message).not.toMatch(/#\d/);
  });
});
