// The `-pSECRET` of a command line, found by reading the line as the shell splits it into words
// (a regex cannot tell which program a flag belongs to, nor where a quoted or escaped value ends:
// shell-words.ts reads both). Linear: the line is split once, a password's word is read once and
// its words are not read again.
import { hear, isMaskedValue, maskWord, REDACTED, type SecretFlag } from './redact-values';

/** A one-dash long option named for a password (`-password`, `-passwd`, `-pass`, `-password=x`): no glued `-p`. */
const LONG_PASSWORD_OPTION = /^-pass(?:w(?:o(?:rd?)?|d)?)?(?:=|$)/i;

import { closingQuote, isQuote, shellTokens, shellWordEnd } from './shell-words';

const MYSQL_CLIENTS = new Set([
  'mysql',
  'mysqladmin',
  'mysqldump',
  'mysqlpump',
  'mysqlslap',
  'mysqlimport',
  'mysqlcheck',
  'mysqlshow',
  'mysqlsh',
  'mariadb',
  'mariadb-admin',
  'mariadb-dump',
  'mariadb-slap',
  'mariadb-import',
  'mariadb-check',
  'mariadb-show',
  'mysqlbinlog',
  'mariadb-binlog',
  'mysql_upgrade',
  'mariadb-upgrade',
  'mysql_secure_installation',
  'mariadb-secure-installation',
  'xtrabackup',
  'innobackupex',
  'mariabackup',
  'mariadb-backup',
]);

/** `/usr/bin/mysql`, `"C:\Program Files\MySQL\bin\mysql.exe"`, `MariaDB.exe` → the client's name. */
function commandName(token: string): string {
  let end = token.length;
  while (end > 0 && isQuote(token[end - 1])) end--;
  // after a path, and after what a shell puts before a command inside a word: `$(mysql`, `` `mysql ``,
  // `true;mysql`, `&&mysql`, `x|mysql`, `MYSQL="mysql`, `alias m='mysql`
  let start = 0;
  for (const c of ['/', '\\', '(', '`', ';', '&', '|', '=']) start = Math.max(start, token.lastIndexOf(c, end - 1) + 1);
  let from = start;
  while (from < end && isQuote(token[from])) from++;
  const base = token.slice(from, end).toLowerCase();
  return base.endsWith('.exe') ? base.slice(0, -4) : base;
}

/** A part of the line, [from, to), that becomes `replacement`. */
type Mask = { from: number; to: number; replacement: string };

/**
 * The password that starts at `from` (glued to `-p`, or the word after a tool's `-p`) masked
 * whole as the shell reads its word (shellWordEnd: `ab\ cd`, `ab"c d"`, `"a b"`, `$'a b'`, `S3cr\`
 * then `et`), its line breaks kept; what closes around the command stays (`MYSQL="mysql -p***"`).
 */
function passwordMask(line: string, from: number): Mask | null {
  const value = line.slice(from, shellWordEnd(line, from));
  return value === '' || isMaskedValue(value) ? null : { from, to: from + value.length, replacement: maskWord(value) };
}

/**
 * A set -x trace quotes a whole word with a shell character in it (`'-pS3cret&x'`, `'-pa b'`, a
 * `'` in it as `'\''`): `'-p***'`, all of it up to its closing quote on its line masked (one never
 * closed: up to its line's end, short of a continuation's `\`).
 */
function quotedWordMask(line: string, from: number, flag: string, lineEnd: number): Mask {
  const quote = line[from] as '"' | "'";
  const close = closingQuote(line, quote, from + 1, lineEnd);
  const to = close >= 0 ? close + 1 : line[lineEnd - 1] === '\\' && lineEnd - 1 > from + 3 ? lineEnd - 1 : lineEnd;
  hear(line.slice(from + 1 + flag.length, close >= 0 ? close : to));
  return { from, to, replacement: `${quote}${flag}${REDACTED}${quote}` };
}

/** The line with its masks (in order, apart) in place. */
function withMasks(line: string, masks: readonly Mask[]): string {
  const parts: string[] = [];
  let copied = 0;
  for (const { from, to, replacement } of masks) {
    parts.push(line.slice(copied, from), replacement);
    copied = to;
  }
  parts.push(line.slice(copied));
  return parts.join('');
}

