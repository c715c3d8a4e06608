// Command lines that launched a run: detected on their own line (after any prompt), joined over
// `\` continuations, tokenized like a shell would, and turned into normalized parameters.
import { stripDecorations } from './lines';
import { toNumber } from './numbers';
import type { ParameterValue } from './types';

export type CommandTool = 'sysbench' | 'pgbench' | 'mysqlbench' | 'run-all-tests' | 'sql-bench-test' | 'mysqld';

export type ParsedCommand = {
  tool: CommandTool;
  text: string;
  /** option name (dashes kept, `_` → `-`) → value; flags get "" */
  options: Record<string, string>;
  positionals: string[];
  /** sysbench: prepare | run | cleanup | help …; null when absent */
  mode: string | null;
  env: Record<string, string>;
};

const WRAPPERS = new Set(['sudo', 'time', 'nohup', 'exec', 'env', 'nice', 'command']);
const ENV_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const SQL_BENCH_TEST = /^test-[a-z-]+$/i;

function toolOf(token: string): CommandTool | null {
  const base = token.replace(/^.*[\\/]/, '');
  if (base === 'sysbench') return 'sysbench';
  if (base === 'pgbench') return 'pgbench';
  if (base === 'mysqlbench') return 'mysqlbench';
  if (base === 'run-all-tests') return 'run-all-tests';
  if (SQL_BENCH_TEST.test(base)) return 'sql-bench-test';
  if (base === 'mysqld' || base === 'mariadbd' || base === 'mysqld_safe' || base === 'mariadbd-safe') return 'mysqld';
  return null;
}

