// A run's interval series as typed columns: Float64Arrays per figure (NaN where the line did not
// print it) and Int32Arrays of line numbers, in chunks of 16,384 rows, instead of one object per line. A 100 MB log
// holds 850,000 intervals: as objects they cost ~270 bytes each, as columns ≤ 100 (a column no
// line printed is never allocated). `run.intervals` stays the Interval[] every consumer knows, made
// from the columns only when something reads it (attachIntervalColumns); the bulk paths (ingest,
// the parse CLI) read the columns (intervalColumnsOf, lib/parsers/run-intervals.ts) and never build the objects.
import type { Interval } from './types';

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
  'latencyStddevMs',
  'lagMs',
] as const satisfies readonly Exclude<keyof Interval, 'line'>[];

export type IntervalField = (typeof INTERVAL_FIELDS)[number];

/** Rows per chunk: a column grows by chunks, never copied, never more than one chunk unused. */
export const CHUNK_BITS = 14;
const CHUNK = 1 << CHUNK_BITS;
const IN_CHUNK = CHUNK - 1;
const FIELD_INDEX = Object.fromEntries(INTERVAL_FIELDS.map((f, k) => [f, k])) as Record<IntervalField, number>;
const EVENTS = FIELD_INDEX.eventsPerSec;

/**
 * The first chunk starts this small (typed arrays of ≤ 64 bytes live in V8's heap, bigger ones cost a
 * backing store each) and doubles up to CHUNK: a document of 16,000 one-interval runs must not cost
 * 16,000 full chunks.
 */
const FIRST_ROWS = 4;
/** IntervalColumns made so far (each one's id). */
let made = 0;

export class IntervalColumns {
  length = 0;
  /** rows the first chunk holds until it is full size */
  private firstRows = FIRST_ROWS;
  private readonly lines: Int32Array[] = [new Int32Array(FIRST_ROWS)];
  /**
   * By INTERVAL_FIELDS index, the column's chunks; a missing chunk is all null, so a figure no line
   * printed costs nothing. A chunk is allocated when a row in it has the figure, the rows before
   * that one NaN (null); every row appended after it writes its figure there, NaN or not.
   */
  private readonly chunks: (Float64Array | undefined)[][] = INTERVAL_FIELDS.map(() => []);
  /** Which columns these are; the store (its id) whose rows are all this one's (addStoreRows), and which chunks are still the store's (copied before a write). */
  private readonly id = ++made;
  private adoptedFrom = 0;
  private readonly shared = new Set<number>();

  /**
   * Appends rows g…g+n-1 of `store` (an OltpArchive's rows) on consecutive lines from
   * `firstLine`. While this has had nothing but the store's rows at their own indices (a run that
   * took every OLTP line of its document), the store's chunks become its own, not copied: a chunk is
   * copied only before something writes into it.
   */
  addStoreRows(firstLine: number, n: number, store: IntervalColumns, g: number): void {
    // (a store's first chunk at its full size: a smaller one would be outgrown here, and copied)
    if (n <= 0) return;
    const adopt = g === this.length && (this.adoptedFrom === store.id || (this.length === 0 && store.firstRows === CHUNK));
    if (!adopt) {
      for (let done = 0; done < n; ) {
        const j = g + done;
        const m = Math.min(n - done, CHUNK - (j & IN_CHUNK));
        const source = (k: number) => store.chunks[k]?.[j >>> CHUNK_BITS]?.subarray(j & IN_CHUNK, (j & IN_CHUNK) + m);
        this.appendRows(firstLine + done, m, source);
        done += m;
      }
      return;
    }
    if (this.length === 0) {
      this.firstRows = CHUNK;
      this.lines[0] = new Int32Array(CHUNK);
      this.adoptedFrom = store.id; // an id, not the store: these columns must not keep the whole archive alive
    }
    for (let c = g >>> CHUNK_BITS; c <= (g + n - 1) >>> CHUNK_BITS; c++) {
      if (c >= this.lines.length) this.lines.push(new Int32Array(CHUNK));
      for (let k = 0; k < INTERVAL_FIELDS.length; k++) (this.chunks[k] as (Float64Array | undefined)[])[c] = store.chunks[k]?.[c];
      this.shared.add(c);
    }
    for (let j = 0; j < n; j++) (this.lines[(g + j) >>> CHUNK_BITS] as Int32Array)[(g + j) & IN_CHUNK] = firstLine + j;
    this.length += n;
  }

