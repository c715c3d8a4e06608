// AssemblyScript (compiled to WebAssembly by `npm run build:wasm`, see ../README.md): sysbench 1.x's
// OLTP report line, read from bytes as ../../formats/sysbench-intervals.ts's readOltpAt reads it from
// a string. A property test checks that the two agree on every line (../../../../tests/unit/parsers).
//
// scan(input, length, columns, maxRows, maxLine, offsets, runs): the ASCII bytes at `input` are
// whole lines (the last one's line break may be missing). For each line that starts with `[` and is
// an OLTP report, row r: its figures in columns (INTERVAL_FIELDS order, column k at columns +
// k·maxRows·8, the events column unused), its offset in the input at offsets[r] (i32), and at runs[r]
// how many rows from r on are clean and on consecutive lines (0: r is not clean: a figure too long
// for the exact path, `lat (ms,0%)`, more than blanks after the last figure, or a line longer than
// maxLine; the caller reads those itself). A clean row's line is nothing but the report, so
// redaction may skip it as it skips the formats' reportLines (report-split.ts).
// Returns how many rows were written.

/** Powers of ten that are exact doubles. */
const POW10: StaticArray<f64> = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];
/** The columns of the figures (INTERVAL_FIELDS order): time, threads, tps, qps, reads, writes, other, latency, percentile, errors, reconnects. */
const T: usize = 0;
const THREADS: usize = 1;
const TPS: usize = 2;
const QPS: usize = 3;
const READS: usize = 5;
const WRITES: usize = 6;
const OTHER: usize = 7;
const LATENCY: usize = 8;
const PERCENTILE: usize = 9;
const ERRORS: usize = 10;
const RECONNECTS: usize = 11;
/** Bytes between one column and the next (maxRows f64), for this scan. */
let stride: usize = 0;

/** Set when a figure has more characters than the exact path takes (15 digits, 16 with a point). */
let tooLong: bool = false;

function byteAt(p: usize): u32 {
  return <u32>load<u8>(p);
}

/** `\d+(?:\.\d+)?` (digits only when !decimals) at `i` into the f64 at address `slot`; the index after it, or 0 when no digit is there. */
function readNumber(i: usize, slot: usize, decimals: bool): usize {
  let c = byteAt(i);
  if (c - 48 >= 10) return 0;
  const start = i;
  let m: u64 = <u64>(c - 48);
  c = byteAt(++i);
  while (c - 48 < 10) {
    m = m * 10 + <u64>(c - 48);
    c = byteAt(++i);
  }
  if (decimals && c === 46 && byteAt(i + 1) - 48 < 10) {
    const dot = i;
    c = byteAt(++i);
    do {
      m = m * 10 + <u64>(c - 48);
      c = byteAt(++i);
    } while (c - 48 < 10);
    // more than 15 digits: JavaScript reads the line (and the table of powers is not read past its end)
    if (i - start > 16) tooLong = true;
    else store<f64>(slot, <f64>m / unchecked(POW10[<i32>(i - dot - 1)]));
    return i;
  }
  if (i - start > 15) tooLong = true;
  store<f64>(slot, <f64>m);
  return i;
}

/** Do the `n` (1, 2, 4 or 8) bytes at `i` hold `literal` (little-endian)? A literal holds no 0 byte, so none matches across the input's end. */
function is(i: usize, n: i32, literal: u64): bool {
  if (n === 8) return load<u64>(i) === literal;
  if (n === 4) return <u64>load<u32>(i) === literal;
  if (n === 2) return <u64>load<u16>(i) === literal;
  return <u64>load<u8>(i) === literal;
}

/** `:` or nothing, then a space, at `i` (`err/s: ` and `err/s ` both exist): the index after, or 0. */
function colonSpace(i: usize): usize {
  if (byteAt(i) === 58 /* : */) i++;
  return byteAt(i) === 32 ? i + 1 : 0;
}

/**
 * The OLTP line at `i` (a `[`) into row address `row` (its column 0; column k is k·stride further): the index after its last figure, or 0 when it is not one.
 * The input ends in a 0 byte, which no test below takes. The literals between the figures are
 * compared 8, 4, 2 bytes at a time: `] thds: `, ` tps: `, ` qps: `, ` (r/w/o: `, `/`, `/`,
 * `) lat (ms,`, `%): `, ` err/s`, ` reconn/s`.
 */
