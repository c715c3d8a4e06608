// A run's intervals held as columns (lib/parsers/interval-columns.ts) behind `run.intervals`: the
// Interval[] is built only when something reads it; the bulk paths (ingest, the parse CLI) take
// the columns themselves and never build the objects.
import { INTERVAL_FIELDS, IntervalColumns } from './interval-columns';
import type { Interval, ParsedRun } from './types';

/** Runs with fewer intervals get a plain Interval[] at once: columns pay off for long runs only. */
const LAZY_FROM = 4096;

const ATTACHED = new WeakMap<ParsedRun, IntervalColumns>();

/** Still the lazy view of its columns (nobody read or replaced `run.intervals`)? */
function lazyColumns(run: ParsedRun): IntervalColumns | undefined {
  const columns = ATTACHED.get(run);
  return columns && Object.getOwnPropertyDescriptor(run, 'intervals')?.get ? columns : undefined;
}

/**
 * Makes `run.intervals` a view of `columns`: the Interval[] is built the first time it is read
 * (then it is a plain array like any other, and replaces the view). A short run (< LAZY_FROM
 * intervals) simply gets its array.
 */
export function attachIntervalColumns(run: ParsedRun, columns: IntervalColumns): void {
  if (columns.length < LAZY_FROM) {
    run.intervals = columns.toArray();
    return;
  }
  ATTACHED.set(run, columns);
  const settle = (rows: Interval[]) => {
    Object.defineProperty(run, 'intervals', { value: rows, writable: true, enumerable: true, configurable: true });
    ATTACHED.delete(run);
    return rows;
  };
  Object.defineProperty(run, 'intervals', {
    enumerable: true,
    configurable: true,
    get: () => settle(columns.toArray()),
    set: settle,
  });
}

/** A run's intervals as columns, without building the objects when the parser kept them as columns. */
export function intervalColumnsOf(run: ParsedRun): IntervalColumns {
  return lazyColumns(run) ?? IntervalColumns.from(run.intervals);
}

/** The source line of a run's interval i, read from its columns when it holds them (nothing built), else from its array. */
export function intervalLineReader(run: ParsedRun): (i: number) => number {
  const columns = lazyColumns(run);
  if (columns) return (i) => columns.line(i);
  const rows = run.intervals;
  return (i) => (rows[i] as Interval).line;
}

/** How many intervals a run has, without building them. */
export function intervalCount(run: ParsedRun): number {
  return lazyColumns(run)?.length ?? run.intervals.length;
}

/**
 * Takes a run's columns out of it (its `intervals` becomes []) when it still holds them as
 * columns, so that a schema can check the rest without building 850,000 objects; null otherwise.
 */
export function detachIntervalColumns(run: ParsedRun): IntervalColumns | null {
  const columns = lazyColumns(run);
  if (!columns) return null;
  Object.defineProperty(run, 'intervals', { value: [], writable: true, enumerable: true, configurable: true });
  ATTACHED.delete(run);
  return columns;
}

/** What intervalSchema asks of each row, on the columns: a time, finite figures or null, a line ≥ 1. */
export function hasValidIntervals(columns: IntervalColumns): boolean {
  for (let i = 0; i < columns.length; i++) {
    if (columns.line(i) < 1 || Number.isNaN(columns.value(0, i))) return false;
    for (let k = 1; k < INTERVAL_FIELDS.length; k++) {
      const v = columns.value(k, i);
      if (v === Number.POSITIVE_INFINITY || v === Number.NEGATIVE_INFINITY) return false;
    }
  }
  return true;
}
