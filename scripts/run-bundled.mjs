#!/usr/bin/env node
// @ts-check
// `node scripts/run-bundled.mjs ENTRY.ts ARGS…`: runs a TypeScript script as one ES module that
// esbuild bundled (our code only; packages stay imports), kept in node_modules/.cache/benchboard
// and rebuilt when any file it was built from changed. For commands where start-up and speed are
// the product (`npm run parse`): tsx compiles each module on start (~0.2 s) and its loader thread
// detaches an ArrayBuffer in this process, after which V8 checks every typed-array access (the
// parser and the row writer ran 10% and 2.1× slower). The script sees the same process.argv
// after the entry, and runs exactly as `node --import tsx ENTRY.ts ARGS…` would.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Changing how bundles are built changes their names: an old bundle is never reused. */
const BUILD = 'esm-node20-v1';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: node scripts/run-bundled.mjs ENTRY.ts [ARGS...]\n');
  process.exit(2);
}
const source = path.resolve(entry);
const name = `${path
  .relative(ROOT, source)
  .replace(/[^\w.-]+/g, '_')
  .replace(/^\.+/, '')}.${BUILD}`;
const dir = path.join(ROOT, 'node_modules', '.cache', 'benchboard');
const bundle = path.join(dir, `${name}.mjs`);
const inputsFile = path.join(dir, `${name}.inputs.json`);

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Number.NaN; // missing: stale
  }
};

/** Is the bundle there and newer than every file it was built from? */
function isFresh() {
  const built = mtime(bundle);
  if (Number.isNaN(built)) return false;
  try {
    /** @type {string[]} */
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((input) => mtime(path.join(ROOT, input)) < built);
  } catch {
    return false;
  }
}

async function build() {
  const { build: esbuild } = await import('esbuild');
  mkdirSync(dir, { recursive: true });
  // another process may build at the same time: each writes its own files, then renames them
  const temporary = `${bundle}.${process.pid}`;
  const result = await esbuild({
    entryPoints: [source],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    conditions: ['react-server'],
    outfile: temporary,
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/'));
  writeFileSync(`${inputsFile}.${process.pid}`, JSON.stringify(inputs));
  renameSync(`${inputsFile}.${process.pid}`, inputsFile);
  renameSync(temporary, bundle);
}

if (!isFresh()) await build();
process.argv = [process.argv[0] ?? 'node', source, ...args];
await import(pathToFileURL(bundle).href);
