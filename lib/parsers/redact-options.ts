// Passwords given as a variable or a long option on a command line: `MYSQL_PWD=x`, `export
// PGPASSWORD="x"`, `--mysql-password=x`, `--password x`, a set -x trace's `'--password=a b'`. An
// unquoted value is a shell word: it goes on over `\` escapes and continuations, and is masked whole,
// its line breaks kept. The regexes are built from constants of this file only
// (tests/unit/security/regex-inventory.ts evaluates them file by file).
import type { Rule } from './redact-rules';
import { has, isMaskedAlready, isMaskedValue, isPlaceholder, maskHeard, maskWord, namesNoSecret, REDACTED } from './redact-values';

/**
 * An operator or markup after a quote (`';`, `")`, JSON's `",`): the quote opens no part of the
 * word, and after a quoted part it ends the word (`$db_password='x';`). A quote before a blank or
 * the end opens none either: it closes a string around the command (`'--mysql-password=x'`).
 */
const ENDERS = ';&|)}\\],`<>';
/** After a quote inside a word: it opens a part of it (`ab"c d"`). */
const OPENS = `(?=[^\\s${ENDERS}])`;
/**
 * A quoted part's text after its opening quote, to its closing quote (a `\` escapes one in `"…"`
 * and `$'…'`), or to its line's end when it has none: it never fails to end.
 */
const DOUBLE_QUOTED_REST = `(?:[^"\\\\\\n]|\\\\(?:[\\s\\S]|$))*(?:"|(?![^\\n]))`;
const SINGLE_QUOTED_REST = `[^'\\n]*(?:'|(?![^\\n]))`;
const ANSI_QUOTED_REST = `(?:[^'\\\\\\n]|\\\\(?:[\\s\\S]|$))*(?:'|(?![^\\n]))`;
/**
 * A piece of a word outside quotes: a character (one of ENDERS not right after a quoted part), a
 * quote before one of ENDERS (`ab")cd` is kept whole), an escaped character (`\` then a line break
 * is a continuation), a `$` but the one of `$'…'`.
 */
const BARE = `[^\\s\\\\"'$${ENDERS}]|(?<!["'])[${ENDERS}]|["'][${ENDERS}]|\\$(?!'${OPENS})|\\\\[^"']|\\\\["'][${ENDERS}]?`;
/** A word a blog engine quoted (WordPress's `“S3cret Pw1”`, `‘a b’`): its text to its closing quote, or its line's end */
const CURLY_QUOTED = `“[^”\\n]*(?:”|(?![^\\n]))|‘[^’\\n]*(?:’|(?![^\\n]))`;
/** Two dashes, or the one dash a blog engine made of them (WordPress's en dash: `–mysql-password=x`, `–pass=x`) */
const LONG = `(?:--|[\\u2013\\u2014])`;

/**
 * A shell word: it goes on over a `\` escape (`ab\ cd` is one word), over a `\` at its line's end
 * (`S3cr\` then `et` on the next line is `S3cret`), and over a quoted part, at its start or opened
 * inside it (`ab"c d"`, `ab'c d'`, `$'a b'` are one word each; one never closed runs to its line's
 * end).
 */
const SHELL_WORD =
  `(?:${CURLY_QUOTED}|[^\\s\\\\"'$]|\\$(?!')|\\\\[^\\n]|"${DOUBLE_QUOTED_REST}|'${SINGLE_QUOTED_REST}|\\$'${ANSI_QUOTED_REST})` +
  `(?:${BARE}|"${OPENS}${DOUBLE_QUOTED_REST}|'${OPENS}${SINGLE_QUOTED_REST}|\\$'${OPENS}${ANSI_QUOTED_REST})*`;

/** The last words of a long option whose value is a secret (not a file's path: `--token-file`, `--ssl-key`) */
const SECRET_OPTION = `(?:token|access-token|auth-token|api-key|apikey|secret|secret-string|secret-key|secret-access-key|account-key|encrypt-key|encryption-key|transition-key|sse-c-key|passphrase|authenticate)(?![\\w-])`;

