// Which manifest entry is whose: an entry applies to the file it names. Matched by position, a
// misnamed entry (`wrong.log`), or two files sent in another order than listed, put one file's
// project and run edits on another file without a word (found by a review of the API from curl).
// Pure: the route compares the names as stored, both redacted (lib/parsers/redact-file-name.ts).
import { AppError } from '../errors';

/**
 * For each file sent (in order), the entry that names it, or none. Files of the same name take
 * the entries of that name in order. An entry that names no file sent refuses the whole request:
 * nothing is stored on the strength of an edit that was meant for another file.
 */
export function manifestEntries<E extends { name: string }>(fileNames: readonly string[], entries: readonly E[]): (E | undefined)[] {
  const queues = new Map<string, E[]>();
  for (const entry of entries) queues.set(entry.name, [...(queues.get(entry.name) ?? []), entry]);
  const assigned = fileNames.map((name) => queues.get(name)?.shift());
  const unmatched = [...queues.values()].flat();
  if (unmatched.length > 0) {
    const sent = fileNames.length === 0 ? 'no file' : fileNames.map((n) => JSON.stringify(n)).join(', ');
    const names = unmatched.map((e) => JSON.stringify(e.name)).join(', ');
    throw new AppError(
      'invalid',
      `The manifest's files name ${names}, which ${unmatched.length === 1 ? 'is' : 'are'} not among the files sent ` +
        `(${sent}): each entry of "files" is for the file of its "name" (one entry per file of that name).`,
    );
  }
  return assigned;
}
