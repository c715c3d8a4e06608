// scripts/run-bundled.mjs (how `npm run parse` runs): the script sees its arguments as under tsx,
// and a change to any file the bundle was built from is in the next run, never a stale bundle.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { ROOT } from '../support/fixtures';

const dir = mkdtempSync(path.join(tmpdir(), 'benchboard-bundled-'));
const cache = path.join(ROOT, 'node_modules/.cache/benchboard');
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  // the bundles of this test's entry, named after its path
  for (const file of readdirSync(cache)) if (file.includes(path.basename(dir))) rmSync(path.join(cache, file));
});

const run = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/run-bundled.mjs'), ...args], { cwd: dir, encoding: 'utf8' });

function writeDep(value: string, secondsAgo: number): void {
  const file = path.join(dir, 'dep.ts');
  writeFileSync(file, `export const value: string = ${JSON.stringify(value)};\n`);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, when, when);
}

test('runs a TypeScript entry with its arguments, and rebuilds when a module it imports changes', () => {
  writeFileSync(
    path.join(dir, 'entry.ts'),
    "import { value } from './dep.ts';\nconst argv: string[] = process.argv;\nconsole.log(JSON.stringify({ value, script: argv[1], args: argv.slice(2) }));\n",
  );
  const when = new Date(Date.now() - 60_000);
  utimesSync(path.join(dir, 'entry.ts'), when, when);
  writeDep('first', 60);
  expect(JSON.parse(run('entry.ts', '--flag', 'a b'))).toEqual({
    value: 'first',
    script: path.join(dir, 'entry.ts'),
    args: ['--flag', 'a b'],
  });
  // the cached bundle is used as long as nothing changed
  expect(JSON.parse(run('entry.ts')).value).toBe('first');
  writeDep('second', 0);
  expect(JSON.parse(run('entry.ts')).value).toBe('second');
});
