// A run's command and its output kept as two files, the way our own scripts (and many people's)
// save them: `oltp_t4.cmd` (the command line, with `# …` notes) next to `oltp_t4.log` (what it
// printed). Uploaded together they are one document, the command first as if pasted above the
// output, so that the run gets the test, options and server the command names (sysbench 1.x does
// not print its test's name). Pure and byte-exact: the upload form joins a pair before its preview
// and the server joins one a client sent apart (the CLI), and both get the same fingerprint.

const COMMAND = /\.cmd$/i;
/** What a command's output is saved as, in order of preference when several share its stem. */
const OUTPUTS = [/\.log$/i, /\.out$/i, /\.txt$/i];

const NEWLINE = 0x0a;
const WHITESPACE = new Set([0x20, 0x09, 0x0d, 0x0a]);
const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);
/** UTF-16 (either order) or UTF-32 text cannot be joined byte-wise with another file's bytes. */
const isWideText = (bytes: Uint8Array) => (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

/**
 * Which files pair: for each output file's index, the index of its command file (same name and
 * folder, `.cmd` against `.log`, else `.out`, else `.txt`). Each file is in one pair at most.
 */
export function commandPairs(names: readonly string[]): Map<number, number> {
  const outputs = new Map<string, number>(); // stem → index, the preferred extension kept
  const rank = new Map<number, number>();
  names.forEach((name, index) => {
    const at = OUTPUTS.findIndex((re) => re.test(name));
    if (at < 0) return;
    const stem = name.replace(OUTPUTS[at] as RegExp, '');
    const held = outputs.get(stem);
    if (held !== undefined && (rank.get(held) ?? 0) <= at) return;
    outputs.set(stem, index);
    rank.set(index, at);
  });
  const pairs = new Map<number, number>();
  names.forEach((name, index) => {
    if (!COMMAND.test(name)) return;
    const output = outputs.get(name.replace(COMMAND, ''));
    if (output !== undefined && !pairs.has(output)) pairs.set(output, index);
  });
  return pairs;
}

/** The command (trailing blank lines dropped), a newline, then the output (its byte-order mark dropped). */
export function joinCommandAndOutput(command: Uint8Array, output: Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (isWideText(command) || isWideText(output)) return null;
  let end = command.length;
  while (end > 0 && WHITESPACE.has(command[end - 1] as number)) end--;
  const body = startsWith(output, UTF8_BOM) ? output.subarray(UTF8_BOM.length) : output;
  const joined = new Uint8Array(end + 1 + body.length);
  joined.set(command.subarray(0, end), 0);
  joined[end] = NEWLINE;
  joined.set(body, end + 1);
  return joined;
}

export type PairedFile = { name: string; bytes: Uint8Array /** the file's index as sent (the output's, for a pair) */; index: number };

/**
 * The files of one upload with every command joined to its output, in the order sent: a pair takes
 * its output's place and name, its command file is not a file of its own any more.
 */
export function pairCommandFiles(files: readonly { name: string; bytes: Uint8Array }[]): PairedFile[] {
  const pairs = commandPairs(files.map((f) => f.name));
  const joined = new Map<number, Uint8Array>();
  for (const [output, command] of pairs) {
    const bytes = joinCommandAndOutput(files[command]?.bytes ?? new Uint8Array(0), files[output]?.bytes ?? new Uint8Array(0));
    if (bytes) joined.set(output, bytes);
  }
  const absorbed = new Set([...pairs].filter(([output]) => joined.has(output)).map(([, command]) => command));
  return files.flatMap((file, index) => (absorbed.has(index) ? [] : [{ name: file.name, bytes: joined.get(index) ?? file.bytes, index }]));
}