function readLine(i: usize, row: usize): usize {
  i++;
  while (byteAt(i) === 32) i++;
  i = readNumber(i, row + T * stride, true);
  if (i === 0 || byteAt(i) !== 115 /* s */) return 0;
  i++;
  while (byteAt(i) === 32) i++;
  // biome-ignore lint/correctness/noPrecisionLoss: a u64 in AssemblyScript, exact
  if (!is(i, 8, 0x203a73646874205d)) return 0; // `] thds: `
  i = readNumber(i + 8, row + THREADS * stride, false);
  if (i === 0 || !is(i, 4, 0x73707420) || !is(i + 4, 2, 0x203a)) return 0; // ` tps: `
  i = readNumber(i + 6, row + TPS * stride, true);
  if (i === 0 || !is(i, 4, 0x73707120) || !is(i + 4, 2, 0x203a)) return 0; // ` qps: `
  i = readNumber(i + 6, row + QPS * stride, true);
  // biome-ignore lint/correctness/noPrecisionLoss: a u64 in AssemblyScript, exact
  if (i === 0 || !is(i, 8, 0x3a6f2f772f722820) || !is(i + 8, 1, 0x20)) return 0; // ` (r/w/o: `
  i = readNumber(i + 9, row + READS * stride, true);
  if (i === 0 || !is(i, 1, 0x2f)) return 0; // `/`
  i = readNumber(i + 1, row + WRITES * stride, true);
  if (i === 0 || !is(i, 1, 0x2f)) return 0; // `/`
  i = readNumber(i + 1, row + OTHER * stride, true);
  // biome-ignore lint/correctness/noPrecisionLoss: a u64 in AssemblyScript, exact
  if (i === 0 || !is(i, 8, 0x6d282074616c2029) || !is(i + 8, 2, 0x2c73)) return 0; // `) lat (ms,`
  i = readNumber(i + 10, row + PERCENTILE * stride, true);
  if (i === 0 || !is(i, 4, 0x203a2925)) return 0; // `%): `
  i = readNumber(i + 4, row + LATENCY * stride, true);
  if (i === 0 || !is(i, 4, 0x72726520) || !is(i + 4, 2, 0x732f)) return 0; // ` err/s`
  i = colonSpace(i + 6);
  if (i === 0) return 0;
  i = readNumber(i, row + ERRORS * stride, true);
  // biome-ignore lint/correctness/noPrecisionLoss: a u64 in AssemblyScript, exact
  if (i === 0 || !is(i, 8, 0x2f6e6e6f63657220) || !is(i + 8, 1, 0x73)) return 0; // ` reconn/s`
  i = colonSpace(i + 9);
  if (i === 0) return 0;
  return readNumber(i, row + RECONNECTS * stride, true);
}

export function scan(input: usize, length: usize, columns: usize, maxRows: i32, maxLine: i32, offsets: usize, runs: usize): i32 {
  const end = input + length;
  store<u8>(end, 0);
  stride = (<usize>maxRows) << 3;
  let count: i32 = 0;
  let p = input;
  /** where the line after the last row's line starts */
  let afterLast: usize = 0;
  while (p < end && count < maxRows) {
    let q = p;
    let row: usize = 0;
    let clean = false;
    if (byteAt(p) === 91 /* [ */) {
      row = columns + ((<usize>count) << 3);
      tooLong = false;
      const after = readLine(p, row);
      if (after !== 0) {
        q = after; // the rest of the line: no figure holds a line break
        while (byteAt(q) === 32) q++;
        // clean: the whole line is the report (spaces after it allowed, as the formats' reportLines
        // allow them; not a tab, which makes the line a row of a tab-separated table to redaction):
        // a line with more after its figures is read, and checked, by JavaScript
        clean = !tooLong && load<f64>(row + PERCENTILE * stride) !== 0 && (q === end || byteAt(q) === 10);
        store<i32>(offsets + ((<usize>count) << 2), <i32>(p - input));
      } else row = 0;
    }
    while (q < end && byteAt(q) !== 10) q++;
    if (row !== 0) {
      // bit 0: clean; bit 1: on the line right after the previous row's
      const follows = count > 0 && p === afterLast;
      store<i32>(runs + ((<usize>count) << 2), (clean && q - p <= <usize>maxLine ? 1 : 0) | (follows ? 2 : 0));
      afterLast = q + 1;
      count++;
    }
    p = q + 1;
  }
  // from the last row back: how many clean rows on consecutive lines start at each
  let next: i32 = 0; // the run of the row after this one
  let nextFollows = false;
  for (let r = count - 1; r >= 0; r--) {
    const at = runs + ((<usize>r) << 2);
    const bits = load<i32>(at);
    const run = (bits & 1) === 0 ? 0 : nextFollows && next > 0 ? next + 1 : 1;
    store<i32>(at, run);
    next = run;
    nextFollows = (bits & 2) !== 0;
  }
  return count;
}
