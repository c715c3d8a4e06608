// The `-pSECRET` of a command line, found by reading the line as the shell splits it into words
// (a regex cannot tell which program a flag belongs to, nor where a quoted or escaped value ends).
// Linear: the line is split once, and each word is read a bounded number of times.
import { continuationsIn, hear, isSpace, maskWord, REDACTED, type SecretFlag } from './redact-values';

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

const isQuote = (c: string | undefined): c is '"' | "'" => c === '"' || c === "'";

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

/**
 * Where `quote` closes in `text` from `from`, or -1. bash writes a `'` inside a single-quoted word
 * as `'\''` (close, an escaped quote, open again): that does not close it; inside double quotes a
 * `\` escapes the next character (`-p"ab\" cd"` is one value, `ab" cd`).
 */
function closingQuote(text: string, quote: '"' | "'", from: number): number {
  for (let i = from; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] !== quote) continue;
    if (quote === "'" && text.startsWith("'\\''", i)) {
      i += 3;
      continue;
    }
    return i;
  }
  return -1;
}

/**
 * The value that starts at token `i` (after `prefix`) replaced by `replacement`; a quoted value
 * (`"a b"`) loses every word up to its closing quote.
 */
function redactQuotedWords(tokens: string[], i: number, replacement: string, prefix = 0): void {
  const token = tokens[i] ?? '';
  const value = token.slice(prefix);
  hear(value);
  tokens[i] = `${replacement}${continuationsIn(token)}`;
  const quote = value[0];
  if (!isQuote(quote) || closingQuote(value, quote, 1) > 0) return;
  for (let k = i + 1; k < tokens.length; k++) {
    const token = tokens[k] ?? '';
    const closes = closingQuote(token, quote, 0) >= 0;
    tokens[k] = token.includes('\n') ? token.replace(/[^\n]+/g, '') : ''; // a line break stays: line numbers do not move
    if (closes) return;
  }
}

/**
 * After the client's name, `-p` is either a prompt (alone) or the password glued to it; `-pSECRET`
 * becomes `-p***` and a quoted `-p"a b"` loses every word up to its closing quote. A set -x trace
 * quotes the whole word (`'-pS3cret&x'`, `'-pa b'`): `'-p***'`.
 */
function redactGluedPassword(tokens: string[], i: number, flag: string): void {
  const token = tokens[i] ?? '';
  const quote = token[0];
  if (!isQuote(quote)) {
    // what closes around the command stays: `MYSQL="mysql -pS3cret"`, `$(mysql -pS3cret)`, `` `mysql -pS3cret` ``
    const value = token.slice(flag.length);
    // a quoted value on the next line of a continued command: `-p\` then `"S3 cret"` is `-p"S3 cret"`
    let from = 0;
    while (value.startsWith('\\\n', from)) from += 2;
    let end = value.length;
    while (end > 0 && '"\'`)'.includes(value[end - 1] as string)) end--;
    const body = isQuote(value[from]) ? '' : value.slice(0, end);
    if (body !== '' && body !== value) {
      tokens[i] = `${flag}${maskWord(body)}${value.slice(body.length)}`;
      return;
    }
    redactQuotedWords(tokens, i, `${flag}${REDACTED}`, flag.length + from);
    return;
  }
  // `'-pa b'` read as `-p'a b'`: the value quoted, every word up to its closing quote
  tokens[i] = `${flag}${quote}${token.slice(1 + flag.length)}`;
  redactQuotedWords(tokens, i, `${quote}${flag}${REDACTED}${quote}`, flag.length);
}

/** Is there a continuation (`\` then a line break, which the shell drops) at `i`? */
const isContinuation = (line: string, i: number): boolean => line[i] === '\\' && line[i + 1] === '\n';

/**
 * A command line split as the shell splits it: [word, blanks, word, …, word], the first and the
 * last word '' when the line starts or ends with blanks (as `split(/(\s+)/)` would). A `\` escapes
 * the next character, so `ab\ cd` is one word. A continuation inside a word joins its halves
 * (`S3cr\` then `et` on the next line is `S3cret`); before a blank, at a word's start or at the
 * end it is a blank itself (`-p\` then `  sbtest` is a `-p` alone, the prompt).
 */
function shellTokens(line: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  for (;;) {
    const start = i;
    while (i < line.length && !isSpace(line[i])) {
      if (isContinuation(line, i)) {
        let after = i + 2;
        while (isContinuation(line, after)) after += 2;
        if (i === start || after >= line.length || isSpace(line[after])) break;
        i = after;
      } else i += line[i] === '\\' ? 2 : 1;
    }
    i = Math.min(i, line.length); // (a `\` as the last character)
    tokens.push(line.slice(start, i));
    if (i >= line.length) return tokens;
    const blanks = i;
    while (i < line.length && (isSpace(line[i]) || isContinuation(line, i))) i += isSpace(line[i]) ? 1 : 2;
    tokens.push(line.slice(blanks, i));
  }
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
export function redactCommandTokens(line: string, flagsOf: (name: string) => readonly SecretFlag[] | null): string {
  const tokens = shellTokens(line);
  let flags: readonly SecretFlag[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const named = flagsOf(commandName(token));
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
    const at = isQuote(token[0]) ? 1 : 0;
    if (!flags || token[at] !== '-') continue;
    for (const { flag, separate } of flags) {
      if (token[at + 1] !== flag) continue;
      const glued = token.length > at + 2 && token[at + 2] !== '-' && token[at + 2] !== token[0];
      if (glued) redactGluedPassword(tokens, i, `-${flag}`);
      else if (at === 0 && separate && token.length === 2) {
        // the value may be on the next line of a continued command (`-p \` then `S3cret`)
        let v = i + 2;
        while (CONTINUATION.has(tokens[v] ?? '')) v += 2;
        const value = tokens[v] ?? '';
        if (v < tokens.length && !value.startsWith('-') && !SEPARATORS.has(value)) redactQuotedWords(tokens, v, REDACTED);
      }
    }
  }
  return tokens.join('');
}
