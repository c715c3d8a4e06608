// One golden file per fixture: the whole parse result, reviewed when it changes.
// Regenerate with `npm run test:golden` after checking the differences are improvements.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { fixtureDocuments, goldenPath, parseFixture } from '../../support/fixtures';

const update = process.env.UPDATE_GOLDEN === '1';

describe('golden parse results', () => {
  const documents = fixtureDocuments();

  test('the fixture set is complete', () => {
    expect(documents.length).toBeGreaterThanOrEqual(40);
  });

  test.each(documents)('%s', (relative) => {
    const actual = JSON.parse(JSON.stringify(parseFixture(relative)));
    const golden = goldenPath(relative);
    if (update || !existsSync(golden)) {
      if (!update) throw new Error(`no golden file for ${relative}: run npm run test:golden`);
      mkdirSync(path.dirname(golden), { recursive: true });
      writeFileSync(golden, `${JSON.stringify(actual, null, 1)}\n`);
    }
    expect(actual).toEqual(JSON.parse(readFileSync(golden, 'utf8')));
  });
});
