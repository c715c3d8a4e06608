// A log cut short (copied while the tool was still writing, a paste that stopped) must never give
// a figure the whole log does not: a last line cut inside a figure (`max: 685.86` → `max: 6`) is
// left out and said (lib/parsers/cut-line.ts), a line cut elsewhere reads what it holds whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import type { ParsedRun } from '../../../lib/parsers/types';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LOGS = [
  'prisma/demo/mariadb-10.11/repeats/oltp_read_only_t4_qc-off_r1.log',
  'prisma/demo/mariadb-10.11/sysbench-1.x/cpu_t1.log',
  'prisma/demo/mariadb-10.11/pgbench/tpcb_c4_j2_r.log',
  'prisma/demo/mariadb-10.11/pgbench/tpcb_c4_j2_progress1.log',
  'tests/fixtures/synthetic/sysbench-0.5-late-us-intervals.log',
  'tests/fixtures/synthetic/sysbench-0.4-memory-fileio.log',
  'tests/fixtures/synthetic/sql-bench-test-insert.txt',
  'tests/fixtures/synthetic/sql-bench-2.10-summary.txt',
];
/** How much of each log's end is cut, a character at a time: its summary. */
const SPAN = 800;

/** Every figure a run read, by a name that is the same in the whole log's run (null: not printed). */
function figuresOf(run: ParsedRun): Map<string, number> {
  const out = new Map<string, number>();
  const add = (prefix: string, o: object) => {
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === 'number') out.set(`${prefix}${k}`, v);
      else if (v && typeof v === 'object' && !Array.isArray(v)) add(`${prefix}${k}.`, v);
    }
  };
  add('metrics.', run.metrics);
  add('parameters.', run.parameters);
  add('figures.', run.figures);
  for (const [i, o] of run.operations.entries()) add(`operation ${i} (line ${o.line}).`, { ...o, line: null });
  for (const [i, t] of run.tests.entries()) add(`test ${i}.`, { ...t, line: null });
  for (const [i, iv] of run.intervals.entries()) add(`interval ${i} (line ${iv.line}).`, { ...iv, line: null });
  return out;
}

describe('a log cut short at any character of its end', () => {
  test.each(LOGS)('%s: every figure read is the whole log’s', (file) => {
    const whole = readFileSync(path.join(ROOT, file), 'utf8');
    const wanted = parseDocument(whole).runs.map(figuresOf);
    expect(wanted.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (let cut = Math.max(1, whole.length - SPAN); cut < whole.length; cut++) {
      parseDocument(whole.slice(0, cut)).runs.forEach((run, r) => {
        for (const [name, value] of figuresOf(run)) {
          const want = wanted[r]?.get(name);
          if (want !== undefined && want !== value) wrong.push(`cut at ${cut}: ${name} = ${value}, the whole log's ${want}`);
        }
      });
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  test('a maximum cut inside its figure is left out, and the run says why', () => {
    const whole = readFileSync(path.join(ROOT, LOGS[0] as string), 'utf8');
    const at = whole.indexOf('max:');
    const cut = whole.slice(0, whole.indexOf('.', at) - 1); // `max:   <first digit(s)>`
    const run = parseDocument(cut).runs[0];
    expect(run?.metrics.latencyMs.max).toBeNull();
    expect(run?.metrics.latencyMs.avg).toBe(parseDocument(whole).runs[0]?.metrics.latencyMs.avg);
    const line = cut.split('\n').length;
    expect(run?.warnings).toContainEqual({ line, message: expect.stringMatching(/^the text ends inside this line.*latencyMs\.max/) });
    // the same line whole, with its line break, is read
    expect(parseDocument(`${whole.slice(0, whole.indexOf('\n', at))}\n`).runs[0]?.metrics.latencyMs.max).toBe(
      parseDocument(whole).runs[0]?.metrics.latencyMs.max,
    );
  });
});
