// AssemblyScript (compiled to WebAssembly by `npm run build:wasm`): the parse CLI's interval rows as
// JSON bytes, exactly as ../../interval-json-bytes.ts writes them (a property test compares the two
// byte for byte). The caller puts one chunk of a run's columns in memory (FIELDS columns of
// f64 at COLUMNS, COLUMN_BYTES apart; a missing column is `null` on every row), the lines (i32) at
// LINES, the row's keys at KEYS (KEY_BYTES each: a length, then from 8 on the bytes; the last, FIELDS, is `,"line":`)
// and the indent at INDENT; rows() writes rows into OUTPUT.

/** INTERVAL_FIELDS.length (../json-rows.ts does not use a module whose count differs: fieldCount). */
const FIELDS: i32 = 14;

/** The columns a row has, FIELDS: the caller checks it against its own. */
export function fieldCount(): i32 {
  return FIELDS;
}
const CHUNK_ROWS: usize = 16384;
const COLUMNS: usize = 1 << 16;
const COLUMN_BYTES: usize = CHUNK_ROWS << 3;
const LINES: usize = COLUMNS + <usize>FIELDS * COLUMN_BYTES;
const KEYS: usize = LINES + (CHUNK_ROWS << 2);
const KEY_BYTES: usize = 32;
const INDENT: usize = KEYS + 16 * KEY_BYTES;
const INDENT_BYTES: usize = 256;
const OUTPUT: usize = INDENT + INDENT_BYTES;

/** A number the rules below do not write (≥ 10^15, not finite, tiny or with more than 6 decimals): JavaScript's formatNumber writes it at `at`, returns the index after it. */
declare function formatNumber(x: f64, at: usize): usize;

const POW10: StaticArray<f64> = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6];
const POW10_INT: StaticArray<u64> = [1, 10, 100, 1000, 10000, 100000, 1000000];

/** "00" … "99" as two bytes, the tens first (little-endian u16). */
const PAIRS: StaticArray<u16> = [
  12336, 12592, 12848, 13104, 13360, 13616, 13872, 14128, 14384, 14640, 12337, 12593, 12849, 13105, 13361, 13617, 13873, 14129, 14385,
  14641, 12338, 12594, 12850, 13106, 13362, 13618, 13874, 14130, 14386, 14642, 12339, 12595, 12851, 13107, 13363, 13619, 13875, 14131,
  14387, 14643, 12340, 12596, 12852, 13108, 13364, 13620, 13876, 14132, 14388, 14644, 12341, 12597, 12853, 13109, 13365, 13621, 13877,
  14133, 14389, 14645, 12342, 12598, 12854, 13110, 13366, 13622, 13878, 14134, 14390, 14646, 12343, 12599, 12855, 13111, 13367, 13623,
  13879, 14135, 14391, 14647, 12344, 12600, 12856, 13112, 13368, 13624, 13880, 14136, 14392, 14648, 12345, 12601, 12857, 13113, 13369,
  13625, 13881, 14137, 14393, 14649,
];

/**
 * The `count` bytes at `from` copied to `at`, 8 at a time (memory.copy costs a call into the engine
 * at every use); the index after them. Up to 7 bytes past them are written too: whatever comes next
 * overwrites them, and the caller's bound leaves room for them.
 */
function copy(at: usize, from: usize, count: usize): usize {
  for (let j: usize = 0; j < count; j += 8) store<u64>(at + j, load<u64>(from + j));
  return at + count;
}

/** Key k: its length at KEYS + k·KEY_BYTES, its bytes 8 further on. */
function key(at: usize, k: i32): usize {
  const entry = KEYS + <usize>k * KEY_BYTES;
  return copy(at, entry + 8, <usize>load<u8>(entry));
}

