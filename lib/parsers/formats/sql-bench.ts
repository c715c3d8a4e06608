// sql-bench (MySQL's benchmark suite): run-all-tests summaries and single test-* outputs
// (sql-bench-output.ts). A suite of operations timed in seconds: lower total time is better.
import type { BenchmarkFormat } from './format';
import { COMPARE_LIST_START, COMPARE_TABLE_START, CompareResultsBuilder } from './sql-bench-compare';
import { isSqlBenchStart, SqlBenchBuilder } from './sql-bench-output';

const TOOL = 'sql-bench';
/** the program that runs the whole suite, and the test of its runs */
const SUITE = 'run-all-tests';
/** the program that prints several suites' results side by side */
const COMPARE = 'compare-results';
const KERNEL = /^Linux (\S+)/;

/** compare-results' list of files, or its table pasted alone */
const isCompareStart = (text: string) => COMPARE_LIST_START.test(text) || COMPARE_TABLE_START.test(text);

export const sqlBench: BenchmarkFormat<typeof TOOL> = {
  tool: TOOL,
  label: TOOL,
  accepts: TOOL,
  output: {
    tools: [TOOL],
    isStart: (text) => isSqlBenchStart(text) || isCompareStart(text),
    open: (text, line) =>
      isCompareStart(text) ? new CompareResultsBuilder(TOOL, SUITE, line) : new SqlBenchBuilder(TOOL, SUITE, line, text),
  },
  command: {
    programs: [SUITE, COMPARE],
    // each test of the suite is a script of its own: test-insert, test-ATIS, test-alter-table…
    programPattern: /^test-[a-z-]+$/i,
    isCommand: () => true,
    shortValueFlags: null,
    repeatable: new Set(),
    mode: () => null,
    setupModes: new Set(),
    parameters: () => ({}),
    // compare-results' columns are run-all-tests runs (their test is set)
    testName: (cmd, run) => (cmd.program === SUITE ? SUITE : (run.test ?? cmd.program)),
    // its password is `--password=…`: the generic option rule has it
    secretFlags: [],
  },
  redactions: [],
  reportLines: null,
  capabilities: {
    kind: 'suite',
    headline: ['metrics.durationS'],
    reports: ['metrics.durationS'],
    metrics: [],
    labels: { 'metrics.durationS': 'total time' },
    // as run-all-tests prints them above its results (its `Server version` is the run's server, shown apart)
    headerLabels: {
      date: 'Date of test',
      runningTestsOn: 'Running tests on',
      arguments: 'Arguments',
      comments: 'Comments',
      limitsFrom: 'Limits from',
      optimization: 'Optimization',
      hardware: 'Hardware',
    },
  },
  proseVersion: null,
  explainEmpty: null,
  // "Running tests on: Linux 2.6.32-220.4.2.el6.x86_64 x86_64"
  hostFacts: (run) => {
    const kernel = KERNEL.exec(run.header.runningTestsOn ?? '')?.[1];
    return kernel ? { os: 'Linux', kernel } : null;
  },
};
