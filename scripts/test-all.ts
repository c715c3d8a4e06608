// `npm test`: everything, in the order that fails fastest — types, lint, schema drift, unit and
// integration tests (Vitest, real PostgreSQL), the production build, the abuse and fault probes against it,
// end-to-end (Playwright in Chromium). Prints one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const node = process.execPath;
const results: { step: string; ok: boolean }[] = [];
let passed = 0;
let failed = 0;

function step(name: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const run = spawnSync(args[0] as string, args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const ok = run.status === 0;
  console.log(`── ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  results.push({ step: name, ok });
  return ok;
}

function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const tsx = [node, '--conditions=react-server', '--import', 'tsx'];

step('typecheck', [node, 'node_modules/typescript/bin/tsc', '--noEmit']);
step('lint', [node, 'node_modules/@biomejs/biome/bin/biome', 'check', '.']);
step('migrations match the schema', [...tsx, 'scripts/db-migration.ts', '--check']);
step('unit + integration (vitest)', [
  node,
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
countVitest('test-results/vitest.json');
if (step('production build', [node, 'node_modules/next/dist/bin/next', 'build'])) {
  // issue 7's probes, short: hostile input, racing uploads, secrets, a huge run, and the fault probes
  step('abuse and fault probes (bench:abuse --short)', [...tsx, 'scripts/bench-abuse.ts', '--short']);
  step('end-to-end (playwright)', [node, 'node_modules/@playwright/test/cli.js', 'test']);
  countPlaywright('test-results/playwright.json');
}

const brokenSteps = results.filter((r) => !r.ok).map((r) => r.step);
console.log(`\n${results.map((r) => `${r.ok ? '✓' : '✗'} ${r.step}`).join('\n')}`);
// a failing step without failed tests (types, lint, build) still counts as a failure
const total = failed + (brokenSteps.length > 0 && failed === 0 ? brokenSteps.length : 0);
console.log(`${passed} passed, ${total} failed`);
process.exit(brokenSteps.length > 0 ? 1 : 0);
