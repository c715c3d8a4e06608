// The summary pgbench (and mysqlbench) prints after a run, a `key: value` line at a time: each
// key's figure, parameter or metric on the run's draft, cited by its line.
import type { RunDraft } from '../draft';
import { toNumber } from '../numbers';
import { testName } from './pgbench-lines';

/** A built-in script as pgbench names it: `<builtin: TPC-B (sort of)>` (9.6+), `TPC-B (sort of)` and the like before */
export const BUILTIN_SCRIPT = /^(?:<builtin: [^>]*>|TPC-B \(sort of\)|SELECT only|Update only (?:pgbench_)?accounts)$/;
export const TPS_VALUE = /^(\d+(?:\.\d+)?) \((\w+)/;

/** What a key told the builder besides its figures: the run's tps was printed, or its transaction type. */
export type SummaryKey = { tps?: true; transactionType?: string };
const READ: SummaryKey = {};
const TPS: SummaryKey = { tps: true };

/** Reads one summary line's key onto the run; null for a key that is not pgbench's. */
export function readSummaryKey(d: RunDraft, key: string, value: string, line: number): SummaryKey | null {
  const first = (re: RegExp) => re.exec(value)?.[1];
  switch (key) {
    case 'transaction type':
      d.run.test = testName(value);
      d.param('transactionType', value.replace(/^<builtin: (.*)>$/, '$1'), line);
      return { transactionType: value };
    case 'scaling factor':
      d.param('scale', toNumber(value), line);
      return READ;
    case 'query mode':
      d.param('protocol', value, line);
      return READ;
    case 'number of clients':
      d.param('clients', toNumber(value), line);
      d.param('threads', toNumber(value), line);
      return READ;
    case 'number of threads':
      d.param('jobs', toNumber(value), line);
      return READ;
    case 'maximum number of tries':
      d.param('maxTries', toNumber(value), line);
      return READ;
    case 'duration':
      d.param('time', toNumber(first(/^(\d+(?:\.\d+)?)/)), line);
      d.metric('durationS', toNumber(first(/^(\d+(?:\.\d+)?)/)), line);
      return READ;
    case 'number of transactions per client':
      d.param('transactionsPerClient', toNumber(value), line);
      return READ;
    case 'number of transactions actually processed': {
      const m = /^(\d+)(?:\/(\d+))?/.exec(value);
      d.figure('transactionsProcessed', toNumber(m?.[1]), line);
      d.figure('transactionsExpected', toNumber(m?.[2]), line);
      if (m?.[2] !== undefined && m[1] !== m[2]) d.warn(line, `only ${m[1]} of ${m[2]} transactions were processed`);
      return READ;
    }
    case 'number of failed transactions':
      d.metric('errors', toNumber(first(/^(\d+)/)), line);
      return READ;
    case 'number of transactions skipped':
      d.figure('transactionsSkipped', toNumber(first(/^(\d+)/)), line);
      return READ;
    case 'number of transactions retried':
      d.figure('transactionsRetried', toNumber(first(/^(\d+)/)), line);
      return READ;
    case 'total number of retries':
      d.figure('retries', toNumber(value), line);
      return READ;
    case 'latency average':
      d.latency('avg', toNumber(first(/^(\d+(?:\.\d+)?)/)), line);
      return READ;
    case 'latency stddev':
      d.figure('latencyStddevMs', toNumber(first(/^(\d+(?:\.\d+)?)/)), line);
      return READ;
    case 'average connection time':
      // -C: a connection per transaction
      d.figure('averageConnectionTimeMs', toNumber(first(/^(\d+(?:\.\d+)?)/)), line);
      return READ;
    case 'initial connection time':
      d.figure('initialConnectionTimeMs', toNumber(first(/^(\d+(?:\.\d+)?)/)), line);
      return READ;
    case 'rate limit schedule lag':
      d.figure('scheduleLagAvgMs', toNumber(first(/avg (\d+(?:\.\d+)?)/)), line);
      d.figure('scheduleLagMaxMs', toNumber(first(/\(max (\d+(?:\.\d+)?)\)/)), line);
      return READ;
    // --failures-detailed (pgbench 15+)
    case 'number of serialization failures':
      d.figure('serializationFailures', toNumber(first(/^(\d+)/)), line);
      return READ;
    case 'number of deadlock failures':
      d.figure('deadlockFailures', toNumber(first(/^(\d+)/)), line);
      return READ;
    case 'tps':
      return readTps(d, value, line);
    case 'tps (include connections establishing)':
      d.figure('tpsIncludingConnections', toNumber(value), line);
      return TPS;
    case 'tps (exclude connections establishing)':
      d.metric('tps', toNumber(value), line);
      return TPS;
    default:
      if (key.startsWith('number of transactions above the')) {
        d.figure('transactionsAboveLatencyLimit', toNumber(first(/^(\d+)/)), line);
        return READ;
      }
      return null;
  }
}

/** `tps = X (including connections establishing)` / `(excluding …)` / `(without initial connection time)` */
function readTps(d: RunDraft, value: string, line: number): SummaryKey | null {
  const m = TPS_VALUE.exec(value);
  if (!m) return null;
  const how = m[2] ?? '';
  // -C (a connection per transaction) prints only `(including reconnection times)`: its tps
  if (how === 'including' && !value.includes('reconnection')) d.figure('tpsIncludingConnections', toNumber(m[1]), line);
  else d.metric('tps', toNumber(m[1]), line);
  return TPS;
}
