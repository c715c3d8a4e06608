// sysbench intermediate reports, in every syntax real logs show, tried in order of how common it
// is. The 1.x OLTP line (a 100 MB log is 850,000 of them) is read by a scanner that turns digits
// into numbers as it goes, without a substring per figure; the rarer syntaxes by one anchored,
// linear regex each. Figures land in a row of values (NaN: not printed) that the run's interval
// columns take as is (../interval-columns.ts): no object per line.
import { INTERVAL_FIELDS } from '../interval-columns';
import { shiftDecimal, toNumber } from '../numbers';
import type { Interval } from '../types';
import type { OltpReader } from '../wasm/oltp-scan';
import { nonCapturing } from './report-lines';

const N = '(\\d+(?:\\.\\d+)?)';

/**
 * 1.x: `[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00`.
 * The grammar readOltpAt implements (a property test checks that they agree on every line).
 */
const V1_OLTP_BODY = `\\[ *${N}s *\\] thds: (\\d+) tps: ${N} qps: ${N} \\(r/w/o: ${N}/${N}/${N}\\) lat \\(ms,(\\d+(?:\\.\\d+)?)%\\): ${N} err/s:? ${N} reconn/s:? ${N}`;
export const V1_OLTP = new RegExp(`^${V1_OLTP_BODY}`);
/** 1.x non-database tests: `[ 1s ] thds: 1 eps: 1210.67 lat (ms,95%): 0.83` */
const V1_EPS_BODY = `\\[ *${N}s *\\] thds: (\\d+) eps: ${N} lat \\(ms,(\\d+(?:\\.\\d+)?)%\\): ${N}`;
const V1_EPS = new RegExp(`^${V1_EPS_BODY}`);
/** 0.5 and 0.4.12.10: `[  10s] threads: 16, tps: …, reads/s: …, writes/s: … response time: 9.14ms (99%)` (comma or not),
 *  late 0.5: `… reads: …, writes: …, response time: 361722.55us (95%), errors: 0.00, reconnects:  0.00` */
const V05_BODY = `\\[ *${N}s *\\] (?:Intermediate results: )?(?:threads: (\\d+)|(\\d+) threads), tps: ${N}, reads(?:/s)?: ${N}, writes(?:/s)?: ${N},? response time: ${N}(ms|us) \\((\\d+(?:\\.\\d+)?)%\\)(?:, errors: ${N}, reconnects: +${N})?`;
const V05 = new RegExp(`^${V05_BODY}`);
/** 1.x fileio: `[ 1s ] reads: 175.09 MiB/s writes: 116.73 MiB/s fsyncs: 2975.28/s latency (ms,95%): 0.312` */
const V1_FILEIO_BODY = `\\[ *${N}s *\\] reads: +${N} MiB/s writes: +${N} MiB/s fsyncs: +${N}/s latency \\(ms,(\\d+(?:\\.\\d+)?)%\\): +${N}`;
const V1_FILEIO = new RegExp(`^${V1_FILEIO_BODY}`);
/**
 * What a fileio interval's fields hold: the Interval has no field in MiB/s, so its reads and
 * writes per second are MiB read and written per second, and its other operations are fsyncs.
 */
