// `npm run --silent parse -- FILE...`: one JSON document on stdout, {"files": [...]}, one entry
// per file in the order given. A file that cannot be read or parsed gets an `error`; the
// command itself never fails because of a file's content. The document is written as it is made:
// each run's intervals straight from the parser's typed columns, one compact object per line, so
// that a 100 MB log never becomes one 300 MB string, and as bytes: the rows go digit by digit into
// a buffer (WebAssembly's, lib/parsers/wasm/json-rows.ts; or interval-json-bytes.ts'), written, and
// reused once stdout has taken it.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { listFormats } from '../lib/parsers/formats/index.ts';
import { decodeBytes, emptyResult, parseDocument } from '../lib/parsers/index.ts';
import type { IntervalColumns } from '../lib/parsers/interval-columns.ts';
import { IntervalJsonWriter } from '../lib/parsers/interval-json-bytes.ts';
import { intervalColumnsOf } from '../lib/parsers/run-intervals.ts';
import type { FileResult } from '../lib/parsers/types.ts';
import { WasmIntervalJsonWriter } from '../lib/parsers/wasm/json-rows.ts';

const USAGE = `usage: npm run --silent parse -- FILE...
  Parses ${listFormats('and')} logs (and my.cnf or SHOW VARIABLES
  listings) and prints one JSON document on stdout: {"files": [...]}, one entry per file, each with
  its runs, configs, warnings and, when nothing in it is a benchmark log, an error with its line.
  A file named - is read from stdin; a name that starts with - otherwise is refused (use ./-name).
`;
const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.some((a) => a === '-h' || a === '--help')) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const unknown = args.find((a) => a.startsWith('-') && a !== '-');
if (args.length === 0 || unknown !== undefined) {
  process.stderr.write(`${unknown !== undefined ? `unknown option: ${unknown}\n` : ''}${USAGE}`);
  process.exit(2);
}
const files = args;

function parseFile(file: string): FileResult & { encoding?: string } {
  try {
    const { text, encoding } = decodeBytes(readFileSync(file === '-' ? 0 : file));
    return { ...parseDocument(text, { fileName: file }), encoding };
  } catch (error) {
    const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    return { ...emptyResult(file), error: { line: 1, message: `cannot read the file: ${message}` } };
  }
}

// `npm run --silent parse -- big.log | head`: a reader that stops early ends the command quietly
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

// WebAssembly writes the rows (~3× faster); the JavaScript writer, byte for byte the same, where it cannot load
const rowWriter = WasmIntervalJsonWriter.create() ?? new IntervalJsonWriter();

/** Writes a string; waits only when stdout's buffer is full (backpressure). */
async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain');
}

/** Writes a chunk of the row writer's bytes and gives it back once written: the next chunk reuses its memory. */
const writeRows = (chunk: Uint8Array) =>
  new Promise<void>((resolve, reject) =>
    process.stdout.write(chunk, (error) => {
      if (error) return reject(error);
      rowWriter.release(chunk);
      resolve();
    }),
  );

/** A run's place for its intervals in the JSON, filled in as the JSON is written. */
const marker = (i: number) => `\u0000intervals ${i}\u0000`;

/** One file's entry, as JSON.stringify(…, null, 2) would indent it inside {"files": [ ]}. */
async function writeFile(result: FileResult, last: boolean): Promise<void> {
  const series: IntervalColumns[] = [];
  // the runs without their intervals (Object.keys does not read the lazy `intervals`)
  const runs = result.runs.map((run) => {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(run))
      copy[key] = key === 'intervals' ? marker(series.push(intervalColumnsOf(run)) - 1) : run[key as keyof typeof run];
    return copy;
  });
  const text = `    ${JSON.stringify({ ...result, runs }, null, 2).replace(/\n/g, '\n    ')}`;
  let at = 0;
  for (const [i, columns] of series.entries()) {
    const quoted = JSON.stringify(marker(i));
    const where = text.indexOf(quoted, at);
    if (columns.length === 0) {
      await write(`${text.slice(at, where)}[]`);
    } else {
      // the indentation of the line the marker is on, plus two
      const indent = `${' '.repeat(where - text.lastIndexOf('\n', where) - 1 - '"intervals": '.length)}  `;
      await write(`${text.slice(at, where)}[\n`);
      for (let from = 0; from < columns.length; ) {
        from = rowWriter.rows(columns, from, columns.length, indent);
        await writeRows(rowWriter.take());
      }
      await write(`${indent.slice(2)}]`);
    }
    at = where + quoted.length;
  }
  await write(`${text.slice(at)}${last ? '' : ','}\n`);
}

await write('{\n  "files": [\n');
for (const [i, file] of files.entries()) await writeFile(parseFile(file), i === files.length - 1);
await write('  ]\n}\n');