  /** Before a write into chunk `c`: this no longer mirrors a store, and the chunk, if a store's, is copied. */
  private own(c: number): void {
    this.adoptedFrom = 0;
    if (this.shared.size === 0 || !this.shared.delete(c)) return;
    for (const column of this.chunks) column[c] = column[c]?.slice();
  }

  /** Appends a row whose figures are all null (set them with `set`); returns its index. */
  add(line: number): number {
    this.own(this.length >>> CHUNK_BITS);
    const i = this.append(line);
    const c = i >>> CHUNK_BITS;
    for (const column of this.chunks) {
      const chunk = column[c];
      if (chunk) chunk[i & IN_CHUNK] = Number.NaN;
    }
    return i;
  }

  /**
   * Appends a row with its line and nothing else: its place in the figures' chunks is not yet
   * written (a chunk's rows past the last appended one are never filled ahead of time).
   */
  private append(line: number): number {
    const i = this.length++;
    if (i === this.firstRows && i < CHUNK) this.growFirstChunk();
    else if (i >= CHUNK && (i & IN_CHUNK) === 0) this.lines.push(new Int32Array(CHUNK));
    (this.lines[i >>> CHUNK_BITS] as Int32Array)[i & IN_CHUNK] = line;
    return i;
  }

  private nanChunk(c: number): Float64Array {
    return new Float64Array(c === 0 ? this.firstRows : CHUNK).fill(Number.NaN);
  }

  /** Doubles the first chunk (the only one ever copied, and only while it is small). */
  private growFirstChunk(): void {
    const rows = Math.min(CHUNK, this.firstRows * 2);
    const lines = new Int32Array(rows);
    lines.set(this.lines[0] as Int32Array);
    this.lines[0] = lines;
    for (const column of this.chunks) {
      const first = column[0];
      if (!first) continue;
      const grown = new Float64Array(rows).fill(Number.NaN);
      grown.set(first);
      column[0] = grown;
    }
    this.firstRows = rows;
  }

  /**
   * Appends a row from `values` (by INTERVAL_FIELDS index, NaN = not printed): the parser's hot
   * path, no object per row.
   */
  addValues(line: number, values: Float64Array): void {
    this.own(this.length >>> CHUNK_BITS);
    const i = this.append(line);
    const c = i >>> CHUNK_BITS;
    const o = i & IN_CHUNK;
    for (let k = 0; k < values.length; k++) {
      const v = values[k] as number;
      const column = this.chunks[k] as (Float64Array | undefined)[];
      const chunk = column[c];
      // NaN too: the chunk's rows are written as they come, not filled with NaN ahead (~17 ms on 100 MB)
      if (chunk) chunk[o] = v;
      else if (!Number.isNaN(v)) {
        // the first figure in this chunk: the rows before it are null
        const created = new Float64Array(c === 0 ? this.firstRows : CHUNK).fill(Number.NaN, 0, o);
        created[o] = v;
        column[c] = created;
      }
    }
  }

  /**
   * Appends `n` rows on consecutive lines from `firstLine`, their figures in `source` column-major
   * (figure k of the j-th row at source[at + k·stride + j] for the first `fields` figures, the rest
   * and events left null): an OltpScan's run of rows, copied a column slice at a time.
   */
  addColumnRows(firstLine: number, n: number, source: Float64Array, at: number, stride: number, fields: number): void {
    this.appendRows(firstLine, n, (k) => (k === EVENTS || k >= fields ? undefined : source.subarray(at + k * stride, at + k * stride + n)));
  }

