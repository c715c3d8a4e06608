// Many downloads of one long run at once: every one complete, and the server still answering its
// health check meanwhile (a second attack probe's 16 exports of a 150,000-interval run held
// /api/health 6–7 s, 2026-12-07). The health check alone, just before, is the ceiling it is held to.
import { send } from './http.ts';
import type { ProbeResult } from './report.ts';
import type { Server } from './server.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(s, 0.5)} / p95 ${percentile(s, 0.95)} / max ${s.at(-1) ?? 0} ms (${s.length})`;
};

export async function probeExportStampede(server: Server, runId: number, downloads = 16): Promise<ProbeResult> {
  const alone: number[] = [];
  for (let i = 0; i < 10; i++) alone.push((await send(`${server.base}/api/health`)).ms);
  const single = await send(`${server.base}/api/runs/${runId}/export?format=json`);
  let done = false;
  const during: { ms: number; status: number }[] = [];
  const poll = (async () => {
    while (!done) {
      const r = await send(`${server.base}/api/health`, {}, 30_000);
      during.push({ ms: r.ms, status: r.status });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const exports = await Promise.all(
    Array.from({ length: downloads }, (_, i) =>
      send(`${server.base}/api/runs/${runId}/export?${i % 2 === 0 ? 'format=json' : 'format=csv&part=intervals'}`, {}, 300_000),
    ),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  done = true;
  await poll;
  const csvLength = exports[1]?.text.length;
  const complete = exports.every((r, i) => r.status === 200 && r.text.length === (i % 2 === 0 ? single.text.length : csvLength));
  const healthy = during.length > 0 && during.every((r) => r.status === 200 && r.ms < 10_000);
  return {
    family: 'load',
    name: `${downloads} exports of that run at once (JSON ${(single.text.length / 1e6).toFixed(1)} MB and interval CSV)`,
    sent: `GET /api/runs/${runId}/export ×${downloads}, /api/health every 100 ms meanwhile`,
    got:
      `${exports.filter((r) => r.status === 200).length}/${downloads} complete in ${seconds} s (one JSON alone ${single.ms} ms); ` +
      `/api/health alone ${summary(alone)}, during ${summary(during.map((r) => r.ms))}`,
    ok: single.status === 200 && complete && healthy,
    failedRequests: exports.filter((r) => r.status !== 200).length + during.filter((r) => r.status !== 200).length,
  };
}
