// `node --import tsx scripts/bench-big-run.ts [--base http://127.0.0.1:3300] [--pid <next-server pid>] [--intervals 423665]
//   [--every 1] [--errors 0] [--browser]`
// Uploads a generated sysbench 1.0 log of that many interval lines (≈50 MB at 423,665, the size
// issue 7 reported; `--intervals 21600 --every 2 --errors 424` is issue 11's 12-hour run) plus a
// 15-interval one to a running production server, then fetches every page and export of the big
// run to the last byte: HTML/body bytes, seconds, and the server's resident memory (sampled from
// /proc every 50 ms when --pid is given). With --browser, Chromium opens the run page (whole and
// zoomed into five minutes) and times its load and the interval chart's first line, and counts
// the page's elements. Point it at any build to compare before and after.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../tests/support/chromium.ts';
import { sysbenchLog } from '../tests/support/sysbench-log.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3300' },
    pid: { type: 'string' },
    intervals: { type: 'string', default: '423665' },
    every: { type: 'string', default: '1' },
    errors: { type: 'string', default: '0' },
    browser: { type: 'boolean', default: false },
  },
});
const base = values.base;
const pid = values.pid ? Number(values.pid) : null;
const intervals = Number(values.intervals);
const every = Number(values.every);
const errorCount = Number(values.errors);
const TIMEOUT_MS = 240_000;

function rssMb(): number | null {
  if (pid === null) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Runs `fn` while sampling the server's RSS; returns its value, the seconds and the RSS before and at peak. */
async function measured<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number; rssBefore: number | null; rssPeak: number | null }> {
  const rssBefore = rssMb();
  let rssPeak = rssBefore;
  const timer = setInterval(() => {
    const now = rssMb();
    if (now !== null) rssPeak = Math.max(rssPeak ?? 0, now);
  }, 50);
  const start = performance.now();
  try {
    const value = await fn();
    return { value, seconds: (performance.now() - start) / 1000, rssBefore, rssPeak };
  } finally {
    clearInterval(timer);
  }
}

async function upload(name: string, text: string): Promise<{ uploadId: number; runIds: number[] }> {
  const form = new FormData();
  form.append('files', new File([text], name, { type: 'text/plain' }));
  const response = await fetch(`${base}/api/uploads`, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = (await response.json()) as { results?: { ok: boolean; uploadId: number; runIds: number[] }[] };
  const result = body.results?.[0];
  if (!result?.ok) throw new Error(`upload of ${name} failed: ${JSON.stringify(body)}`);
  return result;
}

/** Reads the whole body, counting bytes, without keeping it. */
async function fetchAll(path: string): Promise<{ status: number; bytes: number; firstByte: number }> {
  const start = performance.now();
  const response = await fetch(base + path, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const firstByte = (performance.now() - start) / 1000;
  let bytes = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    bytes += chunk.value.length;
  }
  return { status: response.status, bytes, firstByte };
}

const mb = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(0)} KB`);
const rss = (m: { rssBefore: number | null; rssPeak: number | null }) =>
  m.rssBefore === null ? '' : ` · server RSS ${m.rssBefore} → peak ${m.rssPeak} MB`;

const big = sysbenchLog({
  intervals,
  every,
  stalls: [Math.floor(intervals / 2)],
  spikes: [{ at: Math.floor(intervals * 0.7), ms: 9_999.99 }],
  errors: Array.from({ length: errorCount }, (_, i) => 1 + Math.floor(((i + 0.5) * intervals) / errorCount)),
  banner: `bench ${Date.now()}`,
});
console.log(
  `log: ${intervals.toLocaleString('en')} interval lines, ${mb(Buffer.byteLength(big))}, ${big.split('\n').length.toLocaleString('en')} lines`,
);
const stored = await measured(() => upload(`big-${intervals}.log`, big));
console.log(`POST /api/uploads (big): ${stored.seconds.toFixed(1)} s${rss(stored)}`);
const small = await upload(`small-${Date.now()}.log`, sysbenchLog({ intervals: 15, banner: `small ${Date.now()}` }));
const runId = stored.value.runIds[0];
const uploadId = stored.value.uploadId;
const smallId = small.runIds[0];

const paths = [
  `/runs/${runId}`,
  `/runs/${runId}?from=3600&to=3900`,
  `/uploads/${uploadId}`,
  `/uploads/${uploadId}?from=${Math.floor(intervals / 2)}`,
  `/api/runs/${runId}/export?format=json`,
  `/api/runs/${runId}/export?format=csv`,
  `/api/uploads/${uploadId}/text`,
  `/compare?runs=${runId},${smallId}`,
  `/compare?runs=${runId},${smallId}&warmup=60&metric=latPctMs`,
];
for (const path of paths) {
  try {
    const m = await measured(() => fetchAll(path));
    console.log(
      `GET ${path}: ${m.value.status} · ${mb(m.value.bytes)} · first byte ${m.value.firstByte.toFixed(2)} s · complete ${m.seconds.toFixed(2)} s${rss(m)}`,
    );
  } catch (error) {
    console.log(`GET ${path}: failed (${(error as Error).message})`);
  }
}

if (values.browser) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    // the 15-interval run first: what any run page costs to draw on this machine
    for (const path of [`/runs/${smallId}`, `/runs/${runId}`, `/runs/${runId}?from=3600&to=3900`]) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const start = performance.now();
      await page.goto(base + path, { waitUntil: 'load', timeout: TIMEOUT_MS });
      const loaded = (performance.now() - start) / 1000;
      await page.locator('[data-chart$="-intervals"] .recharts-line-curve').first().waitFor({ timeout: TIMEOUT_MS });
      const drawn = (performance.now() - start) / 1000;
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      console.log(
        `browser ${path}: load ${loaded.toFixed(2)} s · chart drawn ${drawn.toFixed(2)} s · ${elements.toLocaleString('en')} elements`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
