// sysbench intermediate reports, in every syntax real logs show. One regex per syntax, tried
// in order of how common it is; each is anchored and linear.
import { shiftDecimal, toNumber } from '../numbers';
import type { Interval } from '../types';

const N = '(\\d+(?:\\.\\d+)?)';

/** 1.x: `[ 1s ] thds: 4 tps: 203.52 qps: 4106.40 (r/w/o: 2881.26/814.10/411.04) lat (ms,95%): 25.74 err/s: 0.00 reconn/s: 0.00` */
const V1_OLTP = new RegExp(
  `^\\[ *${N}s *\\] thds: (\\d+) tps: ${N} qps: ${N} \\(r/w/o: ${N}/${N}/${N}\\) lat \\(ms,(\\d+(?:\\.\\d+)?)%\\): ${N} err/s:? ${N} reconn/s:? ${N}`,
);
/** 1.x non-database tests: `[ 1s ] thds: 1 eps: 1210.67 lat (ms,95%): 0.83` */
const V1_EPS = new RegExp(`^\\[ *${N}s *\\] thds: (\\d+) eps: ${N} lat \\(ms,(\\d+(?:\\.\\d+)?)%\\): ${N}`);
/** 0.5 and 0.4.12.10: `[  10s] threads: 16, tps: …, reads/s: …, writes/s: … response time: 9.14ms (99%)` (comma or not),
 *  late 0.5: `… reads: …, writes: …, response time: 361722.55us (95%), errors: 0.00, reconnects:  0.00` */
const V05 = new RegExp(
  `^\\[ *${N}s *\\] (?:Intermediate results: )?(?:threads: (\\d+)|(\\d+) threads), tps: ${N}, reads(?:/s)?: ${N}, writes(?:/s)?: ${N},? response time: ${N}(ms|us) \\((\\d+(?:\\.\\d+)?)%\\)(?:, errors: ${N}, reconnects: +${N})?`,
);
/** 1.x fileio: `[ 1s ] reads: 175.09 MiB/s writes: 116.73 MiB/s fsyncs: 2975.28/s latency (ms,95%): 0.312` */
const V1_FILEIO = new RegExp(
  `^\\[ *${N}s *\\] reads: +${N} MiB/s writes: +${N} MiB/s fsyncs: +${N}/s latency \\(ms,(\\d+(?:\\.\\d+)?)%\\): +${N}`,
);
/**
 * What a fileio interval's fields hold: the Interval has no field in MiB/s, so its reads and
 * writes per second are MiB read and written per second, and its other operations are fsyncs.
 */
export const FILEIO_INTERVAL_UNITS = 'readsPerSec: MiB/s read; writesPerSec: MiB/s written; otherPerSec: fsyncs/s';
/** 1.x --report_csv hook: `time,threads,tps,qps,reads,writes,other,latency_ms,err/s,reconn/s` */
const CSV = new RegExp(`^${N},(\\d+),${N},${N},${N},${N},${N},${N},${N},${N}$`);
/** 1.x rate-limited runs add `[ 1s ] queue length: 0, concurrency: 0` */
export const QUEUE_LINE = /^\[ *(\d+(?:\.\d+)?)s *\] queue length: (\d+), concurrency: (\d+)/;

function interval(t: string, line: number): Interval {
  return {
    t: Number(t),
    threads: null,
    tps: null,
    qps: null,
    eventsPerSec: null,
    readsPerSec: null,
    writesPerSec: null,
    otherPerSec: null,
    latencyMs: null,
    latencyPct: null,
    errorsPerSec: null,
    reconnectsPerSec: null,
    line,
  };
}

/** Only fileio's intervals have reads and writes without a rate of transactions or events (in MiB/s: FILEIO_INTERVAL_UNITS). */
export function isFileioInterval(iv: Interval): boolean {
  return iv.readsPerSec !== null && iv.tps === null && iv.eventsPerSec === null;
}

/** The interval a line reports, or null. `text` is the trimmed line. */
export function parseSysbenchInterval(text: string, line: number): Interval | null {
  const c = text.charCodeAt(0);
  if (c === 91 /* [ */) {
    let m = V1_OLTP.exec(text);
    if (m) {
      const iv = interval(m[1] as string, line);
      iv.threads = Number(m[2]);
      iv.tps = Number(m[3]);
      iv.qps = Number(m[4]);
      iv.readsPerSec = Number(m[5]);
      iv.writesPerSec = Number(m[6]);
      iv.otherPerSec = Number(m[7]);
      iv.latencyPct = Number(m[8]);
      iv.latencyMs = Number(m[9]);
      iv.errorsPerSec = Number(m[10]);
      iv.reconnectsPerSec = Number(m[11]);
      return iv;
    }
    m = V05.exec(text);
    if (m) {
      const iv = interval(m[1] as string, line);
      iv.threads = Number(m[2] ?? m[3]);
      iv.tps = Number(m[4]);
      iv.readsPerSec = Number(m[5]);
      iv.writesPerSec = Number(m[6]);
      // late 0.5 prints interval response times in microseconds while its summary is in ms
      iv.latencyMs = m[8] === 'us' ? shiftDecimal(m[7] as string, -3) : Number(m[7]);
      iv.latencyPct = Number(m[9]);
      if (m[10] !== undefined) iv.errorsPerSec = Number(m[10]);
      if (m[11] !== undefined) iv.reconnectsPerSec = Number(m[11]);
      return iv;
    }
    m = V1_EPS.exec(text);
    if (m) {
      const iv = interval(m[1] as string, line);
      iv.threads = Number(m[2]);
      iv.eventsPerSec = Number(m[3]);
      iv.latencyPct = Number(m[4]);
      iv.latencyMs = Number(m[5]);
      return iv;
    }
    m = V1_FILEIO.exec(text);
    if (m) {
      const iv = interval(m[1] as string, line);
      iv.readsPerSec = Number(m[2]);
      iv.writesPerSec = Number(m[3]);
      iv.otherPerSec = Number(m[4]);
      iv.latencyPct = Number(m[5]);
      iv.latencyMs = Number(m[6]);
      return iv;
    }
    return null;
  }
  if (c >= 48 && c <= 57) {
    const m = CSV.exec(text);
    if (!m) return null;
    const iv = interval(m[1] as string, line);
    iv.threads = Number(m[2]);
    iv.tps = toNumber(m[3]);
    iv.qps = toNumber(m[4]);
    iv.readsPerSec = toNumber(m[5]);
    iv.writesPerSec = toNumber(m[6]);
    iv.otherPerSec = toNumber(m[7]);
    iv.latencyMs = toNumber(m[8]);
    iv.errorsPerSec = toNumber(m[9]);
    iv.reconnectsPerSec = toNumber(m[10]);
    return iv;
  }
  return null;
}
