// A page shows a document's lines as stored, but one line can be a whole 50 MB upload (a minified
// blob, a base64 dump pasted with a log): lib/db/uploads.ts cuts a line past SHOWN_LINE_CHARS (the
// longest line the parsers read) in PostgreSQL, and says how long it was. Before, the run page and
// the document view sent such a line whole, twice (HTML and RSC payload).
import { describe, expect, test } from 'vitest';
import { getUploadLines } from '../../lib/db/uploads';
import { ingestDocument } from '../../lib/ingest/ingest';
import { SHOWN_LINE_CHARS } from '../../lib/source-lines';
import { readFixture } from '../support/fixtures';

describe('long lines on a page', () => {
  test('a line past SHOWN_LINE_CHARS characters comes cut, with its length; every other line whole', async () => {
    const huge = 'x'.repeat(2 * 1024 * 1024);
    const exact = 'e'.repeat(SHOWN_LINE_CHARS);
    const wide = 'é'.repeat(SHOWN_LINE_CHARS); // twice as many bytes as characters: not cut
    const over = `${'o'.repeat(SHOWN_LINE_CHARS)}END`;
    const log = readFixture('tests/fixtures/synthetic/sysbench-1.1-throughput.log');
    const text = `${huge}\n${exact}\n${wide}\n${over}\n# long-lines-shown\n${log}`;
    const { uploadId, runIds } = await ingestDocument({ fileName: 'long-lines.log', text });
    expect(runIds.length).toBe(1);

    const shown = await getUploadLines(uploadId, [{ from: 1, to: 6 }]);
    const segment = shown?.segments[0];
    expect(segment?.from).toBe(1);
    expect(segment?.lines.map((l) => l.length)).toEqual([
      SHOWN_LINE_CHARS,
      SHOWN_LINE_CHARS,
      SHOWN_LINE_CHARS,
      SHOWN_LINE_CHARS,
      18,
      expect.any(Number),
    ]);
    expect(segment?.lines[0]).toBe(huge.slice(0, SHOWN_LINE_CHARS));
    expect(segment?.lines[1]).toBe(exact);
    expect(segment?.lines[2]).toBe(wide);
    expect(segment?.lines[3]).toBe(over.slice(0, SHOWN_LINE_CHARS));
    expect(segment?.long).toEqual([
      [0, huge.length],
      [3, SHOWN_LINE_CHARS + 3],
    ]);

    // a range of short lines carries no `long`; two ranges are cut each on its own
    const two = await getUploadLines(uploadId, [
      { from: 5, to: 7 },
      { from: 4, to: 4 },
    ]);
    expect(two?.segments.map((s) => [s.from, s.long ?? null])).toEqual([
      [4, [[0, SHOWN_LINE_CHARS + 3]]],
      [5, null],
    ]);
    // the document's lines as an editor counts them: its final newline starts no line
    expect(text.endsWith('\n')).toBe(true);
    expect(two?.total).toBe(text.split('\n').length - 1);
    const total = two?.total ?? 0;
    const end = await getUploadLines(uploadId, [{ from: total - 1, to: total + 5 }]);
    expect(end?.segments[0]?.lines).toEqual(text.split('\n').slice(total - 2, total));
  });
});
