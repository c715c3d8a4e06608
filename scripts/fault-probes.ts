// `npm run test:faults`: replays crashes against the production build (which must exist: `next
// build`, or `npm test` builds it first) on fresh temporary data directories and ports in
// 3200–3299. One line per probe, then a summary; exits 1 when any probe fails.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isBuildStale } from './lib/build.ts';
import { type ProbeResult, runFaultProbes } from './lib/faults.ts';

const root = process.cwd();
if (!existsSync(path.join(root, '.next/BUILD_ID'))) {
  console.error('fault probes: no production build (.next/BUILD_ID): run `npx next build` first');
  process.exit(1);
}
if (isBuildStale()) console.warn('fault probes: note: the sources are newer than the build; probing the build as it is');

const scratch = mkdtempSync(path.join(tmpdir(), 'benchboard-faults-'));
chmodSync(scratch, 0o755); // as root, PostgreSQL runs as `postgres`, which must reach its data directory
const started = performance.now();
const line = (r: ProbeResult) =>
  `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(34)} ${r.seconds === null ? '     ' : `${r.seconds.toFixed(1).padStart(4)}s`}  ${r.detail}`;

let results: ProbeResult[] = [];
try {
  results = await runFaultProbes({ root, scratch }, (r) => console.log(line(r)));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const failed = results.filter((r) => !r.ok).length;
console.log(
  `fault probes: ${results.length - failed} passed, ${failed} failed in ${((performance.now() - started) / 1000).toFixed(1)} s` +
    (results.length === 0 ? ' (none ran)' : ''),
);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
