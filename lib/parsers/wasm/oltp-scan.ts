// sysbench 1.x's OLTP report lines (a 100 MB log is 850,000 of them) read by WebAssembly
// (assembly/oltp.ts, built by `npm run build:wasm`) 256 KB at a time, ahead of the segmenter, whose
// open run takes them a run of rows at a time (an upload's text is read so once, as it is prepared,
// and kept: oltp-archive.ts; a text parsed as stored is read here as the segmenter asks) (~0.1 s for the 100 MB log against ~0.3 s in
// JavaScript). Only a help: a line it did not read (a chunk's line that is not ASCII, a figure too
// long for its exact path, `lat (ms,0%)`, a line too long, a page's main thread) is read by the
// JavaScript scanner, and a line it says is not an OLTP line is tried there too, so all it can
// change is how fast the answer comes (property tests check both read the same figures to the last bit).
import type { IntervalColumns } from '../interval-columns';
import { MAX_LINE } from '../lines';
import { OLTP_WASM_BASE64 } from './oltp-wasm';

/** The figures an OLTP report prints (INTERVAL_FIELDS' first 12; pgbench's stddev and lag come after them, never here). */
const FIELDS = 12;
const EVENTS = 4;
/** Bytes of text a scan reads at once (whole lines; a longer line is left to JavaScript). */
const CHUNK = 1 << 18;
/** Where the chunk goes in the module's memory: above its own data (a few hundred bytes at 0). */
const INPUT = 1 << 16;
/** The window after a chunk stopped at a character that is not ASCII. */
const SMALL_WINDOW = 4096;
/** An OLTP line has 75 characters at least, so a chunk holds fewer rows than this. */
const MAX_ROWS = CHUNK / 64;
/** Where the rows go, column-major: column k (INTERVAL_FIELDS order) at COLUMNS + k·MAX_ROWS·8. */
const COLUMNS = INPUT + CHUNK + 64;
/** Each row's offset in the chunk (i32), then how many clean rows on consecutive lines start at it (i32; 0: read it in JavaScript). */
const OFFSETS = COLUMNS + FIELDS * MAX_ROWS * 8;
const RUNS = OFFSETS + MAX_ROWS * 4;
const END = RUNS + MAX_ROWS * 4;

type Scanner = {
  scan: (input: number, length: number, columns: number, maxRows: number, maxLine: number, offsets: number, runs: number) => number;
  bytes: Uint8Array;
  figures: Float64Array;
  ints: Int32Array;
  /**
   * The id of the OltpScan whose chunk is in memory: an id, not the scan, which holds its text (the
   * text an upload was sent as, its password too, was kept alive until the next upload's scan)
   */
  owner: number;
};

/** OltpScans made so far (each one's id). */
let scans = 0;

let scanner: Scanner | null | undefined;
/** Off: every line is read in JavaScript (setOltpWasm, for benchmarks and tests that compare the two). */
let enabled = true;

/** Turns the WebAssembly reader on or off for the scans made from now on. */
export function setOltpWasm(on: boolean): void {
  enabled = on;
}

function instantiate(): Scanner | null {
  // not on a page's main thread: its CSP forbids compiling (no 'wasm-unsafe-eval') and would report
  // each try as a violation. The server, the CLI and the upload preview's worker (a script under
  // _next/static, served without that CSP) compile it; a failure anywhere means JavaScript reads.
  if (typeof window !== 'undefined') return null;
  try {
    const bytes = Uint8Array.from(atob(OLTP_WASM_BASE64), (c) => c.charCodeAt(0));
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: { abort: () => {} } });
    const { scan, memory } = instance.exports as { scan: Scanner['scan']; memory: WebAssembly.Memory };
    // the module starts with the memory it needs (build-wasm.mjs' --initialMemory): growing it would
    // detach its buffer, and views of it would have to be made again
    if (memory.buffer.byteLength < END) return null;
    const buffer = memory.buffer;
    return { scan, bytes: new Uint8Array(buffer), figures: new Float64Array(buffer), ints: new Int32Array(buffer), owner: 0 };
  } catch {
    return null; // no WebAssembly here: the JavaScript scanner reads every line
  }
}