  /** Appends `m` rows on consecutive lines, figure k of each from `source(k)` (undefined: none printed it), a chunk at a time. */
  private appendRows(firstLine: number, m: number, source: (k: number) => Float64Array | undefined): void {
    for (let done = 0; done < m; ) {
      const i = this.length;
      if (i === this.firstRows && i < CHUNK) this.growFirstChunk();
      const part = Math.min(m - done, i < CHUNK ? this.firstRows - i : CHUNK - (i & IN_CHUNK));
      const c = i >>> CHUNK_BITS;
      const o = i & IN_CHUNK;
      this.own(c);
      if (i >= CHUNK && o === 0) this.lines.push(new Int32Array(CHUNK));
      const lines = this.lines[c] as Int32Array;
      for (let j = 0; j < part; j++) lines[o + j] = firstLine + done + j;
      for (let k = 0; k < INTERVAL_FIELDS.length; k++) {
        const column = this.chunks[k] as (Float64Array | undefined)[];
        const values = source(k)?.subarray(done, done + part);
        let chunk = column[c];
        if (!values) {
          chunk?.fill(Number.NaN, o, o + part);
          continue;
        }
        if (!chunk) {
          chunk = new Float64Array(c === 0 ? this.firstRows : CHUNK).fill(Number.NaN, 0, o);
          column[c] = chunk;
        }
        chunk.set(values, o);
      }
      this.length += part;
      done += part;
    }
  }

  /** Sets a figure of row `i` (null: not printed). */
  set(field: IntervalField, i: number, value: number | null): void {
    this.own(i >>> CHUNK_BITS);
    const column = this.chunks[FIELD_INDEX[field]] as (Float64Array | undefined)[];
    const c = i >>> CHUNK_BITS;
    if (value === null) {
      const chunk = column[c];
      if (chunk) chunk[i & IN_CHUNK] = Number.NaN;
      return;
    }
    // biome-ignore lint/suspicious/noAssignInExpressions: allocate the chunk on its first figure
    (column[c] ??= this.nanChunk(c))[i & IN_CHUNK] = value;
  }

  push(iv: Interval): void {
    const i = this.add(iv.line);
    for (const field of INTERVAL_FIELDS) this.set(field, i, iv[field]);
  }

  /** Figure of row `i` (NaN when its line did not print it). */
  value(k: number, i: number): number {
    const chunk = this.chunks[k]?.[i >>> CHUNK_BITS];
    return chunk ? (chunk[i & IN_CHUNK] as number) : Number.NaN;
  }

  /** Figure of row `i`, null when its line did not print it. */
  get(field: IntervalField, i: number): number | null {
    const v = this.value(FIELD_INDEX[field], i);
    return Number.isNaN(v) ? null : v;
  }

  line(i: number): number {
    return (this.lines[i >>> CHUNK_BITS] as Int32Array)[i & IN_CHUNK] as number;
  }

  /**
   * Chunk `c` of figure k (rows c·CHUNK + o at [o]), undefined when no row in it printed the
   * figure: for loops over every row that must not look the chunk up per value.
   */
  valueChunk(k: number, c: number): Float64Array | undefined {
    return this.chunks[k]?.[c];
  }

  /** Chunk `c` of the lines, as valueChunk. */
  lineChunk(c: number): Int32Array {
    return this.lines[c] as Int32Array;
  }

  /** Has any row this figure? */
  has(field: IntervalField): boolean {
    return this.chunks[FIELD_INDEX[field]]?.some((chunk) => chunk !== undefined) ?? false;
  }

  /** A copy of the column, rows 0…length-1 (NaN = null), or null when no row has this figure. */
  column(field: IntervalField): Float64Array | null {
    if (!this.has(field)) return null;
    const k = FIELD_INDEX[field];
    const out = new Float64Array(this.length);
    for (let i = 0; i < this.length; i++) out[i] = this.value(k, i);
    return out;
  }

  /** A copy of the lines, rows 0…length-1. */
  lineColumn(): Int32Array {
    const out = new Int32Array(this.length);
    this.lines.forEach((chunk, c) => {
      out.set(chunk.subarray(0, Math.min(CHUNK, this.length - c * CHUNK)), c * CHUNK);
    });
    return out;
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

  static from(intervals: readonly Interval[]): IntervalColumns {
    const columns = new IntervalColumns();
    for (const iv of intervals) columns.push(iv);
    return columns;
  }
}
