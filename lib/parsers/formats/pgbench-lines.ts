// The line formats of pgbench's output: `key: value` (with mysqlbench's dotted leaders), progress
// reports and the per-script sections of a run with several scripts.
import type { RunDraft } from '../draft';
import { toNumber } from '../numbers';
import type { Interval, Operation } from '../types';
import { CUT_NUMBER, joinWrapped } from '../wrapped-lines';
import { nonCapturing } from './report-lines';

const NUM = '(-?nan|NaN|\\d+(?:\\.\\d+)?)';
/** pgbench 15–17 print `failed` right after the latency (then lag, skipped, retried); an order with it last is read too */
const PROGRESS_BODY = `progress: (\\d+(?:\\.\\d+)?) s, ${NUM} tps, (?:lat ${NUM} ms stddev ${NUM}|${NUM} ms lat)(?:, (\\d+) failed)?(?:, lag ${NUM} ms)?(?:, (\\d+) skipped)?(?:, (\\d+) retried, (\\d+) retries)?(?:, (\\d+) failed)?`;
export const PROGRESS = new RegExp(`^${PROGRESS_BODY}`);
/**
 * One to 1,000 whole progress lines, each with its line break (trailing spaces allowed; a tab is
 * not: it makes a line a row of a tab-separated table, which redaction reads): nothing
 * but figures and pgbench's fixed words, so redaction skips them (redact.ts). Sticky.
 */
export const PROGRESS_LINES = new RegExp(nonCapturing(`(?:${PROGRESS_BODY} *\\n){1,1000}`), 'y');
export const STATEMENT_HEADER = /^(?:- )?statement latencies in milliseconds/;
/** `-b tpcb-like@1 -b select-only@1` / `-f a.sql -f b.sql`: one section per script after the totals */
export const SCRIPT_HEADER = /^SQL script (\d+): (.+)$/;
const SCRIPT_TRANSACTIONS = /^- (\d+) transactions \([\d.]+% of total, tps = (\d+(?:\.\d+)?)\)/;
const SCRIPT_LATENCY = /^- latency (average|stddev) = (\d+(?:\.\d+)?) ms/;
const SCRIPT_FAILED = /^- number of failed transactions: (\d+)/;

/** `0.102  0  0  UPDATE …`: latency, failures and retries when printed, then the statement, which never starts with a digit (a pgbench_log line pasted after the run is all numbers) */
export const STATEMENT_ROW = /^(\d+(?:\.\d+)?)\s+(?:(\d+)\s+)?(?:(\d+)\s+)?([^\s\d].*)$/;
export const ERROR_LINE =
  /^(?:pgbench: (?:error|fatal|warning): |(?:FATAL|ERROR|WARNING): +|client \d+ aborted|Run was aborted|connection to database .* failed|could not connect|.*Commands out of sync)/i;
/** a client that stopped (`client 3 aborted in command 4 …`, 9.x `Client 2 aborted in state 9`) or the whole run (14+ prefix it with `pgbench: error: `) */
export const ABORTED = /^(?:pgbench: (?:error|fatal): )?(?:client \d+ (?:script \d+ )?aborted|(Run was aborted))/i;
/** The first line saying a client or the run aborted, and whether pgbench itself said its results are incomplete. */
export type Aborted = { line: number; saidIncomplete: boolean };

/**
 * pgbench prints its figures after a client aborted: they count the transactions until then. Say
 * so when pgbench did not, and drop the duration: `duration: 60 s` is what was asked for
 * (parameters.time keeps it), not how long an aborted run lasted.
 */
export function settleAborted(d: RunDraft, aborted: Aborted): void {
  if (!aborted.saidIncomplete && d.hasResults())
    d.warn(aborted.line, 'a client aborted: the figures pgbench printed cover the run only until then; this run is incomplete');
  if (d.run.metrics.durationS === null) return;
  d.run.metrics.durationS = null;
  delete d.run.sources['metrics.durationS'];
}

/**
 * Lines of a run that carry nothing to store: progress of its setup, and section heads. pgbench
 * 9.6 and 10 head a one-script run's `-r` latencies `script statistics:`, with its skipped and
 * late transactions again (`- number of transactions skipped: …`, already read from the totals).
 */
export const CHATTER =
  // (`pgbench -d`'s debug lines, `pgbench: client 0 sending BEGIN;`, split a run before its summary: a PostgreSQL engineer's pass)
  /^(?:pgbench: (?:client \d+ (?:executing|sending|receiving|sleeping|using)|pghost: )|starting vacuum|end\.|all connection OK|go|done\.?|SQL script \d+:|script statistics:|- weight:|- \d+ transactions|- number of transactions (?:skipped|above)|dropping old tables|creating tables|generating data|vacuuming|creating primary keys|done in \d)/;

/** The test of a run, from its `transaction type`. */
export function testName(type: string): string {
  const t = type.toLowerCase();
  if (t.includes('tpc-b')) return 'tpcb';
  if (t.includes('select only') || t.includes('select-only')) return 'select-only';
  if (t.includes('simple update') || t.includes('update only')) return 'simple-update';
  return 'custom';
}

