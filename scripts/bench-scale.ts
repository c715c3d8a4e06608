// `npm run bench:scale [-- --runs 100000 --intervals 100 --clients 16 --requests 160]`: the app at
// the size teams reach. A throw-away database is filled in bulk (scripts/bench/fill-scale.ts:
// 100,000 runs, ≥ 10 million interval rows), the production server started against it (sign-in
// off), and each page is asked `requests` times by `clients` concurrent clients, next to
// /api/health (one SELECT 1) in the same run. Goal: p95 < 200 ms and ≤ 5× health's p95.
// Needs a production build (`npm run build`).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findFreePort } from '../lib/db/embedded-postgres.ts';
import { loadDemoDataIfEmpty } from '../lib/demo/load-demo-data.ts';
import { fillScale } from './bench/fill-scale.ts';
import { httpClient, multipartBody } from './bench/http-client.ts';
import { type Latency, underLoad } from './bench/load.ts';
import { startNext } from './bench/next-server.ts';
import { withBenchDatabase } from './lib/bench-db.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100000' },
    intervals: { type: 'string', default: '100' },
    clients: { type: 'string', default: '16' },
    requests: { type: 'string', default: '160' },
  },
});
const clients = Number(values.clients);
const requests = Number(values.requests);

const LOG = (n: number) =>
  `sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)\n\nRunning the test with following options:\nNumber of threads: 4\n\n${Array.from(
    { length: 60 },
    (_, i) =>
      `[ ${i + 1}s ] thds: 4 tps: ${300 + ((i * 7 + n) % 50)}.25 qps: 6000.50 (r/w/o: 4200.10/1200.20/600.20) lat (ms,95%): 21.89 err/s: 0.00 reconn/s: 0.00`,
  ).join(
    '\n',
  )}\nSQL statistics:\n    transactions:                        ${18000 + n}  (300.00 per sec.)\n    queries:                             360000 (6000.00 per sec.)\n\nGeneral statistics:\n    total time:                          60.0100s\n`;
/** Each upload a log of its own (the same text twice is one upload: the second would measure the duplicate check). */
let uploads = 0;

await withBenchDatabase(async (url) => {
  await loadDemoDataIfEmpty();
  const filled = await fillScale(url, Number(values.runs), Number(values.intervals));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const size = Number((await client.query('SELECT pg_database_size(current_database()) b')).rows[0].b);
  await client.end();
  console.log(
    `database: ${filled.runs.toLocaleString('en')} runs, ${filled.intervals.toLocaleString('en')} interval rows, ${filled.tags.toLocaleString('en')} tags, filled in ${filled.seconds.toFixed(0)} s; ${(size / 1024 / 1024).toFixed(0)} MB = ${(size / 1024 / 1024 / (filled.runs / 1000)).toFixed(1)} MB per 1,000 runs`,
  );
  if (filled.intervals < 10_000_000)
    console.log(`(fewer than the goal's 10 million interval rows: --intervals ${Math.ceil(10_000_000 / filled.runs)})`);
  // twice: as people read (a page read again by the same person at the same data version is kept:
  // lib/page-cache.ts), then with every request rendered (BENCHBOARD_PAGE_CACHE_MB=0: a first view)
  for (const [pass, cacheMb] of [
    ['pages kept between requests (the default)', '64'],
    ['every request rendered (BENCHBOARD_PAGE_CACHE_MB=0)', '0'],
  ] as const) {
    const port = await findFreePort();
    const next = await startNext(url, port, { BENCHBOARD_AUTH: 'off', BENCHBOARD_PAGE_CACHE_MB: cacheMb });
    try {
      console.log(`\n${pass}:`);
      await measurePages(`http://127.0.0.1:${port}`, filled);
    } finally {
      next.kill('SIGTERM');
      await new Promise((r) => next.once('exit', r));
    }
  }
});

async function measurePages(base: string, filled: Awaited<ReturnType<typeof fillScale>>): Promise<void> {
  const http = httpClient(base, clients);
  // how many answers of the row were pages kept from an earlier request (lib/kept-pages.ts's header)
  let kept = 0;
  const get = (path: string) => async () => {
    // as a browser's navigation asks (Next's router asks for the RSC payload with any type, never kept)
    const response = await http.get(path, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    if (response.headers['x-benchboard-page'] === 'kept') kept++;
    return response.status === 200 && !response.text.includes('Something went wrong');
  };
  const twoTags = '/runs?tag=suite%3Dnightly&tag=arch%3Dx86_64&sort=tps';
  const pages: [string, (i: number) => Promise<boolean>][] = [
    ['GET /api/health (ceiling)', get('/api/health')],
    ['runs list, 2 tags, by tps, page 1', get(twoTags)],
    ['runs list, 2 tags, by tps, page 500', get(`${twoTags}&page=500`)],
    ['compare of 8 runs', get(`/compare?runs=${filled.sysbenchIds.join(',')}`)],
    ['run page of a 12-hour run (43,200 intervals)', get(`/runs/${filled.twelveHourRunId}`)],
    [`history (series) of a run, ${filled.seriesRuns.toLocaleString('en')} candidates`, get(`/series?run=${filled.seriesRunId}`)],
    [`project page, ${filled.biggestProject.runs.toLocaleString('en')} runs`, get(`/projects/${filled.biggestProject.id}`)],
    ['uploads list, page 1', get('/uploads')],
    [
      'upload of one more run (POST /api/uploads)',
      async (i) => {
        const n = uploads++;
        const response = await http.post('/api/uploads', multipartBody([{ field: 'files', name: `scale-${i}-${n}.log`, text: LOG(n) }]));
        return response.status === 201; // stored: a new run, not found as a duplicate
      },
    ],
  ];
  {
    // each row as soon as it is measured (a row can take minutes on a loaded machine)
    console.log(`${clients} concurrent clients, ${requests} requests per row (after ${clients} warm-up requests)`);
    console.log(`${'page'.padEnd(46)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}  p95/health  goal (p95 < 200 ms, ≤ 5× health)`);
    let health = Number.NaN;
    for (const [name, send] of pages) {
      await underLoad(send, clients, clients); // warm-up: one request per client
      kept = 0;
      const r: Latency = await underLoad(send, requests, clients);
      if (Number.isNaN(health)) health = r.p95;
      const ratio = r.p95 / health;
      const ok = r.p95 < 200 && ratio <= 5;
      console.log(
        `${name.padEnd(46)} ${`${r.p50.toFixed(0)} ms`.padStart(9)} ${`${r.p95.toFixed(0)} ms`.padStart(9)}  ${`${ratio.toFixed(1)}×`.padStart(10)}  ${name.includes('ceiling') ? '' : ok ? 'met' : 'MISSED'}${r.errors ? ` (${r.errors} failed)` : ''}${kept ? ` (${kept} of ${requests} kept)` : ''}`,
      );
    }
  }
  http.close();
}