const encoder = new TextEncoder();
const NOT_ASCII = /[^\0-\x7f]/g;
/** Bytes encoded for the module since the process started, chunks not read included (tests check that the parser goes through it, and that it does not encode a text many times over). */
let encodedBytes = 0;
export const oltpWasmEncodedBytes = () => encodedBytes;

/** What the segmenter asks of a document's OLTP lines read ahead: an OltpScan, or an OltpArchive made before. */
export interface OltpReader {
  /** The row of the clean OLTP line that starts at `from` (a line start), or -1. */
  rowAt(from: number): number;
  /** How many rows from rowAt(from) on are on consecutive lines and clean (at least 1), where rowAt(from) ≥ 0. */
  runAt(from: number): number;
  /** rowAt's figures copied into `out` (INTERVAL_FIELDS order, events left as it is); false when there are none. */
  read(from: number, out: Float64Array): boolean;
  /** Where the times (figure 0) of a row and the run after it are: rowAt's time at array[at], the next row's at array[at + 1]… */
  timesOf(row: number): { array: Float64Array; at: number };
  /** Appends rows row…row+n-1 (rowAt's and the run after it) to `columns`, on consecutive lines from `firstLine`. */
  addRows(columns: IntervalColumns, firstLine: number, row: number, n: number): void;
}

/** One document's OLTP lines, read ahead a chunk at a time as its lines are asked for in order. */
export class OltpScan implements OltpReader {
  /** the chunk read last: [start, end) of the text, its rows, the next row to look at */
  private start = 0;
  private end = 0;
  private count = 0;
  private cursor = 0;
  /** how much of the text the next chunk may take */
  private window = CHUNK;
  private readonly id = ++scans;

  private constructor(
    private readonly text: string,
    private readonly scanner: Scanner,
  ) {}

  /** A scan of `text`, or null where WebAssembly is not available. */
  static of(text: string): OltpScan | null {
    if (!enabled) return null;
    if (scanner === undefined) scanner = instantiate();
    return scanner ? new OltpScan(text, scanner) : null;
  }

  timesOf(row: number): { array: Float64Array; at: number } {
    return { array: this.scanner.figures, at: row };
  }

  addRows(columns: IntervalColumns, firstLine: number, row: number, n: number): void {
    columns.addColumnRows(firstLine, n, this.scanner.figures, row, MAX_ROWS, FIELDS);
  }

  /**
   * The row of the OLTP report line that starts at `from` (a line's start: its time's index in the
   * module's figures, figure k is k·MAX_ROWS further; the events one is not a figure), or -1 when this scan
   * did not read it (not an OLTP line, or one to read in JavaScript: a figure too long, `lat
   * (ms,0%)`, a line too long). Fastest when asked in the text's order.
   */
  rowAt(from: number): number {
    const r = this.rowIndex(from);
    return r < 0 ? -1 : COLUMNS / 8 + r;
  }

  /** How many rows from rowAt(from) on are on consecutive lines and read (at least 1), where rowAt(from) ≥ 0. */
  runAt(from: number): number {
    return this.scanner.ints[RUNS / 4 + this.rowIndex(from)] as number;
  }

  /** The row of the line at `from` when it is clean, or -1. */
  private rowIndex(from: number): number {
    const s = this.scanner;
    if (s.owner !== this.id || from < this.start || from >= this.end) {
      if (!this.load(from)) return -1;
    }
    const ints = s.ints;
    const offsets = OFFSETS / 4;
    const at = from - this.start;
    let r = this.cursor;
    // rows are in the text's order: move forward, or back when asked out of order
    while (r > 0 && (ints[offsets + r - 1] as number) >= at) r--;
    while (r < this.count && (ints[offsets + r] as number) < at) r++;
    this.cursor = r;
    if (r === this.count || ints[offsets + r] !== at || ints[RUNS / 4 + r] === 0) return -1;
    return r;
  }

