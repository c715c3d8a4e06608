// Uploads stored before the canonical fingerprint got theirs recomputed in SQL by a migration; the
// SQL must give the very same value as lib/ingest/fingerprint.ts, or old uploads would never match.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { db } from '../../lib/db/client';
import { canonicalText, fingerprintOf } from '../../lib/ingest/fingerprint';
import { ROOT } from '../support/fixtures';

const migration = readFileSync(path.join(ROOT, 'prisma/migrations/20261130232500_canonical_fingerprint/migration.sql'), 'utf8');
const expression = /SELECT id, (encode\(.*\)) AS fp/.exec(migration)?.[1] ?? '';

async function sqlFingerprint(text: string): Promise<string> {
  const sql = `SELECT ${expression.replace(/\btext\b(?=,)/, '$1::text')} AS fp`;
  const rows = await db().$queryRawUnsafe<{ fp: string }[]>(sql, text);
  return rows[0]?.fp ?? '';
}

describe('canonical fingerprint', () => {
  test('the migration reads its expression from one place', () => {
    expect(expression).toContain('sha256');
  });

  test('trailing spaces, tabs and blank lines do not change it; anything else does', async () => {
    expect(canonicalText('a  \nb\t\n\n \n')).toBe('a\nb');
    expect(await fingerprintOf('a\nb')).toBe(await fingerprintOf('a \t\nb\n\n'));
    expect(await fingerprintOf(' a\nb')).not.toBe(await fingerprintOf('a\nb'));
    expect(await fingerprintOf('a\n\nb')).not.toBe(await fingerprintOf('a\nb'));
  });

  test('JavaScript and the migration’s SQL agree on any text', async () => {
    const line = fc.stringMatching(/^[ \tabc=|:é中]{0,12}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 8 }), async (lines) => {
        const text = lines.join('\n');
        expect(await sqlFingerprint(text)).toBe(await fingerprintOf(text));
      }),
      { numRuns: 60 },
    );
  });
});
