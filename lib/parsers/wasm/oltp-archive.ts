// A document's sysbench 1.x OLTP report lines read by WebAssembly once, before anything else reads
// the text (prepare.ts), and kept: redaction skips the lines it found clean instead of testing each
// against the formats' reportLines (report-split.ts), and the segmenter takes their figures from
// here instead of scanning the text a second time (segment.ts). On a 100 MB log that is one pass
// over 850,000 lines where there were two. A clean row is a line that is nothing but the report
// (assembly/oltp.ts); every other line is left to the regex and to JavaScript, as before.
import { type OltpReader, OltpScan, type ScannedRows } from './oltp-scan';

const FIELDS = 12;
const EVENTS = 4;

export class OltpArchive implements OltpReader {
  /** the chunks with rows, in the text's order; null once the parse went past it (its memory is let go) */
  private readonly chunks: (ScannedRows | null)[] = [];
  /** the chunk and the row asked last */
  private c = 0;
  private r = 0;
  /** let a chunk go once asked past it (the parse reads in order; the split before it must not) */
  private consuming = false;

  private constructor() {}

  /** Every OLTP line of `text` read, or null where WebAssembly is not available (or the text has no such line). */
  static of(text: string): OltpArchive | null {
    // a log without one (pgbench's, sql-bench's, a page of prose) is not encoded for nothing
    if (!text.includes('] thds: ')) return null;
    const scan = OltpScan.of(text);
    if (!scan) return null;
    const archive = new OltpArchive();
    for (let from = 0; from < text.length; ) {
      const { end, rows } = scan.copyFrom(from);
      if (rows && rows.count > 0) archive.chunks.push(rows);
      from = end;
    }
    return archive;
  }

  /**
   * Where the clean rows on consecutive lines from `from` (a line start) end: after the line break
   * of the last of them; `from` when no clean row starts there. The text's last line without a line
   * break is no report line (reportLines end in one), so it is not taken.
   */
  reportEnd(text: string, from: number): number {
    const r = this.find(from);
    if (r < 0) return from;
    const { offsets, runs } = this.chunks[this.c] as ScannedRows;
    const n = runs[r] as number;
    const last = offsets[r + n - 1] as number;
    const lineEnd = text.indexOf('\n', last);
    if (lineEnd >= 0) return lineEnd + 1;
    return n > 1 ? last : from;
  }

  /**
   * The archive for the text prepare.ts made of the one it read: `moves` holds, for each block of
   * the old text kept as it was, [old start, old end, new start] (in order). A row outside every
   * block may have changed (redaction read it): it is dropped, and JavaScript reads it. From now on
   * the archive is read once, in order, by the parse.
   */
  movedTo(moves: readonly number[] | 'unchanged'): OltpArchive {
    if (moves !== 'unchanged') {
      let m = 0;
      for (let c = 0; c < this.chunks.length; c++) {
        const chunk = this.chunks[c] as ScannedRows;
        const keep = new Uint8Array(chunk.count);
        let kept = 0;
        for (let r = 0; r < chunk.count; r++) {
          const at = chunk.offsets[r] as number;
          while (m < moves.length && (moves[m + 1] as number) <= at) m += 3;
          if (m < moves.length && (moves[m] as number) <= at) {
            chunk.offsets[r] = at - (moves[m] as number) + (moves[m + 2] as number);
            keep[r] = 1;
            kept++;
          }
        }
        if (kept < chunk.count) this.chunks[c] = kept === 0 ? null : compact(chunk, keep, kept);
      }
      const left = this.chunks.filter((chunk) => chunk !== null);
      this.chunks.length = 0;
      this.chunks.push(...left);
    }
    this.c = 0;
    this.r = 0;
    this.consuming = true;
    return this;
  }

  /** Where the rows' lines start (Lines' `known`), while the parse has read none. */
  get lineStarts(): readonly ScannedRows[] {
    return this.chunks.filter((chunk) => chunk !== null);
  }

  rowAt(from: number): number {
    return this.find(from);
  }

  runAt(from: number): number {
    const r = this.find(from);
    return r < 0 ? 0 : ((this.chunks[this.c] as ScannedRows).runs[r] as number);
  }

  read(from: number, out: Float64Array): boolean {
    const r = this.find(from);
    if (r < 0) return false;
    const { figures, count } = this.chunks[this.c] as ScannedRows;
    for (let k = 0; k < FIELDS; k++) if (k !== EVENTS) out[k] = figures[r + k * count] as number;
    return true;
  }

  /** The current chunk's figures (rowAt's index and `stride` point into it; valid until a row of another chunk is asked for). */
  get figures(): Float64Array {
    return (this.chunks[this.c] as ScannedRows).figures;
  }

  get stride(): number {
    return (this.chunks[this.c] as ScannedRows).count;
  }

  /** The row of the clean line at `from` in chunk `c` (made the current one), or -1. */
  private find(from: number): number {
    const chunks = this.chunks;
    let c = this.c;
    let chunk = chunks[c];
    while (chunk && (chunk.offsets[chunk.count - 1] as number) < from && c + 1 < chunks.length) {
      if (this.consuming) chunks[c] = null;
      chunk = chunks[++c];
      this.r = 0;
    }
    while (chunk && (chunk.offsets[0] as number) > from && c > 0 && chunks[c - 1]) {
      chunk = chunks[--c];
      this.r = (chunk as ScannedRows).count - 1;
    }
    this.c = c;
    if (!chunk) return -1;
    const { offsets, runs, count } = chunk;
    let r = Math.min(this.r, count - 1);
    while (r > 0 && (offsets[r - 1] as number) >= from) r--;
    while (r < count - 1 && (offsets[r] as number) < from) r++;
    this.r = r;
    return offsets[r] === from && runs[r] !== 0 ? r : -1;
  }
}

/** The chunk's rows where `keep` is 1; a run that reached a dropped row ends before it. */
function compact(chunk: ScannedRows, keep: Uint8Array, kept: number): ScannedRows {
  const runs = new Int32Array(chunk.count);
  for (let r = chunk.count - 1; r >= 0; r--) {
    const run = chunk.runs[r] as number;
    if (!keep[r] || run === 0) continue;
    runs[r] = run > 1 && keep[r + 1] ? (runs[r + 1] as number) + 1 : 1;
  }
  const offsets = new Int32Array(kept);
  const keptRuns = new Int32Array(kept);
  const figures = new Float64Array(FIELDS * kept);
  let j = 0;
  for (let r = 0; r < chunk.count; r++) {
    if (!keep[r]) continue;
    offsets[j] = chunk.offsets[r] as number;
    keptRuns[j] = runs[r] as number;
    for (let k = 0; k < FIELDS; k++) figures[k * kept + j] = chunk.figures[k * chunk.count + r] as number;
    j++;
  }
  return { count: kept, offsets, runs: keptRuns, figures };
}
