// tpcc-mysql: Percona's TPC-C driver for MySQL, `tpcc_start` (its output: tpcc-mysql-output.ts).
// The headline is tpmC, New-Order transactions per minute (higher is better), a figure of its own.
import type { ParsedCommand } from '../command';
import { num, parameterSetter, pick } from '../command-options';
import { maskHeard } from '../redact-values';
import type { ParameterValue } from '../types';
import type { BenchmarkFormat } from './format';
import { isTpccStart, OPTION_PARAMETERS, TpccBuilder } from './tpcc-mysql-output';

const TOOL = 'tpcc-mysql';
const START = 'tpcc_start';
/** loads the warehouses before a run: its output measures nothing */
const LOAD = 'tpcc_load';

/** `-h host -P port -d db -u user -p password -w warehouses -c connections -r rampup -l measure -i interval -f file -t file` (getopt) */
const VALUE_FLAGS = new Set(['h', 'P', 'd', 'u', 'p', 'w', 'c', 'r', 'l', 'i', 'f', 't']);
const LOADER_OUTPUT = /TPC-C Data Loader/;

function parameters(cmd: ParsedCommand): Record<string, ParameterValue> {
  const p: Record<string, ParameterValue> = {};
  const set = parameterSetter(p);
  for (const [flag, keys] of Object.entries(OPTION_PARAMETERS)) for (const key of keys) set(key, num(pick(cmd.options, flag)));
  return p;
}

/** `option p with value 'secret'`: tpcc_start echoes its password */
const ECHOED_PASSWORD = /^([ \t]*option p with value )([^\n]*)/gm;
/** `       [pass]: secret` in its parameters block */
const PRINTED_PASSWORD = /^([ \t]*\[pass\]:)([^\n]*)/gm;

/**
 * tpcc-mysql's older positional command lines: `tpcc_load host:port db user "password" warehouses`,
 * `tpcc_start host:port db user password warehouses connections …`. The fourth argument, when a
 * number follows it, on one line or continued over `\` lines. Linear: each argument is one run of
 * non-blanks between blanks.
 */
const POSITIONAL_PASSWORD =
  /(\btpcc_(?:load|start)(?:[ \t]|\\\n)+[^\s\\-]\S*(?:[ \t]|\\\n)+[^\s\\]\S*(?:[ \t]|\\\n)+[^\s\\]\S*(?:[ \t]|\\\n)+)("[^"\n]*"|'[^'\n]*'|[^\s\\'"]\S*)(?=(?:[ \t]|\\\n)+\d)/g;
const maskPositional = (match: string, prefix: string, value: string) =>
  value === '""' || value === "''"
    ? match
    : `${prefix}${value[0] === '"' || value[0] === "'" ? `${value[0]}${maskHeard(value)}${value[0]}` : maskHeard(value)}`;

/** The value after a prefix replaced, its spacing kept; an empty one stays empty. */
const maskAfter = (quote: string) => (match: string, prefix: string, rest: string) => {
  const value = rest.trim();
  if (value === '' || value === `${quote}${quote}`) return match;
  return `${prefix}${rest.slice(0, rest.indexOf(value))}${quote}${maskHeard(value)}${quote}`;
};

export const tpccMysql: BenchmarkFormat<typeof TOOL> = {
  tool: TOOL,
  label: TOOL,
  accepts: `${TOOL} (${START})`,
  output: {
    tools: [TOOL],
    isStart: isTpccStart,
    open: (_text, line) => new TpccBuilder(TOOL, line),
  },
  command: {
    programs: [START, LOAD],
    isCommand: (rest) => rest.some((t) => t.startsWith('-')),
    shortValueFlags: VALUE_FLAGS,
    repeatable: new Set(),
    mode: (_options, _positionals, program) => (program === LOAD ? 'load' : null),
    setupModes: new Set(['load']),
    parameters,
    testName: (_cmd, run) => run.test,
    secretFlags: [{ flag: 'p', separate: true }],
  },
  redactions: [
    { name: 'tpcc_start option echo', probe: (t) => t.includes('option p with value'), pattern: ECHOED_PASSWORD, replace: maskAfter("'") },
    { name: 'tpcc_start parameters block', probe: (t) => t.includes('[pass]:'), pattern: PRINTED_PASSWORD, replace: maskAfter('') },
    {
      name: 'tpcc-mysql positional command line',
      probe: (t) => t.includes('tpcc_load') || t.includes('tpcc_start'),
      pattern: POSITIONAL_PASSWORD,
      replace: maskPositional,
    },
  ],
  reportLines: null,
  capabilities: {
    kind: 'throughput',
    headline: ['figures.tpmC'],
    reports: ['figures.tpmC', 'metrics.durationS', 'intervals.tps', 'intervals.latencyMs'],
    metrics: [{ key: 'tpmC', label: 'tpmC', unit: 'tpmC', direction: 'higher' }],
    labels: {
      'figures.tpmC': 'tpmC (New-Order transactions per minute)',
      'intervals.tps': 'New-Order transactions/s',
      'intervals.latencyMs': 'New-Order 95th percentile, ms',
    },
    concurrency: 'connections',
    parameterLabels: { threads: null },
    latencyRows: 'Per-transaction latencies (tpcc-mysql)',
  },
  proseVersion: null,
  explainEmpty: (lines, commands) => {
    const load = commands.find((c) => c.command.format?.tool === TOOL && c.command.mode === 'load');
    const i = lines.findIndex((l) => LOADER_OUTPUT.test(l));
    const line = i >= 0 ? i + 1 : load?.start;
    if (line === undefined) return null;
    return { line, message: `${LOAD} output: it loads the warehouses but measures nothing; upload the output of ${START}` };
  },
  hostFacts: null,
  databaseOf: () => 'mysql',
};