  /** rowAt's figures copied into `out` (INTERVAL_FIELDS order, events left as it is); false when there are none. */
  read(from: number, out: Float64Array): boolean {
    const row = this.rowAt(from);
    if (row < 0) return false;
    const figures = this.scanner.figures;
    for (let k = 0; k < FIELDS; k++) if (k !== EVENTS) out[k] = figures[row + k * MAX_ROWS] as number;
    return true;
  }

  /**
   * Reads the chunk of whole lines from `from` (a line start) and appends its rows to `store` (their
   * lines numbered from 0: not known here), handing `rows` each one's offset in the chunk and its
   * run (ints[offsets + r], ints[runs + r] for r < count); returns where the next chunk starts
   * (nothing is read when the line at `from` is JavaScript's).
   */
  readInto(from: number, store: IntervalColumns, rows: (ints: Int32Array, offsets: number, runs: number, count: number) => void): number {
    if (!this.load(from)) return this.end;
    store.addColumnRows(0, this.count, this.scanner.figures, COLUMNS / 8, MAX_ROWS, FIELDS);
    rows(this.scanner.ints, OFFSETS / 4, RUNS / 4, this.count);
    return this.end;
  }

  /**
   * Reads the chunk of whole lines that starts at `from`; false when it cannot (the line at `from`
   * is not ASCII, or longer than the window). The window is CHUNK, or SMALL_WINDOW after a chunk
   * that stopped at a character that is not ASCII (the window is then searched for the next one
   * before anything is encoded), doubling back with each chunk that had none: a log whose every
   * line has one (a `é` in a tag) must not encode 256 KB a line to read one.
   */
  private load(from: number): boolean {
    const s = this.scanner;
    const text = this.text;
    s.owner = this.id;
    this.start = from;
    this.count = 0;
    this.cursor = 0;
    let end = Math.min(from + this.window, text.length);
    if (end < text.length) {
      const lastBreak = text.lastIndexOf('\n', end - 1);
      if (lastBreak < from) {
        this.end = text.indexOf('\n', from) + 1 || text.length; // one long line: JavaScript's
        return false;
      }
      end = lastBreak + 1;
    }
    let cut = false;
    if (this.window < CHUNK) {
      // a chunk stopped at a character that is not ASCII before: the next one is looked for first,
      // and only the whole lines before it are encoded (a text whose every other line has one, a
      // `é` in a tag, must not encode a window a line: a review measured 1,300 bytes a character)
      NOT_ASCII.lastIndex = 0;
      if (NOT_ASCII.test(text.slice(from, end))) {
        const lineStart = text.lastIndexOf('\n', from + NOT_ASCII.lastIndex - 2) + 1;
        this.window = SMALL_WINDOW;
        if (lineStart <= from) {
          this.end = text.indexOf('\n', from) + 1 || text.length; // the line at `from` is JavaScript's
          return false;
        }
        end = lineStart;
        cut = true;
      }
    }
    let { read, written } = encoder.encodeInto(text.slice(from, end), s.bytes.subarray(INPUT, INPUT + CHUNK));
    encodedBytes += written;
    // every character read and one byte each: all ASCII, the offsets are the text's (a character
    // that is not takes 2 to 4 bytes, and may not even fit: then fewer are read than were given)
    if (written !== read || read !== end - from) {
      this.window = SMALL_WINDOW;
      NOT_ASCII.lastIndex = 0;
      NOT_ASCII.test(text.slice(from, end));
      const lineStart = text.lastIndexOf('\n', from + NOT_ASCII.lastIndex - 2) + 1;
      if (lineStart <= from) {
        this.end = text.indexOf('\n', from) + 1 || text.length; // the line at `from` is JavaScript's
        return false;
      }
      end = lineStart;
      ({ read, written } = encoder.encodeInto(text.slice(from, end), s.bytes.subarray(INPUT, INPUT + CHUNK)));
      encodedBytes += written;
      if (written !== read || read !== end - from) {
        this.end = end; // cannot happen (nothing before the first such character is one); JavaScript's if it did
        return false;
      }
    } else if (!cut && this.window < CHUNK) this.window *= 2;
    this.end = end;
    this.count = s.scan(INPUT, written, COLUMNS, MAX_ROWS, MAX_LINE, OFFSETS, RUNS);
    return true;
  }
}
