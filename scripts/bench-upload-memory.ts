// `npm run bench:upload-memory`: what an upload of a 50 MB log costs the app server in resident
// memory (issue 12: ≤ 300 MB), and whether four such uploads at once queue rather than exhaust it.
// Starts a fresh production server (like `npm start`, sign-in off), samples the Next server's
// VmRSS from /proc every 20 ms, and prints the rise over its resting RSS next to the log's size.
//
//   npm run build && npm run bench:upload-memory [-- --mb 50 --concurrent 4]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SEED, makeBigLog } from './bench/make-big-log.ts';
import { startServer } from './lib/abuse/server.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const MB = option('mb', 50);
const CONCURRENT = option('concurrent', 4);
const MiB = 1024 * 1024;

function statusOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(statusOf(pid))?.[1] ?? 0) / 1024;

/** The Next server under the supervisor `npm start` is (PostgreSQL is its other child). */
function findNextPid(supervisor: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = statusOf(Number(entry));
    if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) !== supervisor) continue;
    const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    if (cmdline.includes('next')) return Number(entry);
  }
  throw new Error('no Next server under the supervisor');
}

/** Runs `work` while sampling `pid`'s RSS; returns its result and the highest RSS seen. */
async function sampling<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  try {
    const value = await work();
    return { value, peakMb: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

async function upload(base: string, name: string, bytes: Buffer): Promise<{ status: number; retryAfter: string | null; ms: number }> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'text/plain' }), name);
  const start = performance.now();
  const response = await fetch(`${base}/api/uploads`, { method: 'POST', body: form });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: Math.round(performance.now() - start) };
}

/** RSS after the upload's garbage is gone (a few seconds idle). */
async function settle(pid: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 3_000));
  return rssMb(pid);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'benchboard-upload-memory-'));
const server = await startServer({ uploadMaxBytes: Math.ceil(MB + 2) * MiB, demo: false });
try {
  const logPath = path.join(scratch, 'big.log');
  const { intervals } = makeBigLog(DEFAULT_SEED, logPath, MB);
  const log = readFileSync(logPath);
  // each concurrent upload a different document (the same one would be stored once)
  const variant = (i: number) => Buffer.concat([log, Buffer.from(`\n# copy ${i}\n`)]);
  const next = findNextPid(server.child?.pid as number);
  console.log(
    `upload memory: a ${(log.length / MiB).toFixed(1)} MB sysbench log (${intervals.toLocaleString('en')} intervals), Next pid ${next}\n`,
  );

  // warm up: the upload route, the parsers and the ingest code loaded once
  await upload(server.base, 'warm-up.log', readFileSync(DEFAULT_SEED));
  const rest = await settle(next);
  const one = await sampling(next, () => upload(server.base, 'one.log', variant(0)));
  console.log(
    `one upload:  HTTP ${one.value.status} in ${(one.value.ms / 1000).toFixed(1)} s; RSS ${rest.toFixed(0)} → peak ${one.peakMb.toFixed(0)} MB: ` +
      `+${(one.peakMb - rest).toFixed(0)} MB for ${(log.length / MiB).toFixed(0)} MB (${((one.peakMb - rest) / (log.length / MiB)).toFixed(1)}× the log; goal ≤ 300 MB)`,
  );

  const before = await settle(next);
  const many = await sampling(next, () =>
    Promise.all(Array.from({ length: CONCURRENT }, (_, i) => upload(server.base, `many-${i}.log`, variant(i + 1)))),
  );
  const answers = many.value.map(
    (a) => `${a.status}${a.retryAfter ? ` (Retry-After ${a.retryAfter})` : ''} in ${(a.ms / 1000).toFixed(1)} s`,
  );
  const clean = many.value.every((a) => a.status === 201 || ((a.status === 503 || a.status === 429) && a.retryAfter));
  console.log(
    `${CONCURRENT} at once: ${answers.join(', ')}; RSS ${before.toFixed(0)} → peak ${many.peakMb.toFixed(0)} MB: ` +
      `+${(many.peakMb - before).toFixed(0)} MB (${((many.peakMb - before) / (one.peakMb - rest)).toFixed(1)}× one upload's rise)`,
  );
  console.log(`after: ${(await settle(next)).toFixed(0)} MB resting`);
  if (!clean) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
