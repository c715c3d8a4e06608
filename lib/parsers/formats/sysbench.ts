// sysbench 0.4 to 1.1: its output (sysbench-output.ts), its command line and what the UI shows.
import type { ParsedCommand } from '../command';
import { num, onOff, parameterSetter, pick } from '../command-options';
import { maskHeard } from '../redact-values';
import type { ParameterValue } from '../types';
import type { BenchmarkFormat } from './format';
import { INTERVAL_LINES } from './sysbench-intervals';
import { isSysbenchStart, SysbenchBuilder } from './sysbench-output';
import { sysbenchTestFromFileName, sysbenchTestFromTitle } from './sysbench-titles';

const TOOL = 'sysbench';
/** sysbench's tests of the machine alone: a database server's version is never theirs (a log of one beside an OLTP run's server line took MariaDB 10.11.19) */
const SERVERLESS_TESTS = new Set(['cpu', 'fileio', 'memory', 'threads', 'mutex']);

const MODES = new Set(['prepare', 'run', 'cleanup', 'help', 'warmup', 'prewarm']);
const TESTS = /^(?:oltp\w*|select_random\w*|bulk_insert|cpu|fileio|memory|threads|mutex|.*\.lua)$/;

/** A sysbench 1.x script run as a program of its own (`#!/usr/bin/env sysbench`): `/usr/share/sysbench/oltp_update_index.lua`, `./tpcc.lua`. */
const SCRIPT = /\.lua$/;

/** sysbench 0.4 `--test=oltp`, 0.5 `--test=…/oltp.lua`, 1.0 positional `oltp_read_write`, a path, or the script run itself. */
function testName(cmd: ParsedCommand): string | null {
  const script = cmd.options.test ?? cmd.positionals.find((p) => !MODES.has(p)) ?? (SCRIPT.test(cmd.program) ? cmd.program : undefined);
  if (!script) return null;
  return script.replace(/^.*[\\/]/, '').replace(/\.lua$/, '') || null;
}

function parameters(cmd: ParsedCommand): Record<string, ParameterValue> {
  const o = cmd.options;
  const p: Record<string, ParameterValue> = {};
  const set = parameterSetter(p);
  set('threads', num(pick(o, 'threads', 'num-threads')));
  set('time', num(pick(o, 'time', 'max-time')));
  set('events', num(pick(o, 'events', 'max-requests')));
  set('tables', num(pick(o, 'tables', 'oltp-tables-count', 'oltp-table-count')));
  set('tableSize', num(pick(o, 'table-size', 'oltp-table-size')));
  set('randType', pick(o, 'rand-type', 'oltp-dist-type'));
  set('readOnly', onOff(pick(o, 'oltp-read-only')));
  set('percentile', num(pick(o, 'percentile')));
  set('reportInterval', num(pick(o, 'report-interval')));
  set('rate', num(pick(o, 'rate', 'tx-rate')));
  set('dbDriver', pick(o, 'db-driver'));
  set('tableEngine', pick(o, 'mysql-table-engine'));
  set('psMode', pick(o, 'db-ps-mode'));
  set('rangeSize', num(pick(o, 'range-size', 'oltp-range-size')));
  set('pointSelects', num(pick(o, 'point-selects', 'oltp-point-selects')));
  set('skipTrx', onOff(pick(o, 'skip-trx', 'oltp-skip-trx')));
  set('histogram', onOff(pick(o, 'histogram')));
  set('cpuMaxPrime', num(pick(o, 'cpu-max-prime')));
  set('fileTestMode', pick(o, 'file-test-mode'));
  set('fileTotalSize', pick(o, 'file-total-size'));
  // what changes the meaning of fileio's and memory's figures: sizes, modes, how often it syncs
  set('fileNum', num(pick(o, 'file-num')));
  set('fileBlockSize', pick(o, 'file-block-size'));
  set('fileIoMode', pick(o, 'file-io-mode'));
  set('fileExtraFlags', pick(o, 'file-extra-flags'));
  set('fileFsyncFreq', num(pick(o, 'file-fsync-freq')));
  set('fileFsyncAll', onOff(pick(o, 'file-fsync-all')));
  set('fileFsyncEnd', onOff(pick(o, 'file-fsync-end')));
  set('fileFsyncMode', pick(o, 'file-fsync-mode'));
  set('fileRwRatio', num(pick(o, 'file-rw-ratio')));
  set('memoryBlockSize', pick(o, 'memory-block-size'));
  set('memoryTotalSize', pick(o, 'memory-total-size'));
  set('memoryScope', pick(o, 'memory-scope'));
  set('memoryOper', pick(o, 'memory-oper'));
  set('memoryAccessMode', pick(o, 'memory-access-mode'));
  set('threadYields', num(pick(o, 'thread-yields')));
  set('threadLocks', num(pick(o, 'thread-locks')));
  set('mutexNum', num(pick(o, 'mutex-num')));
  set('mutexLocks', num(pick(o, 'mutex-locks')));
  set('mutexLoops', num(pick(o, 'mutex-loops')));
  set('ignoreErrors', pick(o, 'mysql-ignore-errors', 'pgsql-ignore-errors'));
  set('validate', onOff(pick(o, 'validate')));
  set('reportCheckpoints', pick(o, 'report-checkpoints'));
  set('mode', cmd.mode);
  return p;
}

