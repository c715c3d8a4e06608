// sysbench 1.x's OLTP report lines (a 100 MB log is 850,000 of them) read by WebAssembly
// (assembly/oltp.ts, built by `npm run build:wasm`) 256 KB at a time, ahead of the segmenter that
// takes them: 70 ms for the 100 MB log against ~235 ms in JavaScript. Only a help: a line it did not
// read (a chunk's line that is not ASCII, a figure too long for its exact path, any line in a
// browser) is read by the JavaScript scanner, and a line it says is not an OLTP line is tried there
// too, so all it can change is how fast the answer comes (a property test checks that both read the
// same figures to the last bit).
import { OLTP_WASM_BASE64 } from './oltp-wasm';

/** Bytes of text a scan reads at once (whole lines; a longer line is left to JavaScript). */
const CHUNK = 1 << 18;
/** Where the chunk goes in the module's memory: above its own data (a few hundred bytes at 0). */
const INPUT = 1 << 16;
/** Where its rows go: after the chunk and its 0 sentinel, 8-aligned. */
const ROWS = INPUT + CHUNK + 64;
/** A row: the 12 interval fields (INTERVAL_FIELDS order; the 5th, events, is a flag), then the line's offset. */
const ROW_SLOTS = 13;
const FLAG = 4;
const OFFSET = 12;
/** ROWS as an index of f64. */
const BASE = ROWS / 8;
/** An OLTP line has 78 characters at least, so a chunk holds fewer rows than this. */
const MAX_ROWS = CHUNK / 64;

type Scanner = {
  scan: (input: number, length: number, rows: number, maxRows: number) => number;
  bytes: Uint8Array;
  rows: Float64Array;
  /** the OltpScan whose chunk is in memory */
  owner: OltpScan | null;
};

let scanner: Scanner | null | undefined;
/** Off: every line is read in JavaScript (setOltpWasm, for benchmarks and tests that compare the two). */
let enabled = true;

/** Turns the WebAssembly reader on or off for the scans made from now on. */
export function setOltpWasm(on: boolean): void {
  enabled = on;
}

function instantiate(): Scanner | null {
  // on the server and the CLI only: a browser's CSP forbids compiling it (no 'wasm-unsafe-eval'),
  // and would report each try as a violation; the upload preview reads its lines in JavaScript
  if (typeof window !== 'undefined') return null;
  try {
    const bytes = Uint8Array.from(atob(OLTP_WASM_BASE64), (c) => c.charCodeAt(0));
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: { abort: () => {} } });
    const { scan, memory } = instance.exports as { scan: Scanner['scan']; memory: WebAssembly.Memory };
    // the module starts with the memory it needs (build-wasm.mjs' --initialMemory): growing it would
    // detach its buffer, and views of it would have to be made again
    if (memory.buffer.byteLength < ROWS + MAX_ROWS * ROW_SLOTS * 8) return null;
    return { scan, bytes: new Uint8Array(memory.buffer), rows: new Float64Array(memory.buffer), owner: null };
  } catch {
    return null; // no WebAssembly here: the JavaScript scanner reads every line
  }
}

const encoder = new TextEncoder();
const NOT_ASCII = /[^\0-\x7f]/g;

/** One document's OLTP lines, read ahead a chunk at a time as its lines are asked for in order. */
export class OltpScan {
  /** the chunk read last: [start, end) of the text, its rows, the next row to look at */
  private start = 0;
  private end = 0;
  private count = 0;
  private cursor = 0;

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

  /** The figures of every row read, ROW_SLOTS a row (rowAt's indices point into it; valid until the next call). */
  get rows(): Float64Array {
    return this.scanner.rows;
  }

  /**
   * Where the figures of the OLTP report line that starts at `from` (a line's start) are in `rows`
   * (INTERVAL_FIELDS order from there; the events slot is not a figure), or -1 when this scan did
   * not read it (not an OLTP line, or one to read in JavaScript). Fastest when asked in the text's order.
   */
  rowAt(from: number): number {
    const s = this.scanner;
    if (s.owner !== this || from < this.start || from >= this.end) {
      if (!this.load(from)) return -1;
    }
    const rows = s.rows;
    const at = from - this.start;
    let r = this.cursor;
    // rows are in the text's order: move forward, or back when asked out of order
    while (r > 0 && (rows[BASE + (r - 1) * ROW_SLOTS + OFFSET] as number) >= at) r--;
    while (r < this.count && (rows[BASE + r * ROW_SLOTS + OFFSET] as number) < at) r++;
    this.cursor = r;
    if (r === this.count) return -1;
    const row = BASE + r * ROW_SLOTS;
    return rows[row + OFFSET] === at && rows[row + FLAG] === 0 ? row : -1;
  }

  /** rowAt's figures copied into `out` (INTERVAL_FIELDS order, events left as they are); false when there are none. */
  read(from: number, out: Float64Array): boolean {
    const row = this.rowAt(from);
    if (row < 0) return false;
    const rows = this.scanner.rows;
    for (let k = 0; k < 12; k++) if (k !== FLAG) out[k] = rows[row + k] as number;
    return true;
  }

  /** Reads the chunk of whole lines that starts at `from`; false when it cannot (not ASCII, a line too long). */
  private load(from: number): boolean {
    const s = this.scanner;
    s.owner = this;
    this.start = from;
    this.count = 0;
    this.cursor = 0;
    let end = Math.min(from + CHUNK, this.text.length);
    if (end < this.text.length) {
      const lastBreak = this.text.lastIndexOf('\n', end - 1);
      if (lastBreak < from) {
        this.end = this.text.indexOf('\n', from) + 1 || this.text.length; // one long line: JavaScript's
        return false;
      }
      end = lastBreak + 1;
    }
    let { read, written } = encoder.encodeInto(this.text.slice(from, end), s.bytes.subarray(INPUT, INPUT + CHUNK));
    if (written !== read) {
      // a character that is not ASCII takes more than one byte, and the offsets would not be the
      // text's: the chunk ends before its line (that line alone is JavaScript's)
      NOT_ASCII.lastIndex = from;
      NOT_ASCII.test(this.text);
      const lineStart = this.text.lastIndexOf('\n', NOT_ASCII.lastIndex - 1) + 1;
      if (lineStart <= from) {
        this.end = this.text.indexOf('\n', from) + 1 || this.text.length;
        return false;
      }
      end = lineStart;
      ({ read, written } = encoder.encodeInto(this.text.slice(from, end), s.bytes.subarray(INPUT, INPUT + CHUNK)));
    }
    this.end = end;
    this.count = s.scan(INPUT, written, ROWS, MAX_ROWS);
    return true;
  }
}
