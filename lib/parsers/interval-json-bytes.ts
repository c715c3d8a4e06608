// The parse CLI's interval rows as bytes: the text intervalRowsJson gives (./interval-json.ts),
// written digit by digit into a buffer instead of as a string per number and per row, for the
// 11 million numbers of a 100 MB log. Numbers are formatNumber's (what String() writes), ASCII.
import { INTERVAL_FIELDS, type IntervalColumns } from './interval-columns';
import { formatNumber } from './interval-json';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const KEYS = INTERVAL_FIELDS.map((f) => ascii(`"${f}":`));
const LINE_KEY = ascii('"line":');
const NULL = ascii('null');
const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6];
/** The longest row: indent, keys, 13 numbers of ≤ 24 characters (String() of any double), punctuation. */
const rowBound = (indent: number) => indent + KEYS.reduce((n, k) => n + k.length, 0) + LINE_KEY.length + 13 * 25 + 8;

/**
 * Fills chunks of bytes with interval rows. A chunk handed out is never written again until it is
 * given back (`release`, once its write is done): a few buffers go round instead of 200 MB of new ones.
 */
export class IntervalJsonWriter {
  private buffer: Uint8Array;
  private at = 0;
  private readonly digits = new Uint8Array(24);
  private readonly free: Uint8Array[] = [];

  constructor(private readonly chunkBytes = 1 << 18) {
    this.buffer = new Uint8Array(chunkBytes);
  }

  /**
   * Writes rows `from`… of `columns` (each `indent`, the row's object, a comma but after the
   * series' last, a line break: intervalRowsJson's lines) until the chunk is full or `to`; returns
   * the next row to write.
   */
  rows(columns: IntervalColumns, from: number, to: number, indent: string): number {
    const pad = ascii(indent);
    const bound = rowBound(pad.length);
    const fields = KEYS.length;
    let i = from;
    for (; i < to && this.at + bound <= this.buffer.length; i++) {
      this.bytes(pad);
      this.buffer[this.at++] = 123; // {
      for (let k = 0; k < fields; k++) {
        this.bytes(KEYS[k] as Uint8Array);
        this.number(columns.value(k, i));
        this.buffer[this.at++] = 44; // ,
      }
      this.bytes(LINE_KEY);
      this.number(columns.line(i));
      this.buffer[this.at++] = 125; // }
      if (i < columns.length - 1) this.buffer[this.at++] = 44;
      this.buffer[this.at++] = 10; // \n
    }
    return i;
  }

  /** The bytes written since the last take; the writer goes on in another buffer. */
  take(): Uint8Array {
    const full = this.buffer.subarray(0, this.at);
    this.buffer = this.free.pop() ?? new Uint8Array(this.chunkBytes);
    this.at = 0;
    return full;
  }

  /** Gives back a chunk `take` returned, once nothing reads it any more. */
  release(chunk: Uint8Array): void {
    if (chunk.buffer.byteLength === this.chunkBytes) this.free.push(new Uint8Array(chunk.buffer));
  }

  private bytes(b: Uint8Array): void {
    const buffer = this.buffer;
    let at = this.at;
    for (let j = 0; j < b.length; j++) buffer[at++] = b[j] as number;
    this.at = at;
  }

  private text(s: string): void {
    for (let j = 0; j < s.length; j++) this.buffer[this.at++] = s.charCodeAt(j);
  }

  /** formatNumber(x) (NaN: null), by the same rule: the fewest decimals k with round(|x|·10^k) / 10^k === |x|. */
  private number(x: number): void {
    if (Number.isNaN(x)) {
      this.bytes(NULL);
      return;
    }
    const a = Math.abs(x);
    if (Number.isInteger(x) && a < 1e15) {
      if (x < 0) this.buffer[this.at++] = 45; // -
      this.integer(a, 0);
      return;
    }
    if (!Number.isInteger(x) && a >= 1e-6 && a < 1e15) {
      for (let k = 1; k < POW10.length; k++) {
        const p = POW10[k] as number;
        const m = Math.round(a * p);
        if (m >= 1e15) break;
        if (m / p === a) {
          if (x < 0) this.buffer[this.at++] = 45;
          this.integer(m, k);
          return;
        }
      }
    }
    this.text(formatNumber(x));
  }

  /** The integer m < 10^15 with a decimal point before its last `decimals` digits (`0.0…` when it has fewer). */
  private integer(m: number, decimals: number): void {
    const d = this.digits;
    let n = 0;
    let rest = m;
    while (rest >= 2147483648) {
      const q = Math.floor(rest / 10);
      d[n++] = 48 + (rest - q * 10);
      rest = q;
    }
    // the rest fits in an int32: integer division
    let r = rest | 0;
    do {
      const q = (r / 10) | 0;
      d[n++] = 48 + (r - q * 10);
      r = q;
    } while (r > 0);
    const buffer = this.buffer;
    if (n <= decimals) {
      buffer[this.at++] = 48; // 0
      buffer[this.at++] = 46; // .
      for (let z = decimals - n; z > 0; z--) buffer[this.at++] = 48;
      while (n > 0) buffer[this.at++] = d[--n] as number;
      return;
    }
    while (n > decimals) buffer[this.at++] = d[--n] as number;
    if (decimals === 0) return;
    buffer[this.at++] = 46;
    while (n > 0) buffer[this.at++] = d[--n] as number;
  }
}
