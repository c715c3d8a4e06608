// Answers that must be exact: a gone share is 410, a share of nothing is refused, a reference to a
// missing host is a 400, and a very large run still has pages that load.
import { parsePrepared, prepareUploadText } from '../../../lib/ingest/prepare.ts';
import { runIdentityOf } from '../../../lib/ingest/run-identity.ts';
import { PARSER_VERSION } from '../../../lib/parsers/index.ts';
import { resultsOf, send, upload } from './http.ts';
import { sysbenchLog } from './logs.ts';
import { probeExportStampede } from './probes-downloads.ts';
import type { ProbeResult } from './report.ts';
import { type Server, treeRssMb } from './server.ts';

export async function probeShares(server: Server): Promise<ProbeResult> {
  const runIds =
    resultsOf(await upload(server.base, [{ name: 'share.log', text: sysbenchLog(5, `share ${server.port}`) }]))[0]?.runIds ?? [];
  const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const created = await send(`${server.base}/api/shares`, json({ state: { runs: runIds } }));
  const slug = (created.json as { slug?: string } | null)?.slug ?? '';
  const live = await send(`${server.base}/s/${slug}`);
  const revoked = await send(`${server.base}/api/shares/${slug}`, { method: 'DELETE' });
  const gone = await send(`${server.base}/s/${slug}`);
  const missing = await send(`${server.base}/api/shares`, json({ state: { runs: [2_000_000_000] } }));
  const huge = await send(`${server.base}/api/shares`, json({ state: { runs: runIds }, padding: 'x'.repeat(200_000) }));
  const got = `create ${created.status}, view ${live.status}, revoke ${revoked.status}, view after revoke ${gone.status}, share of a missing run ${missing.status}, 200 KB body ${huge.status}`;
  return {
    family: 'bad-input',
    name: 'share links: revoked, missing runs, oversized body',
    sent: 'POST /api/shares, GET /s/…, DELETE, GET again; a share of run 2000000000; a 200 KB body',
    got,
    ok:
      created.status === 201 &&
      live.status === 200 &&
      revoked.status === 204 &&
      gone.status === 410 &&
      missing.status === 400 &&
      huge.status === 413,
    badInputs: 3,
  };
}

export async function probeMissingReferences(server: Server): Promise<ProbeResult> {
  const text = sysbenchLog(3, `bad host ${server.port}`);
  // the edit names its run as the upload form does (fingerprint, parser version, the run's identity)
  const prepared = await prepareUploadText({ text });
  const run = parsePrepared(prepared, 'bad-host.log').runs[0];
  if (!run) throw new Error('the probe log has no run');
  const reply = await upload(server.base, [{ name: 'bad-host.log', text }], {
    files: [
      {
        name: 'bad-host.log',
        fingerprint: prepared.fingerprint,
        parserVersion: PARSER_VERSION,
        runs: [{ run: runIdentityOf(run, 0), hostId: 1_999_999_999 }],
      },
    ],
  });
  const message = (reply.json as { error?: { message?: string } } | null)?.error?.message ?? resultsOf(reply)[0]?.error?.message ?? '';
  return {
    family: 'bad-input',
    name: 'an upload naming a host that does not exist',
    sent: 'manifest runs[0].hostId = 1999999999',
    got: `HTTP ${reply.status}: ${message || reply.text.slice(0, 160)}`,
    ok: reply.status >= 400 && reply.status < 500 && /does not exist/.test(message),
    badInputs: 1,
    failedRequests: reply.status >= 500 ? 1 : 0,
  };
}

/** A run as large as the upload limit allows: every page and export of it must stay bounded. */
export async function probeHugeRun(server: Server, intervals: number): Promise<ProbeResult[]> {
  const text = sysbenchLog(intervals, `huge ${server.port}`);
  const pid = server.child?.pid;
  const before = treeRssMb(pid);
  const reply = await upload(server.base, [{ name: 'huge.log', text }]);
  const stored = resultsOf(reply)[0];
  const runId = stored?.runIds?.[0];
  if (runId === undefined || stored?.uploadId === undefined)
    return [
      {
        family: 'load',
        name: `a run of ${intervals} intervals`,
        sent: `${(text.length / 1e6).toFixed(1)} MB`,
        got: `not stored: HTTP ${reply.status}`,
        ok: false,
        lost: 1,
      },
    ];
  const other = (await send(`${server.base}/runs?size=10`)).text.match(/\/runs\/(\d+)"/)?.[1] ?? String(runId);
  const pages = {
    'run page': await send(`${server.base}/runs/${runId}`),
    'upload page': await send(`${server.base}/uploads/${stored.uploadId}`),
    'JSON export': await send(`${server.base}/api/runs/${runId}/export?format=json`),
    compare: await send(`${server.base}/compare?runs=${runId},${other}`),
  };
  const after = treeRssMb(pid);
  const parts = Object.entries(pages).map(([name, r]) => `${name} ${r.status} ${(r.text.length / 1e6).toFixed(1)} MB ${r.ms} ms`);
  const htmlBounded = [pages['run page'], pages['upload page'], pages.compare].every(
    (r) => r.status === 200 && r.text.length < 3e6 && r.ms < 15_000,
  );
  const pagesResult: ProbeResult = {
    family: 'load',
    name: `a run of ${intervals.toLocaleString('en')} intervals (${(text.length / 1e6).toFixed(1)} MB): pages and exports`,
    sent: `upload (${reply.ms} ms), then its run, upload and compare pages and its JSON export`,
    got: `${parts.join('; ')}; server memory ${before} → ${after} MB`,
    ok: htmlBounded && pages['JSON export'].status === 200 && pages['JSON export'].ms < 30_000,
    failedRequests: Object.values(pages).filter((r) => r.status !== 200).length,
  };
  return [pagesResult, await probeExportStampede(server, runId)];
}
