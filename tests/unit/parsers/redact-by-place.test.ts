// Redaction by place (redact-tables.ts, redact-argument-lists.ts, redact-cells.ts) on what a probe
// built against it: what must be stored as given, and where a password must not survive.
import { describe, expect, test } from 'vitest';
import { prepareText } from '../../../lib/parsers/prepare';
import { KEPT_BY_PLACE, MASKED_BY_PLACE } from './by-place-examples';

describe('redaction by place', () => {
  test.each(KEPT_BY_PLACE)('keeps %j as given', (text) => {
    expect(prepareText(text)).toBe(text);
  });
  test.each(MASKED_BY_PLACE)('masks the password of %j', (text) => {
    const stored = prepareText(text);
    expect(stored).not.toContain('S3cretPw9');
    expect(stored).toContain('***');
    // every line stays where it was (a web page is read as its text: its lines are the text's)
    if (!text.startsWith('<html>')) expect(stored.split('\n').length).toBe(text.split('\n').length);
  });
});
