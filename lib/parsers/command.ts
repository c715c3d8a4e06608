// Command lines that launched a run: detected on their own line (after any prompt), joined over
// `\` continuations, tokenized like a shell would, and read by the format whose program they run
// (formats/<tool>.ts says its programs, flags and parameters). Server command lines (mysqld) are
// read too: their options are a configuration.
import { FORMATS } from './formats';
import type { BenchmarkFormat } from './formats/format';
import { stripDecorations } from './lines';
import type { Tool } from './types';

export type ParsedCommand = {
  /** the benchmark format whose program this is; null for a server command line (mysqld) */
  format: BenchmarkFormat<Tool> | null;
  /** the program's base name (`./tpcc_start` → `tpcc_start`) */
  program: string;
  text: string;
  /** option name (dashes kept, `_` → `-`) → value; flags get "" */
  options: Record<string, string>;
  positionals: string[];
  /** sysbench: prepare | run | cleanup | help …; pgbench: init; null when absent */
  mode: string | null;
  env: Record<string, string>;
};

const WRAPPERS = new Set(['nohup', 'exec', 'command']);
/**
 * Programs that launch another with options of their own before it: `numactl --interleave=all
 * mysqld …`, `taskset -c 0-3 sysbench …`, `perl ./test-transactions`. Their options are skipped
 * (`valueFlags`: short flags whose value is the next word, also at the end of a cluster as in
 * `sudo -iu postgres`; `valueOptions`: long ones, when given without `=`), then `positionals`
 * words (taskset's mask, timeout's duration).
 */
type Launcher = { valueFlags: ReadonlySet<string>; valueOptions: ReadonlySet<string>; positionals: number };
const LAUNCHERS: Record<string, Launcher> = {
  numactl: {
    valueFlags: new Set(['N', 'm', 'C', 'i', 'p', 'P']),
    valueOptions: new Set(['interleave', 'membind', 'cpunodebind', 'physcpubind', 'preferred', 'preferred-many']),
    positionals: 0,
  },
  taskset: { valueFlags: new Set(), valueOptions: new Set(), positionals: 1 },
  perl: { valueFlags: new Set(['I']), valueOptions: new Set(), positionals: 0 },
  // `sudo -u postgres pgbench …`, `sudo -iu postgres …`, `timeout -s INT 60 sysbench …`, `timeout --kill-after 5 60 …`
  sudo: {
    valueFlags: new Set(['u', 'g', 'h', 'p', 'C', 'D', 'R', 'T', 'U', 'r', 't']),
    valueOptions: new Set(['user', 'group', 'host', 'prompt', 'close-from', 'chdir', 'role', 'type', 'command-timeout', 'other-user']),
    positionals: 0,
  },
  timeout: { valueFlags: new Set(['s', 'k']), valueOptions: new Set(['signal', 'kill-after']), positionals: 1 },
  // `nice -n 10 sysbench …`, `/usr/bin/time -v -o t.txt sysbench …`, `env -u LANG pgbench …`
  nice: { valueFlags: new Set(['n']), valueOptions: new Set(['adjustment']), positionals: 0 },
  time: { valueFlags: new Set(['f', 'o']), valueOptions: new Set(['format', 'output']), positionals: 0 },
  env: { valueFlags: new Set(['u', 'C', 'S']), valueOptions: new Set(['unset', 'chdir', 'split-string']), positionals: 0 },
};

/** How many words a launcher's option takes: itself, and its value when that is the next word. */
function launcherOptionWidth(flag: string, launcher: Launcher): number {
  if (flag.startsWith('--')) return !flag.includes('=') && launcher.valueOptions.has(flag.slice(2)) ? 2 : 1;
  // a cluster of short flags: a value flag at its end takes the next word, one inside it the rest
  for (let k = 1; k < flag.length; k++) if (launcher.valueFlags.has(flag[k] as string)) return k === flag.length - 1 ? 2 : 1;
  return 1;
}
const ENV_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** Where the program is among the words: after environment assignments, wrappers and launchers with their options. */
function programIndex(tokens: readonly string[]): number {
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i] ?? '';
    const name = t.slice(t.lastIndexOf('/') + 1); // `/usr/bin/time`
    if (ENV_ASSIGNMENT.test(t) || WRAPPERS.has(name)) {
      i++;
      continue;
    }
    const launcher = Object.hasOwn(LAUNCHERS, name) ? LAUNCHERS[name] : undefined;
    if (!launcher) return i;
    i++;
    while (i < tokens.length && (tokens[i] ?? '').startsWith('-')) i += launcherOptionWidth(tokens[i] ?? '', launcher);
    i += launcher.positionals;
  }
  return i;
}
const SERVERS = new Set(['mysqld', 'mariadbd', 'mysqld_safe', 'mariadbd-safe']);
const NO_REPEATS: ReadonlySet<string> = new Set();

