// Passwords given to a program's short flag: the mysql client family's glued `-pSECRET`, a
// format's (`tpcc_start -p x`, `mysqlbench -P x`) and a tool's (`mydumper -p x`, `sshpass -p x`), on
// a command line that may go on over lines; and a glued `-p` after a program no rule knows. Which
// program a flag belongs to and where its value ends, redact-command-tokens.ts reads.
import { FORMATS } from './formats';
import { mysqlClientFlags, redactCommandTokens } from './redact-command-tokens';
import type { Rule } from './redact-rules';
import { TOOL_NEEDLES, toolSecretFlags } from './redact-shell';
import { has, maskHeard, maskWord, quotesRemoved, type SecretFlag } from './redact-values';

/**
 * A part of a word quoted inside it (`-pab"c d"`, `-pab'c d'`: the shell's one word), as in
 * redact-options.ts: a quote followed by a blank, a backtick or one of ENDERS (`;&|)}],<>`)
 * opens none, and one of ENDERS after a quoted part ends the word (`-p'S3cret';`); a quote before
 * one of them stays in the word (`-pab")cd12`); one never closed runs to its line's end.
 */
const ENDERS = ';&|)}\\],<>';
const OPENS = `(?=[^\\s\`${ENDERS}])`;
const QUOTED_INSIDE = `"${OPENS}(?:[^"\\\\\\n]|\\\\(?:[\\s\\S]|$))*(?:"|(?![^\\n]))|'${OPENS}[^'\\n]*(?:'|(?![^\\n]))`;
/** A piece of a word outside quotes after its first (QUOTED_INSIDE aside): redact-options.ts' BARE, and no backtick. */
const BARE = `[^\\s'"\`\\\\${ENDERS}]|(?<!["'])[${ENDERS}]|["'][${ENDERS}]|\\\\(?:\\r\\n|[^\\r"'])|\\\\["'][${ENDERS}]?`;
/**
 * A quoted value never fails to end: at its closing quote, or at the end of the line (and nothing
 * else can end it there). A quote followed by a blank closes (`"use mysql -u root -p" and it's
 * fine` quotes a prompt's `-p`, and is no password).
 */
const QUOTED = `"(?=\\S)[^"\\n]*(?:"|(?![^\\n]))|'(?=\\S)[^'\\n]*(?:'|(?![^\\n]))`;

/** Program name → the flags it takes a password with, from every format's command syntax. */
const SECRET_FLAG_PROGRAMS = new Map<string, readonly SecretFlag[]>(
  FORMATS.flatMap((f) => (f.command.secretFlags.length > 0 ? f.command.programs.map((p) => [p, f.command.secretFlags] as const) : [])),
);
/** …and of the tools DBAs run beside them (mydumper, sshpass, redis-cli, Percona's: redact-shell.ts) */
const secretFlagsOf = (name: string, before: string) => SECRET_FLAG_PROGRAMS.get(name) ?? toolSecretFlags(name, before);
/** ` -x`, a tab or a line break before it (a continued line that starts with the flag): a command line's flag */
const hasFlag = (line: string) => line.includes(' -') || line.includes('\t-') || line.includes('\n-');

/**
 * A command line with the lines it continues over (`mysql -u root \\` then `  -pS3cret bench`): a
 * trailing backslash (cmd.exe's `^`, PowerShell's backtick) joins the next line; `\\x` pairs are read
 * as one, so the body stops right before it.
 */
const LOGICAL_LINE_REST = `(?:[^\\n\\\\^\`]|[\\\\^\`].)*(?:[\\\\^\`]\\n(?:[^\\n\\\\^\`]|[\\\\^\`].)*)*[\\\\^\`]?`;

/** The continuations (`\` then a line break, `\r\n` too: text pasted into a form) a glued `-p` word starts with. */
function leadingContinuations(value: string): string {
  let i = 0;
  for (;;) {
    if (value.startsWith('\\\n', i)) i += 2;
    else if (value.startsWith('\\\r\n', i)) i += 3;
    else return value.slice(0, i);
  }
}

/** A glued `-p` word as the shell joins it: its continuations dropped. */
const joinedWord = (value: string) => (value.includes('\n') ? value.split('\\\r\n').join('').split('\\\n').join('') : value);

/**
 * passwordLike of a glued `-p` word as the shell joins it (6+ characters, letters with digits or
 * symbols), an escaped blank a symbol like `\!` (every blank left in the word is escaped). Counted
 * in one pass: a regex replace of each blank by a symbol grew ×12 from 256 KB to 1 MB of `a\ `.
 */
function gluedPasswordLike(value: string): boolean {
  let length = 0;
  let letter = false;
  let other = false;
  for (let i = 0; i < value.length && !(length >= 6 && letter && other); i++) {
    const c = value.charCodeAt(i);
    if (c === 92 /* \ */ && value.charCodeAt(i + 1) === 10) i += 1;
    else if (c === 92 && value.charCodeAt(i + 1) === 13 && value.charCodeAt(i + 2) === 10) i += 2;
    else {
      length++;
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letter = true;
      else other = true;
    }
  }
  return length >= 6 && letter && other;
}

