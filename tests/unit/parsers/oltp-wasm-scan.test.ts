// The WebAssembly reader of sysbench 1.x OLTP lines (lib/parsers/wasm) reads exactly what the
// JavaScript scanner reads, to the last bit, on any text; it reads every plain line itself (else it
// would be only a slower path); it survives chunk boundaries, long lines, text that is not ASCII and
// being asked out of order; and the committed module is what its source compiles to.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { newIntervalValues, parseSysbenchInterval, readOltpIntervalAt } from '../../../lib/parsers/formats/sysbench-intervals';
import { INTERVAL_FIELDS } from '../../../lib/parsers/interval-columns';
import { OltpScan, oltpWasmEncodedBytes, setOltpWasm } from '../../../lib/parsers/wasm/oltp-scan';
import { compileWasm, MODULES, moduleText } from '../../../scripts/build-wasm.mjs';
import { fixtureDocuments, readFixture } from '../../support/fixtures';
import { mutated, oltpLine } from '../../support/oltp-lines';

const EVENTS = INTERVAL_FIELDS.indexOf('eventsPerSec');

const trailing = fc.constantFrom('', ' ', '\t', ' x', '.5', '5', '\r');
const other = fc.constantFrom('', 'SQL statistics:', '[ 1s ] thds: 1 eps: 1210.67 lat (ms,95%): 0.83', '[', '[ 1s ]', 'x'.repeat(300));
const piece = fc.oneof(
  { arbitrary: fc.tuple(oltpLine, trailing).map(([l, t]) => l + t), weight: 6 },
  { arbitrary: mutated, weight: 2 },
  { arbitrary: other, weight: 1 },
);

/** Every line start of `text`. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0 && i + 1 < text.length; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** What each line start reads as, by WebAssembly (when it read it) and by JavaScript: they agree bit for bit. */
function compare(text: string, scan: OltpScan, starts = lineStarts(text)) {
  let byWasm = 0;
  let byJs = 0;
  const wasm = newIntervalValues();
  const js = newIntervalValues();
  for (const from of starts) {
    const readByWasm = scan.read(from, wasm);
    const readByJs = readOltpIntervalAt(text, from, js);
    if (readByJs) byJs++;
    if (!readByWasm) continue;
    byWasm++;
    expect(readByJs, `JavaScript refuses the line at ${from} that WebAssembly read: ${JSON.stringify(text.slice(from, from + 200))}`).toBe(
      true,
    );
    for (let k = 0; k < js.length; k++)
      if (k !== EVENTS) expect(Object.is(wasm[k], js[k]), `${INTERVAL_FIELDS[k]} at ${from}: ${wasm[k]} vs ${js[k]}`).toBe(true);
  }
  return { byWasm, byJs };
}

test('each module in lib/parsers/wasm is what its AssemblyScript source compiles to (npm run build:wasm)', async () => {
  for (const module of MODULES)
    expect(readFileSync(module.target, 'utf8'), module.target).toBe(moduleText(module, await compileWasm(module.source)));
}, 60_000);

test('any text: what WebAssembly reads, JavaScript reads the same, to the last bit', () => {
  fc.assert(
    fc.property(fc.array(piece, { minLength: 1, maxLength: 40 }), (pieces) => {
      const text = `${pieces.join('\n')}\n`;
      const scan = OltpScan.of(text);
      expect(scan).not.toBeNull();
      compare(text, scan as OltpScan);
    }),
    { numRuns: 2000 },
  );
});

test('plain ASCII lines with figures of up to 15 digits and a percentile are read by WebAssembly, not left to JavaScript', () => {
  const short = (n: string) => n.replace('.', '').length <= 15;
  fc.assert(
    fc.property(fc.array(oltpLine, { minLength: 1, maxLength: 30 }), (lines) => {
      const text = lines.join('\n');
      const { byWasm, byJs } = compare(text, OltpScan.of(text) as OltpScan);
      // `lat (ms,0%)` (percentiles off) is JavaScript's too: takeAt says so in a warning
      const percentileOff = (l: string) => Number(/lat \(ms,([\d.]+)%\)/.exec(l)?.[1]) === 0;
      const plain = lines.filter((l) => (l.match(/\d+(?:\.\d+)?/g) ?? []).every(short) && !percentileOff(l)).length;
      expect(byJs).toBe(lines.length);
      expect(byWasm).toBe(plain);
    }),
    { numRuns: 1000 },
  );
});