/** The integer n < 10^15, in decimal; the index after it. */
function writeUint(at: usize, n: u64): usize {
  let digits: usize = 1;
  for (let t: u64 = 10; digits < 20 && n >= t; t *= 10) digits++;
  let pos = at + digits;
  let rest = n;
  while (rest >= 100) {
    const q = rest / 100;
    pos -= 2;
    store<u16>(pos, unchecked(PAIRS[<i32>(rest - q * 100)]));
    rest = q;
  }
  if (rest >= 10) store<u16>(pos - 2, unchecked(PAIRS[<i32>rest]));
  else store<u8>(pos - 1, <u8>(48 + rest));
  return at + digits;
}

/** The integer m < 10^15 with a point before its last `decimals` (1…6) digits (`0.0…` when it has fewer); the index after it. */
function writeFixed(at: usize, m: u64, decimals: i32): usize {
  const p = unchecked(POW10_INT[decimals]);
  let end = writeUint(at, m / p);
  store<u8>(end++, 46); // .
  let rest = m % p;
  for (let j = decimals - 1; j >= 0; j--) {
    const q = rest / 10;
    store<u8>(end + <usize>j, <u8>(48 + rest - q * 10));
    rest = q;
  }
  return end + <usize>decimals;
}

/**
 * formatNumber(x) (NaN: null) by interval-json-bytes.ts's writeNumber rule: an integer below 10^15
 * as its digits, otherwise the fewest decimals k ≤ 6 with round(|x|·10^k) / 10^k === |x|. Where
 * round differs from JavaScript's Math.round (a product within an ulp of a half) the test fails
 * either way, so the k found is the same.
 */
function writeNumber(at: usize, x: f64): usize {
  // biome-ignore lint/suspicious/noGlobalIsNan: AssemblyScript's builtin, on an f64
  if (isNaN(x)) {
    store<u32>(at, 0x6c6c756e); // null
    return at + 4;
  }
  const a = Math.abs(x);
  if (a < 1e15) {
    if (Math.floor(a) === a) {
      if (x < 0) store<u8>(at++, 45); // -
      return writeUint(at, <u64>a);
    }
    if (a >= 1e-6) {
      for (let k = 1; k <= 6; k++) {
        const p = unchecked(POW10[k]);
        const m = Math.floor(a * p + 0.5);
        if (m >= 1e15) break;
        if (m / p === a) {
          if (x < 0) store<u8>(at++, 45);
          return writeFixed(at, <u64>m, k);
        }
      }
    }
  }
  return formatNumber(x, at);
}

/**
 * Rows `from`… of the chunk in memory into OUTPUT from `at`, while a row still fits below `limit`
 * and the row is before `to`: the indent (`indent` bytes), the row's object, a comma unless it is row
 * `last` (the series' last; -1: not in this chunk), a line break. `present`: bit k set when column k
 * is in memory. Returns the next row; the output's end is at outputEnd().
 */
let end: usize = 0;
export function rows(from: i32, to: i32, last: i32, present: i32, indent: i32, at: i32, limit: i32): i32 {
  let out = OUTPUT + <usize>at;
  const stop = OUTPUT + <usize>limit;
  let i = from;
  for (; i < to && out <= stop; i++) {
    out = copy(out, INDENT, <usize>indent);
    for (let k = 0; k < FIELDS; k++) {
      out = key(out, k);
      if ((present & (1 << k)) === 0) {
        store<u32>(out, 0x6c6c756e); // null
        out += 4;
      } else out = writeNumber(out, load<f64>(COLUMNS + <usize>k * COLUMN_BYTES + ((<usize>i) << 3)));
    }
    out = key(out, FIELDS);
    out = writeNumber(out, <f64>load<i32>(LINES + ((<usize>i) << 2)));
    store<u8>(out++, 125); // }
    if (i !== last) store<u8>(out++, 44); // ,
    store<u8>(out++, 10); // \n
  }
  end = out - OUTPUT;
  return i;
}

/** Where the last rows() call stopped writing, from OUTPUT. */
export function outputEnd(): i32 {
  return <i32>end;
}