export const FILEIO_INTERVAL_UNITS = 'readsPerSec: MiB/s read; writesPerSec: MiB/s written; otherPerSec: fsyncs/s';
/** 1.x memory: `[ 1s ] 5329.49 MiB/sec` (what was transferred, read or written as --memory-oper says) */
const V1_MEMORY_BODY = `\\[ *${N}s *\\] ${N} MiB/sec`;
const V1_MEMORY = new RegExp(`^${V1_MEMORY_BODY}$`);
/** What a memory interval's field holds: the MiB transferred per second, in its reads per second. */
export const MEMORY_INTERVAL_UNITS = 'readsPerSec: MiB/s transferred';
/** 1.x --report_csv hook: `time,threads,tps,qps,reads,writes,other,latency_ms,err/s,reconn/s` */
const CSV_BODY = `${N},(\\d+),${N},${N},${N},${N},${N},${N},${N},${N}`;
const CSV = new RegExp(`^${CSV_BODY}$`);
/** 1.x rate-limited runs add `[ 1s ] queue length: 0, concurrency: 0` (cpu and threads: no comma) */
const QUEUE_BODY = '\\[ *(\\d+(?:\\.\\d+)?)s *\\] queue length: (\\d+),? concurrency: (\\d+)';
export const QUEUE_LINE = new RegExp(`^${QUEUE_BODY}`);
/**
 * One to 1,000 whole interval lines of any syntax above, each with its line break (trailing spaces
 * allowed; a tab is not: it makes a line a row of a tab-separated table, which redaction reads): nothing but figures and sysbench's fixed words, which no redaction rule can match, so
 * redaction skips them (redact.ts; a long log is almost all of them). Sticky: tried at a line start.
 */
export const INTERVAL_LINES = new RegExp(
  nonCapturing(
    `(?:(?:${V1_OLTP_BODY}|${V1_EPS_BODY}|${V1_FILEIO_BODY}|${V1_MEMORY_BODY}|${V05_BODY}|${CSV_BODY}|${QUEUE_BODY}) *\\n){1,1000}`,
  ),
  'y',
);

/** Where each figure goes in a row of values: INTERVAL_FIELDS order. */
const T = 0;
const THREADS = 1;
const TPS = 2;
const QPS = 3;
const EVENTS = 4;
const READS = 5;
const WRITES = 6;
const OTHER = 7;
const LATENCY = 8;
const PERCENTILE = 9;
const ERRORS = 10;
const RECONNECTS = 11;

/** A row of values for readSysbenchInterval to fill, all NaN (not printed: pgbench's stddev and lag stay so). */
export const newIntervalValues = () => new Float64Array(INTERVAL_FIELDS.length).fill(Number.NaN);

/** Powers of ten that are exact doubles (up to 10^22). */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * `\d+(?:\.\d+)?` in `s` at `i`, stored in out[k]; the index after it, or -1 when there is no
 * digit at `i` (or `i` is -1). Its value is exactly Number(text): up to 15 digits the integer of all
 * digits is exact, so is 10^decimals, and one IEEE division rounds correctly; longer numbers go
 * through Number(). The count of digits is read off the indices, not counted per character. The
 * cursor is a local passed along (module state cost a context load and a hole check per character).
 */
function readNumber(s: string, i: number, out: Float64Array, k: number): number {
  let c = s.charCodeAt(i);
  if (!(c >= 48 && c <= 57)) return -1; // NaN at -1 or past the end
  const start = i;
  let m = c - 48;
  c = s.charCodeAt(++i);
  while (c >= 48 && c <= 57) {
    m = m * 10 + (c - 48);
    c = s.charCodeAt(++i);
  }
  if (c === 46 /* . */) {
    const dot = i;
    c = s.charCodeAt(++i);
    if (c >= 48 && c <= 57) {
      do {
        m = m * 10 + (c - 48);
        c = s.charCodeAt(++i);
      } while (c >= 48 && c <= 57);
      // i - start characters, one of them the point
      out[k] = i - start > 16 ? Number(s.slice(start, i)) : m / (POW10[i - dot - 1] as number);
      return i;
    }
    i = dot; // a point with no digit after it is not the number's
  }
  out[k] = i - start > 15 ? Number(s.slice(start, i)) : m;
  return i;
}

/** A literal's character codes, compared one by one (~20% faster than startsWith on the 100 MB log). */
const codesOf = (text: string) => Int32Array.from(text, (c) => c.charCodeAt(0));
const THDS_ = codesOf('] thds: ');
const TPS_ = codesOf(' tps: ');
const QPS_ = codesOf(' qps: ');
const RWO_ = codesOf(' (r/w/o: ');
const SLASH_ = codesOf('/');
const LAT_ = codesOf(') lat (ms,');
const PERCENT_ = codesOf('%): ');
const ERR_ = codesOf(' err/s');
const RECONN_ = codesOf(' reconn/s');

