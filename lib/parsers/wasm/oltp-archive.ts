// A document's sysbench 1.x OLTP report lines read by WebAssembly once, before anything else reads
// the text (prepare.ts), and kept: redaction skips the lines it found clean instead of testing each
// against the formats' reportLines (report-split.ts), Lines takes their starts instead of looking
// for them, and the segmenter takes their figures instead of scanning the text a second time
// (segment.ts). A run that takes every one of them, in order (a long log's one run), takes the
// archive's column chunks as they are (IntervalColumns.addStoreRows): on a 100 MB log that is one
// pass over 850,000 lines and one copy of their figures, where there were three passes and two
// copies. A clean row is a line that is nothing but the report (assembly/oltp.ts); every other
// line is left to the regexes and to JavaScript, as before.
import { CHUNK_BITS, IntervalColumns } from '../interval-columns';
import type { KnownLineStarts } from '../lines';
import { type OltpReader, OltpScan } from './oltp-scan';

const CHUNK = 1 << CHUNK_BITS;
const IN_CHUNK = CHUNK - 1;
const EVENTS = 4;
const FIELDS = 12;
/** An OLTP line has 75 characters at least: a text of n characters has fewer than n / 75 + 1. */
const MIN_LINE = 75;

export class OltpArchive implements OltpReader {
  /** each row's figures (its `line` unused), in the text's order */
  private store = new IntervalColumns();
  /** row g's offset in the text and its run, in chunks of CHUNK rows as the store's (a run ends at its chunk's end) */
  private offsets: Int32Array[] = [];
  private runs: Int32Array[] = [];
  /** the text its offsets are in (movedTo's): a parse of any other text does not use it */
  private text: string | null = null;
  /** rows whose offset and run are recorded; the row asked last */
  private recorded = 0;
  private g = 0;

  private constructor(private readonly firstChunk: number) {}

  /** Every OLTP line of `text` read, or null where WebAssembly is not available (or the text has no such line). */
  static of(text: string): OltpArchive | null {
    // a log without one (pgbench's, sql-bench's, a page of prose) is not encoded for nothing
    if (!text.includes('] thds: ')) return null;
    const scan = OltpScan.of(text);
    if (!scan) return null;
    const archive = new OltpArchive(Math.min(CHUNK, Math.ceil(text.length / MIN_LINE) + 1));
    for (let from = 0; from < text.length; ) {
      const start = from;
      from = scan.readInto(from, archive.store, (ints, offsets, runs, count) => {
        for (let r = 0; r < count; r++) archive.push(start + (ints[offsets + r] as number), ints[runs + r] as number);
      });
    }
    return archive;
  }

  private get length(): number {
    return this.store.length;
  }

  /** Records the offset and run of the next row the store was given. */
  private push(offset: number, run: number): void {
    const g = this.recorded++;
    const o = g & IN_CHUNK;
    if (o === 0) {
      const size = g === 0 ? this.firstChunk : CHUNK;
      this.offsets.push(new Int32Array(size));
      this.runs.push(new Int32Array(size));
    } else if (g < CHUNK && g === (this.offsets[0] as Int32Array).length) {
      // more rows than MIN_LINE allows for (never, by the grammar): the first chunk grows, nothing is lost
      this.offsets[0] = grownTo(this.offsets[0] as Int32Array, CHUNK);
      this.runs[0] = grownTo(this.runs[0] as Int32Array, CHUNK);
    }
    (this.offsets[g >>> CHUNK_BITS] as Int32Array)[o] = offset;
    (this.runs[g >>> CHUNK_BITS] as Int32Array)[o] = Math.min(run, CHUNK - o);
  }

  private offsetOf(g: number): number {
    return (this.offsets[g >>> CHUNK_BITS] as Int32Array)[g & IN_CHUNK] as number;
  }

  private runOf(g: number): number {
    return (this.runs[g >>> CHUNK_BITS] as Int32Array)[g & IN_CHUNK] as number;
  }

  /**
   * Where the clean rows on consecutive lines from `from` (a line start) end: after the line break
   * of the last of them; `from` when no clean row starts there. The text's last line without a line
   * break is no report line (reportLines end in one), so it is not taken.
   */
  reportEnd(text: string, from: number): number {
    const g = this.rowAt(from);
    if (g < 0) return from;
    const n = this.runOf(g);
    const last = this.offsetOf(g + n - 1);
    const lineEnd = text.indexOf('\n', last);
    if (lineEnd >= 0) return lineEnd + 1;
    return n > 1 ? last : from;
  }