const KEY_START = /^[a-zA-Z]/;

/** The text without its trailing run of spaces and dots (by hand: `/[\s.]+$/` is quadratic on a long run). */
function trimLeaders(text: string): string {
  let end = text.length;
  while (end > 0) {
    const c = text[end - 1] as string;
    if (c !== '.' && c.trim() !== '') break;
    end--;
  }
  return text.slice(0, end);
}

/**
 * `key  . . . : value` / `key: value` / `key = value`: the key is what comes before the first `:`
 * or `=` without its dotted leaders, starts with a letter and is at most 81 characters long.
 */
export function splitKeyValue(text: string): { key: string; value: string } | null {
  const colon = text.indexOf(':');
  const equals = text.indexOf('=');
  const at = colon < 0 ? equals : equals < 0 ? colon : Math.min(colon, equals);
  if (at < 0) return null;
  const key = trimLeaders(text.slice(0, at));
  if (key.length === 0 || key.length > 81 || !KEY_START.test(key)) return null;
  return { key, value: text.slice(at + 1).trim() };
}

export function normalizeKey(key: string): string {
  return trimLeaders(key).replace(/\s+/g, ' ').toLowerCase();
}

/** The `SQL script N:` section being read, and its summary row in `operations`. */
export type ScriptSection = { n: number; row: Operation };

/**
 * A `- …` line of a script section: its transactions and tps, latency, failures (figures traced to
 * their lines). `statements` when per-statement latencies of this script follow; false when unknown.
 */
export function readScriptLine(d: RunDraft, script: ScriptSection, text: string, line: number): boolean | 'statements' {
  const key = `script${script.n}`;
  let m = SCRIPT_TRANSACTIONS.exec(text);
  if (m) {
    script.row.count = toNumber(m[1]);
    d.figure(`${key}Transactions`, toNumber(m[1]), line);
    d.figure(`${key}Tps`, toNumber(m[2]), line);
    return true;
  }
  m = SCRIPT_LATENCY.exec(text);
  if (m) {
    if (m[1] === 'average') script.row.latencyMs = toNumber(m[2]);
    d.figure(`${key}Latency${m[1] === 'average' ? 'Avg' : 'Stddev'}Ms`, toNumber(m[2]), line);
    return true;
  }
  m = SCRIPT_FAILED.exec(text);
  if (m) {
    script.row.failures = toNumber(m[1]);
    return true;
  }
  if (STATEMENT_HEADER.test(text)) return 'statements';
  // a script's other counts (--max-tries, --failures-detailed, -R): its section goes on (a script's
  // `- number of serialization failures` ended the run, the next scripts and statements lost: a
  // PostgreSQL engineer's pass, 2026-12-07); the run's own totals carry them
  return /^- (?:weight: |number of (?:serialization failures|deadlock failures|other failures|transactions retried|transactions skipped|transactions above)|total number of retries|maximum number of tries)/.test(
    text,
  );
}

export function progressInterval(m: RegExpExecArray, line: number): Interval {
  // an interval in which no transaction finished prints `0.0 tps, lat 0.000 ms stddev 0.000`: pgbench's
  // placeholders, no latency (they were drawn as 0 ms beside a stall: a PostgreSQL engineer's pass)
  const none = toNumber(m[2]) === 0;
  return {
    t: Number(m[1]),
    threads: null,
    tps: toNumber(m[2]),
    qps: null,
    eventsPerSec: null,
    readsPerSec: null,
    writesPerSec: null,
    otherPerSec: null,
    latencyMs: none ? null : toNumber(m[3] ?? m[5]),
    latencyPct: null,
    errorsPerSec: (m[6] ?? m[11]) !== undefined ? toNumber(m[6] ?? m[11]) : null,
    reconnectsPerSec: null,
    latencyStddevMs: m[4] !== undefined && !none ? toNumber(m[4]) : null,
    lagMs: m[7] !== undefined && !none ? toNumber(m[7]) : null,
    line,
  };
}

/**
 * A progress line read whole: wrapped by a mail archive or a terminal (its `failed`, `lag` or
 * `skipped` on the next line, or a figure cut in two), joined with the lines it went on to
 * (`last`: the last of them). Null when it does not read.
 */
export function readProgress(
  text: string,
  line: number,
  lineAt: ((line: number) => string | null) | undefined,
): { m: RegExpExecArray; last: number } | null {
  const m = PROGRESS.exec(text);
  const next = lineAt?.(line + 1);
  if (m?.[0].length === text.length && !(next && CUT_NUMBER.test(next))) return { m, last: line };
  const whole = (t: string) => PROGRESS.exec(t)?.[0].length === t.length;
  const wrapped = joinWrapped(text, line, lineAt, whole, (t) => t.startsWith('progress: '));
  const joined = wrapped && PROGRESS.exec(wrapped.text);
  if (wrapped && joined) return { m: joined, last: wrapped.last };
  return m ? { m, last: line } : null;
}
