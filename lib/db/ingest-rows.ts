// The child rows of every run of one upload (operations, per-test totals, interval points,
// histogram buckets, warnings), one INSERT … SELECT FROM unnest() per table for the whole document
// rather than per run: seed 000's 8 runs were 40 round trips, now 5. The rows are those
// run-rows.ts writes for one run (re-parse still writes run by run, its intervals with writeIntervals), with the run's id in a column.
import 'server-only';
import { INTERVAL_FIELDS, type IntervalColumns, type IntervalField } from '../parsers/interval-columns';
import { intervalColumnsOf } from '../parsers/run-intervals';
import type { ParsedRun, Warning } from '../parsers/types';
import { ESTIMATED_REASON } from '../sql-bench-markers';
import { boolArray, NumberArrayLiteral, numberArray, textArray } from './pg-array';
import type { Tx } from './tx';

/**
 * Interval rows per INSERT: a run of 425,000 intervals (a 50 MB log) is 425 statements of ~120 KB
 * of parameters. Prisma serializes a statement's parameters into one string; at 5,000 rows it was
 * ~0.6 MB, which V8 keeps in its large-object space until a full collection: a 50 MB upload raised
 * the server's memory by 236–306 MB in six runs, 224–262 MB in four at 1,000 rows (2026-12-02). The
 * 3-hour run's ingest went from 13 to 21 statements, ~1.3× COPY either way.
 */
const INTERVAL_BATCH = 1_000;

/** `alsoWarnings`: the run's warnings besides its log's (its output stored before: lib/db/repeated-outputs.ts) */
export type StoredRun = { id: number; parsed: ParsedRun; alsoWarnings?: readonly Warning[] };

/** Each run's rows of one kind, flattened: the run id and the row's index in its run for each row. */
function flatten<T>(runs: StoredRun[], rowsOf: (run: ParsedRun, stored: StoredRun) => readonly T[]) {
  const runIds: number[] = [];
  const idx: number[] = [];
  const rows: T[] = [];
  for (const run of runs) {
    rowsOf(run.parsed, run).forEach((row, i) => {
      runIds.push(run.id);
      idx.push(i);
      rows.push(row);
    });
  }
  return { runIds, idx, rows };
}

type Range = { id: number; columns: IntervalColumns; from: number; to: number };

/** Rows `from`…`to` of each range, one statement; each column is one array literal (pg-array.ts). */
async function insertIntervals(tx: Tx, ranges: Range[]): Promise<void> {
  const literal = (value: (r: Range, i: number) => number) => {
    const out = new NumberArrayLiteral();
    for (const r of ranges) for (let i = r.from; i < r.to; i++) out.push(value(r, i));
    return out.toString();
  };
  // a figure no row of the statement has is an empty array: unnest pads it with NULLs (a sysbench
  // run sends no pgbench stddev or lag, rather than a NULL per row)
  const col = (field: IntervalField) => {
    const k = INTERVAL_FIELDS.indexOf(field);
    return ranges.some((r) => r.columns.has(field)) ? literal((r, i) => r.columns.value(k, i)) : '{}';
  };
  await tx.$executeRaw`INSERT INTO "IntervalPoint" ("runId", idx, t, threads, tps, qps, "eventsPerSec", "readsPerSec", "writesPerSec", "otherPerSec", "latencyMs", "latencyPct", "errorsPerSec", "reconnectsPerSec", "latencyStddevMs", "lagMs", line)
    SELECT * FROM unnest(${literal((r) => r.id)}::int[], ${literal((_, i) => i)}::int[], ${col('t')}::float8[], ${col('threads')}::int[],
      ${col('tps')}::float8[], ${col('qps')}::float8[], ${col('eventsPerSec')}::float8[],
      ${col('readsPerSec')}::float8[], ${col('writesPerSec')}::float8[], ${col('otherPerSec')}::float8[],
      ${col('latencyMs')}::float8[], ${col('latencyPct')}::float8[], ${col('errorsPerSec')}::float8[],
      ${col('reconnectsPerSec')}::float8[], ${col('latencyStddevMs')}::float8[], ${col('lagMs')}::float8[],
      ${literal((r, i) => r.columns.line(i))}::int[])`;
}

