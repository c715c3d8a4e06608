// `npm run --silent parse -- FILE...`: one JSON document on stdout, {"files": [...]}, one entry
// per file in the order given. A file that cannot be read or parsed gets an `error`; the
// command itself never fails because of a file's content.
import { readFileSync } from 'node:fs';
import { decodeBytes, emptyResult, parseDocument } from '../lib/parsers/index.ts';
import type { FileResult } from '../lib/parsers/types.ts';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  process.stderr.write('usage: npm run --silent parse -- FILE...\n');
  process.exit(2);
}

function parseFile(file: string): FileResult & { encoding?: string } {
  try {
    const { text, encoding } = decodeBytes(readFileSync(file));
    return { ...parseDocument(text, { fileName: file }), encoding };
  } catch (error) {
    const message = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    return { ...emptyResult(file), error: { line: 1, message: `cannot read the file: ${message}` } };
  }
}

process.stdout.write(`${JSON.stringify({ files: files.map(parseFile) }, null, 2)}\n`);
