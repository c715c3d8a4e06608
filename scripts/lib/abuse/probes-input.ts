// One hostile request must not freeze or exhaust the server: regex bombs in uploaded text, huge
// filter lists, endless bodies, odd parameter values. Each gets a bounded, plain answer.
import net from 'node:net';
import { chunkedUpload, rawGet, resultsOf, send, upload } from './http.ts';
import { sysbenchLog } from './logs.ts';
import type { ProbeResult } from './report.ts';
import { type Server, treeRssMb, whileWatchingHealth } from './server.ts';

export type Scale = { lineBytes: number; chunkedBytes: number; uploadMaxBytes: number };

/** Lines that made the old redaction rules backtrack quadratically, and relatives of them. */
function regexBombs(n: number): Record<string, string> {
  const half = ' '.repeat(n / 2);
  return {
    'boxed table `| password | a␣…␣b`': `| password | a${' '.repeat(n)}b\n`,
    'my.cnf `␣…␣pass␣…␣=`': `${half}pass${half}=\n`,
    'option `--password` + spaces': `--password${' '.repeat(n)}x\n`,
    'connection string spaces': `host=db${' '.repeat(n)}password\n`,
    'pipes and spaces': `${'| '.repeat(n / 2)}\n`,
    'colons (.pgpass shape)': `${'a:'.repeat(n / 2)}\n`,
    'sysbench interval prefix': `[ 1s ] thds: 4 tps: ${'1'.repeat(n)}\n`,
  };
}

export async function probeRegexBombs(server: Server, scale: Scale): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  for (const [name, line] of Object.entries(regexBombs(scale.lineBytes))) {
    const text = `${sysbenchLog(3, `bomb ${name}`)}${line}`;
    const { value: reply, worstHealthMs } = await whileWatchingHealth(server.base, () => upload(server.base, [{ name: 'bomb.log', text }]));
    const answered = reply.status > 0 && reply.status < 500;
    results.push({
      family: 'bad-input',
      name: `regex bomb: ${name}`,
      sent: `a log with one ${Math.round(scale.lineBytes / 1024)} KB line`,
      got: `HTTP ${reply.status} in ${reply.ms} ms; health answered within ${worstHealthMs} ms meanwhile`,
      ok: answered && reply.ms < 10_000 && worstHealthMs < 1000,
      frozen: worstHealthMs >= 1000,
      badInputs: 1,
      failedRequests: answered ? 0 : 1,
    });
  }
  return results;
}

export async function probeFilterLists(server: Server): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  for (const count of [20, 100, 200, 500]) {
    const query = Array.from({ length: count }, (_, i) => `tag=${encodeURIComponent(`k${i}=v${i}`)}`).join('&');
    const { value: reply, worstHealthMs } = await whileWatchingHealth(server.base, () => send(`${server.base}/runs?${query}`));
    const expected = count <= 20 ? 200 : [400, 414];
    const ok = (Array.isArray(expected) ? expected.includes(reply.status) : reply.status === expected) && reply.ms < 5000;
    results.push({
      family: 'bad-input',
      name: `/runs with ${count} tag= filters`,
      sent: `GET /runs?tag=…×${count} (${query.length} characters)`,
      got: `HTTP ${reply.status} in ${reply.ms} ms; health within ${worstHealthMs} ms`,
      ok: ok && worstHealthMs < 1000,
      frozen: worstHealthMs >= 1000,
      badInputs: count > 20 ? 1 : 0,
      failedRequests: reply.status >= 500 || reply.status === 0 ? 1 : 0,
    });
  }
  return results;
}

