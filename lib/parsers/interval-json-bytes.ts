// The parse CLI's interval rows as bytes: the text intervalRowsJson gives (./interval-json.ts),
// written into a buffer instead of as a string per number and per row, for the 11 million numbers
// of a 100 MB log. Numbers are formatNumber's (what String() writes), ASCII.
// Writes go through a DataView, four bytes of a key or two digits at a time: once any ArrayBuffer
// in the process has been detached (Node's own I/O does it), V8 checks every typed-array store, and
// byte-by-byte copies of the keys cost 2.1× what they cost before (411 against 194 ms on the
// 100 MB log's rows; 4-byte stores: 126 ms). A column's chunk is read once per 16,384 rows.
import { CHUNK_BITS, INTERVAL_FIELDS, type IntervalColumns } from './interval-columns';
import { formatNumber } from './interval-json';

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A text's bytes as little-endian 32-bit words (the last one padded with zeros). */
function wordsOf(bytes: Uint8Array): Int32Array {
  const words = new Int32Array(Math.ceil(bytes.length / 4));
  bytes.forEach((b, j) => {
    words[j >> 2] = (words[j >> 2] as number) | (b << (8 * (j & 3)));
  });
  return words;
}

/** A constant text: its length and its words. */
type Segment = { length: number; words: Int32Array };
const segmentOf = (text: string): Segment => {
  const bytes = ascii(text);
  return { length: bytes.length, words: wordsOf(bytes) };
};

/** What comes before each figure: the row's brace and first key, then a comma and the key. */
const PREFIXES = INTERVAL_FIELDS.map((f, k) => segmentOf(`${k === 0 ? '{' : ','}"${f}":`));
const LINE_KEY = segmentOf(',"line":');
const NULL = segmentOf('null');
const IN_CHUNK = (1 << CHUNK_BITS) - 1;
/** 10^0 … 10^10 */
const POW10 = Array.from({ length: 11 }, (_, k) => 10 ** k);
/**
 * The longest row: indent, keys, 13 numbers of ≤ 24 characters (String() of any double),
 * punctuation, and the 3 bytes a segment's last word may write past its end.
 */
const rowBound = (indent: number) => indent + PREFIXES.reduce((n, k) => n + k.length, 0) + LINE_KEY.length + 13 * 25 + 8;

/**
 * Writes a segment at `at`; the index after it. The last word may write up to 3 bytes past the
 * text: the next write overwrites them (rowBound leaves room for them at a chunk's end).
 */
function writeSegment(view: DataView, at: number, segment: Segment): number {
  const words = segment.words;
  for (let j = 0; j < words.length; j++) view.setInt32(at + 4 * j, words[j] as number, true);
  return at + segment.length;
}

/** "00" … "99" as two bytes (little-endian: the tens first). */
const PAIRS = Uint16Array.from({ length: 100 }, (_, n) => (48 + Math.floor(n / 10)) | ((48 + (n % 10)) << 8));

/** The integer 0 ≤ n < 2^31; the index after it. */
function writeUint(view: DataView, at: number, n: number): number {
  let digits = 1;
  while (digits < 10 && n >= (POW10[digits] as number)) digits++;
  let pos = at + digits;
  let rest = n | 0;
  while (rest >= 100) {
    const q = (rest / 100) | 0;
    pos -= 2;
    view.setUint16(pos, PAIRS[rest - q * 100] as number, true);
    rest = q;
  }
  if (rest >= 10) view.setUint16(pos - 2, PAIRS[rest] as number, true);
  else view.setUint8(pos - 1, 48 + rest);
  return at + digits;
}

/** The integer 0 ≤ n < 10^width (width ≤ 9) with leading zeros to `width` digits; the index after it. */
function writePadded(view: DataView, at: number, n: number, width: number): number {
  let pos = at + width;
  let rest = n | 0;
  let left = width;
  for (; left >= 2; left -= 2) {
    const q = (rest / 100) | 0;
    pos -= 2;
    view.setUint16(pos, PAIRS[rest - q * 100] as number, true);
    rest = q;
  }
  if (left === 1) view.setUint8(pos - 1, 48 + rest);
  return at + width;
}

function writeText(view: DataView, at: number, text: string): number {
  for (let j = 0; j < text.length; j++) view.setUint8(at++, text.charCodeAt(j));
  return at;
}

/**
 * The integer 0 ≤ m < 10^15 with a decimal point before its last `decimals` (≤ 6) digits
 * (`0.0…` when it has fewer); the index after it.
 */
function writeFixed(view: DataView, at: number, m: number, decimals: number): number {
  const p = POW10[decimals] as number;
  const whole = Math.floor(m / p);
  // an integer below 2^31 in int32 arithmetic; a larger one (over 2 billion) as String() writes it
  let end = whole < 2147483648 ? writeUint(view, at, whole) : writeText(view, at, String(whole));
  if (decimals === 0) return end;
  view.setUint8(end++, 46); // .
  return writePadded(view, end, m - whole * p, decimals);
}

/** formatNumber(x) (NaN: null), by the same rule: the fewest decimals k with round(|x|·10^k) / 10^k === |x|. */
function writeNumber(view: DataView, at: number, x: number): number {
  if (Number.isNaN(x)) return writeSegment(view, at, NULL);
  const a = Math.abs(x);
  if (a < 1e15) {
    if (Number.isInteger(a)) {
      if (x < 0) view.setUint8(at++, 45); // -
      return writeFixed(view, at, a, 0);
    }
    if (a >= 1e-6) {
      for (let k = 1; k <= 6; k++) {
        const p = POW10[k] as number;
        const m = Math.round(a * p);
        if (m >= 1e15) break;
        if (m / p === a) {
          if (x < 0) view.setUint8(at++, 45);
          return writeFixed(view, at, m, k);
        }
      }
    }
  }
  return writeText(view, at, formatNumber(x));
}

/**
 * Fills chunks of bytes with interval rows. A chunk handed out is never written again until it is
 * given back (`release`, once its write is done): a few buffers go round instead of 200 MB of new ones.
 */
export class IntervalJsonWriter {
  private buffer: Uint8Array;
  private at = 0;
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
    const pad = segmentOf(indent);
    const buffer = this.buffer;
    const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    const limit = buffer.length - rowBound(pad.length);
    const last = columns.length - 1;
    const fields = PREFIXES.length;
    const chunks = new Array<Float64Array | undefined>(fields);
    let at = this.at;
    let i = from;
    while (i < to && at <= limit) {
      const c = i >>> CHUNK_BITS;
      for (let k = 0; k < fields; k++) chunks[k] = columns.valueChunk(k, c);
      const lines = columns.lineChunk(c);
      const end = Math.min(to, (c + 1) << CHUNK_BITS);
      for (; i < end && at <= limit; i++) {
        const o = i & IN_CHUNK;
        at = writeSegment(view, at, pad);
        for (let k = 0; k < fields; k++) {
          at = writeSegment(view, at, PREFIXES[k] as Segment);
          const chunk = chunks[k];
          at = chunk === undefined ? writeSegment(view, at, NULL) : writeNumber(view, at, chunk[o] as number);
        }
        at = writeSegment(view, at, LINE_KEY);
        at = writeNumber(view, at, lines[o] as number);
        view.setUint8(at++, 125); // }
        if (i < last) view.setUint8(at++, 44); // ,
        view.setUint8(at++, 10); // \n
      }
    }
    this.at = at;
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
}
