// pgbench 9.x–18: its output (pgbench-output.ts, also read for mysqlbench), its command line and
// what the UI shows.

import type { ParsedRun } from '../types';
import type { BenchmarkFormat } from './format';
import { mysqlbench } from './mysqlbench';
import { hasOption, PGBENCH_REPEATABLE, pgbenchParameters, pgbenchTestName } from './pgbench-command';
import { PROGRESS_LINES } from './pgbench-lines';
import { isPgbenchStart, PgbenchBuilder } from './pgbench-output';

const TOOL = 'pgbench';

const VALUE_FLAGS = new Set(['b', 'c', 'D', 'f', 'F', 'h', 'j', 'L', 'M', 'p', 'P', 'R', 's', 'T', 't', 'U', 'I']);
/** pgbench's long options that take a value (pgbench --help, 9.x–18) */
const LONG_VALUE_OPTIONS: ReadonlySet<string> = new Set([
  'aggregate-interval',
  'builtin',
  'client',
  'define',
  'file',
  'fillfactor',
  'host',
  'index-tablespace',
  'init-steps',
  'jobs',
  'latency-limit',
  'log-prefix',
  'max-tries',
  'partition-method',
  'partitions',
  'port',
  'progress',
  'protocol',
  'random-seed',
  'rate',
  'sampling-rate',
  'scale',
  'show-script',
  'tablespace',
  'time',
  'transactions',
  'username',
]);
/**
 * pgbench ≤ 13 under -C (a connection per transaction) prints tps `(including connections
 * establishing)` and `(excluding …)`; the second leaves out the connections, nearly all of such a
 * run's time (86,432 transactions in 60 s printed 504,179 tps excluding, 1,440.5 including), and
 * pgbench 14 prints only the first, `(including reconnection times)`. So the run's tps is the
 * including figure (a PostgreSQL engineer's pass, 2026-12-07: the excluding one was stored).
 */
function connectPerTransactionTps(run: ParsedRun): void {
  const including = run.figures.tpsIncludingConnections;
  if (run.parameters.connectPerTransaction !== true || typeof including !== 'number' || run.metrics.tps === null) return;
  const excludingLine = run.sources['metrics.tps']?.[0];
  run.warnings.push({
    line: excludingLine ?? run.lines[0],
    message: `with -C (a connection per transaction) the tps excluding connections establishing (${run.metrics.tps}) leaves out most of the run's time: its tps is the one including them (${including}), as pgbench 14 and later print it`,
  });
  run.metrics.tps = including;
  run.sources['metrics.tps'] = run.sources['figures.tpsIncludingConnections'] ?? [];
  delete run.figures.tpsIncludingConnections;
  delete run.sources['figures.tpsIncludingConnections'];
}

/** pgbench 14+: `pgbench: error: connection to server … failed: FATAL:  password authentication failed …` */
const NO_CONNECTION = /^pgbench: (?:error|fatal): (?:connection to server|could not connect|connection to database)/;
const INIT_OUTPUT = /^done in [\d.]+ s \(|^creating tables\.\.\./;

/** mysqlbench prints pgbench's output (with dotted leaders): this reader builds runs of both. */
const tools = { plain: TOOL, dottedLeaders: mysqlbench.tool } as const;

export const pgbench: BenchmarkFormat<typeof TOOL> = {
  tool: TOOL,
  label: TOOL,
  accepts: TOOL,
  output: {
    tools: [tools.plain, tools.dottedLeaders],
    isStart: isPgbenchStart,
    open: (_text, line) => new PgbenchBuilder(tools, line),
  },
  command: {
    programs: [TOOL],
    isCommand: hasOption,
    shortValueFlags: VALUE_FLAGS,
    longValueOptions: LONG_VALUE_OPTIONS,
    repeatable: PGBENCH_REPEATABLE,
    mode: (options) => ('i' in options || 'initialize' in options ? 'init' : null),
    setupModes: new Set(),
    parameters: (cmd) => pgbenchParameters(cmd, { progress: true }),
    testName: (_cmd, run) => run.test ?? pgbenchTestName(run.parameters),
    // the password comes from PGPASSWORD or ~/.pgpass (both redacted by the generic rules)
    secretFlags: [],
    withCommand: connectPerTransactionTps,
  },
  redactions: [],
  reportLines: PROGRESS_LINES,
  capabilities: {
    kind: 'throughput',
    // --max-tries=0 retries a failed transaction without limit
    zeroMeansNoLimit: ['maxTries'],
    headline: ['metrics.tps'],
    reports: ['metrics.tps', 'metrics.durationS', 'metrics.errors', 'metrics.latencyMs.avg', 'figures.tpsIncludingConnections'],
    // pgbench ≤ 13 and mysqlbench print tps twice: with the connections' setup in it, and without (the headline)
    metrics: [{ key: 'tpsIncludingConnections', label: 'tps including connections establishing', unit: 'tps', direction: 'higher' }],
    labels: { 'metrics.errors': 'failed transactions', 'figures.tpsIncludingConnections': 'tps including connections establishing' },
    // `number of clients: 8` is the concurrency (parameters.threads repeats it); `number of threads: 4` are its -j jobs
    concurrency: 'clients',
    printedDecimals: { rate: 6, latency: 3 },
    parameterLabels: { threads: null, jobs: 'threads (jobs)' },
    latencyRows: 'Per-statement latencies (pgbench -r)',
  },
  proseVersion: null,
  // pgbench -i loads the tables and prints its steps: a log of it (or its command alone) is no run
  explainEmpty: (lines, commands) => {
    const failed = lines.findIndex((l) => NO_CONNECTION.test(l));
    if (failed >= 0)
      return {
        line: failed + 1,
        message: `pgbench could not connect (line ${failed + 1}: ${lines[failed]?.trim().slice(0, 200)}): it ran no transactions`,
      };
    let i = lines.findIndex((l) => INIT_OUTPUT.test(l));
    const init = commands.find((c) => c.command.format?.tool === TOOL && c.command.mode === 'init');
    if (i < 0 && init) i = init.start - 1;
    if (i < 0) return null;
    return {
      line: i + 1,
      message: 'pgbench initialization log (pgbench -i): it loads the tables but runs no transactions; upload the output of a pgbench run',
    };
  },
  hostFacts: null,
  databaseOf: () => 'postgresql',
};