export async function probeBodies(server: Server, scale: Scale): Promise<ProbeResult[]> {
  const before = treeRssMb(server.child?.pid);
  const chunked = await chunkedUpload(server.base, scale.chunkedBytes);
  const after = treeRssMb(server.child?.pid);
  const limitLog = `${sysbenchLog(2, 'exactly the limit')}`;
  const padded = limitLog + '#'.repeat(scale.uploadMaxBytes - Buffer.byteLength(limitLog));
  const atLimit = await upload(server.base, [{ name: 'at-limit.log', text: padded }]);
  const overLimit = await upload(server.base, [{ name: 'over-limit.log', text: `${padded}#` }]);
  return [
    {
      family: 'bad-input',
      name: 'chunked upload far over the limit (no Content-Length)',
      sent: `${Math.round(scale.chunkedBytes / 1e6)} MB of multipart, chunked`,
      got: `HTTP ${chunked.status} after ${chunked.ms} ms and ${chunked.sentMb} MB; server memory ${before} → ${after} MB`,
      ok: chunked.status === 413 && chunked.ms < 10_000 && !(after - before >= 200),
      badInputs: 1,
    },
    {
      family: 'bad-input',
      name: 'a file of exactly the limit, then one byte more',
      sent: `${scale.uploadMaxBytes} bytes, then ${scale.uploadMaxBytes + 1}`,
      got: `HTTP ${atLimit.status} (${resultsOf(atLimit)[0]?.ok ? 'stored' : 'not stored'}), then HTTP ${overLimit.status}`,
      ok: atLimit.status === 201 && overLimit.status === 413,
      badInputs: 1,
      lost: atLimit.status === 201 ? 0 : 1,
    },
  ];
}

const ODD_REQUESTS = [
  '/runs?q=a%00b',
  '/runs?tool=%00',
  '/runs?test=%00x',
  '/runs?tag=version%3D5%00',
  '/runs?host=2147483648',
  '/runs?project=99999999999',
  '/compare?runs=1e308',
  '/compare?runs=1,2147483648',
  '/runs?sort=tps&sort=qps',
  '/compare?baseline=1&baseline=2',
  `/runs?q=${'x'.repeat(250)}`,
  `/compare/matrix?runs=1,2&dim=qc&a=${'a'.repeat(120)}&b=off`,
  '/api/runs/1/export?format=json&format=csv',
  `/runs?x=${'y'.repeat(9000)}`,
  // a %-escape that is not valid UTF-8, in a path segment (was a bare 500 from Next's router)
  '/runs/%E0%A4%A',
  '/api/runs/%E0%A4%A',
  '/s/%E0%A4%A',
];

export async function probeOddParameters(server: Server): Promise<ProbeResult> {
  const answers: string[] = [];
  let wrong = 0;
  for (const path of ODD_REQUESTS) {
    const reply = await send(server.base + path);
    if (reply.status !== 400 && reply.status !== 414) wrong++;
    answers.push(`${reply.status}`);
  }
  return {
    family: 'bad-input',
    name: 'odd parameter values (NUL, ids ≥ 2³¹, 1e308, repeated scalars, 200+ characters) and broken %-escapes in paths',
    sent: `${ODD_REQUESTS.length} requests`,
    got: `HTTP ${[...new Set(answers)].join('/')}; ${wrong} not refused with 400/414`,
    ok: wrong === 0,
    badInputs: ODD_REQUESTS.length,
    failedRequests: answers.filter((s) => s.startsWith('5') || s === '0').length,
  };
}

/** Writes from another origin (CSRF, whatever the content type) and requests for a host name that is not ours (DNS rebinding). */
export async function probeCrossSite(server: Server): Promise<ProbeResult> {
  const form = () => {
    const body = new FormData();
    body.append('files', new Blob([sysbenchLog(3, `cross-site ${Math.random()}`)]), 'planted.log');
    return body;
  };
  const fromEvil = await send(`${server.base}/api/uploads`, { method: 'POST', body: form(), headers: { origin: 'http://evil.example' } });
  const sameSite = await send(`${server.base}/api/uploads`, { method: 'POST', body: form(), headers: { 'sec-fetch-site': 'same-site' } });
  const textPlain = await send(`${server.base}/api/shares`, {
    method: 'POST',
    body: JSON.stringify({ state: { runs: [1] } }),
    headers: { origin: 'http://evil.example', 'content-type': 'text/plain' },
  });
  const rebound = { status: await rawGet(server.base, '/runs', { host: 'evil.example' }) };
  const list = await send(`${server.base}/uploads`);
  const planted = list.text.includes('planted.log');
  return {
    family: 'bad-input',
    name: 'cross-site writes and a foreign host name',
    sent: 'multipart upload with Origin evil.example; one with Sec-Fetch-Site same-site; a text/plain share; GET with Host evil.example',
    got: `HTTP ${fromEvil.status}, ${sameSite.status}, ${textPlain.status}, ${rebound.status}; planted upload stored: ${planted}`,
    ok: [fromEvil, sameSite, textPlain, rebound].every((r) => r.status === 403) && !planted,
    badInputs: 4,
  };
}