  /** Was it made for `text` (prepareScanned's text)? */
  isFor(text: string): boolean {
    return this.text === text;
  }

  /** Where the rows' lines start (Lines' `known`), a chunk at a time. */
  get lineStarts(): KnownLineStarts[] {
    return this.offsets.map((offsets, c) => {
      const count = Math.min(offsets.length, this.length - c * CHUNK);
      return { count, offsets: offsets.subarray(0, count), runs: (this.runs[c] as Int32Array).subarray(0, count) };
    });
  }

  /**
   * The archive for the text prepare.ts made of the one it read: `moves` holds, for each block of
   * the old text kept as it was, [old start, old end, new start] (in order). A row outside every
   * block may have changed (redaction read it): it is dropped, and JavaScript reads it.
   */
  movedTo(text: string, moves: readonly number[] | 'unchanged'): OltpArchive {
    this.g = 0;
    this.text = text;
    if (moves === 'unchanged') return this;
    const keep = new Uint8Array(this.length);
    let kept = 0;
    let m = 0;
    for (let c = 0; c < this.offsets.length; c++) {
      const offsets = this.offsets[c] as Int32Array;
      const rows = Math.min(offsets.length, this.length - c * CHUNK);
      for (let r = 0; r < rows; r++) {
        const at = offsets[r] as number;
        while (m < moves.length && (moves[m + 1] as number) <= at) m += 3;
        if (m < moves.length && (moves[m] as number) <= at) {
          offsets[r] = at - (moves[m] as number) + (moves[m + 2] as number);
          keep[c * CHUNK + r] = 1;
          kept++;
        }
      }
    }
    return kept === this.length ? this : this.kept(keep, text);
  }

  /** A new archive of the rows where `keep` is 1; a run that reached a dropped row ends before it. */
  private kept(keep: Uint8Array, text: string): OltpArchive {
    const kept = new OltpArchive(this.firstChunk);
    kept.text = text;
    const runs = new Int32Array(this.length + 1);
    for (let g = this.length - 1; g >= 0; g--) {
      const run = this.runOf(g);
      if (keep[g] && run > 0) runs[g] = run > 1 && keep[g + 1] ? (runs[g + 1] as number) + 1 : 1;
    }
    for (let g = 0; g < this.length; ) {
      if (!keep[g]) {
        g++;
        continue;
      }
      let end = g + 1;
      while (end < this.length && keep[end]) end++;
      kept.store.addStoreRows(0, end - g, this.store, g);
      for (; g < end; g++) kept.push(this.offsetOf(g), runs[g] as number);
    }
    return kept;
  }

  rowAt(from: number): number {
    let g = this.g;
    const last = this.length - 1;
    if (last < 0) return -1;
    if (g > last) g = last;
    while (g > 0 && this.offsetOf(g - 1) >= from) g--;
    while (g < last && this.offsetOf(g) < from) g++;
    this.g = g;
    return this.offsetOf(g) === from && this.runOf(g) !== 0 ? g : -1;
  }

  runAt(from: number): number {
    const g = this.rowAt(from);
    return g < 0 ? 0 : this.runOf(g);
  }

  read(from: number, out: Float64Array): boolean {
    const g = this.rowAt(from);
    if (g < 0) return false;
    for (let k = 0; k < FIELDS; k++) if (k !== EVENTS) out[k] = this.store.value(k, g);
    return true;
  }

  timesOf(row: number): { array: Float64Array; at: number } {
    // every row has a time, and a run ends at its chunk's end
    return { array: this.store.valueChunk(0, row >>> CHUNK_BITS) as Float64Array, at: row & IN_CHUNK };
  }

  addRows(columns: IntervalColumns, firstLine: number, row: number, n: number): void {
    columns.addStoreRows(firstLine, n, this.store, row);
  }
}

/** `array` copied into one of `length`. */
function grownTo(array: Int32Array, length: number): Int32Array {
  const grown = new Int32Array(length);
  grown.set(array);
  return grown;
}