/** Interval points of all runs, in statements of at most INTERVAL_BATCH rows, straight from the parser's typed columns. */
export async function writeIntervals(tx: Tx, runs: StoredRun[]): Promise<void> {
  let batch: Range[] = [];
  let size = 0;
  for (const run of runs) {
    const columns = intervalColumnsOf(run.parsed);
    for (let from = 0; from < columns.length; ) {
      const to = Math.min(columns.length, from + INTERVAL_BATCH - size);
      batch.push({ id: run.id, columns, from, to });
      size += to - from;
      from = to;
      if (size === INTERVAL_BATCH) {
        await insertIntervals(tx, batch);
        batch = [];
        size = 0;
      }
    }
  }
  if (size > 0) await insertIntervals(tx, batch);
}

export async function writeChildrenOfRuns(tx: Tx, runs: StoredRun[]): Promise<void> {
  const ops = flatten(runs, (r) => r.operations);
  if (ops.rows.length > 0) {
    const o = ops.rows;
    await tx.$executeRaw`INSERT INTO "Operation" ("runId", idx, name, seconds, usr, sys, cpu, count, flags, "latencyMs", failures, retries, line)
      SELECT * FROM unnest(${numberArray(ops.runIds)}::int[], ${numberArray(ops.idx)}::int[], ${textArray(o.map((x) => x.name))}::text[],
        ${numberArray(o.map((x) => x.seconds))}::float8[], ${numberArray(o.map((x) => x.usr))}::float8[], ${numberArray(o.map((x) => x.sys))}::float8[],
        ${numberArray(o.map((x) => x.cpu))}::float8[], ${numberArray(o.map((x) => (x.count === null ? null : Math.round(x.count))))}::int8[],
        ${textArray(o.map((x) => x.flags))}::text[], ${numberArray(o.map((x) => x.latencyMs))}::float8[],
        ${numberArray(o.map((x) => (x.failures == null ? null : Math.round(x.failures))))}::int8[],
        ${numberArray(o.map((x) => (x.retries == null ? null : Math.round(x.retries))))}::int8[], ${numberArray(o.map((x) => x.line))}::int[])`;
  }
  const tests = flatten(runs, (r) => r.tests);
  if (tests.rows.length > 0) {
    const t = tests.rows;
    await tx.$executeRaw`INSERT INTO "TestTotal" ("runId", idx, name, seconds, usr, sys, cpu, skipped, failed, reason, line)
      SELECT * FROM unnest(${numberArray(tests.runIds)}::int[], ${numberArray(tests.idx)}::int[], ${textArray(t.map((x) => x.name))}::text[],
        ${numberArray(t.map((x) => x.seconds))}::float8[], ${numberArray(t.map((x) => x.usr))}::float8[], ${numberArray(t.map((x) => x.sys))}::float8[],
        ${numberArray(t.map((x) => x.cpu))}::float8[], ${boolArray(t.map((x) => x.skipped))}::bool[], ${boolArray(t.map((x) => x.failed))}::bool[],
        ${textArray(t.map((x) => x.reason ?? (x.estimated ? ESTIMATED_REASON : null)))}::text[], ${numberArray(t.map((x) => x.line))}::int[])`;
  }
  await writeIntervals(tx, runs);
  const hist = flatten(runs, (r) => r.histogram);
  if (hist.rows.length > 0) {
    const h = hist.rows;
    await tx.$executeRaw`INSERT INTO "HistogramBucket" ("runId", idx, ms, count, line)
      SELECT * FROM unnest(${numberArray(hist.runIds)}::int[], ${numberArray(hist.idx)}::int[], ${numberArray(h.map((x) => x.ms))}::float8[],
        ${numberArray(h.map((x) => Math.round(x.count)))}::int8[], ${numberArray(h.map((x) => x.line))}::int[])`;
  }
  const warnings = flatten(runs, (r, stored) => (stored.alsoWarnings ? [...r.warnings, ...stored.alsoWarnings] : r.warnings));
  if (warnings.rows.length > 0) {
    const w = warnings.rows;
    await tx.$executeRaw`INSERT INTO "RunWarning" ("runId", idx, line, message)
      SELECT * FROM unnest(${numberArray(warnings.runIds)}::int[], ${numberArray(warnings.idx)}::int[], ${numberArray(w.map((x) => x.line))}::int[],
        ${textArray(w.map((x) => x.message.slice(0, 2000)))}::text[])`;
  }
}
