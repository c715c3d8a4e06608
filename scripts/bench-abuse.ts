// `npm run bench:abuse`: replays, against a production build, the probes an attacker and a busy
// team would send (issue 7): regex bombs, huge filter lists, endless bodies, odd parameters,
// racing uploads, secrets in every form, formula cells, shares of nothing, a run as large as the
// upload limit. Prints what was sent and what came back per probe, then one summary line; exits
// non-zero when anything did not hold.
//
//   npm run bench:abuse                 start a fresh production server (like npm start) and probe it
//   npm run bench:abuse -- --short      smaller sizes, for CI (npm test runs this)
//   npm run bench:abuse -- --url URL    probe a server that is already running (no memory figures)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probeHugeRun, probeMissingReferences, probeShares } from './lib/abuse/probes-data.ts';
import {
  probeBodies,
  probeCrossSite,
  probeFilterLists,
  probeLargeBodies,
  probeOddParameters,
  probeRegexBombs,
  probeSlowBodies,
  type Scale,
} from './lib/abuse/probes-input.ts';
import { probeNewProjectRace, probeSameFileRace, probeWhitespaceDuplicate } from './lib/abuse/probes-load.ts';
import { probeCsvFormulas, probeSecrets } from './lib/abuse/probes-secrets.ts';
import { type ProbeResult, printResult, summarize } from './lib/abuse/report.ts';
import { existingServer, type Server, startServer } from './lib/abuse/server.ts';
import { runFaultProbes } from './lib/faults.ts';

const args = process.argv.slice(2);
const short = args.includes('--short');
const urlIndex = args.indexOf('--url');
const url = urlIndex >= 0 ? args[urlIndex + 1] : undefined;

const scale: Scale & { racers: number; hugeIntervals: number } = short
  ? { lineBytes: 256 * 1024, chunkedBytes: 200e6, uploadMaxBytes: 10 * 1024 * 1024, racers: 20, hugeIntervals: 60_000 }
  : { lineBytes: 1024 * 1024, chunkedBytes: 1e9, uploadMaxBytes: 50 * 1024 * 1024, racers: 20, hugeIntervals: 400_000 };

/** Crashes, replayed by scripts/lib/faults.ts on instances of their own. */
async function faults(): Promise<ProbeResult[]> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'benchboard-abuse-faults-'));
  chmodSync(scratch, 0o755); // as root, PostgreSQL runs as `postgres`, which must reach its data directory
  try {
    const results = await runFaultProbes({ root: process.cwd(), scratch });
    return results.map((r) => ({
      family: 'fault',
      name: r.name,
      sent: r.name,
      got: `${r.detail}${r.seconds === null ? '' : ` (${r.seconds.toFixed(1)} s)`}`,
      ok: r.ok,
    }));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const server: Server = url ? existingServer(url) : await startServer({ uploadMaxBytes: scale.uploadMaxBytes });
  console.log(`benchboard abuse probes (${short ? 'short' : 'full'}) against ${server.base}${url ? '' : ' (a fresh production server)'}\n`);
  const results: ProbeResult[] = [];
  const run = async (probe: () => Promise<ProbeResult | ProbeResult[]>) => {
    const out = await probe().catch(
      (error: unknown): ProbeResult => ({
        family: 'load',
        name: 'a probe crashed',
        sent: '',
        got: String(error),
        ok: false,
      }),
    );
    for (const r of Array.isArray(out) ? out : [out]) {
      printResult(r);
      results.push(r);
    }
  };
  try {
    await run(() => probeOddParameters(server));
    await run(() => probeFilterLists(server));
    await run(() => probeRegexBombs(server, scale));
    await run(() => probeBodies(server, scale));
    await run(() => probeLargeBodies(server));
    // waits out the body deadline (a minute): full runs only
    if (!short) await run(() => probeSlowBodies(server));
    await run(() => probeSameFileRace(server, scale.racers));
    await run(() => probeNewProjectRace(server, scale.racers));
    await run(() => probeWhitespaceDuplicate(server));
    await run(() => probeSecrets(server));
    await run(() => probeCsvFormulas(server));
    await run(() => probeShares(server));
    await run(() => probeCrossSite(server));
    await run(() => probeMissingReferences(server));
    if (!url || scale.uploadMaxBytes >= 50 * 1024 * 1024) await run(() => probeHugeRun(server, scale.hugeIntervals));
  } finally {
    await server.stop();
  }
  if (!url) {
    for (const r of await faults()) {
      printResult(r);
      results.push(r);
    }
  }
  const { line, ok } = summarize(results);
  console.log(`\n${line} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok ? 0 : 1;
}

process.exit(await main());
