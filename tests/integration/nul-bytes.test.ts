// NUL characters in a log: the padding a crash or power loss leaves at the end of a log written
// through the page cache, or a stray one in a serial console's capture. PostgreSQL's text cannot hold
// them: an upload with one past the first 8 KB failed with a database error (22021), and one within
// them was refused as "binary data" at line 1 (a DBA's pass). Now they are left out, no line moves,
// and a real binary file is still refused.
import { expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { ingestDocument } from '../../lib/ingest/ingest';
import { parseDocument } from '../../lib/parsers';
import { readFixture } from '../support/fixtures';

const LOG = readFixture('prisma/demo/mariadb-10.11/sysbench-1.x/oltp_read_write_t4_base_ri1.log');
/** The line of the summary's tps, 1-based. */
const tpsLine = (text: string) => text.split('\n').findIndex((l) => /transactions: .*per sec/.test(l)) + 1;

test.each([
  ['padded with NULs at its end (a crash)', `${LOG}${'\u0000'.repeat(4096)}`],
  ['a NUL within its first 8 KB', LOG.replace('General statistics:', '\u0000General statistics:')],
  [
    'NULs past its first 8 KB, and padding',
    `${'# a long preamble\n'.repeat(1000)}${LOG.replace('SQL statistics:', 'SQL\u0000 statistics:')}${'\u0000'.repeat(100)}`,
  ],
])('a log %s is stored without them, its figures on their lines', async (_what, text) => {
  const stored = await ingestDocument({ fileName: `nul-${text.length}.log`, text });
  expect(stored.runIds).toHaveLength(1);
  const upload = await db().upload.findUniqueOrThrow({ where: { id: stored.uploadId }, select: { text: true } });
  expect(upload.text.includes('\u0000')).toBe(false);
  const run = await db().run.findUniqueOrThrow({ where: { id: stored.runIds[0] }, select: { tps: true, sources: true } });
  expect(run.tps).toBe(291.53);
  // the line the tps came from is the same line of the text as sent
  expect((run.sources as Record<string, number[]>)['metrics.tps']).toContain(tpsLine(text));
});

test('a file mostly of control characters is still binary, NUL or not', () => {
  const binary = Array.from({ length: 4000 }, (_, i) => String.fromCharCode(i % 32)).join('');
  expect(parseDocument(binary).error?.message).toContain('binary data');
  expect(parseDocument(`${binary}${'\u0000'.repeat(100)}`).error?.message).toContain('binary data');
  // a tar's magic at 257, whatever else its first 8 KB holds
  expect(parseDocument(`${'x'.repeat(257)}ustar${'log line\n'.repeat(2000)}`).error?.message).toContain('binary data');
  expect(parseDocument(`${'x'.repeat(256)}ustar${'log line\n'.repeat(2000)}`).error?.message ?? '').not.toContain('binary');
});

test('a tar of logs is refused as binary, as before NULs were left out (its headers were glued to the logs’ first lines)', async () => {
  const { prepareUploadText, parsePrepared } = await import('../../lib/ingest/prepare');
  // a ustar header: the name, NUL padding, the magic at 257, padded to 512 bytes; then the file
  const header = `a.log${'\u0000'.repeat(95)}0000644\u00000000000\u00000000000\u0000${'0'.repeat(11)}\u0000`.padEnd(257, '\u0000');
  // a log of more than 8 KB: the header's NULs are under 5% of the first 8 KB
  const log = `${'# a long preamble line of the log\n'.repeat(300)}${LOG}`;
  const tar = `${`${header}ustar\u000000`.padEnd(512, '\u0000')}${log}`.padEnd(512 * Math.ceil((512 + log.length) / 512) + 1024, '\u0000');
  const prepared = await prepareUploadText({ bytes: new TextEncoder().encode(tar) });
  expect(parsePrepared(prepared, 'logs.tar').error?.message).toContain('binary data');
});