/** The format whose program `base` is, `server` for a database server, or null. */
function programOf(token: string): { base: string; format: BenchmarkFormat<Tool> | null } | null {
  const base = token.replace(/^.*[\\/]/, '');
  for (const format of FORMATS) {
    const { programs, programPattern } = format.command;
    if (programs.includes(base) || programPattern?.test(base)) return { base, format };
  }
  return SERVERS.has(base) ? { base, format: null } : null;
}

/** Shell-like split: quotes group, backslash-newline already removed by the caller. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let quote: '"' | "'" | null = null;
  let hasToken = false;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      hasToken = true;
    } else if (ch === ' ' || ch === '\t') {
      if (hasToken || current) tokens.push(current);
      current = '';
      hasToken = false;
    } else {
      current += ch;
      hasToken = true;
    }
  }
  if (hasToken || current) tokens.push(current);
  return tokens;
}

/** Does this line start a command of a benchmark or server we know? (The caller joins continuations.) */
export function isCommandLine(line: string): boolean {
  const text = stripDecorations(line);
  if (!text || text.length > 4096) return false;
  const tokens = tokenize(text.replace(/\\$/, ''));
  const i = programIndex(tokens);
  const first = tokens[i];
  if (first === undefined) return false;
  const program = programOf(first);
  if (!program) return false;
  const rest = tokens.slice(i + 1);
  // "sysbench 0.4.12:  multi-threaded…" and "pgbench (15.18 …)" are banners, not commands
  const next = rest[0] ?? '';
  if (/^\(|^\d+\.\d/.test(next)) return false;
  if (program.format === null) return rest.some((t) => t.startsWith('--'));
  return program.format.command.isCommand(rest);
}

export function parseCommand(text: string): ParsedCommand | null {
  const tokens = tokenize(
    stripDecorations(text)
      .replace(/\\\s*$/g, '')
      .replace(/\\\n/g, ' '),
  );
  const env: Record<string, string> = {};
  const i = programIndex(tokens);
  for (const t of tokens.slice(0, i)) {
    // `VAR=value` before the program (a launcher's `--interleave=all` is not an assignment)
    if (ENV_ASSIGNMENT.test(t)) env[t.slice(0, t.indexOf('='))] = t.slice(t.indexOf('=') + 1);
  }
  const program = programOf(tokens[i] ?? '');
  if (!program) return null;
  const { format } = program;
  const shortFlags = format?.command.shortValueFlags ?? null;
  const repeatable = format?.command.repeatable ?? NO_REPEATS;
  const options: Record<string, string> = {};
  const positionals: string[] = [];
  const add = (name: string, given: string) => {
    options[name] = repeatable.has(name) && options[name] !== undefined ? `${options[name]} ${given}` : given;
  };
  const args = tokens.slice(i + 1);
  for (let k = 0; k < args.length; k++) {
    const arg = args[k] ?? '';
    if (arg.startsWith('--') && arg.length > 2) {
      const eq = arg.indexOf('=');
      const name = (eq > 0 ? arg.slice(2, eq) : arg.slice(2)).replace(/_/g, '-');
      const next = args[k + 1];
      // `--pgsql-password ***`: a value redaction masked was that option's (sysbench wanted `=`), never the test's name
      const masked = next !== undefined && /^["']?\*\*\*["']?$/.test(next);
      if (eq < 0 && next !== undefined && !next.startsWith('-') && (masked || format?.command.longValueOptions?.has(name))) {
        add(name, next);
        k++;
      } else add(name, eq > 0 ? arg.slice(eq + 1) : '');
    } else if (shortFlags && /^-[A-Za-z]$/.test(arg)) {
      const flag = arg.slice(1);
      const value = args[k + 1];
      if (shortFlags.has(flag) && value !== undefined) {
        // pgbench -b a@1 -b b@1 / -f x.sql -f y.sql / -D k=v: every one counts, in order
        add(flag, value);
        k++;
      } else options[flag] = '';
    } else if (shortFlags && /^-[A-Za-z]./.test(arg)) {
      options[arg.slice(1, 2)] = arg.slice(2);
    } else positionals.push(arg);
  }
  const mode = format ? format.command.mode(options, positionals, program.base) : null;
  return { format, program: program.base, text: tokens.slice(i).join(' '), options, positionals, mode, env };
}
