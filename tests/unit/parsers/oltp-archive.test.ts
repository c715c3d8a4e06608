// The OLTP lines WebAssembly reads as a text is prepared (lib/parsers/wasm/oltp-archive.ts) are
// used three times: redaction skips them, Lines takes their starts, the segmenter their figures. Each
// use must give exactly what it gives without them: the same split (a line skipped that the formats'
// regexes would not skip is a line redaction never read), the same text, the same lines, the same parse.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parsePrepared, prepareUploadText } from '../../../lib/ingest/prepare';
import { parseDocument, prepareScanned, prepareText } from '../../../lib/parsers';
import { Lines } from '../../../lib/parsers/lines';
import { splitReports } from '../../../lib/parsers/report-split';
import { OltpArchive } from '../../../lib/parsers/wasm/oltp-archive';
import { oltpWasmEncodedBytes, setOltpWasm } from '../../../lib/parsers/wasm/oltp-scan';
import { mutated, oltpLine } from '../../support/oltp-lines';

const BANNER = 'sysbench 1.0.20 (using bundled LuaJIT 2.1.0-beta2)';
const oltpOf = (k: number) =>
  `[ ${k}s ] thds: 8 tps: ${k}.25 qps: ${k * 20}.5 (r/w/o: ${k}.1/${k}.2/${k}.3) lat (ms,95%): ${k % 90}.5 err/s: 0.00 reconn/s: 0.00`;

/** An OLTP line, with what may follow its figures: blanks (still a report line), or more (not one, and a secret maybe). */
const oltp = fc
  .tuple(oltpLine, fc.constantFrom('', '', '', ' ', '\t ', ' x', ' --mysql-password=hunter2', ' é', '%'))
  .map(([line, after]) => line + after);
const OTHER = fc.constantFrom(
  '',
  BANNER,
  'sysbench oltp_read_write --mysql-password=S3cretPw --threads=8 run',
  'sysbench oltp_read_write --threads=8 \\',
  '  --mysql-password=S3cretPw run \\',
  'export MYSQL_PASSWORD=S3cretPw',
  'password = S3cretPw',
  'progress: 1.0 s, 203.5 tps, lat 19.600 ms stddev 5.200',
  '[ 1s ] thds: 1 eps: 1210.67 lat (ms,95%): 0.83',
  '[ 7s ] thds: 16 tps: 1.00 qps: 2.00 (r/w/o: 1.00/0.50/0.50) lat (ms,0%): 0.00 err/s: 0.00 reconn/s: 0.00',
  'SQL statistics:',
  '    transactions:                        4104   (204.98 per sec.)',
  'réseau: 10 Gbit/s',
);
const LINE = fc.oneof({ arbitrary: oltp, weight: 5 }, { arbitrary: mutated, weight: 1 }, { arbitrary: OTHER, weight: 2 });
const TEXT = fc
  .tuple(fc.array(LINE, { maxLength: 40 }), fc.boolean())
  .map(([lines, finalBreak]) => lines.join('\n') + (finalBreak ? '\n' : ''));

/** `run` with the WebAssembly reader off: every line read by the regexes and in JavaScript. */
function inJavaScript<T>(run: () => T): T {
  setOltpWasm(false);
  try {
    return run();
  } finally {
    setOltpWasm(true);
  }
}

/** A parse with its intervals as arrays (they are a lazy property of a run). */
const plain = (result: ReturnType<typeof parseDocument>) => ({
  ...result,
  runs: result.runs.map((run) => ({ ...run, intervals: run.intervals })),
});