test('chunk boundaries, a line longer than a chunk, text that is not ASCII, asked out of order and by two scans in turn', () => {
  const line = (k: number) =>
    `[ ${k}s ] thds: ${k % 64} tps: ${k}.${k % 100} qps: ${k * 20}.5 (r/w/o: ${k}.1/${k}.2/${k}.3) lat (ms,95%): ${k % 97}.${k % 10} err/s: 0.00 reconn/s: 0.00`;
  const block = (from: number, n: number) => Array.from({ length: n }, (_, i) => line(from + i)).join('\n');
  // ~0.9 MB: several chunks, a 300 KB line in the middle, a line with a non-ASCII character later
  const text = [block(1, 3000), 'x'.repeat(300_000), block(3001, 3000), 'réseau: 10 Gbit/s', block(6001, 3000)].join('\n');
  const starts = lineStarts(text);
  const scan = OltpScan.of(text) as OltpScan;
  const { byWasm, byJs } = compare(text, scan, starts);
  expect(byJs).toBe(9000);
  // every OLTP line by WebAssembly: a chunk ends before the non-ASCII line, which JavaScript reads alone
  expect(byWasm).toBe(9000);
  // backwards, and interleaved with a scan of another text
  const otherText = block(50_000, 2000);
  const otherScan = OltpScan.of(otherText) as OltpScan;
  const otherStarts = lineStarts(otherText);
  const reversed = [...starts].reverse().filter((_, i) => i % 7 === 0);
  for (const [k, from] of reversed.entries()) {
    compare(text, scan, [from]);
    compare(otherText, otherScan, [otherStarts[k % otherStarts.length] as number]);
  }
});

test('a document of many chunks: the same intervals as reading each line alone', () => {
  const lines: string[] = [];
  for (let k = 1; k <= 8000; k++)
    lines.push(
      `[ ${k}s ] thds: 8 tps: ${(k * 7.31) % 1000} qps: ${k}.25 (r/w/o: ${k}/${k % 13}/0.00) lat (ms,${k % 50 === 0 ? 0 : 95}%): ${k % 50 === 0 ? '0.00' : `${k % 37}.12`} err/s: 0.00 reconn/s: 0.00`,
    );
  lines[4000] = `${lines[4000]} é`; // a chunk that is not ASCII: its lines are read by JavaScript
  const expected = lines.map((l, i) => {
    const iv = parseSysbenchInterval(l.trim(), i + 2) as NonNullable<ReturnType<typeof parseSysbenchInterval>>;
    if (iv.latencyPct === 0) Object.assign(iv, { latencyMs: null, latencyPct: null });
    return iv;
  });
  const runs = parseDocument(`sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)\n${lines.join('\n')}\n`).runs;
  expect(runs).toHaveLength(1);
  expect(runs[0]?.intervals).toEqual(expected);
});

test('every fixture and demo document parses the same with the WebAssembly reader and without it', () => {
  const documents = fixtureDocuments();
  expect(documents.length).toBeGreaterThan(50);
  // the intervals are a lazy property of a run: compared as arrays
  const plain = (result: ReturnType<typeof parseDocument>) => ({
    ...result,
    runs: result.runs.map((run) => ({ ...run, intervals: run.intervals })),
  });
  let intervals = 0;
  for (const relative of documents) {
    const text = readFixture(relative);
    const withWasm = plain(parseDocument(text, { fileName: relative }));
    setOltpWasm(false);
    try {
      expect(plain(parseDocument(text, { fileName: relative })), relative).toEqual(withWasm);
    } finally {
      setOltpWasm(true);
    }
    intervals += withWasm.runs.reduce((n, run) => n + run.intervals.length, 0);
  }
  expect(intervals).toBeGreaterThan(500);
});

test('long runs with odd lines among them (too long, percentiles off, a figure of 20 digits, blank, DEBUG, another syntax): the same parse with and without WebAssembly', () => {
  const line = (k: number) =>
    `[ ${k}s ] thds: 16 tps: ${(k * 13.37) % 5000} qps: ${k}.5 (r/w/o: ${k % 11}.25/${k % 7}/0.00) lat (ms,95%): ${(k % 91) / 4} err/s: 0.00 reconn/s: 0.00`;
  const odd = fc.constantFrom(
    `${line(1)} ${'x'.repeat(5000)}`,
    '[ 7s ] thds: 16 tps: 1.00 qps: 2.00 (r/w/o: 1.00/0.50/0.50) lat (ms,0%): 0.00 err/s: 0.00 reconn/s: 0.00',
    '[ 7s ] thds: 16 tps: 12345678901234567890 qps: 2.00 (r/w/o: 1.00/0.50/0.50) lat (ms,95%): 3.00 err/s: 0.00 reconn/s: 0.00',
    '',
    'DEBUG: query 1',
    '[ 7s ] thds: 1 eps: 1210.67 lat (ms,95%): 0.83',
  );
  const plain = (result: ReturnType<typeof parseDocument>) => ({
    ...result,
    runs: result.runs.map((run) => ({ ...run, intervals: run.intervals })),
  });
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 40_000 }), fc.array(fc.tuple(fc.nat(), odd), { maxLength: 6 }), (n, odds) => {
      const lines = Array.from({ length: n }, (_, k) => line(k + 1));
      for (const [at, text] of odds) lines.splice(at % (lines.length + 1), 0, text);
      const text = `sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)\n${lines.join('\n')}\n`;
      const withWasm = plain(parseDocument(text));
      setOltpWasm(false);
      try {
        expect(plain(parseDocument(text))).toEqual(withWasm);
      } finally {
        setOltpWasm(true);
      }
    }),
    { numRuns: 40 },
  );
}, 120_000);

