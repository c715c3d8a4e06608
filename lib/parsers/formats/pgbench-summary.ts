// The summary pgbench (and mysqlbench) prints after a run, a `key: value` line at a time: each
// key's figure, parameter or metric on the run's draft, cited by its line.
import type { RunDraft } from '../draft';
import { toNumber } from '../numbers';
import { testName } from './pgbench-lines';

/** A built-in script as pgbench names it: `<builtin: TPC-B (sort of)>` (9.6+), `TPC-B (sort of)` and the like before */
export const BUILTIN_SCRIPT = /^(?:<builtin: [^>]*>|TPC-B \(sort of\)|SELECT only|Update only (?:pgbench_)?accounts)$/;
export const TPS_VALUE = /^(\d+(?:\.\d+)?) \((\w+)/;
/** A figure as pgbench prints it at the start of a value: digits, one point, then the end, a space or a slash. */
const LEADING = /^(\d+(?:\.\d+)?)(?=$|[ /])/;
const LEADING_INTEGER = /^(\d+)(?=$|[ /])/;
/** A time pgbench prints in ms (`2.409 ms`): another unit (`1.335 s`, a reformatted log) is not read as ms. */
const IN_MS = /^(\d+(?:\.\d+)?)(?= ms(?:$| )|$)/;

/**
 * A value's leading figure, only when it is printed as pgbench prints figures (`2.409 ms`, `0
 * (0.000%)`, `10 s`); otherwise (`1,800 s`, `1.2e3 ms`: a paste from elsewhere, a reformatted log)
 * it is not read, and said with its line: taking `1` from `1,800` would store another number.
 * pgbench's own "no figure" (`-nan`, `nan`) is left empty without a word.
 */
function figureOf(d: RunDraft, key: string, value: string, line: number, shape: RegExp = LEADING): number | null {
  const m = shape.exec(value);
  if (m) return toNumber(m[1]);
  notPgbenchFigure(d, key, value, line);
  return null;
}

function notPgbenchFigure(d: RunDraft, key: string, value: string, line: number): void {
  if (!/^-?nan\b/i.test(value)) d.warn(line, `${key} "${value.slice(0, 80)}" is not a number as pgbench prints it: not read`);
}

/** What a key told the builder besides its figures: the run's tps was printed, or its transaction type. */
export type SummaryKey = { tps?: true; transactionType?: string };
const READ: SummaryKey = {};
const TPS: SummaryKey = { tps: true };

/** Reads one summary line's key onto the run; null for a key that is not pgbench's. */
export function readSummaryKey(d: RunDraft, key: string, value: string, line: number): SummaryKey | null {
  const figure = (shape?: RegExp) => figureOf(d, key, value, line, shape);
  const whole = () => figureOf(d, key, value, line, /^(\d+(?:\.\d+)?)$/);
  switch (key) {
    case 'transaction type':
      d.run.test = testName(value);
      d.param('transactionType', value.replace(/^<builtin: (.*)>$/, '$1'), line);
      return { transactionType: value };
    case 'scaling factor':
      d.param('scale', whole(), line);
      return READ;
    case 'query mode':
      d.param('protocol', value, line);
      return READ;
    case 'number of clients':
      d.param('clients', whole(), line);
      d.param('threads', toNumber(value), line);
      return READ;
    case 'number of threads':
      d.param('jobs', whole(), line);
      return READ;
    case 'maximum number of tries':
      d.param('maxTries', whole(), line);
      return READ;
    case 'duration': {
      const seconds = figure();
      d.param('time', seconds, line);
      d.metric('durationS', seconds, line);
      return READ;
    }
    case 'number of transactions per client':
      d.param('transactionsPerClient', whole(), line);
      return READ;
    case 'number of transactions actually processed': {
      const m = /^(\d+)(?:\/(\d+))?(?=$| )/.exec(value);
      if (!m) notPgbenchFigure(d, key, value, line);
      d.figure('transactionsProcessed', toNumber(m?.[1]), line);
      d.figure('transactionsExpected', toNumber(m?.[2]), line);
      if (m?.[2] !== undefined && m[1] !== m[2]) d.warn(line, `only ${m[1]} of ${m[2]} transactions were processed`);
      return READ;
    }
    case 'number of failed transactions':
      d.metric('errors', figure(LEADING_INTEGER), line);
      return READ;
    case 'number of transactions skipped':
      d.figure('transactionsSkipped', figure(LEADING_INTEGER), line);
      return READ;
    case 'number of transactions retried':
      d.figure('transactionsRetried', figure(LEADING_INTEGER), line);
      return READ;
    case 'total number of retries':
      d.figure('retries', whole(), line);
      return READ;
    case 'latency average':
      d.latency('avg', figure(IN_MS), line);
      return READ;
    case 'latency stddev':
      d.figure('latencyStddevMs', figure(IN_MS), line);
      return READ;
    case 'average connection time':
      // -C: a connection per transaction
      d.figure('averageConnectionTimeMs', figure(IN_MS), line);
      return READ;
    case 'initial connection time':
      d.figure('initialConnectionTimeMs', figure(IN_MS), line);
      return READ;
    case 'rate limit schedule lag': {
      const lag = /^avg (\d+(?:\.\d+)?) \(max (\d+(?:\.\d+)?)\)/.exec(value);
      if (!lag) notPgbenchFigure(d, key, value, line);
      d.figure('scheduleLagAvgMs', toNumber(lag?.[1]), line);
      d.figure('scheduleLagMaxMs', toNumber(lag?.[2]), line);
      return READ;
    }
    // --failures-detailed (pgbench 15+)
    case 'number of serialization failures':
      d.figure('serializationFailures', figure(LEADING_INTEGER), line);
      return READ;
    case 'number of deadlock failures':
      d.figure('deadlockFailures', figure(LEADING_INTEGER), line);
      return READ;
    case 'tps':
      return readTps(d, value, line);
    case 'tps (include connections establishing)':
      d.figure('tpsIncludingConnections', whole(), line);
      return TPS;
    case 'tps (exclude connections establishing)':
      d.metric('tps', whole(), line);
      return TPS;
    default:
      if (key.startsWith('number of transactions above the')) {
        d.figure('transactionsAboveLatencyLimit', figure(LEADING_INTEGER), line);
        return READ;
      }
      return null;
  }
}

/** `tps = X (including connections establishing)` / `(excluding …)` / `(without initial connection time)` */
function readTps(d: RunDraft, value: string, line: number): SummaryKey | null {
  const m = TPS_VALUE.exec(value);
  if (!m) {
    // the run's tps line, its figure unreadable: said here, and the run is incomplete without it
    notPgbenchFigure(d, 'tps', value, line);
    return TPS;
  }
  const how = m[2] ?? '';
  // -C (a connection per transaction) prints only `(including reconnection times)`: its tps
  if (how === 'including' && !value.includes('reconnection')) d.figure('tpsIncludingConnections', toNumber(m[1]), line);
  else d.metric('tps', toNumber(m[1]), line);
  return TPS;
}
