// What `npm run parse` does before it prints: read the file, decode it, parseDocument. Its peak
// memory is the memory of parsing (bench:parse); prints the number of intervals it read (without
// building them as objects).
import { readFileSync } from 'node:fs';
import { decodeBytes, parseDocument } from '../../lib/parsers/index.ts';
import { intervalCount } from '../../lib/parsers/run-intervals.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: parse-only.ts FILE');
const result = parseDocument(decodeBytes(readFileSync(file)).text, { fileName: file });
console.log(result.runs.reduce((n, r) => n + intervalCount(r), 0));
