// First pass over a document: find the runs. Each line is offered to the open run (if any);
// commands are remembered for the run that follows them; everything else stays free for the
// second pass (configs, tables, headings).
import { commandToolOf, type ParsedCommand, parseCommand, pgbenchParameters, sysbenchParameters, sysbenchTestName } from './command';
import type { RunBuilder } from './draft';
import { isBlank, MAX_LINE, stripDecorations } from './lines';
import { isPgbenchStart, PgbenchBuilder } from './pgbench';
import { isSqlBenchStart, SqlBenchBuilder } from './sql-bench';
import { isSysbenchStart, SysbenchBuilder } from './sysbench';
import type { ParsedRun, Warning } from './types';

/** How many unrecognised lines an unfinished run tolerates before it is considered over. */
const MAX_UNKNOWN = 10;
/** How far (in lines) a command may sit above the output it launched. */
const COMMAND_REACH = 20;
const IGNORED_MODES = new Set(['prepare', 'cleanup', 'help', 'warmup', 'prewarm']);

export type LocatedCommand = { command: ParsedCommand; start: number; end: number };
export type Segmented = {
  runs: ParsedRun[];
  owned: Uint8Array;
  warnings: Warning[];
  serverCommands: LocatedCommand[];
  orphanCommands: LocatedCommand[];
};

type Pending = LocatedCommand;
type Open = { builder: RunBuilder; unknown: number; command: Pending | null; discard: boolean };

function startBuilder(text: string, line: number): RunBuilder | null {
  if (isSqlBenchStart(text)) return new SqlBenchBuilder(line, text);
  if (isSysbenchStart(text)) return new SysbenchBuilder(line);
  if (isPgbenchStart(text)) return new PgbenchBuilder('pgbench', line);
  return null;
}

function compatible(builder: RunBuilder, command: ParsedCommand): boolean {
  const tool = builder.draft.run.tool;
  if (tool === 'sysbench') return command.tool === 'sysbench';
  if (tool === 'sql-bench') return command.tool === 'run-all-tests' || command.tool === 'sql-bench-test';
  return command.tool === 'pgbench' || command.tool === 'mysqlbench';
}

function applyCommand(run: ParsedRun, pending: Pending): void {
  const { command } = pending;
  const lines = [pending.start];
  run.command = command.text;
  run.sources.command = lines;
  if (command.tool === 'mysqlbench') run.tool = 'mysqlbench';
  const params =
    command.tool === 'sysbench'
      ? sysbenchParameters(command)
      : command.tool === 'pgbench' || command.tool === 'mysqlbench'
        ? pgbenchParameters(command)
        : {};
  for (const [key, value] of Object.entries(params)) {
    if (run.parameters[key] !== undefined) continue;
    run.parameters[key] = value;
    run.sources[`parameters.${key}`] = lines;
  }
  if (command.tool === 'sysbench' && run.test === null) run.test = sysbenchTestName(command);
  if (command.tool === 'sql-bench-test' && run.test === null) run.test = command.text.split(/\s+/)[0]?.replace(/^.*\//, '') ?? null;
  if (command.tool === 'run-all-tests') run.test = 'run-all-tests';
  if ((command.tool === 'pgbench' || command.tool === 'mysqlbench') && run.test === null) run.test = pgbenchTestName(run.parameters);
  run.lines[0] = Math.min(run.lines[0], pending.start);
}

/** pgbench runs TPC-B unless told otherwise (-S, -N, -b, -f). */
function pgbenchTestName(parameters: ParsedRun['parameters']): string {
  const builtin = String(parameters.builtin ?? '');
  if (parameters.script !== undefined) return 'custom';
  if (/select/.test(builtin)) return 'select-only';
  if (/simple|update/.test(builtin)) return 'simple-update';
  return 'tpcb';
}

/** A line continued on the next one. */
const CONTINUED = /\\\s*$/;

/**
 * Joins `\` continuations (blog posts put blank lines between them, seed 002). Only the last
 * piece is tested and trimmed: doing it on the text joined so far was quadratic in the command.
 */
function readCommand(lines: string[], i: number): { text: string; end: number } {
  const pieces = [stripDecorations(lines[i] ?? '')];
  let j = i;
  while (CONTINUED.test(pieces.at(-1) as string) && j + 1 < lines.length) {
    let k = j + 1;
    while (k < lines.length && isBlank(lines[k] ?? '') && k - j < 3) k++;
    if (k >= lines.length) break;
    const next = (lines[k] ?? '').trim();
    if (!next.startsWith('-') && !/^[\w./$"'=-]+/.test(next)) break;
    pieces[pieces.length - 1] = (pieces.at(-1) as string).replace(CONTINUED, '');
    pieces.push(next);
    j = k;
  }
  pieces[pieces.length - 1] = (pieces.at(-1) as string).replace(CONTINUED, '');
  return { text: pieces.join(' ').trim(), end: j };
}

export function segment(lines: string[]): Segmented {
  const runs: ParsedRun[] = [];
  const owned = new Uint8Array(lines.length); // 1: part of a run or a command
  const warnings: Warning[] = [];
  const serverCommands: LocatedCommand[] = [];
  const orphanCommands: LocatedCommand[] = [];
  let open: Open | null = null;
  let pending: Pending | null = null;
  let longLines = 0;

  const close = () => {
    if (!open) return;
    const { builder, command, discard } = open;
    open = null;
    const run = builder.build();
    if (discard) {
      // the output of `prepare`/`cleanup` belongs to its command: not a run, not prose either
      for (let k = command?.start ?? builder.draft.run.lines[0]; k <= builder.draft.lastLine; k++) owned[k - 1] = 1;
      return;
    }
    if (!run) return;
    // the run's own lines are not prose; what sits between its command and its output still is
    for (let k = run.lines[0]; k <= run.lines[1]; k++) owned[k - 1] = 1;
    if (command) applyCommand(run, command);
    runs.push(run);
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const line = i + 1;
    if (raw.length > MAX_LINE) {
      if (longLines++ === 0) warnings.push({ line, message: `line longer than ${MAX_LINE} characters ignored (and any like it)` });
      continue;
    }
    const text = raw.trim();
    if (open) {
      const verdict = open.builder.accept(text, line);
      if (verdict === 'take') continue;
      if (verdict === 'skip') {
        if (text === '') continue;
        const startsSomething = commandToolOf(raw) !== null || startBuilder(text, line) !== null;
        if (!startsSomething && !open.builder.inSummary && ++open.unknown <= MAX_UNKNOWN) continue;
      }
      close();
    }
    if (text === '') continue;
    if (commandToolOf(raw)) {
      const { text: commandText, end } = readCommand(lines, i);
      const command = parseCommand(commandText);
      for (let k = i; k <= end; k++) owned[k] = 1;
      if (command?.tool === 'mysqld') serverCommands.push({ command, start: line, end: end + 1 });
      else if (command) {
        if (pending) orphanCommands.push(pending);
        pending = { command, start: line, end: end + 1 };
      }
      i = end;
      continue;
    }
    const builder = startBuilder(text, line);
    if (!builder) continue;
    const near = pending !== null && line - pending.end <= COMMAND_REACH && compatible(builder, pending.command);
    const command = near ? pending : null;
    const discard = command !== null && command.command.mode !== null && IGNORED_MODES.has(command.command.mode);
    if (pending && !command) orphanCommands.push(pending);
    pending = null;
    open = { builder, unknown: 0, command, discard };
    if (builder.accept(text, line) !== 'take') close();
  }
  close();
  if (pending) orphanCommands.push(pending);
  return { runs, owned, warnings, serverCommands, orphanCommands };
}
