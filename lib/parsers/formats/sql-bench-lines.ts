// The lines of sql-bench's output (the reader: sql-bench-output.ts): run-all-tests summaries of
// both eras and single test-* outputs. Every regex anchored and linear.
import type { TestTotal } from '../types';

export const SUITE_BANNER = /^Benchmark DBD suite?:\s*(\S+)/;
export const TESTING_SERVER = /^Testing server '(.*)' at (.*)/;

export const HEADER = /^(Date of test|Running tests on|Arguments|Comments|Limits from|Server version|Optimization|Hardware):[ \t]*(.*)/;
export const HEADER_KEYS: Record<string, string> = {
  'Date of test': 'date',
  'Running tests on': 'runningTestsOn',
  Arguments: 'arguments',
  Comments: 'comments',
  'Limits from': 'limitsFrom',
  'Server version': 'serverVersion',
  Optimization: 'optimization',
  Hardware: 'hardware',
};
const CPU_TIMES =
  '\\(\\s*([\\d.]+) usr\\s+(?:\\+\\s+)?([\\d.]+) sys(?:\\s+\\+\\s+[\\d.]+ cusr\\s+[\\d.]+ csys)?\\s+=\\s+([\\d.]+) (?:CPU|cpu)\\)';
/** `alter-table: Total time: 43 wallclock secs ( 0.02 usr  0.01 sys +  0.00 cusr  0.00 csys =  0.03 CPU)` / 1998: `ATIS: Total time: 75 secs (…)` */
export const TEST_TOTAL = new RegExp(`^([\\w.-]+): (Estimated total|Total) time:\\s+([\\d.]+) (?:wallclock )?secs ${CPU_TIMES}`);
export const TEST_SKIPPED = /^([\w.-]+): (Test skipped because .*)$/;
export const TEST_FAILED = /^([\w.-]+): Failed(?: \((.*)\))?\s*$/;
/**
 * A test whose program exited non-zero, its output joined with the terminal's (`2>&1`):
 * run-all-tests prints `name: `, its warning to stderr, then `Failed (…)` on the next line.
 */
export const TEST_CANT_EXECUTE = /^([\w.-]+): Warning: (Can't execute [\w.-]+\.)/;
export const FAILED_ALONE = /^Failed(?: \((.*)\))?\s*$/;
/** `Of 9 tests, 1 tests didn't work`: how many tests run-all-tests counted, and how many failed */
export const TESTS_COUNTED = /^Of (\d+) tests, (\d+) tests didn't work/;
export const SUMMARY_LINE =
  /^(All \d+ test executed successfully|Of \d+ tests, \d+ tests didn't work|Tests with (?:estimated time|didn't return the correct result) have a [+?] at end of line|Test finished\.)/;
export const TOTALS = /^totals?$/i;
export const OPS_HEADER = /^Operation\s+seconds\s+usr\s+sys\s+cpu\s+tests/;
/** A row of the operations table OP_ROW could not read: a name, then a figure of some form (`2,588.00`, `2.588e+03`, `11` cut). */
export const UNREAD_OP_ROW = /^([A-Za-z_]\w*)\s+\d[\d.,]*(?:e[+-]?\d+)?(?:\s|$)/i;
export const OP_ROW = /^(\S+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+(\d+)(?:\s+([+?*]+))?\s*$/;
/**
 * single test: `Time for select_key (200000): 107 wallclock secs (…)`, `Estimated time for …`,
 * `Time to …`; real outputs also print `Time for select_in (500:5000)  0 wallclock secs` (no colon),
 * `Time to select_many_fields(1000):` and `Time for drop table(2):`. The name ends with a non-space
 * and the words after `(N)` are split on spaces, so no two quantifiers compete for the same spaces.
 */
export const TIME_FOR = new RegExp(
  `^(Estimated time|Time) (?:for|to) (\\S(?:.*?\\S)?)\\s*\\((\\d+)(?::\\d+)*\\)[^:\\d\\s]*(?:\\s+[^:\\d\\s]+)*(?:\\s*:)?\\s+([\\d.]+) (?:wallclock )?secs ${CPU_TIMES}`,
);
export const TIMING_START = /^(?:Estimated time|Time) (?:for|to) /;
export const TOTAL_TIME = new RegExp(`^(Estimated total|Total) time:\\s+([\\d.]+) (?:wallclock )?secs ${CPU_TIMES}`);

/** First sentence of each test-* script → the test's name. */
export const SINGLE_TEST_NAMES: [RegExp, string][] = [
  [/^Testing the speed of inserting data/, 'test-insert'],
  [/^Testing the speed of creating and dropp?ing tables/, 'test-create'],
  [/^Testing the speed of connecting to the server/, 'test-connect'],
  [/^Testing of ALTER TABLE/, 'test-alter-table'],
  [/^Testing the speed of selecting on keys that consist of many parts/, 'test-select'],
  [/^Testing table with \d+ fields/, 'test-big-tables'],
  [/^Wisconsin benchmark test/i, 'test-wisconsin'],
  [/^ATIS/, 'test-ATIS'],
  [/^Testing transactions/, 'test-transactions'],
  // test-transactions prints only this line (after "Testing server") on a server without transactions
  [/^Test skipped because the database doesn't support transactions/, 'test-transactions'],
];

/** A test's line in a run-all-tests summary (or a single test's own total): what is not given is null/false. */
export function testRow(name: string, line: number, fields: Partial<TestTotal>): TestTotal {
  return {
    name,
    seconds: null,
    usr: null,
    sys: null,
    cpu: null,
    skipped: false,
    failed: false,
    estimated: false,
    reason: null,
    line,
    ...fields,
  };
}

/** Options that say where the server is or who connects (and a masked password): not what was run. */
const WHERE_AND_WHO = /^--(?:socket|host|port|user|password|connect-options|dir|log|output|cmp|comments|hw|machine)(?:=|$)/;

/**
 * sql-bench's Arguments as the run's `options` parameter (so "What differs" and repeats see it), without where it connected (`--socket=/opt/mysql5_5_22/mysql.sock`): what
 * shapes the work it timed (`--fast --fast-insert --small-test`), or `none`. Runs with other
 * arguments ran other loops (30 of 84 operations between a --fast and a plain run-all-tests: a DBA's pass).
 */
export function shapingArguments(argumentsLine: string): string {
  const shaping = argumentsLine.split(/\s+/).filter((word) => word.startsWith('--') && !WHERE_AND_WHO.test(word));
  return shaping.length > 0 ? shaping.join(' ') : 'none';
}
