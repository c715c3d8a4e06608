// mysqlbench, the MySQL port of pgbench (seed 004): the same output with dotted leaders, read by
// pgbench's reader (pgbench.ts lists this tool), and nearly the same command line: its -P is the
// password (redacted), -U the user.
import type { BenchmarkFormat } from './format';
import { hasOption, PGBENCH_REPEATABLE, pgbenchParameters, pgbenchTestName } from './pgbench-command';

const TOOL = 'mysqlbench';

const VALUE_FLAGS = new Set(['c', 't', 'h', 'p', 'P', 'U', 's', 'S']);

export const mysqlbench: BenchmarkFormat<typeof TOOL> = {
  tool: TOOL,
  label: TOOL,
  accepts: TOOL,
  output: null,
  command: {
    programs: [TOOL],
    isCommand: hasOption,
    shortValueFlags: VALUE_FLAGS,
    repeatable: PGBENCH_REPEATABLE,
    mode: () => null,
    setupModes: new Set(),
    parameters: (cmd) => pgbenchParameters(cmd, { progress: false }),
    testName: (_cmd, run) => run.test ?? pgbenchTestName(run.parameters),
    secretFlags: [{ flag: 'P', separate: true }],
  },
  redactions: [],
  reportLines: null,
  capabilities: {
    kind: 'throughput',
    headline: ['metrics.tps'],
    reports: ['metrics.tps', 'metrics.errors', 'figures.tpsIncludingConnections'],
    // pgbench ≤ 13 and mysqlbench print tps twice: with the connections' setup in it, and without (the headline)
    metrics: [{ key: 'tpsIncludingConnections', label: 'tps including connections establishing', unit: 'tps', direction: 'higher' }],
    labels: { 'metrics.errors': 'failed transactions', 'figures.tpsIncludingConnections': 'tps including connections establishing' },
    // `number of clients: 8` is the concurrency (parameters.threads repeats it); `number of threads: 4` are its -j jobs
    concurrency: 'clients',
    // `tps (include connections establishing)  . : 669.439800` (it prints no latency)
    printedDecimals: { rate: 6, latency: 3 },
    parameterLabels: { threads: null, jobs: 'threads (jobs)' },
    latencyRows: 'Per-statement latencies (mysqlbench -r)',
  },
  // seed 004 names it in its list of what it ran on (` mysqlbench 0.1.0`); the tool prints no banner
  proseVersion: /\bmysqlbench[ -]v?(\d+\.\d+(?:\.\d+)*)/gi,
  explainEmpty: null,
  hostFacts: null,
  databaseOf: () => 'mysql',
};