/**
 * The steps after a line's time: a literal (its codes), `:` or nothing then a space when
 * COLON_SPACE, then a number into out[STEP_FIELDS[k]] (the first, threads, digits only).
 */
const STEP_LITERALS = [THDS_, TPS_, QPS_, RWO_, SLASH_, SLASH_, LAT_, PERCENT_, ERR_, RECONN_];
const STEP_FIELDS = Int32Array.of(THREADS, TPS, QPS, READS, WRITES, OTHER, PERCENTILE, LATENCY, ERRORS, RECONNECTS);
const COLON_SPACE = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 1, 1);

/**
 * V1_OLTP by hand, on the line that starts at `from` in `s` (a `[`); true when it is one. Every
 * literal and digit run stops at a line break, so `s` may be the whole document. Fills every field
 * but EVENTS; numbers as readNumber reads them.
 */
function readOltpAt(s: string, from: number, out: Float64Array): boolean {
  let i = from + 1;
  while (s.charCodeAt(i) === 32) i++;
  i = readNumber(s, i, out, T);
  if (i < 0 || s.charCodeAt(i) !== 115 /* s */) return false;
  i++;
  while (s.charCodeAt(i) === 32) i++;
  // one loop with no calls: inside parseDocument the helpers per step were not inlined (~100 ms)
  for (let k = 0; k < 10; k++) {
    const text = STEP_LITERALS[k] as Int32Array;
    for (let j = 0; j < text.length; j++) if (s.charCodeAt(i + j) !== text[j]) return false;
    i += text.length;
    if (COLON_SPACE[k] === 1) {
      if (s.charCodeAt(i) === 58 /* : */) i++;
      if (s.charCodeAt(i) !== 32) return false;
      i++;
    }
    let c = s.charCodeAt(i);
    if (!(c >= 48 && c <= 57)) return false;
    const start = i;
    let m = c - 48;
    c = s.charCodeAt(++i);
    while (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      c = s.charCodeAt(++i);
    }
    let value = i - start > 15 ? Number(s.slice(start, i)) : m;
    if (c === 46 /* . */ && k !== 0 /* threads: digits only */) {
      const dot = i;
      c = s.charCodeAt(i + 1);
      if (c >= 48 && c <= 57) {
        i++;
        do {
          m = m * 10 + (c - 48);
          c = s.charCodeAt(++i);
        } while (c >= 48 && c <= 57);
        // i - start characters, one of them the point
        value = i - start > 16 ? Number(s.slice(start, i)) : m / (POW10[i - dot - 1] as number);
      }
    }
    out[STEP_FIELDS[k] as number] = value;
  }
  return true;
}

/**
 * The 1.x OLTP report line that starts at `from` in `s` (a whole document: nothing is read past the
 * line's end) into `out`, as readSysbenchInterval reads it from the trimmed line; false when it is
 * not one (then `out` holds nothing useful). `scan`, the document's WebAssembly scan when there is
 * one, has read most such lines ahead; what it did not read is read here.
 */
export function readOltpIntervalAt(s: string, from: number, out: Float64Array, scan: OltpReader | null = null): boolean {
  if (!scan?.read(from, out) && !readOltpAt(s, from, out)) return false;
  out[EVENTS] = Number.NaN;
  return true;
}

const orNaN = (n: number | null) => (n === null ? Number.NaN : n);

/**
 * Reads the interval a line (trimmed) reports into `out` (INTERVAL_FIELDS order, NaN where the line
 * prints no such figure). False when the line is not an interval report.
 */
