// The keyed lines of a sysbench report (0.4 to 1.1), each with what it sets on the run. One
// table instead of nested ifs; every regex anchored and tolerant of a TAB and a note after a value.
import type { RunDraft } from '../draft';
import { toNumber } from '../numbers';
import { QUEUE_LINE } from './sysbench-intervals';
import { FILE_TEST_MODES, inMiB, inMs } from './sysbench-units';

/** sysbench's banner (`sysbench 1.0.20 (using …)`, `sysbench 0.4.12:  multi-threaded …`) */
export const SYSBENCH_BANNER = /^sysbench v?(\d+\.\d[\w.-]*)(?::| \(using|\s*$)/;
export const OPTIONS_HEADER = /^Running the test with following options:/;
export const SUMMARY_HEADERS =
  /^(OLTP test statistics|SQL statistics|General statistics|Test execution summary|Throughput|CPU speed|File operations):\s*$/;

/** sysbench 1.x prints these before its banner when given 0.5-era options. */
export const DEPRECATION = /^WARNING: (?:the )?--[\w-]+ (?:option )?is deprecated/;

/**
 * A summary line's key, whatever follows it: one SYSBENCH_LINES could not read (`transactions:
 * 1,234 (1,234.56 per sec.)`, `total number of events: 1e+05`) is said, not the end of the run.
 */
export const UNREAD_SUMMARY_LINE =
  /^(?:transactions|queries|read|write|other|total|deadlocks|read\/write requests|other operations|ignored errors|reconnects|total time|time elapsed|total number of events|total time taken by event execution|events per second|events\/s \(eps\)|min|avg|max|sum|approx\. {1,4}\d{1,3}(?:\.\d{1,4})? percentile|\d{1,3}(?:\.\d{1,4})?th percentile|events \(avg\/stddev\)|execution time \(avg\/stddev\)|reads\/s|writes\/s|fsyncs\/s|read, MiB\/s|written, MiB\/s|Total operations|Operations performed):/;

export const HISTOGRAM_ROW = /^(\d+(?:\.\d+)?) \|[* ]*?\s(\d+)$/;

export type Section = 'queries' | 'latency' | 'fairness' | 'histogram' | 'other';

/** What a line handler may change on the run being read. */
export interface SysbenchState {
  readonly draft: RunDraft;
  section: Section;
  test: string | null;
  finished: boolean;
  /** the line of the first FATAL: the run failed there, whatever summary it printed */
  failure: number | null;
  /** the printed rates qps is made of, and 0.4's `Skipping BEGIN/COMMIT` line (its `other` then counts no statement) */
  rates: { rw?: { text: string; line: number }; other?: { text: string; line: number }; skippedTrx?: number };
  latencyLine(name: 'min' | 'avg' | 'max', value: string | undefined, line: number): void;
  fileio(name: string, value: string | undefined, line: number): void;
}

/** `min: 0.0031s`: the latency in ms, flagged as converted when the line printed seconds */
function latencyIn(b: SysbenchState, name: 'min' | 'avg' | 'max', m: RegExpExecArray, line: number): void {
  b.latencyLine(name, inMs(m[1], m[2]), line);
  if (m[2] === 's') b.draft.converted(`metrics.latencyMs.${name}`);
}

type Handler = (b: SysbenchState, m: RegExpExecArray, line: number) => void;

const COUNT_PER_SEC = '(\\d+)\\s+\\((\\d+(?:\\.\\d+)?) per sec\\.\\)';
/** a latency: `0.48ms` (0.4.10+, 0.5), bare (1.x), or `0.0031s` in seconds (0.4.8 and before) */
const MS = '(\\d+(?:\\.\\d+)?)(ms|s)?';

/** Keyed summary lines. `(?=\s|$)` after values tolerates a TAB and a note after a value. */
export const SYSBENCH_LINES: [RegExp, Handler][] = [
  [
    /^queries performed:/,
    (b) => {
      b.section = 'queries';
    },
  ],
  [/^read:\s+(\d+)(?=\s|$)/, (b, m, l) => b.draft.figure('queriesRead', toNumber(m[1]), l)],
  [/^write:\s+(\d+)(?=\s|$)/, (b, m, l) => b.draft.figure('queriesWrite', toNumber(m[1]), l)],
  [/^other:\s+(\d+)(?=\s|$)/, (b, m, l) => b.draft.figure('queriesOther', toNumber(m[1]), l)],
  [/^total:\s+(\d+)(?=\s|$)/, (b, m, l) => b.draft.figure('queriesTotal', toNumber(m[1]), l)],
  [
    new RegExp(`^transactions:\\s+${COUNT_PER_SEC}`),
    (b, m, l) => {
      b.draft.figure('transactions', toNumber(m[1]), l);
      b.draft.metric('tps', toNumber(m[2]), l);
    },
  ],
  [
    new RegExp(`^queries:\\s+${COUNT_PER_SEC}`),
    (b, m, l) => {
      b.draft.figure('queries', toNumber(m[1]), l);
      b.draft.metric('qps', toNumber(m[2]), l);
    },
  ],
  [
    new RegExp(`^deadlocks:\\s+${COUNT_PER_SEC}`),
    (b, m, l) => {
      b.draft.figure('deadlocks', toNumber(m[1]), l);
      b.draft.figure('deadlocksPerSec', toNumber(m[2]), l);
    },
  ],
  [
    new RegExp(`^read/write requests:\\s+${COUNT_PER_SEC}`),
    (b, m, l) => {
      b.draft.figure('readWriteRequests', toNumber(m[1]), l);
      b.draft.figure('readWriteRequestsPerSec', toNumber(m[2]), l);
      b.rates.rw = { text: m[2] as string, line: l };
    },
  ],
  [
    new RegExp(`^other operations:\\s+${COUNT_PER_SEC}`),
    (b, m, l) => {
      b.draft.figure('otherOperations', toNumber(m[1]), l);
      b.draft.figure('otherOperationsPerSec', toNumber(m[2]), l);
      b.rates.other = { text: m[2] as string, line: l };
    },
  ],
  [
    new RegExp(`^ignored errors:\\s+${COUNT_PER_SEC}`),
    (b, m, l) => {
      b.draft.metric('errors', toNumber(m[1]), l);
      b.draft.figure('errorsPerSec', toNumber(m[2]), l);
    },
  ],
  [
    new RegExp(`^reconnects:\\s+${COUNT_PER_SEC}`),
    (b, m, l) => {
      b.draft.metric('reconnects', toNumber(m[1]), l);
      b.draft.figure('reconnectsPerSec', toNumber(m[2]), l);
    },
  ],
  [/^(?:total time|time elapsed):\s+(\d+(?:\.\d+)?)s(?=\s|$)/, (b, m, l) => b.draft.metric('durationS', toNumber(m[1]), l)],
  [/^total number of events:\s+(\d+)(?=\s|$)/, (b, m, l) => b.draft.figure('events', toNumber(m[1]), l)],
  [
    /^total time taken by event execution:\s+(\d+(?:\.\d+)?)s?(?=\s|$)/,
    (b, m, l) => b.draft.figure('eventExecutionTimeS', toNumber(m[1]), l),
  ],
  [/^events per second:\s+(\d+(?:\.\d+)?)(?=\s|$)/, (b, m, l) => b.draft.metric('eventsPerSec', toNumber(m[1]), l)],
  [/^events\/s \(eps\):\s+(\d+(?:\.\d+)?)(?=\s|$)/, (b, m, l) => b.draft.metric('eventsPerSec', toNumber(m[1]), l)],
  [
    /^(?:per-request statistics|response time|Latency \(ms\)):\s*$/,
    (b) => {
      b.section = 'latency';
    },
  ],
  [new RegExp(`^min:\\s+${MS}(?=\\s|$)`), (b, m, l) => latencyIn(b, 'min', m, l)],
  [new RegExp(`^avg:\\s+${MS}(?=\\s|$)`), (b, m, l) => latencyIn(b, 'avg', m, l)],
  [new RegExp(`^max:\\s+${MS}(?=\\s|$)`), (b, m, l) => latencyIn(b, 'max', m, l)],
  [
    new RegExp(`^(?:approx\\.\\s+(\\d+(?:\\.\\d+)?) percentile|(\\d+(?:\\.\\d+)?)th percentile):\\s+${MS}(?=\\s|$)`),
    (b, m, l) => {
      b.draft.latency('percentile', toNumber(m[1] ?? m[2]), l);
      b.draft.latency('percentileValue', toNumber(inMs(m[3], m[4])), l);
      if (m[4] === 's') b.draft.converted('metrics.latencyMs.percentileValue');
    },
  ],
  [/^percentile stats:\s+disabled/, () => {}],
  [/^sum:\s+(\d+(?:\.\d+)?)(?=\s|$)/, (b, m, l) => b.draft.figure('latencySumMs', toNumber(m[1]), l)],
  [
    /^Threads fairness:/,
    (b) => {
      b.section = 'fairness';
    },
  ],
  [
    /^events \(avg\/stddev\):\s+(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)/,
    (b, m, l) => {
      b.draft.figure('fairnessEventsAvg', toNumber(m[1]), l);
      b.draft.figure('fairnessEventsStddev', toNumber(m[2]), l);
    },
  ],
  [
    /^execution time \(avg\/stddev\):\s+(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)/,
    (b, m, l) => {
      b.draft.figure('fairnessTimeAvgS', toNumber(m[1]), l);
      b.draft.figure('fairnessTimeStddevS', toNumber(m[2]), l);
      b.finished = true;
    },
  ],
  // memory test: 1.x `Total operations: N (X per second)`, 0.4 `Operations performed: N (X ops/sec)`
  [
    /^(?:Total operations|Operations performed):\s+(\d+)\s+\((\d+(?:\.\d+)?) (?:per second|ops\/sec)\)/,
    (b, m, l) => {
      b.draft.figure('operations', toNumber(m[1]), l);
      b.draft.metric('eventsPerSec', toNumber(m[2]), l);
      b.test ??= 'memory';
    },
  ],
  [
    /^(\d+(?:\.\d+)?) (MiB|MB) transferred \((\d+(?:\.\d+)?) (?:MiB|MB)\/sec\)/,
    (b, m, l) => {
      b.draft.figure('transferredMiB', toNumber(m[1]), l);
      b.draft.figure('throughputMiBPerSec', toNumber(m[3]), l);
    },
  ],
  // fileio: 0.4 `Operations performed:  6000 Read, 4000 Write, 12800 Other = 22800 Total`, `333.33 Requests/sec executed`
  [
    /^Operations performed:\s+(\d+) Reads?, (\d+) Writes?, (\d+) Other = (\d+) Total/,
    (b, m, l) => {
      b.draft.figure('fileReads', toNumber(m[1]), l);
      b.draft.figure('fileWrites', toNumber(m[2]), l);
      b.draft.figure('fileOther', toNumber(m[3]), l);
      b.draft.figure('fileTotal', toNumber(m[4]), l);
      b.test ??= 'fileio';
    },
  ],
  // 0.4 fileio picks the unit to suit the size (`5.2083Mb/sec`, `5333.33Kb/sec`): its b/Kb/Mb/Gb/Tb
  // are powers of 1024 (MiB), so each is stored in MiB (a power of two scales a double exactly)
  [
    /^Read ([\d.]+(?:[A-Za-z_]\w*|\d))\s+Written ([\d.]+(?:[A-Za-z_]\w*|\d))\s+Total transferred ([\d.]+)([A-Za-z_]\w*|\d)\s+\(([\d.]+)([A-Za-z_]\w*|\d)\/sec\)/,
    (b, m, l) => {
      b.draft.figure('transferredMiB', inMiB(m[3], m[4]), l);
      b.draft.figure('throughputMiBPerSec', inMiB(m[5], m[6]), l);
      if (m[4] !== 'Mb') b.draft.converted('figures.transferredMiB');
      if (m[6] !== 'Mb') b.draft.converted('figures.throughputMiBPerSec');
    },
  ],
  [/^(\d+(?:\.\d+)?) Requests\/sec executed/, (b, m, l) => b.draft.metric('eventsPerSec', toNumber(m[1]), l)],
  // fileio 1.x
  [/^reads\/s:\s+(\d+(?:\.\d+)?)/, (b, m, l) => b.fileio('fileReadsPerSec', m[1], l)],
  [/^writes\/s:\s+(\d+(?:\.\d+)?)/, (b, m, l) => b.fileio('fileWritesPerSec', m[1], l)],
  [/^fsyncs\/s:\s+(\d+(?:\.\d+)?)/, (b, m, l) => b.fileio('fileFsyncsPerSec', m[1], l)],
  [/^read, MiB\/s:\s+(\d+(?:\.\d+)?)/, (b, m, l) => b.fileio('readMiBPerSec', m[1], l)],
  [/^written, MiB\/s:\s+(\d+(?:\.\d+)?)/, (b, m, l) => b.fileio('writtenMiBPerSec', m[1], l)],
  // the "Running the test with following options" header
  [/^Number of threads:\s+(\d+)/, (b, m, l) => b.draft.param('threads', toNumber(m[1]), l)],
  [/^Target transaction rate:\s+(\d+)\/sec/, (b, m, l) => b.draft.param('rate', toNumber(m[1]), l)],
  [/^Report intermediate results every (\d+) second/, (b, m, l) => b.draft.param('reportInterval', toNumber(m[1]), l)],
  [/^Maximum number of requests for OLTP test is limited to (\d+)/, (b, m, l) => b.draft.param('events', toNumber(m[1]), l)],
  [/^Using (\w+) distribution/, (b, m, l) => b.draft.param('randType', (m[1] ?? '').toLowerCase(), l)],
  [/^Running (\w+) OLTP test/, (b, m, l) => b.draft.param('oltpMode', m[1], l)],
  [/^Doing read-only test/, (b, _m, l) => b.draft.param('readOnly', true, l)],
  [
    /^Doing OLTP test/,
    (b) => {
      b.test ??= 'oltp';
    },
  ],
  [
    /^Doing CPU performance benchmark/,
    (b) => {
      b.test ??= 'cpu';
    },
  ],
  [
    /^(?:Maximum prime number checked in CPU test|Prime numbers limit):\s+(\d+)/,
    (b, m, l) => b.draft.param('cpuMaxPrime', toNumber(m[1]), l),
  ],
  [
    /^(?:Doing memory operations speed test|Running memory speed test)/,
    (b) => {
      b.test ??= 'memory';
    },
  ],
  [
    /^Doing thread subsystem performance test/,
    (b) => {
      b.test ??= 'threads';
    },
  ],
  // 0.4/0.5 threads test's options: `Thread yields per test: 1000 Locks used: 8`
  [
    /^Thread yields per test:\s*(\d+)\s+Locks used:\s*(\d+)/,
    (b, m, l) => {
      b.test ??= 'threads';
      b.draft.param('threadYields', toNumber(m[1]), l);
      b.draft.param('threadLocks', toNumber(m[2]), l);
    },
  ],
  [
    /^Doing mutex performance test/,
    (b) => {
      b.test ??= 'mutex';
    },
  ],
  [
    /^Doing (random r\/w|random read|random write|sequential write \(creation\)|sequential rewrite|sequential read) test/,
    (b, m, l) => {
      b.test ??= 'fileio';
      // as --file-test-mode names it: a log with this line and one without are the same test
      b.draft.param('fileTestMode', FILE_TEST_MODES[m[1] as string] ?? m[1], l);
    },
  ],
  [
    /^(?:CPU speed|File operations|Throughput|Latency histogram \(values are in milliseconds\)|OLTP test statistics|SQL statistics|General statistics|Test execution summary):?\s*$/,
    () => {},
  ],
  [
    /^value\s+-+ distribution -+ count$/,
    (b) => {
      b.section = 'histogram';
    },
  ],
  [
    QUEUE_LINE,
    (b, m, l) => {
      const q = toNumber(m[2]) ?? 0;
      if (q > (b.draft.run.figures.maxQueueLength ?? -1)) b.draft.figure('maxQueueLength', q, l);
    },
  ],
  [
    /^(FATAL|ALERT|WARNING|ERROR|error):\s*(.*)/,
    (b, m, l) => {
      b.draft.warn(l, `${(m[1] ?? '').toUpperCase()}: ${m[2]}`);
      // a thread that lost its connection, an event queue that overflowed: the run did not go on
      if (m[1] === 'FATAL') b.failure ??= l;
    },
  ],
  [/^Skipping BEGIN\/COMMIT/, (b, _m, l) => Object.assign(b.rates, { skippedTrx: l })],
  // informational chatter sysbench prints (kept in the run, nothing to read)
  [
    /^(?:No DB drivers specified|Initializing (?:random number generator|worker threads)|Threads started!|Done\.|Time limit exceeded|\(last message repeated|Random number generator seed|Using "?(?:BEGIN|LOCK TABLES|auto_inc)|Using \d+ test tables|Using (?:synchronous|asynchronous|mmap)|Extra file open flags|\d+ files?, |\d(?:\w+|\d*\.\d\w+) total file size|Block size |Number of (?:random requests|IO requests)|Read\/Write ratio|Periodic FSYNC|Calling fsync|Thread yields per test|Memory (?:block size|transfer size|operations type|scope type)|block size:|total size:|operation:|scope:|Skipping BEGIN|Maximum number of requests|Number of unfinished transactions|Creating (?:table|secondary|a secondary)|Inserting \d+ records|Dropping table|Creating \d+ files|Removing test files)/,
    () => {},
  ],
];