/** aws's way to give a key in a file (`--sse-c-key fileb://sse.key`): where the key is, not the key */
const AWS_FILE = /^["']?fileb?:\/\//;

export const VARIABLE_AND_OPTION_RULES: Rule[] = [
  {
    name: 'environment variable',
    // PGPASSWORD=x, MYSQL_PWD=x, export MYSQL_ROOT_PASSWORD="x", DB_PASS=x, $env:MYSQL_PWD = 'x',
    // ROOT_PW=x, export GITHUB_TOKEN=x, AWS_SECRET_ACCESS_KEY=x, CLIENT_SECRET=x, SSHPASS=x (sshpass -e),
    // DBPASS=x, export MYSQLPASS=x (a script's own names: not BYPASS)
    probe: (t, password) => password && has(t, '='),
    pattern: new RegExp(
      `\\b((?:PGPASS(?:WORD)?|SSHPASS|(?:DB|ROOT|MYSQL|PG|ADMIN|USER|SQL|MY|APP|SYS|REPL|RPL)PASS|[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*_(?:PASSWORD|PASSWD|PASS|PWD|PW|TOKEN|SECRET|APIKEY|PAT|(?:API|ACCESS|SECRET|PRIVATE)_KEY))[ \\t]*=(?:\\\\\\n)?[ \\t]*)(${SHELL_WORD})`,
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
    pattern: /'(--[\w-]*pass(?:w(?:o(?:rd?)?|d)?)?=|--pas=)((?:[^'\n]|'\\'')*)|"(--[\w-]*pass(?:w(?:o(?:rd?)?|d)?)?=|--pas=)([^"\n]*)/gi,
    replace: (m, single, singleValue, double, doubleValue) => {
      const value: string = single !== undefined ? singleValue : doubleValue;
      if (value === '' || value === REDACTED) return m;
      return single !== undefined ? `'${single}${maskHeard(value)}` : `"${double}${maskHeard(value)}`;
    },
  },
  {
    name: 'command-line option',
    // --mysql-password=x, --pgsql-password="a b", --password=x, --pass=x (sql-bench), --passwd x,
    // and what the mysql client takes for them (a long option's unique prefix): --pas=x, --passw=x, --passwo x; the value on the next line of a
    // continued command (`--mysql-password \\` then `S3cret`)
    probe: (t, password) => password && has(t, '--', '\u2013', '\u2014'),
    pattern: new RegExp(
      `(^|[^\\w-])(${LONG}[\\w-]*pass(?:w(?:o(?:rd?)?|d)?)?|--pas(?=[= \\t])|--(?:loose[_-])?wsrep[_-]sst[_-]auth|--(?:loose[_-])?file[_-]key[_-]management[_-]filekey)(=(?:\\\\\\n)?|[ \\t]+(?:\\\\\\n[ \\t]*)?)(${SHELL_WORD})`,
      'gi',
    ),
    replace: (m, before, option, separator, value = '') => {
      if ((!separator.startsWith('=') && value.startsWith('-')) || isMaskedValue(value) || isPlaceholder(value)) return m;
      // `'--mysql-password=x'` (a set -x trace quotes the whole word): its closing quote stays
      const closing = (before === "'" || before === '"') && value.length > 1 && value.endsWith(before) ? before : '';
      return `${before}${option}${separator}${maskWord(closing ? value.slice(0, -1) : value)}${closing}`;
    },
  },
  {
    name: 'one-dash long option',
    // Go's flag package takes a long option after one dash: `influx -password x`, `go-tpc -password
    // x`, `-db-password x`, `-mysql.password x`, `-pass x` (an attack probe: stored as typed, and
    // `-password x` was read as a glued `-p` whose value kept the password). `-bypass x` is none.
    probe: (t, password) => password && has(t, ' -', '\t-'),
    pattern: new RegExp(`(^|[ \\t])(-(?:[a-z0-9]*[-_.])*pass(?:w(?:o(?:rd?)?|d)?)?)([ \\t]+(?:\\\\\\n[ \\t]*)?)(${SHELL_WORD})`, 'gi'),
    replace: (m, before, option, separator, value = '') => {
      if (value.startsWith('-') || isMaskedValue(value) || isPlaceholder(value)) return m;
      // openssl's `-pass pass:x` (the password after `pass:`); `-pass env:VAR`, `file:…`, `fd:3`, `stdin` name where it is
      if (/^pass:/i.test(value))
        return value.length > 5 ? `${before}${option}${separator}${value.slice(0, 5)}${maskWord(value.slice(5))}` : m;
      if (/^(?:env|file|fd):|^stdin$/i.test(value)) return m;
      return `${before}${option}${separator}${maskWord(value)}`;
    },
  },
  {
    name: 'secret long option',
    // a token, key or passphrase a tool takes as an option (a probe, 2026-12-06): `kubectl
    // --token=x`, `doctl auth init --access-token x`, `--api-key=x`, `aws secretsmanager
    // create-secret --secret-string x`, `az storage … --account-key x`, `xtrabackup --encrypt-key=x`,
    // `--transition-key=x`, `gpg --passphrase=x`, `memtier_benchmark --authenticate=x`
    probe: (t) =>
      has(t, '--', '\u2013', '\u2014') && has(t, 'token', 'TOKEN', 'Token', 'key', 'KEY', 'secret', 'SECRET', 'phrase', 'authenticate'),
    pattern: new RegExp(`(^|[^\\w-])(${LONG}(?:[\\w-]*-)?${SECRET_OPTION})(=(?:\\\\\\n)?|[ \\t]+(?:\\\\\\n[ \\t]*)?)(${SHELL_WORD})`, 'gi'),
    replace: (m, before, option, separator, value = '') =>
      (!separator.startsWith('=') && value.startsWith('-')) || isMaskedValue(value) || AWS_FILE.test(value)
        ? m
        : `${before}${option}${separator}${maskWord(value)}`,
  },
];
