// First pass over a document: find the runs. Each line is offered to the open run (if any);
// commands are remembered for the run that follows them; everything else stays free for the
// second pass (configs, tables, headings).
import { isCommandLine, type ParsedCommand, parseCommand } from './command';
import type { RunBuilder } from './draft';
import { OUTPUT_READERS } from './formats';
import type { OutputReader } from './formats/format';
import { isBlank, type Lines, MAX_LINE, stripDecorations } from './lines';
import type { ParsedRun, Warning } from './types';
import { type OltpReader, OltpScan } from './wasm/oltp-scan';

/**
 * How many unrecognised lines in a row an unfinished run tolerates before it is considered over.
 * In a row, not over its life: vmstat's rows between a long run's intervals cut it into six runs.
 */
const MAX_UNKNOWN = 10;
/**
 * A monitor's line between a run's (vmstat's and iostat's figures and headers, `mysqladmin status
 * -i5`, `date`): never counted against it, however many. Prose is (10 lines of it end an unfinished
 * run: 30 merged a run stopped by ^C with the next run's summary, an attack probe, 2026-12-05).
 */
const MONITOR =
  /^(?:procs -+memory|r\s+b\s+swpd\b|Uptime: \d+\s+Threads: \d+\s+Questions: |(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \w{3} [ \d]\d \d\d:\d\d:\d\d\b)/;
/** A row of figures alone (vmstat's, iostat's): digits among blanks and separators. */
const FIGURES_ONLY = /^[\d\s.,:%|-]+$/;
const isMonitorLine = (text: string) => MONITOR.test(text) || (FIGURES_ONLY.test(text) && /\d/.test(text));
/** How far (in lines) a command may sit above the output it launched. */
const COMMAND_REACH = 20;
/**
 * How far below the run that used a command another run of the same tool may be that printed no
 * header (a blog's second pgbench run, pasted from its summary on, its command in an earlier fence).
 */
const REPEAT_REACH = 200;

export type LocatedCommand = { command: ParsedCommand; start: number; end: number };
export type Segmented = {
  runs: ParsedRun[];
  owned: Uint8Array;
  warnings: Warning[];
  serverCommands: LocatedCommand[];
  orphanCommands: LocatedCommand[];
};

type Pending = LocatedCommand;
type Open = { builder: RunBuilder; reader: OutputReader; unknown: number; command: Pending | null; discard: boolean };

/** The reader of the output this line starts, in FORMATS order. */
function readerOf(text: string): OutputReader | null {
  for (const reader of OUTPUT_READERS) if (reader.isStart(text)) return reader;
  return null;
}

/** Did this command launch output of this reader's tools? */
function compatible(reader: OutputReader, command: ParsedCommand): boolean {
  return command.format !== null && reader.tools.includes(command.format.tool);
}

/** The command that launched a run: its text, its parameters (gaps only), its test; it names the tool. */
function applyCommand(run: ParsedRun, pending: Pending): void {
  const { command } = pending;
  const format = command.format;
  if (!format) return;
  // a command continued over `\` lines: each of its lines, where its options are
  const lines: number[] = [];
  for (let k = pending.start; k <= pending.end; k++) lines.push(k);
  run.command = command.text;
  run.sources.command = lines;
  // mysqlbench prints pgbench's output: its command line says which of them it was
  run.tool = format.tool;
  for (const [key, value] of Object.entries(format.command.parameters(command))) {
    if (run.parameters[key] !== undefined) continue;
    run.parameters[key] = value;
    run.sources[`parameters.${key}`] = lines;
  }
  run.test = format.command.testName(command, run);
  run.lines[0] = Math.min(run.lines[0], pending.start);
  format.command.withCommand?.(run);
}

/** A line continued on the next one. */
const CONTINUED = /\\\s*$/;
/** An option commented out on its own line inside a continued command (`#--skip-log-bin \`): not part of it. */
const COMMENTED_OPTION = /^\s*#+\s*--?[A-Za-z]/;

/** The next line of a continued command after `j`: up to two blank lines and any commented-out options are skipped. */
function nextPiece(lines: Lines, j: number): number {
  let k = j + 1;
  let blanks = 0;
  while (k < lines.length) {
    const raw = lines.get(k);
    if (isBlank(raw)) {
      if (++blanks > 2) break;
    } else if (!COMMENTED_OPTION.test(raw)) break;
    k++;
  }
  return k;
}

/**
 * Joins `\` continuations (blog posts put blank lines between them, seed 002; shell scripts comment
 * options out on lines of their own). Only the last piece is tested and trimmed: doing it on the
 * text joined so far was quadratic in the command.
 */
function readCommand(lines: Lines, i: number): { text: string; end: number } {
  const pieces = [stripDecorations(lines.get(i))];
  let j = i;
  while (CONTINUED.test(pieces.at(-1) as string) && j + 1 < lines.length) {
    const k = nextPiece(lines, j);
    // a line too long to read is no part of a command (segment warns about it)
    if (k >= lines.length || lines.lengthOf(k) > MAX_LINE) break;
    const next = lines.get(k).trim();
    if (!next.startsWith('-') && !/^[\w./$"'=-]+/.test(next)) break;
    pieces[pieces.length - 1] = (pieces.at(-1) as string).replace(CONTINUED, '');
    pieces.push(next);
    j = k;
  }
  pieces[pieces.length - 1] = (pieces.at(-1) as string).replace(CONTINUED, '');
  // a command a mail archive or a forum wrapped (no `\`): a long line, then its options
  for (let k = j + 1; k < lines.length && k <= j + 4; k++) {
    const last = lines.get(k - 1).trimEnd();
    if (last.length < WRAPPED_AT || lines.lengthOf(k) > MAX_LINE) break;
    const next = lines.get(k).trim();
    if (!continuesCommand(last, next) || isCommandLine(next)) break;
    pieces.push(next);
    j = k;
  }
  return { text: pieces.join(' ').trim(), end: j };
}

/** The shortest line a mail archive or a forum leaves when it wraps a command (they break at 72–80 characters, before a long word). */
const WRAPPED_AT = 40;
/** An option (`-c`, `--threads=4`, `--time`) as a word of a command. */
const OPTION_WORD = /^--?[A-Za-z][\w.-]*(=\S*)?$/;
/** A word after an option that takes it as its value, or a command's last word (its database, its mode). */
const VALUE_WORD = /^[\w./:@+-]+$/;
/** A benchmark's mode alone on its line. */
const MODE_WORD = /^(?:run|prepare|cleanup|prewarm)$/;

/**
 * Whether `next` is the rest of the command `last` ends, wrapped: options, each followed by at most
 * one value (`-P` then `1 -T 3 -c 3 bench`), and one last bare word (`run`, the database). A line of
 * prose after a command (`--time=10 is too short, use --time=300`, `-c 64 was the sweet spot`) or
 * `ls -l` output is no part of it (an attack probe, 2026-12-05: `time: 300` was stored for a 10 s run).
 */
function continuesCommand(last: string, next: string): boolean {
  const words = next.split(/\s+/);
  const lastWord = last.slice(last.lastIndexOf(' ') + 1);
  // the line before ends with an option whose value may open this one (`-P` then `1 …`)
  let takesValue = OPTION_WORD.test(lastWord) && !lastWord.includes('=');
  const first = words[0] ?? '';
  if (!OPTION_WORD.test(first) && !takesValue && !MODE_WORD.test(next)) return false;
  for (let k = 0; k < words.length; k++) {
    const word = words[k] as string;
    if (OPTION_WORD.test(word)) {
      takesValue = !word.includes('=');
      continue;
    }
    if (!VALUE_WORD.test(word) || !(takesValue || k === words.length - 1)) return false;
    takesValue = false;
  }
  return true;
}

export function segment(lines: Lines, oltp: OltpReader | null = null): Segmented {
  const runs: ParsedRun[] = [];
  const owned = new Uint8Array(lines.length); // 1: part of a run or a command
  const warnings: Warning[] = [];
  const serverCommands: LocatedCommand[] = [];
  const orphanCommands: LocatedCommand[] = [];
  let open: Open | null = null;
  let pending: Pending | null = null;
  /** the command of the last run, while the runs after it are of the same reader */
  let lastUsed: { reader: OutputReader; command: Pending; end: number } | null = null;
  let longLines = 0;

  const close = () => {
    if (!open) return;
    const { builder, reader, command, discard } = open;
    open = null;
    const built = builder.buildAll ? builder.buildAll() : [builder.build()].filter((r) => r !== null);
    if (discard) {
      // the output of `prepare`/`cleanup` belongs to its command: not a run, not prose either
      owned.fill(1, (command?.start ?? builder.draft.run.lines[0]) - 1, builder.draft.lastLine);
      return;
    }
    for (const run of built) {
      // the run's own lines are not prose; what sits between its command and its output still is
      owned.fill(1, run.lines[0] - 1, run.lines[1]);
      if (command) applyCommand(run, command);
      else if (lastUsed?.reader === reader && run.parameters.threads === undefined && run.lines[0] - lastUsed.end <= REPEAT_REACH) {
        // no header and no command of its own: the same command again (its parameters, traced to its line)
        const start = run.lines[0];
        applyCommand(run, lastUsed.command);
        run.lines[0] = start;
      }
      runs.push(run);
    }
    const last = built.at(-1);
    if (!last) return;
    // only a command that says the threads (or clients) can stand for a later run that printed none
    const saysThreads = (c: Pending) => c.command.format?.command.parameters(c.command).threads !== undefined;
    if (command) lastUsed = saysThreads(command) ? { reader, command, end: last.lines[1] } : null;
    else if (lastUsed?.reader === reader) lastUsed.end = last.lines[1];
    else lastUsed = null;
  };

  const lineAt = (line: number): string | null =>
    line <= lines.length && lines.lengthOf(line - 1) <= MAX_LINE ? lines.get(line - 1).trim() : null;
  const document = lines.text;
  let scan: OltpReader | null | undefined; // made when a run first reads its report lines in place
  for (let i = 0; i < lines.length; i++) {
    // the open run's own report lines, read in place (a 100 MB log is 850,000 of them), in a loop
    // of their own: the builder looked up once, not through `open` per line
    const reports: RunBuilder | undefined = open?.builder;
    if (reports?.takeAt) {
      if (scan === undefined) scan = oltp ?? OltpScan.of(document);
      // what the scan read in one loop, a line it did not read in JavaScript, and on
      for (;;) {
        if (scan && reports.takeScanned) i = reports.takeScanned(lines, i, scan);
        if (i < lines.length && lines.lengthOf(i) <= MAX_LINE && reports.takeAt(document, lines.start(i), i + 1, scan)) i++;
        else break;
      }
      if (i === lines.length) break;
    }
    const line = i + 1;
    const raw = lines.get(i);
    if (raw.length > MAX_LINE) {
      if (longLines++ === 0) warnings.push({ line, message: `line longer than ${MAX_LINE} characters ignored (and any like it)` });
      continue;
    }
    const text = raw.trim();
    // a line the open run says starts another of its kind (a second summary right after the first's): that reader's, whatever else it is
    let another: OutputReader | null = null;
    if (open) {
      const verdict = open.builder.accept(text, line);
      if (verdict === 'new-run') another = open.reader;
      if (verdict === 'take') {
        // lines of other programs between the run's (vmstat, `mysqladmin -i`) end it only when many come in a row
        open.unknown = 0;
        i = Math.max(i, (open.builder.readThrough ?? 0) - 1);
        continue;
      }
      if (verdict === 'skip') {
        if (text === '') continue;
        const startsSomething = isCommandLine(raw) || readerOf(text) !== null;
        // `^C`: the run was stopped there (what follows, after a few lines of prose, is another's)
        const interrupted = text === '^C';
        if (!startsSomething && !interrupted && !open.builder.inSummary && (isMonitorLine(text) || ++open.unknown <= MAX_UNKNOWN)) continue;
      }
      close();
    }
    if (text === '') continue;
    if (isCommandLine(raw)) {
      const { text: commandText, end } = readCommand(lines, i);
      const command = parseCommand(commandText);
      for (let k = i; k <= end; k++) owned[k] = 1;
      if (command && command.format === null) serverCommands.push({ command, start: line, end: end + 1 });
      else if (command) {
        if (pending) orphanCommands.push(pending);
        lastUsed = null;
        pending = { command, start: line, end: end + 1 };
      }
      i = end;
      continue;
    }
    const reader: OutputReader | null = readerOf(text) ?? another;
    if (!reader) continue;
    const builder = reader.open(text, line);
    const near: boolean = pending !== null && line - pending.end <= COMMAND_REACH && compatible(reader, pending.command);
    const command: Pending | null = near ? pending : null;
    const mode: string | null = command?.command.mode ?? null;
    const discard: boolean = mode !== null && command?.command.format?.command.setupModes.has(mode) === true;
    if (pending && !command) orphanCommands.push(pending);
    pending = null;
    builder.lineAt = lineAt;
    open = { builder, reader, unknown: 0, command, discard };
    const format = command?.command.format;
    if (command && format && builder.launchedBy) builder.launchedBy(format.command.parameters(command.command));
    if (builder.accept(text, line) !== 'take') close();
    else i = Math.max(i, (builder.readThrough ?? 0) - 1);
  }
  close();
  if (pending) orphanCommands.push(pending);
  return { runs, owned, warnings, serverCommands, orphanCommands };
}
