// Each manifest entry is for the file it names: never the file at its position.
import { describe, expect, test } from 'vitest';
import { AppError } from '../../../lib/errors';
import { matchManifestEntries } from '../../../lib/ingest/manifest-entries';

const entry = (name: string, projectName: string) => ({ name, projectName });

describe('matchManifestEntries', () => {
  test('by name, whatever the order of the files and the entries', () => {
    const got = matchManifestEntries(['b.log', 'a.log', 'c.log'], [entry('a.log', 'A'), entry('b.log', 'B')]);
    expect(got.map((e) => e?.projectName)).toEqual(['B', 'A', undefined]);
  });

  test('files of one name take the entries of that name in order', () => {
    const got = matchManifestEntries(['x.log', 'y.log', 'x.log'], [entry('x.log', '1'), entry('x.log', '2')]);
    expect(got.map((e) => e?.projectName)).toEqual(['1', undefined, '2']);
  });

  test('no entries: no file has one', () => {
    expect(matchManifestEntries(['a.log'], [])).toEqual([undefined]);
  });

  test('an entry that names no file sent is refused, with its name and the files sent', () => {
    const refuse = () => matchManifestEntries(['real.log'], [entry('real.log', 'A'), entry('wrong.log', 'B')]);
    expect(refuse).toThrow(AppError);
    expect(refuse).toThrow(/"wrong\.log", which is not among the files sent \("real\.log"\)/);
    // one file of a name and two entries for it: the second names no file
    expect(() => matchManifestEntries(['a.log'], [entry('a.log', '1'), entry('a.log', '2')])).toThrow(/"a\.log"/);
  });
});