/** `--mysql-debug=on` (or `--db-debug=on`) prints the client call, password and all (maskDebugConnect). */
const DEBUG_CONNECT = /(mysql_real_connect\()([^\n]*)/g;
/** After the password in the debug call: `", "<db>", <port>, ` (sysbench prints the arguments with `"%s"`, unescaped) */
const AFTER_PASSWORD = /", "[^"\n]*", \d+, /g;

/**
 * `mysql_real_connect(0x7f…, "localhost", "sb", "S3cret", "sbtest", 0, "/run/mysqld/mysqld.sock", …)`:
 * the password is what lies between the user's `", "` and the database's. sysbench does not escape
 * a quote in it, so its end is found from the right (the last `", "<db>", <port>, `); when the line
 * is not of that shape, all after the user is masked (too much is safer).
 */
function maskDebugConnect(m: string, call: string, args: string): string {
  const host = args.indexOf('", "');
  const user = host < 0 ? -1 : args.indexOf('", "', host + 4);
  if (user < 0) return m;
  const from = user + 4;
  let to = -1;
  AFTER_PASSWORD.lastIndex = from - 1;
  for (let found = AFTER_PASSWORD.exec(args); found; found = AFTER_PASSWORD.exec(args)) {
    to = found.index;
    AFTER_PASSWORD.lastIndex = found.index + 1;
  }
  const password = to >= from ? args.slice(from, to) : args.slice(from);
  if (password === '' || password === '(null)') return m;
  return `${call}${args.slice(0, from)}${maskHeard(password)}${to >= from ? args.slice(to) : '"'}`;
}

const PREPARE_OUTPUT =
  /Creating table 'sbtest|Inserting \d+ records into 'sbtest|Dropping table 'sbtest|^Creating file test_file\.\d|^Removing test files/;
/** What sysbench prints when it will not run the command it was given (a bad option value, an unknown option) */
const REFUSED = /^(?:FATAL: --|Invalid value for the '|invalid option: |Unrecognized command line argument: )/;
const NAMES_SYSBENCH = /\bsysbench\b/;

export const sysbench: BenchmarkFormat<typeof TOOL> = {
  tool: TOOL,
  label: TOOL,
  accepts: `${TOOL} 0.4–1.1`,
  output: {
    tools: [TOOL],
    isStart: isSysbenchStart,
    open: (_text, line) => new SysbenchBuilder(TOOL, line),
  },
  command: {
    programs: [TOOL],
    programPattern: SCRIPT,
    // "sysbench test" in prose is not a command: a real one has options, a mode or a test name
    isCommand: (rest) => rest.some((t) => t.startsWith('--') || MODES.has(t) || TESTS.test(t)),
    shortValueFlags: null,
    repeatable: new Set(),
    mode: (_options, positionals) => positionals.find((p) => MODES.has(p)) ?? null,
    setupModes: new Set(['prepare', 'cleanup', 'help', 'warmup', 'prewarm']),
    parameters,
    // 0.5 prints `OLTP test statistics:` for every database script (insert.lua, select.lua, …): that
    // generic `oltp` yields to the script the command ran; a test the output names otherwise wins
    testName: (cmd, run) => (run.test === 'oltp' ? (testName(cmd) ?? run.test) : (run.test ?? testName(cmd))),
    // passwords are `--mysql-password=…`, `--pgsql-password=…`: the generic option rule has them
    secretFlags: [],
  },
  redactions: [
    {
      name: 'sysbench debug connect',
      probe: (t) => t.includes('mysql_real_connect('),
      pattern: DEBUG_CONNECT,
      replace: maskDebugConnect,
    },
  ],
  reportLines: INTERVAL_LINES,
  capabilities: {
    kind: 'throughput',
    printedDecimals: { rate: 2, latency: 2 },
    // OLTP tests report tps; cpu, memory, threads, mutex and fileio events/s (the one headline the
    // compare bars, repeats, history and alerts read too). The MiB/s memory and 0.4's fileio moved,
    // what their readers quote, is a figure of the format: a card after the headline's, and compared
    headline: ['metrics.tps', 'metrics.eventsPerSec'],
    reports: [
      'metrics.tps',
      'figures.throughputMiBPerSec',
      'metrics.qps',
      'metrics.eventsPerSec',
      'metrics.durationS',
      'metrics.errors',
      'metrics.reconnects',
      'metrics.latencyMs.min',
      'metrics.latencyMs.avg',
      'metrics.latencyMs.max',
      'metrics.latencyMs.percentileValue',
    ],
    metrics: [{ key: 'throughputMiBPerSec', label: 'MiB/s', unit: 'MiB/s', direction: 'higher' }],
    labels: { 'figures.throughputMiBPerSec': 'MiB transferred per second' },
    parameterLabels: { queryKinds: 'queries run' },
    // sysbench's own help: "limit for total number of events [0]", "0 to disable" (0.4's --max-requests and --max-time too)
    zeroMeansNoLimit: ['events', 'time', 'rate'],
  },
  // a blog that says "sysbench 0.5" once (and prints no banner) tells the version of its runs
  proseVersion: /\bsysbench[ -]v?(\d+\.\d+(?:\.\d+)*)/gi,
  explainEmpty: (lines) => {
    const refused = lines.findIndex((l) => REFUSED.test(l.trim()));
    if (refused >= 0 && lines.some((l) => NAMES_SYSBENCH.test(l)))
      return {
        line: refused + 1,
        message: `sysbench refused to run the command (line ${refused + 1}: ${lines[refused]?.trim().slice(0, 160)}): it printed no results; fix the command and upload what the run prints`,
      };
    const i = lines.findIndex((l) => PREPARE_OUTPUT.test(l));
    if (i < 0) return null;
    return {
      line: i + 1,
      message:
        'sysbench prepare/cleanup output: it creates or removes its tables or files but measures nothing; upload the output of `sysbench … run`',
    };
  },
  testFromTitle: sysbenchTestFromTitle,
  testFromFileName: sysbenchTestFromFileName,
  hostFacts: null,
  databaseOf: (run) => {
    if (run.test !== null && SERVERLESS_TESTS.has(run.test)) return 'none';
    const driver = run.parameters.dbDriver;
    if (typeof driver !== 'string') return null;
    return /^pgsql$/i.test(driver) ? 'postgresql' : /^mysql$/i.test(driver) ? 'mysql' : null;
  },
};