describe('OLTP lines read as the text is prepared', () => {
  test('the split that skips them is the split by the formats’ regexes, on any text', () => {
    fc.assert(
      fc.property(TEXT, (text) => {
        expect(splitReports(text, OltpArchive.of(text))).toEqual(splitReports(text));
      }),
      { numRuns: 3000 },
    );
  });

  test('the prepared text and the parse are what they are without WebAssembly (secrets before, between and after the blocks)', () => {
    fc.assert(
      fc.property(TEXT, (body) => {
        const text = `${BANNER}\n${body}`;
        expect(prepareScanned(text).text).toBe(inJavaScript(() => prepareText(text)));
        expect(plain(parseDocument(text))).toEqual(inJavaScript(() => plain(parseDocument(text))));
      }),
      { numRuns: 1500 },
    );
  });

  test('Lines told where the OLTP lines start are the lines it finds alone', () => {
    fc.assert(
      fc.property(TEXT, (body) => {
        const text = `${BANNER}\n${body}`;
        const { text: prepared, oltp } = prepareScanned(text);
        const known = new Lines(prepared, oltp?.lineStarts);
        const alone = new Lines(prepared);
        expect(known.length).toBe(alone.length);
        for (let i = 0; i <= alone.length; i++) expect(known.start(i), `line ${i + 1}`).toBe(alone.start(i));
      }),
      { numRuns: 1500 },
    );
  });

  test('a long log whose blocks move (a password masked above them, one between) and a block a continued command reaches: one encoding, the same parse', () => {
    const block = (from: number, n: number) => Array.from({ length: n }, (_, k) => oltpOf(from + k)).join('\n');
    const text = [
      'sysbench oltp_read_write --mysql-password=S3cretPassword --threads=8 run',
      BANNER,
      block(1, 4000),
      'password = An0therSecret',
      block(4001, 4000),
      'sysbench oltp_read_write --threads=8 \\',
      block(8001, 3000),
      '',
    ].join('\n');
    const { text: prepared, oltp } = prepareScanned(text);
    expect(prepared).not.toContain('S3cretPassword');
    expect(prepared).not.toContain('An0therSecret');
    expect(prepared).toBe(inJavaScript(() => prepareText(text)));
    // every OLTP line but the one the continued command reaches (redaction read it with the command) is kept, moved
    const starts = (oltp?.lineStarts ?? []).flatMap((chunk) => [...chunk.offsets]);
    expect(starts).toHaveLength(10_999);
    for (const at of starts) expect(prepared.startsWith('[ ', at) && prepared[at - 1] === '\n').toBe(true);

    const before = oltpWasmEncodedBytes();
    const parsed = plain(parseDocument(text));
    // read once, as it was prepared: not again by the parse
    expect(oltpWasmEncodedBytes() - before).toBeLessThanOrEqual(text.length);
    expect(parsed).toEqual(inJavaScript(() => plain(parseDocument(text))));
    expect(parsed.runs.flatMap((run) => run.intervals.map((iv) => iv.tps))).toContain(11_000.25);
  });

  test('an upload’s parse takes the lines read while it was prepared, once: a second parse reads the text itself, the same', async () => {
    const text = `${BANNER}\n${Array.from({ length: 3000 }, (_, k) => oltpOf(k + 1)).join('\n')}\n`;
    const prepared = await prepareUploadText({ text });
    expect(prepared.oltp).not.toBeNull();
    const first = plain(parsePrepared(prepared, 'a.log'));
    expect(prepared.oltp).toBeNull();
    expect(first.runs[0]?.intervals).toHaveLength(3000);
    expect(plain(parsePrepared(prepared, 'a.log'))).toEqual(first);
  });

  test('a parse given the archive of another text does not take it (it would store that text’s figures)', async () => {
    const text = (tps: string) =>
      `${BANNER}\n${Array.from({ length: 50 }, (_, k) => oltpOf(k + 1).replace(/tps: [\d.]+/, `tps: ${tps}`)).join('\n')}\n`;
    const a = await prepareUploadText({ text: text('111.11') });
    const b = await prepareUploadText({ text: text('999.99') });
    const parsed = parsePrepared({ text: b.text, oltp: a.oltp }, 'b.log');
    expect(new Set(parsed.runs[0]?.intervals.map((iv) => iv.tps))).toEqual(new Set([999.99]));
  });

  test('once parsed, the text as it was sent (its password too) is not kept in memory by the reader', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const upload = async () => {
      const text = `sysbench oltp_read_write --mysql-password=S3cretPw --threads=8 run\n${BANNER}\n${Array.from({ length: 150_000 }, (_, k) => oltpOf(k + 1)).join('\n')}\n`;
      const prepared = await prepareUploadText({ text });
      return parsePrepared(prepared, 'a.log').runs.length;
    };
    gc();
    const before = process.memoryUsage().heapUsed;
    expect(await upload()).toBe(1);
    gc();
    // the sent text is ~20 MB, the prepared one as much: neither is left (the reader's module held the last scan, text and all)
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8_000_000);
  });

  test('a text with no OLTP line is not encoded for them', () => {
    const before = oltpWasmEncodedBytes();
    expect(OltpArchive.of(`progress: 1.0 s, 203.5 tps, lat 19.600 ms stddev 5.200\n`.repeat(1000))).toBeNull();
    expect(oltpWasmEncodedBytes()).toBe(before);
  });
});