export function readSysbenchInterval(text: string, out: Float64Array): boolean {
  const c = text.charCodeAt(0);
  if (c !== 91 /* [ */ && !(c >= 48 && c <= 57)) return false;
  if (c === 91) {
    if (readOltpIntervalAt(text, 0, out)) return true;
    out.fill(Number.NaN);
    let m = V05.exec(text);
    if (m) {
      out[T] = Number(m[1]);
      out[THREADS] = Number(m[2] ?? m[3]);
      out[TPS] = Number(m[4]);
      out[READS] = Number(m[5]);
      out[WRITES] = Number(m[6]);
      // late 0.5 prints interval response times in microseconds while its summary is in ms
      out[LATENCY] = m[8] === 'us' ? orNaN(shiftDecimal(m[7] as string, -3)) : Number(m[7]);
      out[PERCENTILE] = Number(m[9]);
      if (m[10] !== undefined) out[ERRORS] = Number(m[10]);
      if (m[11] !== undefined) out[RECONNECTS] = Number(m[11]);
      return true;
    }
    m = V1_EPS.exec(text);
    if (m) {
      out[T] = Number(m[1]);
      out[THREADS] = Number(m[2]);
      out[EVENTS] = Number(m[3]);
      out[PERCENTILE] = Number(m[4]);
      out[LATENCY] = Number(m[5]);
      return true;
    }
    m = V1_FILEIO.exec(text);
    if (m) {
      out[T] = Number(m[1]);
      out[READS] = Number(m[2]);
      out[WRITES] = Number(m[3]);
      out[OTHER] = Number(m[4]);
      out[PERCENTILE] = Number(m[5]);
      out[LATENCY] = Number(m[6]);
      return true;
    }
    m = V1_MEMORY.exec(text);
    if (m) {
      out[T] = Number(m[1]);
      out[READS] = Number(m[2]);
      return true;
    }
    return false;
  }
  out.fill(Number.NaN);
  const m = CSV.exec(text);
  if (!m) return false;
  out[T] = Number(m[1]);
  out[THREADS] = Number(m[2]);
  out[TPS] = orNaN(toNumber(m[3]));
  out[QPS] = orNaN(toNumber(m[4]));
  out[READS] = orNaN(toNumber(m[5]));
  out[WRITES] = orNaN(toNumber(m[6]));
  out[OTHER] = orNaN(toNumber(m[7]));
  out[LATENCY] = orNaN(toNumber(m[8]));
  out[ERRORS] = orNaN(toNumber(m[9]));
  out[RECONNECTS] = orNaN(toNumber(m[10]));
  return true;
}

/**
 * sysbench prints `lat (ms,0%): 0.00` when `--percentile=0` turned percentiles off: no latency was
 * measured, and 0 ms would chart as one. True when the row says so; its latency and percentile are
 * then NaN (not printed).
 */
export function clearDisabledPercentile(out: Float64Array): boolean {
  if (out[PERCENTILE] !== 0) return false;
  out[PERCENTILE] = Number.NaN;
  out[LATENCY] = Number.NaN;
  return true;
}

/**
 * What the row's reads, writes and other columns are when they are not requests per second: only
 * fileio's intervals have reads and writes without a rate of transactions or events (in MiB/s:
 * FILEIO_INTERVAL_UNITS), only memory's a lone figure (MEMORY_INTERVAL_UNITS); null for the rest.
 */
export function intervalUnitsOf(out: Float64Array): string | null {
  if (Number.isNaN(out[READS]) || !Number.isNaN(out[TPS]) || !Number.isNaN(out[EVENTS])) return null;
  return Number.isNaN(out[WRITES]) ? MEMORY_INTERVAL_UNITS : FILEIO_INTERVAL_UNITS;
}

const scratch = newIntervalValues();

/** The interval a line reports, or null. `text` is the trimmed line. */
export function parseSysbenchInterval(text: string, line: number): Interval | null {
  if (!readSysbenchInterval(text, scratch)) return null;
  const iv = {} as Interval;
  INTERVAL_FIELDS.forEach((name, k) => {
    const v = scratch[k] as number;
    iv[name] = (Number.isNaN(v) ? null : v) as number;
  });
  iv.line = line;
  return iv;
}
