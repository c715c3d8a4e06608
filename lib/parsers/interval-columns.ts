// A run's interval series as typed columns: one Float64Array per figure (NaN where the line did
// not print it) and an Int32Array of line numbers, instead of one object per line. A 100 MB log
// holds 850,000 intervals: as objects they cost ~270 bytes each, as columns ≤ 100 (a column no
// line printed is never allocated). `run.intervals` stays the Interval[] every consumer knows, made
// from the columns only when something reads it (attachIntervalColumns); the bulk paths (ingest,
// the parse CLI) read the columns (intervalColumnsOf) and never build the objects.
import type { Interval, ParsedRun } from './types';

/** The figures of an interval, in the order of the Interval type (its `line` is kept apart). */
export const INTERVAL_FIELDS = [
  't',
  'threads',
  'tps',
  'qps',
  'eventsPerSec',
  'readsPerSec',
  'writesPerSec',
  'otherPerSec',
  'latencyMs',
  'latencyPct',
  'errorsPerSec',
  'reconnectsPerSec',
] as const satisfies readonly Exclude<keyof Interval, 'line'>[];

export type IntervalField = (typeof INTERVAL_FIELDS)[number];

const FIRST_CAPACITY = 256;
const FIELD_INDEX = Object.fromEntries(INTERVAL_FIELDS.map((f, k) => [f, k])) as Record<IntervalField, number>;

export class IntervalColumns {
  length = 0;
  private capacity = FIRST_CAPACITY;
  private lines = new Int32Array(FIRST_CAPACITY);
  /** by INTERVAL_FIELDS index; null until a row has the figure. Unused capacity holds NaN. */
  private readonly columns: (Float64Array | null)[] = INTERVAL_FIELDS.map(() => null);

  /** Appends a row whose figures are all null (set them with `set`); returns its index. */
  add(line: number): number {
    const i = this.nextRow(line);
    for (const column of this.columns) if (column) column[i] = Number.NaN;
    return i;
  }

  /**
   * Appends a row from `values` (by INTERVAL_FIELDS index, NaN = not printed): the parser's hot
   * path, no object per row.
   */
  addValues(line: number, values: Float64Array): void {
    const i = this.nextRow(line);
    for (let k = 0; k < values.length; k++) {
      const v = values[k] as number;
      const column = this.columns[k];
      if (column) column[i] = v;
      else if (!Number.isNaN(v)) this.allocate(k)[i] = v; // a figure no row printed yet needs no column
    }
  }

  /** Sets a figure of row `i` (null: not printed). */
  set(field: IntervalField, i: number, value: number | null): void {
    const k = FIELD_INDEX[field];
    if (value === null) {
      const column = this.columns[k];
      if (column) column[i] = Number.NaN;
      return;
    }
    (this.columns[k] ?? this.allocate(k))[i] = value;
  }

  push(iv: Interval): void {
    const i = this.add(iv.line);
    for (const field of INTERVAL_FIELDS) this.set(field, i, iv[field]);
  }

  /** Figure of row `i`, null when its line did not print it. */
  get(field: IntervalField, i: number): number | null {
    const v = this.columns[FIELD_INDEX[field]]?.[i];
    return v === undefined || Number.isNaN(v) ? null : v;
  }

  line(i: number): number {
    return this.lines[i] as number;
  }

  /** The column's values for rows 0…length-1 (NaN = null), or null when no row has this figure. */
  column(field: IntervalField): Float64Array | null {
    return this.columns[FIELD_INDEX[field]]?.subarray(0, this.length) ?? null;
  }

  lineColumn(): Int32Array {
    return this.lines.subarray(0, this.length);
  }

  at(i: number): Interval {
    const iv = {} as Interval;
    for (const field of INTERVAL_FIELDS) iv[field] = this.get(field, i) as number;
    iv.line = this.line(i);
    return iv;
  }

  toArray(): Interval[] {
    return Array.from({ length: this.length }, (_, i) => this.at(i));
  }

  private nextRow(line: number): number {
    if (this.length === this.capacity) this.grow();
    const i = this.length++;
    this.lines[i] = line;
    return i;
  }

  /** A column for a figure first seen in row length-1: null in every row before it. */
  private allocate(k: number): Float64Array {
    const column = new Float64Array(this.capacity);
    column.fill(Number.NaN, 0, this.length);
    this.columns[k] = column;
    return column;
  }

  /**
   * Doubles the capacity. The new arrays are not filled: every row is written when it is added,
   * so the pages of the capacity not used yet are never touched (nor resident).
   */
  private grow(): void {
    this.capacity *= 2;
    const lines = new Int32Array(this.capacity);
    lines.set(this.lines.subarray(0, this.length));
    this.lines = lines;
    this.columns.forEach((column, k) => {
      if (!column) return;
      const next = new Float64Array(this.capacity);
      next.set(column.subarray(0, this.length));
      this.columns[k] = next;
    });
  }

  static from(intervals: readonly Interval[]): IntervalColumns {
    const columns = new IntervalColumns();
    for (const iv of intervals) columns.push(iv);
    return columns;
  }
}

const ATTACHED = new WeakMap<ParsedRun, IntervalColumns>();

/** Still the lazy view of its columns (nobody read or replaced `run.intervals`)? */
function lazyColumns(run: ParsedRun): IntervalColumns | undefined {
  const columns = ATTACHED.get(run);
  return columns && Object.getOwnPropertyDescriptor(run, 'intervals')?.get ? columns : undefined;
}

/**
 * Makes `run.intervals` a view of `columns`: the Interval[] is built the first time it is read
 * (then it is a plain array like any other, and replaces the view).
 */
export function attachIntervalColumns(run: ParsedRun, columns: IntervalColumns): void {
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
  const lines = columns.lineColumn();
  for (const line of lines) if (line < 1) return false;
  const t = columns.column('t');
  if (!t && columns.length > 0) return false;
  for (const field of INTERVAL_FIELDS) {
    const column = columns.column(field);
    if (!column) continue;
    for (const v of column)
      if (v === Number.POSITIVE_INFINITY || v === Number.NEGATIVE_INFINITY || (field === 't' && Number.isNaN(v))) return false;
  }
  return true;
}
