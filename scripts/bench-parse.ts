// `npm run bench:parse`: parser throughput on a ≥100 MB log built from real sysbench interval
// lines, against the ceiling of merely splitting the same text into lines in the same process.
import { readFileSync } from 'node:fs';
import { parseDocument } from '../lib/parsers/index.ts';

const TARGET_BYTES = Number(process.env.BENCH_PARSE_MB ?? 100) * 1024 * 1024;
const ROUNDS = 3;

const source = readFileSync('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log', 'utf8').split('\n');
const intervals = source.filter((l) => l.startsWith('['));
const head = source.slice(
  0,
  source.findIndex((l) => l.startsWith('[')),
);
const tail = source.slice(source.findLastIndex((l) => l.startsWith('[')) + 1);

const body: string[] = [];
let bytes = 0;
for (let t = 1; bytes < TARGET_BYTES; t++) {
  const line = (intervals[t % intervals.length] ?? '').replace(/^\[ \d+s \]/, `[ ${t}s ]`);
  body.push(line);
  bytes += line.length + 1;
}
const text = [...head, ...body, ...tail].join('\n');
const mb = Buffer.byteLength(text) / 1024 / 1024;

function best(fn: () => unknown): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    fn();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest / 1000;
}

let lines = 0;
const splitS = best(() => {
  lines = text.split('\n').length;
});
// the floor of any JavaScript parser: reading every character once, doing nothing with it
let checksum = 0;
const touchS = best(() => {
  for (let i = 0; i < text.length; i++) checksum = (checksum + text.charCodeAt(i)) | 0;
});
let intervalsParsed = 0;
const parseS = best(() => {
  intervalsParsed = parseDocument(text).runs[0]?.intervals.length ?? 0;
});

if (intervalsParsed !== body.length) throw new Error(`parsed ${intervalsParsed} intervals, expected ${body.length}`);
const fmt = (n: number) => n.toFixed(1);
console.log(
  `input: ${fmt(mb)} MB, ${lines.toLocaleString('en')} lines (${body.length.toLocaleString('en')} sysbench 1.0 interval lines), best of ${ROUNDS}`,
);
console.log(`split into lines (ceiling): ${fmt(mb / splitS)} MB/s (${splitS.toFixed(2)} s)`);
console.log(`read every char in JS:      ${fmt(mb / touchS)} MB/s (${touchS.toFixed(2)} s)`);
console.log(`parseDocument:              ${fmt(mb / parseS)} MB/s (${parseS.toFixed(2)} s)`);
console.log(`parse / split speed:        ${((splitS / parseS) * 100).toFixed(0)}%`);
