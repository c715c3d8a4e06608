// Which manifest entry is whose: an entry applies to the file it names. Matched by position, a
// misnamed entry (`wrong.log`), or two files sent in another order than listed, put one file's
// project and run edits on another file without a word (found by a review of the API from curl).
// Pure. The route matches the names as sent, before they are redacted for storing: two names that
// differ only in a secret (`pw-S3cret_t4.log`, `pw-S3cret_t8.log`) are one name once redacted.
import { AppError } from '../errors';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters it removes (a NUL cannot be stored)
const CONTROL = /[\u0000-\u001F\u007F]/g;

/**
 * A file's name as the user knows it, from a multipart `filename` or a manifest entry: browsers and
 * Node's FormData send `"` as `%22` and a line break as `%0D` / `%0A` (the HTML standard's
 * multipart encoding), while the manifest's JSON carries the name itself — `memory "seq" run.log`
 * was refused as not among the files sent (`memory %22seq%22 run.log`). Both sides read the same
 * way: the quote back, a line break (either way) as a space, never a header-breaking character.
 * (A file really named `report%22.log` is stored as `report".log`: a browser sends both alike.)
 */
export function fileNameAsSent(name: string): string {
  return name
    .replace(/%22/g, '"')
    .replace(/%0D%0A|%0D|%0A|\r\n|\r|\n/g, ' ')
    .replace(CONTROL, '');
}

/**
 * For each file sent (in order), the entry that names it, or none. Files of the same name take
 * the entries of that name in order. An entry that names no file sent refuses the whole request:
 * nothing is stored on the strength of an edit that was meant for another file.
 */
export function matchManifestEntries<E extends { name: string }>(
  fileNames: readonly string[],
  entries: readonly E[],
  /** how a name is said in the refusal (redacted: it may hold a secret) */
  shown: (name: string) => string = (name) => name,
): (E | undefined)[] {
  const queues = new Map<string, E[]>();
  for (const entry of entries) {
    const name = fileNameAsSent(entry.name);
    queues.set(name, [...(queues.get(name) ?? []), entry]);
  }
  const assigned = fileNames.map((name) => queues.get(fileNameAsSent(name))?.shift());
  const unmatched = [...queues.values()].flat();
  if (unmatched.length > 0) {
    const sentShown = fileNames.map(shown);
    const sent = fileNames.length === 0 ? 'no file' : sentShown.map((n) => JSON.stringify(n)).join(', ');
    const names = unmatched.map((e) => JSON.stringify(shown(e.name))).join(', ');
    // shown redacted, a name can read as one sent while it differs in its secret part
    const alike = unmatched.some((e) => sentShown.includes(shown(e.name)));
    throw new AppError(
      'invalid',
      `The manifest's files name ${names}, which ${unmatched.length === 1 ? 'is' : 'are'} not among the files sent ` +
        `(${sent})${alike ? ', where they differ in a part shown as *** (a secret is never echoed)' : ''}: ` +
        'each entry of "files" is for the file of its "name" (one entry per file of that name).',
    );
  }
  return assigned;
}

/**
 * The entry of a command file sent with its output (run.cmd with run.log, joined into one log):
 * the output's own when it asks for something, else the command's (`{"name":"run.cmd",
 * "projectName":"x"}` was dropped once the two were joined).
 */
export function pairEntry<E extends { projectName?: string; runs: readonly unknown[] }>(
  output: E | undefined,
  command: E | undefined,
): E | undefined {
  const asks = (e: E | undefined) => e !== undefined && (Boolean(e.projectName) || e.runs.length > 0);
  return asks(output) || !asks(command) ? output : command;
}
