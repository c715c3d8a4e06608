// Each manifest entry is for the file it names: never the file at its position.
import { describe, expect, test } from 'vitest';
import { AppError } from '../../../lib/errors';
import { fileNameAsSent, matchManifestEntries } from '../../../lib/ingest/manifest-entries';

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

  test('a name FormData sent with %22 / %0D%0A is the entry’s name with its quote and line break', () => {
    const got = matchManifestEntries(['a %22b%22.log', 'c%0D%0Ad.log'], [entry('c\r\nd.log', 'CD'), entry('a "b".log', 'AB')]);
    expect(got.map((e) => e?.projectName)).toEqual(['AB', 'CD']);
    expect(fileNameAsSent('a %22b%22.log')).toBe('a "b".log');
    expect(fileNameAsSent('c%0D%0Ad.log')).toBe('c d.log');
    expect(fileNameAsSent('c\nd%0A.log')).toBe('c d .log');
    // a control character (a NUL cannot be stored) is no part of a name
    expect(fileNameAsSent('a\u0000b\u0007.log')).toBe('ab.log');
  });
});
