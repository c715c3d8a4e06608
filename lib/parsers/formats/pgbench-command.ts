// Reading a pgbench command line; mysqlbench (its MySQL port) takes the same options, except
// that its -P is the password, not --progress.
import type { ParsedCommand } from '../command';
import { num, parameterSetter, pick } from '../command-options';
import type { ParameterValue, ParsedRun } from '../types';

/** flags given once per script or variable */
export const PGBENCH_REPEATABLE: ReadonlySet<string> = new Set(['b', 'f', 'D', 'builtin', 'file', 'define']);

/** A real command has at least one option ("pgbench is fast" in prose is not one). */
export const hasOption = (rest: readonly string[]) => rest.some((t) => t.startsWith('-'));

export function pgbenchParameters(cmd: ParsedCommand, { progress }: { progress: boolean }): Record<string, ParameterValue> {
  const o = cmd.options;
  const p: Record<string, ParameterValue> = {};
  const set = parameterSetter(p);
  set('clients', num(pick(o, 'c', 'client')));
  set('jobs', num(pick(o, 'j', 'jobs')));
  set('time', num(pick(o, 'T', 'time')));
  set('transactionsPerClient', num(pick(o, 't', 'transactions')));
  set('scale', num(pick(o, 's', 'scale')));
  set('protocol', pick(o, 'M', 'protocol'));
  set('progress', progress ? num(pick(o, 'P', 'progress')) : null);
  // said either way too: a command without -R, --latency-limit or -C ran without them, and pgbench's
  // output does not say (a plain run and a `-R 300` one, compared, had "the same workload
  // parameters", and a -C run's 303 tps read as −86% of the same work: a PostgreSQL engineer's pass)
  p.rate = num(pick(o, 'R', 'rate')) ?? 'none';
  p.latencyLimitMs = num(pick(o, 'L', 'latency-limit')) ?? 'none';
  p.connectPerTransaction = pick(o, 'C', 'connect') !== undefined;
  // `--max-tries=0` (no limit) prints no "maximum number of tries" line: the command says it
  set('maxTries', num(pick(o, 'max-tries')));
  // said either way: -r costs pgbench time per statement, so runs with and without it differ (a DBA's pass)
  p.perStatementLatencies = pick(o, 'r', 'report-latencies', 'report-per-command') !== undefined;
  if (pick(o, 'S', 'select-only') !== undefined) p.builtin = 'select-only';
  if (pick(o, 'N', 'skip-some-updates') !== undefined) p.builtin = 'simple-update';
  const all = (...names: string[]) =>
    names
      .map((n) => o[n])
      .filter((v): v is string => v !== undefined)
      .join(' ') || undefined;
  const builtin = p.builtin;
  set('builtin', all('b', 'builtin') ?? (typeof builtin === 'string' ? builtin : undefined));
  set('script', all('f', 'file'));
  if (o.i !== undefined || o.initialize !== undefined) p.initialize = true;
  const threads = p.clients;
  if (typeof threads === 'number') p.threads = threads;
  return p;
}

/** pgbench runs TPC-B unless told otherwise (-S, -N, -b, -f). */
export function pgbenchTestName(parameters: ParsedRun['parameters']): string {
  const builtin = String(parameters.builtin ?? '');
  if (parameters.script !== undefined) return 'custom';
  if (/select/.test(builtin)) return 'select-only';
  if (/simple|update/.test(builtin)) return 'simple-update';
  return 'tpcb';
}
