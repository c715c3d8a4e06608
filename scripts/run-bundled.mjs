#!/usr/bin/env node
// @ts-check
// `node scripts/run-bundled.mjs ENTRY.ts ARGS…`: runs a TypeScript script as one ES module that
// esbuild bundled (our code only; packages stay imports), kept in node_modules/.cache/benchboard
// and rebuilt when any file it was built from differs from what was built. For commands where
// start-up and speed are the product (`npm run parse`): tsx compiles each module on start (~0.2 s)
// and its loader thread detaches an ArrayBuffer in this process, after which V8 checks every
// typed-array access (the parser and the row writer ran 10% and 2.1× slower). The script sees the
// same process.argv after the entry as under `node --import tsx ENTRY.ts ARGS…`. Unlike tsx:
// packages are resolved by Node without the react-server condition (the entries here import none
// that needs it), and a module that checks `process.argv[1] === fileURLToPath(import.meta.url)` to
// run as a script does not (import.meta.url is the bundle's).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What else decides the output: how we build (change BUILD with the options), esbuild's version, the TypeScript settings. */
const BUILD = 'esm-node20-v2';
const SETTINGS = ['package.json', 'tsconfig.json', 'node_modules/esbuild/package.json'];

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: node scripts/run-bundled.mjs ENTRY.ts [ARGS...]\n');
  process.exit(2);
}
const source = path.resolve(entry);
const hash = (/** @type {string | Buffer} */ data) => createHash('sha256').update(data).digest('hex');
// readable, and unique per entry and checkout (`a/b_c.ts` and `a_b/c.ts` must not share a bundle)
const name = `${path.basename(source).replace(/[^\w.-]+/g, '_')}.${hash(`${BUILD}\n${source}`).slice(0, 16)}`;
const dir = path.join(ROOT, 'node_modules', '.cache', 'benchboard');
const bundle = path.join(dir, `${name}.mjs`);
const inputsFile = path.join(dir, `${name}.inputs.json`);

/** The hash of a file's content; null when it cannot be read. */
function hashOf(file) {
  try {
    return hash(readFileSync(path.resolve(ROOT, file)));
  } catch {
    return null;
  }
}

/**
 * Is the bundle built from exactly the files there now? Each input's content is compared with
 * what esbuild read (~2 ms for the parser's ~50 files): no clock can make it miss a change, not a
 * file saved during a build nor one restored with an old mtime.
 */
function isFresh() {
  try {
    /** @type {Record<string, string>} */
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return existsSync(bundle) && Object.entries(inputs).every(([file, digest]) => hashOf(file) === digest);
  } catch {
    return false;
  }
}

async function build() {
  const { build: esbuild } = await import('esbuild');
  mkdirSync(dir, { recursive: true });
  /** @type {Record<string, string>} the content each file had when esbuild read it */
  const inputs = {};
  for (const file of SETTINGS) inputs[file] = hashOf(file) ?? '';
  /** @type {import('esbuild').Plugin} */
  const recordInputs = {
    name: 'record-inputs',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (loaded) => {
        if (loaded.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const contents = readFileSync(loaded.path);
        inputs[path.relative(ROOT, loaded.path)] = hash(contents);
        const ext = path.extname(loaded.path).slice(1).replace(/^[cm]/, '');
        return { contents, loader: /** @type {import('esbuild').Loader} */ (ext) };
      });
    },
  };
  // another process may build at the same time: each writes its own files, then renames them
  const temporary = `${bundle}.${process.pid}`;
  await esbuild({
    entryPoints: [source],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    conditions: ['react-server'],
    outfile: temporary,
    plugins: [recordInputs],
    logLevel: 'error',
  });
  renameSync(temporary, bundle);
  writeFileSync(`${inputsFile}.${process.pid}`, JSON.stringify(inputs));
  renameSync(`${inputsFile}.${process.pid}`, inputsFile);
}

if (!isFresh()) await build();
process.argv = [process.argv[0] ?? 'node', source, ...args];
await import(pathToFileURL(bundle).href);
