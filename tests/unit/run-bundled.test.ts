// scripts/run-bundled.mjs (how `npm run parse` runs): the script sees its arguments as under tsx,
// and the bundle it runs is always built from the files as they are now: a change to any module,
// even one restored with an old mtime, is in the next run; two entries never share a bundle.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { ROOT } from '../support/fixtures';

const dir = mkdtempSync(path.join(tmpdir(), 'benchboard-bundled-'));
const cache = path.join(ROOT, 'node_modules/.cache/benchboard');
const ENTRIES = ['entry.ts.', 'b_c.ts.', 'c.ts.'];
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  // this test's bundles (named after their entries' file names)
  for (const file of readdirSync(cache)) if (ENTRIES.some((e) => file.startsWith(e))) rmSync(path.join(cache, file));
});

const run = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/run-bundled.mjs'), ...args], { cwd: dir, encoding: 'utf8' });

function write(file: string, text: string, secondsAgo = 0): void {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, when, when);
}
const dep = (value: string) => `export const value: string = ${JSON.stringify(value)};\n`;

test('runs a TypeScript entry with its arguments, and rebuilds when a module it imports changes', () => {
  write(
    'entry.ts',
    "import { value } from './dep.ts';\nconst argv: string[] = process.argv;\nconsole.log(JSON.stringify({ value, script: argv[1], args: argv.slice(2) }));\n",
    60,
  );
  write('dep.ts', dep('first'), 60);
  expect(JSON.parse(run('entry.ts', '--flag', 'a b'))).toEqual({
    value: 'first',
    script: path.join(dir, 'entry.ts'),
    args: ['--flag', 'a b'],
  });
  // the cached bundle is used as long as nothing changed
  expect(JSON.parse(run('entry.ts')).value).toBe('first');
  write('dep.ts', dep('second'));
  expect(JSON.parse(run('entry.ts')).value).toBe('second');
  // a file put back with an old mtime (cp -p, tar, a save during a build) is still seen
  write('dep.ts', dep('third'), 3600);
  expect(JSON.parse(run('entry.ts')).value).toBe('third');
});

test('entries whose paths differ only where a name has / or _ get bundles of their own', () => {
  write('a/b_c.ts', "console.log('a/b_c');\n");
  write('a_b/c.ts', "console.log('a_b/c');\n");
  expect(run('a/b_c.ts').trim()).toBe('a/b_c');
  expect(run('a_b/c.ts').trim()).toBe('a_b/c');
  expect(run('a/b_c.ts').trim()).toBe('a/b_c');
});
