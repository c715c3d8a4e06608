// Mutated real logs: truncated, shuffled, with random bytes, huge lines and 10^5 interval lines.
// The parser must stay total (no exception reaches the safety net) and linear (no hang).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import type { FileResult } from '../../../lib/parsers/types';
import { readFixture, SEED } from '../../support/fixtures';

const SOURCES = [
  SEED.blog000,
  SEED.qc002,
  SEED.matrix003,
  SEED.mysqlbench004,
  'prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log',
  'prisma/demo/mariadb-10.11/sysbench-1.x/oltp_point_select_t4_base_hist.log',
  'prisma/demo/mariadb-10.11/pgbench/tpcb_c4_j2_r.log',
  'tests/fixtures/synthetic/sql-bench-1998-layout.txt',
  'tests/fixtures/synthetic/sysbench-0.4.12.10-markdown-blog.md',
  'tests/fixtures/synthetic/sql-bench-compare-results.txt',
  'tests/fixtures/synthetic/mysqld-start-script-numactl.txt',
  'tests/fixtures/synthetic/show-variables-spaces-aurora.txt',
  'tests/fixtures/synthetic/sysbench-headings-name-the-test.md',
].map((f) => readFixture(f).split('\n'));

/** The invariants every result keeps, whatever the input. */
function checkResult(result: FileResult, lineCount: number): void {
  expect(result.error?.message ?? '').not.toContain('could not parse this file');
  for (const run of result.runs) {
    expect(run.lines[0]).toBeGreaterThanOrEqual(1);
    expect(run.lines[0]).toBeLessThanOrEqual(run.lines[1]);
    expect(run.lines[1]).toBeLessThanOrEqual(lineCount);
    for (const lines of Object.values(run.sources)) for (const l of lines) expect(l >= 1 && l <= lineCount).toBe(true);
    for (const value of [run.metrics.tps, run.metrics.qps, run.metrics.durationS])
      if (value !== null) expect(Number.isFinite(value)).toBe(true);
  }
  if (result.runs.length + result.configs.length + result.matrices.length + result.hosts.length === 0) expect(result.error).not.toBeNull();
}

const source = fc.constantFrom(...SOURCES);

describe('parser properties', () => {
  test('truncated at any line', () => {
    fc.assert(
      fc.property(source, fc.nat(), (lines, cut) => {
        const kept = lines.slice(0, cut % (lines.length + 1));
        checkResult(parseDocument(kept.join('\n')), Math.max(kept.length, 1));
      }),
      { numRuns: 150 },
    );
  });

  test('lines shuffled', () => {
    fc.assert(
      fc.property(source, fc.integer(), (lines, seed) => {
        const shuffled = [...lines];
        let s = seed;
        for (let i = shuffled.length - 1; i > 0; i--) {
          s = (s * 1103515245 + 12345) | 0;
          const j = Math.abs(s) % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
        }
        checkResult(parseDocument(shuffled.join('\n')), shuffled.length);
      }),
      { numRuns: 60 },
    );
  });

  test('random bytes and characters spliced in', () => {
    fc.assert(
      fc.property(source, fc.array(fc.tuple(fc.nat(), fc.string({ unit: 'binary', maxLength: 40 })), { maxLength: 20 }), (lines, edits) => {
        const text = [...lines];
        for (const [at, junk] of edits) {
          const i = at % text.length;
          const line = text[i] ?? '';
          const pos = at % (line.length + 1);
          text[i] = line.slice(0, pos) + junk + line.slice(pos);
        }
        const joined = text.join('\n');
        checkResult(parseDocument(joined), joined.split(/\r\n|\r|\n/).length);
      }),
      { numRuns: 150 },
    );
  });

  test('a huge line anywhere', () => {
    const huge = `${'9'.repeat(300_000)} ${'['.repeat(100_000)}s ] thds: ${'1.'.repeat(100_000)}`;
    for (const lines of SOURCES) {
      const at = Math.floor(lines.length / 2);
      const text = [...lines.slice(0, at), huge, ...lines.slice(at)];
      const result = parseDocument(text.join('\n'));
      checkResult(result, text.length);
      expect(result.warnings.some((w) => w.message.includes('longer than'))).toBe(true);
    }
  });

  test('10^5 repeated interval lines parse in linear time', () => {
    const header = 'sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)\n\nThreads started!\n';
    const lines: string[] = [];
    for (let i = 1; i <= 100_000; i++)
      lines.push(
        `[ ${i}s ] thds: 64 tps: 3481.95 qps: 70496.66 (r/w/o: 49523.11/13945.75/7027.80) lat (ms,95%): 38.25 err/s: 0.00 reconn/s: 0.00`,
      );
    const started = performance.now();
    const result = parseDocument(header + lines.join('\n'));
    const elapsed = performance.now() - started;
    expect(result.runs[0]?.intervals).toHaveLength(100_000);
    expect(result.runs[0]?.intervals.at(-1)?.t).toBe(100_000);
    // a generous ceiling only to catch a quadratic regression (measured ~0.3 s on 2 cores)
    expect(elapsed).toBeLessThan(20_000);
  });
});
