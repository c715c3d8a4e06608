// The parse CLI's interval rows written by WebAssembly (assembly/json-rows.ts): the same bytes as
// ../interval-json-bytes.ts's IntervalJsonWriter (a property test compares them), ~3× faster. A
// column chunk at a time is copied into the module's memory; the rows come out in its memory and
// are handed out as a view of it, written again only once given back (`release`).
import { CHUNK_BITS, INTERVAL_FIELDS, type IntervalColumns } from '../interval-columns';
import { formatNumber } from '../interval-json';
import { JSON_ROWS_WASM_BASE64 } from './json-rows-wasm';

/** The module's memory layout (assembly/json-rows.ts). */
const CHUNK_ROWS = 1 << CHUNK_BITS;
const FIELDS = INTERVAL_FIELDS.length;
const COLUMNS = 1 << 16;
const COLUMN_BYTES = CHUNK_ROWS * 8;
const LINES = COLUMNS + FIELDS * COLUMN_BYTES;
const KEYS = LINES + CHUNK_ROWS * 4;
const KEY_BYTES = 32;
const INDENT = KEYS + 16 * KEY_BYTES;
const INDENT_BYTES = 256;
const OUTPUT = INDENT + INDENT_BYTES;
/** Two output buffers: one being written out while the other fills. */
const OUTPUT_BYTES = 1 << 19;
/** The longest row: indent, keys, FIELDS + 1 numbers (the line's too) of ≤ 25 characters, punctuation, and the 7 bytes a copy may write past its end. */
const ROW_BOUND = INDENT_BYTES + (FIELDS + 1) * KEY_BYTES + (FIELDS + 1) * 25 + 16;

type Exports = {
  memory: WebAssembly.Memory;
  rows: (from: number, to: number, last: number, present: number, indent: number, at: number, limit: number) => number;
  outputEnd: () => number;
  fieldCount: () => number;
};

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** Fills buffers with interval rows, as IntervalJsonWriter does; null where WebAssembly is not available. */
export class WasmIntervalJsonWriter {
  private readonly bytes: Uint8Array;
  private readonly floats: Float64Array;
  private readonly ints: Int32Array;
  /** which output buffer fills now, how far, and which are handed out */
  private current = 0;
  private at = 0;
  private readonly out: boolean[] = [false, false];
  /** the columns and chunk in memory */
  private loaded: { columns: IntervalColumns; chunk: number; present: number } | null = null;
  private indent = '';

  private constructor(private readonly exports: Exports) {
    const buffer = exports.memory.buffer;
    this.bytes = new Uint8Array(buffer);
    this.floats = new Float64Array(buffer);
    this.ints = new Int32Array(buffer);
    const keys = [...INTERVAL_FIELDS.map((f, k) => `${k === 0 ? '{' : ','}"${f}":`), ',"line":'];
    keys.forEach((key, k) => {
      const bytes = ascii(key);
      if (bytes.length > KEY_BYTES - 8) throw new Error(`key too long: ${key}`);
      this.bytes[KEYS + k * KEY_BYTES] = bytes.length;
      this.bytes.set(bytes, KEYS + k * KEY_BYTES + 8);
    });
  }

  static create(): WasmIntervalJsonWriter | null {
    try {
      let writer: WasmIntervalJsonWriter | null = null;
      const bytes = Uint8Array.from(atob(JSON_ROWS_WASM_BASE64), (c) => c.charCodeAt(0));
      const imports = {
        'json-rows': {
          // what the module leaves to JavaScript (≥ 10^15, more than 6 decimals…): written at `at`
          formatNumber: (x: number, at: number) => {
            const text = ascii(formatNumber(x));
            writer?.bytes.set(text, at);
            return at + text.length;
          },
        },
        env: { abort: () => {} },
      };
      const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), imports);
      const exports = instance.exports as Exports;
      // a module built for another count of columns would write rows with keys missing (or read past them)
      if (exports.fieldCount() !== FIELDS || exports.memory.buffer.byteLength < OUTPUT + 2 * OUTPUT_BYTES) return null;
      writer = new WasmIntervalJsonWriter(exports);
      return writer;
    } catch {
      return null;
    }
  }

  /** Copies chunk `c` of `columns` into the module's memory (once per 16,384 rows). */
  private load(columns: IntervalColumns, c: number): number {
    if (this.loaded?.columns === columns && this.loaded.chunk === c) return this.loaded.present;
    let present = 0;
    const rows = Math.min(CHUNK_ROWS, columns.length - c * CHUNK_ROWS);
    for (let k = 0; k < FIELDS; k++) {
      const chunk = columns.valueChunk(k, c);
      if (!chunk) continue;
      present |= 1 << k;
      this.floats.set(chunk.subarray(0, rows), (COLUMNS + k * COLUMN_BYTES) / 8);
    }
    this.ints.set(columns.lineChunk(c).subarray(0, rows), LINES / 4);
    this.loaded = { columns, chunk: c, present };
    return present;
  }

  /** IntervalJsonWriter.rows: rows `from`… until the buffer is full or `to`; the next row to write. */
  rows(columns: IntervalColumns, from: number, to: number, indent: string): number {
    if (this.out[this.current]) throw new Error('the row buffer is still being written out');
    if (indent !== this.indent) {
      const bytes = ascii(indent);
      if (bytes.length > INDENT_BYTES) throw new Error('indent too long');
      this.bytes.set(bytes, INDENT);
      this.indent = indent;
    }
    const base = this.current * OUTPUT_BYTES;
    const limit = base + OUTPUT_BYTES - ROW_BOUND;
    const last = columns.length - 1;
    let i = from;
    while (i < to && this.at + base <= limit) {
      const c = i >>> CHUNK_BITS;
      const present = this.load(columns, c);
      const first = c * CHUNK_ROWS;
      const end = Math.min(to, first + CHUNK_ROWS);
      const next = this.exports.rows(i - first, end - first, last - first, present, this.indent.length, base + this.at, limit);
      this.at = this.exports.outputEnd() - base;
      i = first + next;
    }
    return i;
  }

  /** The bytes written since the last take (a view of the module's memory, until `release`). */
  take(): Uint8Array {
    const start = OUTPUT + this.current * OUTPUT_BYTES;
    const full = this.bytes.subarray(start, start + this.at);
    this.out[this.current] = true;
    this.current = 1 - this.current;
    this.at = 0;
    return full;
  }

  /** Gives back what `take` returned, once nothing reads it any more. */
  release(chunk: Uint8Array): void {
    this.out[chunk.byteOffset < OUTPUT + OUTPUT_BYTES ? 0 : 1] = false;
  }
}