/** Shell-like split: quotes group, backslash-newline already removed by the caller. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let quote: '"' | "'" | null = null;
  let hasToken = false;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      hasToken = true;
    } else if (ch === ' ' || ch === '\t') {
      if (hasToken || current) tokens.push(current);
      current = '';
      hasToken = false;
    } else {
      current += ch;
      hasToken = true;
    }
  }
  if (hasToken || current) tokens.push(current);
  return tokens;
}

/** Does this line start a command of a tool we know? (The caller joins continuations.) */
export function commandToolOf(line: string): CommandTool | null {
  const text = stripDecorations(line);
  if (!text || text.length > 4096) return null;
  const tokens = tokenize(text.replace(/\\$/, ''));
  let i = 0;
  while (i < tokens.length && (ENV_ASSIGNMENT.test(tokens[i] ?? '') || WRAPPERS.has(tokens[i] ?? ''))) i++;
  const first = tokens[i];
  if (first === undefined) return null;
  const tool = toolOf(first);
  if (!tool) return null;
  const rest = tokens.slice(i + 1);
  // "sysbench 0.4.12:  multi-threaded…" and "pgbench (15.18 …)" are banners, not commands
  const next = rest[0] ?? '';
  if (/^\(|^\d+\.\d/.test(next)) return null;
  if (tool === 'mysqld' && !rest.some((t) => t.startsWith('--'))) return null;
  // "sysbench test" in prose is not a command: a real one has options, a mode or a test name
  if (tool === 'sysbench' && !rest.some((t) => t.startsWith('--') || SYSBENCH_MODES.has(t) || SYSBENCH_TESTS.test(t))) return null;
  if ((tool === 'pgbench' || tool === 'mysqlbench') && !rest.some((t) => t.startsWith('-'))) return null;
  return tool;
}

/** pgbench flags given once per script or variable */
const REPEATABLE = new Set(['b', 'f', 'D', 'builtin', 'file', 'define']);

export function parseCommand(text: string): ParsedCommand | null {
  const tokens = tokenize(
    stripDecorations(text)
      .replace(/\\\s*$/g, '')
      .replace(/\\\n/g, ' '),
  );
  const env: Record<string, string> = {};
  let i = 0;
  while (i < tokens.length && (ENV_ASSIGNMENT.test(tokens[i] ?? '') || WRAPPERS.has(tokens[i] ?? ''))) {
    const t = tokens[i] ?? '';
    const eq = t.indexOf('=');
    if (eq > 0) env[t.slice(0, eq)] = t.slice(eq + 1);
    i++;
  }
  const tool = toolOf(tokens[i] ?? '');
  if (!tool) return null;
  const options: Record<string, string> = {};
  const positionals: string[] = [];
  const args = tokens.slice(i + 1);
  for (let k = 0; k < args.length; k++) {
    const arg = args[k] ?? '';
    if (arg.startsWith('--') && arg.length > 2) {
      const eq = arg.indexOf('=');
      const name = (eq > 0 ? arg.slice(2, eq) : arg.slice(2)).replace(/_/g, '-');
      const given = eq > 0 ? arg.slice(eq + 1) : '';
      options[name] = REPEATABLE.has(name) && options[name] !== undefined ? `${options[name]} ${given}` : given;
    } else if (/^-[A-Za-z]$/.test(arg) && (tool === 'pgbench' || tool === 'mysqlbench')) {
      const flag = arg.slice(1);
      const value = args[k + 1];
      if (takesValue(tool, flag) && value !== undefined) {
        // pgbench -b a@1 -b b@1 / -f x.sql -f y.sql / -D k=v: every one counts, in order
        options[flag] = REPEATABLE.has(flag) && options[flag] !== undefined ? `${options[flag]} ${value}` : value;
        k++;
      } else options[flag] = '';
    } else if (/^-[A-Za-z]./.test(arg) && (tool === 'pgbench' || tool === 'mysqlbench')) {
      options[arg.slice(1, 2)] = arg.slice(2);
    } else positionals.push(arg);
  }
  const mode =
    tool === 'sysbench'
      ? (positionals.find((p) => SYSBENCH_MODES.has(p)) ?? null)
      : tool === 'pgbench' && ('i' in options || 'initialize' in options)
        ? 'init'
        : null;
  return { tool, text: tokens.slice(i).join(' '), options, positionals, mode, env };
}

const SYSBENCH_MODES = new Set(['prepare', 'run', 'cleanup', 'help', 'warmup', 'prewarm']);
const SYSBENCH_TESTS = /^(?:oltp\w*|select_random\w*|bulk_insert|cpu|fileio|memory|threads|mutex|.*\.lua)$/;
const PGBENCH_VALUE_FLAGS = new Set(['b', 'c', 'D', 'f', 'F', 'h', 'j', 'L', 'M', 'p', 'P', 'R', 's', 'T', 't', 'U', 'I']);
const MYSQLBENCH_VALUE_FLAGS = new Set(['c', 't', 'h', 'p', 'P', 'U', 's', 'S']);

function takesValue(tool: CommandTool, flag: string): boolean {
  return tool === 'pgbench' ? PGBENCH_VALUE_FLAGS.has(flag) : MYSQLBENCH_VALUE_FLAGS.has(flag);
}

const num = (v: string | undefined): number | null => (v === undefined ? null : toNumber(v));
const onOff = (v: string | undefined): boolean | null => {
  if (v === undefined) return null;
  const t = v.toLowerCase();
  if (['on', 'yes', 'true', '1', ''].includes(t)) return true;
  if (['off', 'no', 'false', '0'].includes(t)) return false;
  return null;
};

/** The first option present among aliases (sysbench renamed most of them between 0.4 and 1.0). */
function pick(options: Record<string, string>, ...names: string[]): string | undefined {
  for (const n of names) if (options[n] !== undefined) return options[n];
  return undefined;
}

/** sysbench 0.4 `--test=oltp`, 0.5 `--test=…/oltp.lua`, 1.0 positional `oltp_read_write` or a path. */
export function sysbenchTestName(cmd: ParsedCommand): string | null {
  const script = cmd.options.test ?? cmd.positionals.find((p) => !SYSBENCH_MODES.has(p));
  if (!script) return null;
  return script.replace(/^.*[\\/]/, '').replace(/\.lua$/, '') || null;
}

export function sysbenchParameters(cmd: ParsedCommand): Record<string, ParameterValue> {
  const o = cmd.options;
  const p: Record<string, ParameterValue> = {};
  const set = (key: string, value: ParameterValue | null | undefined) => {
    if (value !== null && value !== undefined) p[key] = value;
  };
  set('threads', num(pick(o, 'threads', 'num-threads')));
  set('time', num(pick(o, 'time', 'max-time')));
  set('events', num(pick(o, 'events', 'max-requests')));
  set('tables', num(pick(o, 'tables', 'oltp-tables-count', 'oltp-table-count')));
  set('tableSize', num(pick(o, 'table-size', 'oltp-table-size')));
  set('randType', pick(o, 'rand-type', 'oltp-dist-type'));
  const readOnly = onOff(pick(o, 'oltp-read-only'));
  set('readOnly', readOnly);
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
  set('memoryBlockSize', pick(o, 'memory-block-size'));
  set('memoryOper', pick(o, 'memory-oper'));
  set('memoryAccessMode', pick(o, 'memory-access-mode'));
  set('mode', cmd.mode);
  return p;
}

export function pgbenchParameters(cmd: ParsedCommand): Record<string, ParameterValue> {
  const o = cmd.options;
  const p: Record<string, ParameterValue> = {};
  const set = (key: string, value: ParameterValue | null | undefined) => {
    if (value !== null && value !== undefined) p[key] = value;
  };
  set('clients', num(pick(o, 'c', 'client')));
  set('jobs', num(pick(o, 'j', 'jobs')));
  set('time', num(pick(o, 'T', 'time')));
  set('transactionsPerClient', num(pick(o, 't', 'transactions')));
  set('scale', num(pick(o, 's', 'scale')));
  set('protocol', pick(o, 'M', 'protocol'));
  set('progress', cmd.tool === 'pgbench' ? num(pick(o, 'P', 'progress')) : null);
  set('rate', num(pick(o, 'R', 'rate')));
  set('latencyLimitMs', num(pick(o, 'L', 'latency-limit')));
  if (pick(o, 'C', 'connect') !== undefined) p.connectPerTransaction = true;
  if (pick(o, 'r', 'report-latencies', 'report-per-command') !== undefined) p.perStatementLatencies = true;
  if (pick(o, 'S', 'select-only') !== undefined) p.builtin = 'select-only';
  if (pick(o, 'N', 'skip-some-updates') !== undefined) p.builtin = 'simple-update';
  const all = (...names: string[]) =>
    names
      .map((n) => o[n])
      .filter((v): v is string => v !== undefined)
      .join(' ') || undefined;
  set('builtin', all('b', 'builtin') ?? (p.builtin as string | undefined));
  set('script', all('f', 'file'));
  if (o.i !== undefined || o.initialize !== undefined) p.initialize = true;
  const threads = p.clients;
  if (typeof threads === 'number') p.threads = threads;
  return p;
}