/**
 * Bodies of 9 MB, twenty at once, to what the proxy sees (a page, a JSON route): Next buffers a
 * proxied body before the proxy answers (10 MB, twice, by default: +180 MB for these twenty,
 * measured 2026-12-02). Declared ones are refused with 413; chunked ones are cut at the limit.
 */
export async function probeLargeBodies(server: Server): Promise<ProbeResult[]> {
  const count = 20;
  const body = new Uint8Array(9 * 1024 * 1024).fill(0x61);
  const headers = { origin: server.base, 'content-type': 'application/json' };
  const results: ProbeResult[] = [];
  for (const path of ['/runs', '/api/shares']) {
    for (const chunked of [false, true]) {
      const round = (bytes: Uint8Array<ArrayBuffer>) =>
        Promise.all(
          Array.from({ length: count }, () =>
            send(`${server.base}${path}`, {
              method: 'POST',
              headers,
              body: chunked ? new Blob([bytes]).stream() : bytes,
              ...(chunked ? { duplex: 'half' } : {}),
            } as RequestInit),
          ),
        );
      // the same twenty requests with a small body first: what twenty renders at once cost the heap
      // is not what a large body costs
      await round(body.subarray(0, 1024));
      const before = treeRssMb(server.child?.pid);
      const replies = await round(body);
      const after = treeRssMb(server.child?.pid);
      const statuses = [...new Set(replies.map((r) => r.status))];
      const rise = after - before;
      // declared: refused before anything reads it; chunked: cut at the limit, then a plain answer
      const answered = chunked ? replies.every((r) => r.status > 0 && r.status < 500) : replies.every((r) => r.status === 413);
      results.push({
        family: 'bad-input',
        name: `${count} bodies of 9 MB at once to ${path} (${chunked ? 'chunked' : 'Content-Length'})`,
        sent: `POST ${path} ×${count}, ${chunked ? 'no Content-Length' : 'Content-Length 9,437,184'}`,
        got: `HTTP ${statuses.join('/')}; server memory ${before} → ${after} MB`,
        ok: answered && !(rise >= 100),
        badInputs: 1,
        failedRequests: replies.filter((r) => r.status === 0 || r.status >= 500).length,
      });
    }
  }
  return results;
}

/**
 * Slow bodies (slowloris): a hundred POSTs to a page that declare 100 KB and send 10 bytes, then
 * nothing. Each held its connection for Node's 300 s request timeout; the body deadline
 * (scripts/lib/body-deadline.cjs) closes them after a minute, and the server answers meanwhile.
 * Full runs only: it waits out the minute.
 */
export async function probeSlowBodies(server: Server): Promise<ProbeResult> {
  const count = 100;
  const started = performance.now();
  const { value: closedAfter, worstHealthMs } = await whileWatchingHealth(server.base, () =>
    Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<number>((resolve) => {
            const socket = net.connect(server.port, '127.0.0.1', () =>
              socket.write(`POST /runs HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Length: 100000\r\n\r\n0123456789`),
            );
            // nothing the server could answer in time counts: only when it closes
            const give = setTimeout(() => socket.destroy(), 120_000);
            socket.on('close', () => {
              clearTimeout(give);
              resolve(performance.now() - started);
            });
            socket.on('error', () => {});
          }),
      ),
    ),
  );
  const last = Math.max(...closedAfter) / 1000;
  return {
    family: 'bad-input',
    name: `${count} request bodies that stop arriving (slowloris)`,
    sent: `${count} × POST /runs declaring 100,000 bytes, sending 10`,
    got: `all closed by ${last.toFixed(1)} s; /api/health meanwhile: worst ${worstHealthMs} ms`,
    ok: last < 90 && worstHealthMs < 5000,
    badInputs: 1,
  };
}
