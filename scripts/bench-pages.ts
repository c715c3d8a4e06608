// `npm run bench:pages`: server response times of the runs list with 10,000 runs and of the
// compare page for 8 sql-bench runs (87 operations each), against a health route that does one
// database round trip (the ceiling), plus the first-load JavaScript (gzip) of the compare page and of
// every route (scripts/bench/first-load-js.ts).
import pg from 'pg';
import { findFreePort } from '../lib/db/embedded-postgres.ts';
import { loadDemoDataIfEmpty } from '../lib/demo/load-demo-data.ts';
import { firstLoadJs, pageUrls } from './bench/first-load-js.ts';
import { startNext } from './bench/next-server.ts';
import { median, withBenchDatabase } from './lib/bench-db.ts';

const COPIES = 250; // 40 demo runs × 251 ≈ 10,000 runs

async function multiply(url: string): Promise<{ runs: number; sqlBenchIds: number[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const columns =
    '"uploadId", ordinal, "projectId", "hostId", "serverBuildId", "configId", tool, "toolVersion", test, title, "lineStart", "lineEnd", complete, "serverVersion", command, parameters, threads, tps, qps, "eventsPerSec", "durationS", errors, reconnects, "latMinMs", "latAvgMs", "latMaxMs", "latPct", "latPctMs", "extraMetrics", sources, notes, "placedAt"';
  const copied = columns.replace('ordinal', 'ordinal + g * 1000').replace('title', "title || ' #' || g");
  await client.query(`INSERT INTO "Run" (${columns}) SELECT ${copied} FROM "Run", generate_series(1, ${COPIES}) g`);
  await client.query(`INSERT INTO "RunTag" ("runId", key, value)
    SELECT c.id, t.key, t.value FROM "Run" c JOIN "Run" o ON o."uploadId" = c."uploadId" AND o.ordinal = c.ordinal % 1000 AND c.ordinal >= 1000 JOIN "RunTag" t ON t."runId" = o.id`);
  await client.query(`INSERT INTO "Operation" ("runId", idx, name, seconds, usr, sys, cpu, count, flags, line)
    SELECT c.id, op.idx, op.name, op.seconds, op.usr, op.sys, op.cpu, op.count, op.flags, op.line
    FROM "Run" c JOIN "Run" o ON o."uploadId" = c."uploadId" AND o.ordinal = c.ordinal - 1000 AND c.tool = 'sql-bench' JOIN "Operation" op ON op."runId" = o.id`);
  await client.query('ANALYZE');
  const total = await client.query<{ n: string }>('SELECT count(*) n FROM "Run"');
  const sqlBench = await client.query<{ id: number }>(
    `SELECT id FROM "Run" WHERE tool = 'sql-bench' AND ordinal < 2000 ORDER BY ordinal % 1000, ordinal LIMIT 8`,
  );
  await client.end();
  return { runs: Number(total.rows[0]?.n), sqlBenchIds: sqlBench.rows.map((r) => r.id) };
}

async function timeGet(base: string, path: string, rounds = 15): Promise<{ ms: number; bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < 3; i++) await (await fetch(base + path)).text(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const response = await fetch(base + path);
    const body = await response.text();
    times.push(performance.now() - start);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    // a page that failed while streaming still answers 200: the error page must not be timed
    if (body.includes('Something went wrong')) throw new Error(`${path} rendered the error page`);
    bytes = body.length;
  }
  return { ms: median(times), bytes };
}

await withBenchDatabase(async (url) => {
  await loadDemoDataIfEmpty();
  const { runs, sqlBenchIds } = await multiply(url);
  const port = await findFreePort();
  // the cost of rendering: every request rendered (a page read again is kept by default, and
  // answered without rendering: npm run bench:scale measures both)
  const next = await startNext(url, port, { BENCHBOARD_PAGE_CACHE_MB: '0' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const ceiling = await timeGet(base, '/api/health');
    const list = await timeGet(base, '/runs');
    const filtered = await timeGet(base, '/runs?tag=allocator%3Dglibc&sort=tps');
    // whole words (a LIKE over Run.searchText each) and two tag terms
    const searched = await timeGet(base, `/runs?q=${encodeURIComponent('read write allocator=glibc threads=4')}`);
    const compare = await timeGet(base, `/compare?runs=${sqlBenchIds.join(',')}`);
    const js = await firstLoadJs(base, [['/compare', `/compare?runs=${sqlBenchIds.join(',')}`]]);
    const routes = await firstLoadJs(base, await pageUrls(url));
    console.log(`database: ${runs.toLocaleString('en')} runs; medians of 15 requests after 3 warm-ups, full response`);
    console.log(`ceiling  GET /api/health (one SELECT 1):                 ${ceiling.ms.toFixed(1)} ms`);
    console.log(`runs     GET /runs (page 1 of ${Math.ceil(runs / 50)}):                        ${list.ms.toFixed(1)} ms`);
    console.log(`runs     GET /runs?tag=allocator=glibc&sort=tps:           ${filtered.ms.toFixed(1)} ms`);
    console.log(`runs     GET /runs?q=read write allocator=glibc threads=4: ${searched.ms.toFixed(1)} ms`);
    console.log(
      `compare  GET /compare, ${sqlBenchIds.length} sql-bench runs × 87 operations:  ${compare.ms.toFixed(1)} ms (${(compare.bytes / 1024).toFixed(0)} KB HTML)`,
    );
    console.log(`compare  first-load JavaScript: ${js[0]?.files} files, ${((js[0]?.gzipBytes ?? 0) / 1024).toFixed(1)} KB gzip`);
    console.log('\nfirst-load JavaScript per route (gzip; goal ≤ 200 KB), as a visitor who is not signed in:');
    for (const r of routes)
      console.log(
        `  ${r.route.padEnd(18)} ${`${(r.gzipBytes / 1024).toFixed(1)} KB`.padStart(10)}  ${String(r.files).padStart(3)} files${r.landed === r.route || r.route.includes('[') || r.route.startsWith('/compare') ? '' : `  (ends on ${r.landed})`}${r.gzipBytes > 200 * 1024 ? '  OVER' : ''}`,
      );
  } finally {
    next.kill('SIGTERM');
  }
});
