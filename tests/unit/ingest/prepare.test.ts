// An upload's text is normalized and redacted once on its way in: on upload, in the browser's
// preview and on re-parse alike (lib/ingest/prepare.ts). Redaction is idempotent, so a second pass
// changes nothing a user can see but costs a full scan of every document that names a password:
// counting the passes over the whole text is what tells one pass from two.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { prepareBytes } from '../../../components/upload/prepare-bytes';
import { parseChecked, parseUpload, prepareInput } from '../../../lib/ingest/ingest';
import { prepareUploadText } from '../../../lib/ingest/prepare';
import { readFixture, SEED } from '../../support/fixtures';

const passes = vi.hoisted(() => ({ lengths: [] as number[] }));

vi.mock('../../../lib/parsers/redact', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/parsers/redact')>();
  // every way into redaction from outside it (prepareText takes redactSplit, or redactNormalized the long way)
  return {
    ...actual,
    redactText: (text: string) => {
      passes.lengths.push(text.length);
      return actual.redactText(text);
    },
    redactNormalized: (text: string) => {
      passes.lengths.push(text.length);
      return actual.redactNormalized(text);
    },
    redactSplit: (text: string, split: Parameters<typeof actual.redactSplit>[1]) => {
      passes.lengths.push(text.length);
      return actual.redactSplit(text, split);
    },
  };
});

/** seed 002 names a password on its command lines: every pass over it does the full work. */
const TEXT = readFixture(SEED.qc002);
const wholeTextPasses = () => passes.lengths.filter((n) => n >= TEXT.length * 0.9).length;

afterEach(() => {
  passes.lengths = [];
});

describe('normalize and redact once', () => {
  test('the stored text has no password', async () => {
    expect(TEXT).toContain('--mysql-password=admin');
    const prepared = await prepareInput({ bytes: new TextEncoder().encode(TEXT) });
    expect(prepared.text).not.toContain('--mysql-password=admin');
    expect(prepared.text).toContain('--mysql-password=***');
    expect(
      parseUpload(prepared, '002.txt')
        .runs.map((r) => r.command ?? '')
        .join('\n'),
    ).not.toContain('password=admin');
  });

  test.each([
    ['upload', async () => parseUpload(await prepareInput({ bytes: new TextEncoder().encode(TEXT) }), '002.txt')],
    ['re-parse', async () => parseChecked(await prepareUploadText({ text: TEXT }), '002.txt')],
    ['the browser’s preview', async () => prepareBytes(new TextEncoder().encode(TEXT).buffer, '002.txt')],
  ])('%s: one pass over the whole text', async (_path, prepareAndParse) => {
    await prepareAndParse();
    expect(wholeTextPasses()).toBe(1);
  });
});
