// A run's command and its output kept as two files, the way our own scripts (and many people's)
// save them: `oltp_t4.cmd` (the command line, with `# …` notes) next to `oltp_t4.log` (what it
// printed). Chosen together they are one document, the command first as if pasted above the
// output, so that the run gets the test, options and server the command names (sysbench 1.x does
// not print its test's name). Pure and byte-exact: the upload form joins a pair before its preview,
// the server joins one a client sent apart when its manifest asks (the CLI), the demo loader joins
// our own runs; all three give the same bytes, so the same fingerprint.

const COMMAND = /\.cmd$/i;
/** What a command's output is saved as, in order of preference when several share its stem. */
const OUTPUTS = [/\.log$/i, /\.out$/i, /\.txt$/i];

const NEWLINE = 0x0a;
const WHITESPACE = new Set([0x20, 0x09, 0x0d, 0x0a]);
const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/** UTF-16 text (either byte order) cannot be joined byte-wise with another file's bytes. */
const isWideText = (head: Uint8Array) => (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);

/**
 * Which files pair: for each output file's index, the index of its command file (same name and
 * folder, `.cmd` against `.log`, else `.out`, else `.txt`). Each file is in one pair at most.
 */
export function commandPairs(names: readonly string[]): Map<number, number> {
  const outputs = new Map<string, { index: number; rank: number }>(); // stem → the preferred output
  names.forEach((name, index) => {
    const rank = OUTPUTS.findIndex((re) => re.test(name));
    if (rank < 0) return;
    const stem = name.replace(OUTPUTS[rank] as RegExp, '');
    const held = outputs.get(stem);
    if (!held || rank < held.rank) outputs.set(stem, { index, rank });
  });
  const pairs = new Map<number, number>();
  names.forEach((name, index) => {
    if (!COMMAND.test(name)) return;
    const output = outputs.get(name.replace(COMMAND, ''))?.index;
    if (output !== undefined && !pairs.has(output)) pairs.set(output, index);
  });
  return pairs;
}

/** What of a command goes above its output: all but its trailing blank lines; null when it cannot be joined (UTF-16). */
export function commandPart(command: Uint8Array): Uint8Array | null {
  if (isWideText(command)) return null;
  let end = command.length;
  while (end > 0 && WHITESPACE.has(command[end - 1] as number)) end--;
  return command.subarray(0, end);
}

/** How many of the output's first bytes the join drops (its UTF-8 byte-order mark), from its first three; null for UTF-16. */
export function outputSkip(head: Uint8Array): number | null {
  if (isWideText(head)) return null;
  return UTF8_BOM.every((b, i) => head[i] === b) ? UTF8_BOM.length : 0;
}

/** The command (trailing blank lines dropped), a newline, then the output (its byte-order mark dropped); an empty command adds nothing. */
export function joinCommandAndOutput(command: Uint8Array, output: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const head = commandPart(command);
  const skip = outputSkip(output.subarray(0, UTF8_BOM.length));
  if (head === null || skip === null) return null;
  if (head.length === 0) return new Uint8Array(output);
  const body = output.subarray(skip);
  const joined = new Uint8Array(head.length + 1 + body.length);
  joined.set(head, 0);
  joined[head.length] = NEWLINE;
  joined.set(body, head.length + 1);
  return joined;
}

/** A file of the upload as stored: `index` is its place as sent (the output's, for a pair), `command` its command file's. */
export type PairedFile = { name: string; index: number; command: number | null };

/**
 * The files of one upload, every command that can be joined to its output taking that output's
 * place (and name), in the order sent. Only the order: `pairedBytes` joins one file when its turn
 * comes, so that a request of several 50 MB logs does not hold every joined copy at once.
 */
export function pairCommandFiles(files: readonly { name: string; bytes: Uint8Array }[]): PairedFile[] {
  const joinable = [...commandPairs(files.map((f) => f.name))].filter(([output, command]) => {
    const [out, cmd] = [files[output]?.bytes, files[command]?.bytes];
    return out !== undefined && cmd !== undefined && commandPart(cmd) !== null && outputSkip(out.subarray(0, 3)) !== null;
  });
  const commandOf = new Map(joinable);
  const absorbed = new Set(joinable.map(([, command]) => command));
  return files.flatMap((file, index) => (absorbed.has(index) ? [] : [{ name: file.name, index, command: commandOf.get(index) ?? null }]));
}

/** The bytes of a paired file: its own, or its command joined to it. */
export function pairedBytes(files: readonly { bytes: Uint8Array }[], file: PairedFile): Uint8Array {
  const own = files[file.index]?.bytes ?? new Uint8Array(0);
  if (file.command === null) return own;
  return joinCommandAndOutput(files[file.command]?.bytes ?? new Uint8Array(0), own) ?? own;
}