/** What follows `-p` in a one-dash option (`-port=9187`, `-pool-size=16`, `-pedantic-errors`): lowercase words, then `=` and anything */
const ONE_DASH_OPTION = /^[a-z]+(?:-[a-z]+)*(?:=.*)?$/;

export const SHORT_FLAG_RULES: Rule[] = [
  {
    name: 'mysql client command line',
    // command lines of the mysql client family (mysql.exe too)
    probe: (t) =>
      has(t, ' -p', ' -P', '\t-p', '\t-P', "'-p", '"-p', '\n-p', '\n-P') &&
      has(t, 'mysql', 'MySQL', 'MYSQL', 'mariadb', 'MariaDB', 'MARIADB', 'xtrabackup', 'innobackupex', 'mariabackup'),
    pattern: new RegExp(`(^|\\n)([^\\n]*(?:\\b|_)(?:mysql|mariadb|xtrabackup|innobackupex|mariabackup)${LOGICAL_LINE_REST})`, 'gi'),
    replace: (_m, newline, line) => `${newline}${redactCommandTokens(line ?? '', mysqlClientFlags)}`,
  },
  {
    name: 'benchmark command line',
    // the flags a format's command line takes a password with (formats/*.ts): mysqlbench -P x, tpcc_start -px;
    // and a tool's: mydumper -p x, sshpass -p x, redis-cli -a x
    probe: (t) => has(t, ' -', '\t-', '\n-') && has(t, ...SECRET_FLAG_PROGRAMS.keys(), ...TOOL_NEEDLES),
    // only a line with a flag (` -`, a tab then `-`) or one continued on the next (`\`, `^`, a
    // backtick at its end: the flag may be there): every other line was a match and a call, and on
    // 1 MB of short lines that garbage made the time grow ×8.6 for ×4 the text (a flaky timing test)
    pattern: new RegExp(`(^|\\n)((?=[^\\n]*[ \\t]-|[^\\n]*[\\\\^\`]\\n)${LOGICAL_LINE_REST})`, 'g'),
    replace: (m, newline, line = '') => (hasFlag(line) ? `${newline}${redactCommandTokens(line, secretFlagsOf)}` : m),
  },
  {
    name: 'glued -p password',
    // `-pS3cret` after a program the rules above do not know (a wrapper script, an alias, a variable:
    // `./run.sh -pS3cret`, `alias m='mysql -pS3cret'`, `CMD="mysql -pS3cret"`, or alone on a line):
    // the mysql family's way to give a password, masked when the value looks like one (letters with
    // digits or symbols: not -pthread, -pedantic, -p3306) and not like a one-dash option (Go's
    // -port=9187, -pool-size=16, gcc's -pedantic-errors); a shell's `\x` is part of the value, an
    // escaped blank and a continuation too (`-pab\ cd12`, `-pS3cr\` then `et12`, `-p\` then `S3cret12`:
    // one word, masked whole with its line breaks), and a quoted value (`-p'a b'`) is one whatever it holds
    probe: (t) => has(t, '-p', '\u2013p', '\u2014p', '\u2212p', '\u2010p'),
    // A `\` before `\r\n` is a continuation too (a title or notes are redacted as typed, CRLF from a
    // form), and never takes the `\r` alone: a rule never changes a line's end.
    // a word processor's dash too (`mysql –u root –pS3cret`: an en dash, an em dash, a minus sign, a hyphen)
    pattern: new RegExp(
      `(?<=^|[ \\t\\r\\n'"=])([-\u2013\u2014\u2212\u2010])p((?:\\\\\\r?\\n)*(?:${QUOTED}|[^\\s'"\`\\\\-]|\\\\.)(?:${BARE}|${QUOTED_INSIDE})*)`,
      'g',
    ),
    replace: (m, dash = '-', value = '') => {
      // a quoted value on the next line of a continued command (`-p\` then `"S3 cret"`): its continuations after the mask
      const lead = leadingContinuations(value);
      const rest = value.slice(lead.length);
      const quote = rest[0];
      // (`-p"ab"cd`: the word goes on after its quotes, and is masked whole below)
      const closing = quote === "'" || quote === '"' ? rest.indexOf(quote, 1) : -2;
      if (closing === -1 || closing === rest.length - 1) {
        const inner = quotesRemoved(rest);
        return inner === '' ? m : `${dash}p${quote}${maskHeard(inner)}${quote}${lead}`;
      }
      // (`pigz -p$(nproc)`, `perf record -p$(pidof mysqld)`, `-p${THREADS}`: a shell's expansion is no password written down)
      if (/^\$[({]/.test(rest)) return m;
      return gluedPasswordLike(value) && !ONE_DASH_OPTION.test(joinedWord(value)) ? `${dash}p${maskWord(value)}` : m;
    },
  },
];