/** A line's last word when the command goes on on the next line (cmd.exe, PowerShell; a shell's `\` is among the blanks). */
const CONTINUATION: ReadonlySet<string> = new Set(['\\', '^', '`']);
/** A word that ends a command and may start another: what follows is not the last program's. */
const SEPARATORS: ReadonlySet<string> = new Set(['&&', '||', '|', ';', '&']);

/** The mysql client family: `-pSECRET` is the password, `-p` alone asks for it. */
const MYSQL_CLIENT_FLAGS: readonly SecretFlag[] = [{ flag: 'p', separate: false }];

export const mysqlClientFlags = (name: string): readonly SecretFlag[] | null => (MYSQL_CLIENTS.has(name) ? MYSQL_CLIENT_FLAGS : null);

/**
 * In one command line, the passwords given to the secret flags of the program before them (the
 * last program named on the line): `-pSECRET` → `-p***`, `-P SECRET` → `-P ***`. `flagsOf` says
 * a program's secret flags from its name (`mysql`, `tpcc_start`), null when it is not one.
 */
export function redactCommandTokens(line: string, flagsOf: (name: string, before: string) => readonly SecretFlag[] | null): string {
  const tokens = shellTokens(line);
  const starts: number[] = [];
  for (let i = 0, at = 0; i < tokens.length; at += (tokens[i] as string).length, i++) starts.push(at);
  const masks: Mask[] = [];
  let maskedTo = 0; // the words of a masked password are not read again
  // where the line that holds `at` ends, looked for again only past it (once a word, it grew ×8 for ×4 the line)
  let lineEnd = -1;
  const endOfLine = (at: number) => {
    if (lineEnd >= at) return lineEnd;
    const newline = line.indexOf('\n', at);
    lineEnd = newline < 0 ? line.length : newline;
    return lineEnd;
  };
  const mask = (m: Mask | null) => {
    if (!m) return;
    masks.push(m);
    maskedTo = m.to;
  };
  let flags: readonly SecretFlag[] | null = null;
  let wordBefore = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const at = starts[i] as number;
    if (at < maskedTo) continue;
    // (the word before it: a subcommand is a program of its own after its tool, `docker login`)
    const name = commandName(token);
    const named = flagsOf(name, wordBefore);
    if (token.trim() !== '') wordBefore = name;
    if (named) {
      flags = named;
      continue;
    }
    // `mydumper -p S3cret … && mysql -u root -p sbtest`: the mysql client's `-p` asks, `sbtest` stays
    if (SEPARATORS.has(token)) {
      flags = null;
      continue;
    }
    // a set -x trace quotes a word with a shell character in it: `'-pS3cret&x'`
    const quoted = isQuote(token[0]) ? 1 : 0;
    if (!flags || token[quoted] !== '-') continue;
    for (const { flag, separate, glued: gluedTaken = true } of flags) {
      if (!token.startsWith(flag, quoted + 1)) continue;
      const after = quoted + 1 + flag.length; // where a glued value starts
      // (`-password x`, `-passwd x`: a one-dash long option, whose value the option rules mask; read
      // as `-p` glued to `assword`, the option was masked and its password kept: an attack probe)
      const glued =
        token.length > after && token[after] !== '-' && token[after] !== token[0] && !LONG_PASSWORD_OPTION.test(token.slice(quoted));
      if (glued && gluedTaken)
        mask(quoted ? quotedWordMask(line, at, `-${flag}`, endOfLine(at)) : passwordMask(line, at + 1 + flag.length));
      else if (!quoted && separate && token.length === 1 + flag.length) {
        // the value may be on the next line of a continued command (`-p \` then `S3cret`)
        let v = i + 2;
        while (CONTINUATION.has(tokens[v] ?? '')) v += 2;
        const value = tokens[v] ?? '';
        if (v < tokens.length && !value.startsWith('-') && !SEPARATORS.has(value)) mask(passwordMask(line, starts[v] as number));
      }
    }
  }
  return masks.length === 0 ? line : withMasks(line, masks);
}