/** What a parse gives, with the intervals as arrays; and the same parse in JavaScript only. */
function bothWays(text: string) {
  const plain = (result: ReturnType<typeof parseDocument>) => ({
    ...result,
    runs: result.runs.map((run) => ({ ...run, intervals: run.intervals })),
  });
  const withWasm = plain(parseDocument(text));
  setOltpWasm(false);
  try {
    return { withWasm, withoutWasm: plain(parseDocument(text)) };
  } finally {
    setOltpWasm(true);
  }
}

const oltpOf = (k: number) =>
  `[ ${k}s ] thds: 8 tps: ${k}.25 qps: ${k * 20}.5 (r/w/o: ${k}.1/${k}.2/${k}.3) lat (ms,95%): 12.5 err/s: 0.00 reconn/s: 0.00`;
const BANNER = 'sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)\n';

test('a line of 4,097 characters whose last one is not ASCII, at the end of a chunk, is ignored as in JavaScript (a review found it taken)', () => {
  const CHUNK = 1 << 18;
  const from = BANNER.length;
  const longStart = from + CHUNK - 2 - 4096; // the long line's `€` at the chunk's index CHUNK - 2, its line break at CHUNK - 1
  let body = '';
  let k = 1;
  while (from + body.length + 400 < longStart) body += `${oltpOf(k++)}\n`;
  const last = oltpOf(k++);
  body += `${last}${' '.repeat(longStart - (from + body.length) - last.length - 1)}\n`;
  expect(from + body.length).toBe(longStart);
  body += `${oltpOf(k++).padEnd(4096, ' ')}€\n${oltpOf(k++)}\n`;
  const { withWasm, withoutWasm } = bothWays(BANNER + body);
  expect(withWasm).toEqual(withoutWasm);
  expect(withWasm.warnings.map((w) => w.message)).toContain('line longer than 4096 characters ignored (and any like it)');
  // a text whose last character, not ASCII, is the chunk's last: the same
  const tail = `${BANNER}${`${oltpOf(1)}\n`.repeat(Math.floor((CHUNK - BANNER.length) / 120))}`;
  const edge = `${tail}${oltpOf(2).padEnd(CHUNK - tail.length - 1, ' ')}é`;
  const both = bothWays(edge);
  expect(both.withWasm).toEqual(both.withoutWasm);
});

test('a log whose every line has a character that is not ASCII: read in JavaScript without encoding 256 KB a line (a review measured 46× slower)', () => {
  const lines = Array.from({ length: 20_000 }, (_, k) => `${oltpOf(k + 1)} é`);
  const text = `${BANNER}${lines.join('\n')}\n`;
  const before = oltpWasmEncodedBytes();
  const { withWasm, withoutWasm } = bothWays(text);
  expect(withWasm).toEqual(withoutWasm);
  expect(withWasm.runs[0]?.intervals).toHaveLength(20_000);
  // the first chunk stops at the first line; then each line is tested alone (it was 256 KB a line: 5 GB)
  expect(oltpWasmEncodedBytes() - before).toBeLessThan(1 << 20);
});

test('a log whose every other line has a character that is not ASCII: each character encoded about once (a review measured 1,300 bytes a character)', () => {
  const lines = Array.from({ length: 20_000 }, (_, k) => (k % 2 === 0 ? oltpOf(k + 1) : 'réseau: 10 Gbit/s'));
  const text = `${BANNER}${lines.join('\n')}\n`;
  const before = oltpWasmEncodedBytes();
  const { withWasm, withoutWasm } = bothWays(text);
  expect(withWasm).toEqual(withoutWasm);
  expect(oltpWasmEncodedBytes() - before).toBeLessThan(text.length * 1.1);
});

test('parseDocument goes through the WebAssembly reader: a plain log is encoded into it once', () => {
  const text = `${BANNER}${Array.from({ length: 5000 }, (_, k) => oltpOf(k + 1)).join('\n')}\n`;
  const before = oltpWasmEncodedBytes();
  expect(parseDocument(text).runs[0]?.intervals).toHaveLength(5000);
  const encoded = oltpWasmEncodedBytes() - before;
  expect(encoded).toBeGreaterThan(text.length - BANNER.length - 200);
  expect(encoded).toBeLessThanOrEqual(text.length);
});
