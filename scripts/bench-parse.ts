// `npm run bench:parse [-- --mb 100] [--seed LOG]`: our parser against the peer it must beat, on a
// 100 MB log made from a real sysbench 1.0 log (scripts/bench/make-big-log.ts).
//  - in process: parseDocument's throughput (with its WebAssembly reader of OLTP lines, and without
//    it) next to the ceilings of splitting the text into lines and of reading each character once
//    in JavaScript;
//  - whole processes, median of 3: the peer (scripts/bench/peer-tps-regex.py, how public plotting
//    scripts read a log: one regex per line, tps only), our CLI printing every interval
//    (`npm run --silent parse -- big.log > /dev/null`) and our parse alone, with wall time, peak
//    memory (max RSS) and the ratios ours / peer.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseDocument } from '../lib/parsers/index.ts';
import { intervalCount } from '../lib/parsers/run-intervals.ts';
import { setOltpWasm } from '../lib/parsers/wasm/oltp-scan.ts';
import { DEFAULT_SEED, makeBigLog } from './bench/make-big-log.ts';
import { measureProcess, measurePython, type ProcessFigures } from './bench/measure-process.ts';
import { median } from './lib/bench-db.ts';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '100' }, seed: { type: 'string', default: DEFAULT_SEED } } });
const ROUNDS = 3;
const MB = 1024 * 1024;

const file = path.join(tmpdir(), `benchboard-big-${process.pid}.log`);
const made = makeBigLog(values.seed, file, Number(values.mb));
try {
  const text = readFileSync(file, 'utf8');
  const mb = Buffer.byteLength(text) / MB;

  function timed(fn: () => unknown): number {
    const seconds: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // each round from a clean heap: the garbage of the step before (split's 848,000 strings) was
      // collected on the next step's clock (parseDocument measured 0.82 s after split, 0.5 s alone)
      (globalThis as { gc?: () => void }).gc?.();
      const start = performance.now();
      fn();
      seconds.push((performance.now() - start) / 1000);
    }
    return median(seconds);
  }
  let lines = 0;
  const splitS = timed(() => {
    lines = text.split('\n').length;
  });
  let checksum = 0;
  const touchS = timed(() => {
    for (let i = 0; i < text.length; i++) checksum = (checksum + text.charCodeAt(i)) | 0;
  });
  let parsed = 0;
  const parseS = timed(() => {
    const run = parseDocument(text).runs[0];
    parsed = run ? intervalCount(run) : 0; // without building the intervals as objects
  });
  if (parsed !== made.intervals) throw new Error(`parsed ${parsed} intervals, expected ${made.intervals}`);
  // the same with every line read in JavaScript (no WebAssembly: what a browser does)
  setOltpWasm(false);
  let parsedJs = 0;
  const parseJsS = timed(() => {
    const run = parseDocument(text).runs[0];
    parsedJs = run ? intervalCount(run) : 0;
  });
  setOltpWasm(true);
  if (parsedJs !== made.intervals) throw new Error(`parsed ${parsedJs} intervals in JavaScript, expected ${made.intervals}`);
  // as people paste a log: its command line first, password and all (redaction then has work to do)
  const withCommand = `$ sysbench oltp_read_write --mysql-user=sb --mysql-password=S3cret --threads=4 run\n${text}`;
  let masked = false;
  const parseWithCommandS = timed(() => {
    masked = parseDocument(withCommand).runs[0]?.command?.includes('--mysql-password=***') ?? false;
  });
  if (!masked) throw new Error('the password on the command line was not masked');

  const peer = await measurePython('scripts/bench/peer-tps-regex.py', [file], ROUNDS);
  const cli = await measureProcess('npm', ['run', '--silent', 'parse', '--', file], ROUNDS);
  const parseOnlyArgs = ['scripts/run-bundled.mjs', 'scripts/bench/parse-only.ts'];
  const parseOnly = await measureProcess(process.execPath, [...parseOnlyArgs, file], ROUNDS);
  // the same process on the 15-interval seed: what Node and the parser cost before any log
  const baseline = await measureProcess(process.execPath, [...parseOnlyArgs, values.seed], ROUNDS);

  const fmt = (n: number, digits = 1) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const rate = (s: number) => `${fmt(mb / s)} MB/s`;
  const out: string[] = [
    `input: ${fmt(mb)} MB, ${lines.toLocaleString('en')} lines (${made.intervals.toLocaleString('en')} sysbench 1.0 interval lines from ${values.seed}); medians of ${ROUNDS}`,
    '',
    'in process',
    `  split into lines (ceiling)   ${rate(splitS).padStart(14)}  (${fmt(splitS, 2)} s)`,
    `  read every char in JS        ${rate(touchS).padStart(14)}  (${fmt(touchS, 2)} s)`,
    `  parseDocument                ${rate(parseS).padStart(14)}  (${fmt(parseS, 2)} s)${
      peer ? ` = ${fmt(mb / parseS / (mb / peer.wallS))}× the peer's throughput (${rate(peer.wallS)}; goal ≥ 5×, bar ≥ 3×)` : ''
    }`,
    `  … in JavaScript only         ${rate(parseJsS).padStart(14)}  (${fmt(parseJsS, 2)} s; the OLTP lines not read by WebAssembly)${
      peer ? ` = ${fmt(mb / parseJsS / (mb / peer.wallS))}× the peer` : ''
    }`,
    `  … with its command line      ${rate(parseWithCommandS).padStart(14)}  (${fmt(parseWithCommandS, 2)} s; a password on it to mask)${
      peer ? ` = ${fmt(mb / parseWithCommandS / (mb / peer.wallS))}× the peer` : ''
    }`,
    '',
    'whole processes                                          wall     peak RSS   RSS / log   vs peer (wall, RSS)',
  ];
  const row = (name: string, p: ProcessFigures) =>
    `  ${name.padEnd(52)} ${`${fmt(p.wallS, 2)} s`.padStart(8)} ${`${fmt(p.maxRssBytes / MB, 0)} MB`.padStart(10)} ${`${fmt(p.maxRssBytes / MB / mb)}×`.padStart(10)}   ${
      peer ? `${fmt(p.wallS / peer.wallS, 2)}×, ${fmt(p.maxRssBytes / peer.maxRssBytes)}×` : '—'
    }`;
  if (peer) out.push(row('peer: python3 scripts/bench/peer-tps-regex.py big.log', peer));
  else out.push('  peer: skipped, python3 is not installed (apt-get install python3); no ratios');
  out.push(row('ours: npm run --silent parse -- big.log > /dev/null', cli));
  out.push(row('ours: read + decode + parseDocument only', parseOnly));
  out.push(row('ours: the same on the 15-line seed (baseline)', baseline));
  const above = (parseOnly.maxRssBytes - baseline.maxRssBytes) / MB;
  out.push(
    '',
    `peak memory of parsing above the baseline: ${fmt(above, 0)} MB = ${fmt(above / mb)}× the log (goal ≤ 3×); CLI wall / peer wall: ${peer ? `${fmt(cli.wallS / peer.wallS, 2)}× (goal ≤ 1)` : '—'}`,
  );
  console.log(out.join('\n'));
} finally {
  rmSync(file, { force: true });
}
