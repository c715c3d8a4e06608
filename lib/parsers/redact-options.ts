// Passwords given as a variable or a long option on a command line: `MYSQL_PWD=x`, `export
// PGPASSWORD="x"`, `--mysql-password=x`, `--password x`, a set -x trace's `'--password=a b'`. An
// unquoted value is a shell word: it goes on over `\` escapes and continuations, and is masked whole,
// its line breaks kept. The regexes are built from constants of this file only
// (tests/unit/security/regex-inventory.ts evaluates them file by file).
import type { Rule } from './redact-rules';
import { has, isMaskedAlready, maskHeard, maskWord, namesNoSecret, REDACTED } from './redact-values';

/** A quoted value never fails to end: at its closing quote, or at the end of the line. */
const QUOTED = `"[^"\\n]*"?|'[^'\\n]*'?`;
/**
 * A shell word unquoted: it goes on over a `\` escape (`ab\ cd` is one word) and over a `\` at its
 * line's end (`S3cr\` then `et` on the next line is `S3cret`).
 */
const SHELL_WORD = `(?:[^\\s\\\\"']|\\\\[^\\n])(?:[^\\s\\\\]|\\\\[\\s\\S])*`;

export const VARIABLE_AND_OPTION_RULES: Rule[] = [
  {
    name: 'environment variable',
    // PGPASSWORD=x, MYSQL_PWD=x, export MYSQL_ROOT_PASSWORD="x", DB_PASS=x, $env:MYSQL_PWD = 'x',
    // ROOT_PW=x, export GITHUB_TOKEN=x, AWS_SECRET_ACCESS_KEY=x, CLIENT_SECRET=x, SSHPASS=x (sshpass -e)
    probe: (t, password) => password && has(t, '='),
    pattern: new RegExp(
      `\\b((?:PGPASS(?:WORD)?|SSHPASS|[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*_(?:PASSWORD|PASSWD|PASS|PWD|PW|TOKEN|SECRET|APIKEY|(?:API|ACCESS|SECRET|PRIVATE)_KEY))[ \\t]*=[ \\t]*)(${QUOTED}|${SHELL_WORD})`,
      'gi',
    ),
    // (a value masked already, its closing quote after it, stays: `- "MYSQL_PASSWORD=***"`)
    // (`validate_password=validate_password.so` in a plugin list names a plugin, not a password)
    replace: (m, prefix, value = '') =>
      isMaskedAlready(value) || namesNoSecret(prefix.slice(0, prefix.indexOf('=')).trimEnd()) ? m : `${prefix}${maskWord(value)}`,
  },
  {
    name: 'quoted command-line option',
    // a set -x trace quotes a whole word with a blank or a shell character in it:
    // `'--mysql-password=Tr0ub4 dor&3'`; the value runs to the closing quote
    // (bash writes a `'` inside one as `'\''`, and leaves a `"` as it is)
    probe: (t, password) => password && (has(t, "'--") || has(t, '"--')),
    pattern: /'(--[\w-]*pass(?:w(?:o(?:rd?)?|d)?)?=)((?:[^'\n]|'\\'')*)|"(--[\w-]*pass(?:w(?:o(?:rd?)?|d)?)?=)([^"\n]*)/gi,
    replace: (m, single, singleValue, double, doubleValue) => {
      const value: string = single !== undefined ? singleValue : doubleValue;
      if (value === '' || value === REDACTED) return m;
      return single !== undefined ? `'${single}${maskHeard(value)}` : `"${double}${maskHeard(value)}`;
    },
  },
  {
    name: 'command-line option',
    // --mysql-password=x, --pgsql-password="a b", --password=x, --pass=x (sql-bench), --passwd x,
    // and what the mysql client takes for them: --passw=x, --passwo x; the value on the next line of a
    // continued command (`--mysql-password \\` then `S3cret`)
    probe: (t, password) => password && has(t, '--'),
    pattern: new RegExp(
      `(^|[^\\w-])(--[\\w-]*pass(?:w(?:o(?:rd?)?|d)?)?|--(?:loose[_-])?wsrep[_-]sst[_-]auth|--(?:loose[_-])?file[_-]key[_-]management[_-]filekey)(=|[ \\t]+(?:\\\\\\n[ \\t]*)?)(${QUOTED}|${SHELL_WORD})`,
      'gi',
    ),
    replace: (m, before, option, separator, value = '') => {
      if (separator !== '=' && value.startsWith('-')) return m;
      // `'--mysql-password=x'` (a set -x trace quotes the whole word): its closing quote stays
      const closing = (before === "'" || before === '"') && value.length > 1 && value.endsWith(before) ? before : '';
      return `${before}${option}${separator}${maskWord(closing ? value.slice(0, -1) : value)}${closing}`;
    },
  },
];
