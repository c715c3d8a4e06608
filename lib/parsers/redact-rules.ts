// The redaction rules (what redact.ts runs over a document): each one a cheap probe, a pattern
// that is linear on any input (redact.ts says how), and what replaces a secret. GATE and GATE_MORE
// say, in one pass, whether a text can hold any secret at all.
import { FORMATS } from './formats';
import { LISTING_RULES } from './redact-listings';
import { SCRIPT_RULES } from './redact-scripts';
import { SHELL_RULES, TOOL_NEEDLES, TOOL_SECRET_FLAGS } from './redact-shell';
import {
  has,
  hear,
  isMaskedValue,
  isSecretKey,
  maskHeard,
  maskWord,
  mysqlClientFlags,
  namesNoSecret,
  passwordLike,
  quotesRemoved,
  REDACTED,
  redactCommandTokens,
  redactUrlToken,
  type SecretFlag,
  splitConfigValue,
} from './redact-values';

/** `probe` is cheap and says whether the rule can match; `password`: the text names a password (computed once). */
export type Rule = {
  name: string;
  probe: (text: string, password: boolean) => boolean;
  pattern: RegExp;
  replace: (match: string, ...groups: string[]) => string;
};

/** Literal probes use String#includes (native and fast); a regex probe with /i is ~10× slower on 100 MB. */
export const mentionsPassword = (t: string) =>
  has(t, 'pass', 'Pass', 'PASS', 'pwd', 'PWD', 'Pwd', '_auth', '_AUTH', '-auth', '-AUTH', 'filekey', 'FILEKEY') ||
  // keys that end in a secret's word (redact-values.ts isSecretKey): api_key=, ROOT_PW=, GITHUB_TOKEN=
  has(t, 'secret', 'Secret', 'SECRET', 'token', 'Token', 'TOKEN', 'key', 'Key', 'KEY', '_pw', '_PW', '-pw', '.pw');

/** A quoted value never fails to end: at its closing quote, or at the end of the line. */
const QUOTED = `"[^"\\n]*"?|'[^'\\n]*'?`;
/**
 * A shell word unquoted: it goes on over a `\` escape (`ab\ cd` is one word) and over a `\` at its
 * line's end (`S3cr\` then `et` on the next line is `S3cret`).
 */
const SHELL_WORD = `(?:[^\\s\\\\"']|\\\\[^\\n])(?:[^\\s\\\\]|\\\\[\\s\\S])*`;

/** libpq and SQL strings also escape a quote with a backslash: 'it\'s'. */
const SQL_QUOTED = `'(?:[^'\\\\\\n]|\\\\[^\\n])*'?|"[^"\\n]*"?`;

/** Same quotes as the original value (SQL stays readable), none for a bare word. */
const masked = (value: string) => (value[0] === "'" || value[0] === '"' ? `${value[0]}${REDACTED}${value[0]}` : REDACTED);

/** Program name → the flags it takes a password with, from every format's command syntax. */
const SECRET_FLAG_PROGRAMS = new Map<string, readonly SecretFlag[]>(
  FORMATS.flatMap((f) => (f.command.secretFlags.length > 0 ? f.command.programs.map((p) => [p, f.command.secretFlags] as const) : [])),
);
/** …and of the tools DBAs run beside them (mydumper, sshpass, redis-cli, Percona's: redact-shell.ts) */
const secretFlagsOf = (name: string) => SECRET_FLAG_PROGRAMS.get(name) ?? TOOL_SECRET_FLAGS.get(name) ?? null;
/** ` -x` or a tab before it: a command line's flag */
const hasFlag = (line: string) => line.includes(' -') || line.includes('\t-');

/**
 * A command line with the lines it continues over (`mysql -u root \\` then `  -pS3cret bench`): a
 * trailing backslash (cmd.exe's `^`, PowerShell's backtick) joins the next line; `\\x` pairs are read
 * as one, so the body stops right before it.
 */
const LOGICAL_LINE_REST = `(?:[^\\n\\\\^\`]|[\\\\^\`].)*(?:[\\\\^\`]\\n(?:[^\\n\\\\^\`]|[\\\\^\`].)*)*[\\\\^\`]?`;

/** A value masked already: also helm's `password=***,auth.database=sbtest` (its next keys stay) */
const maskedAlready = (value: string) => isMaskedValue(value) || value.startsWith(`${REDACTED},`);

/**
 * A glued `-p` word as passwordLike judges it: its continuations dropped (the shell joins the
 * halves) and an escaped blank a symbol like `\!` (every blank left in the word is escaped).
 */
const judgedWord = (value: string) => value.split('\\\n').join('').replace(/\s/g, '_');

/** What follows `-p` in a one-dash option (`-port=9187`, `-pool-size=16`, `-pedantic-errors`): lowercase words, then `=` and anything */
const ONE_DASH_OPTION = /^[a-z]+(?:-[a-z]+)*(?:=.*)?$/;

/** YAML's block scalar indicators: the value follows on the next lines */
const BLOCK_SCALAR = /^[|>][-+]?$/;

const PGPASS_PROBE = /:(?:\d{1,5}|\*):(?:[^\s:\\]|\\.){1,200}:(?:[^\s:\\]|\\.){1,200}:\S/;
/** A .pgpass host in brackets is an IPv6 address (`[::1]`, `[fe80::1%eth0]`, eight groups), not a time (`[10:32:11]`). */
const isBracketedIpv6 = (host: string) => host.includes('::') || host.split(':').length === 8;

export const RULES: Rule[] = [
  // setx/setenv/fish's set -x, cmd.exe's set, ENV, PowerShell, helm's --set, Percona's DSNs
  ...SHELL_RULES,
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
      maskedAlready(value) || namesNoSecret(prefix.slice(0, prefix.indexOf('=')).trimEnd()) ? m : `${prefix}${maskWord(value)}`,
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
  {
    name: 'conninfo password',
    // libpq `host=db password=s3cret`, `password = 'a b'`, sslpassword=…; also `SET PASSWORD = 'x'`;
    // ADO.NET `Server=db;Uid=root;Pwd=x;`, JDBC `?user=root&pwd=x`, `&passwd=x`
    probe: (_t, password) => password,
    // (not a hash's fat comma, `password => 'x'`: redact-scripts.ts)
    pattern: new RegExp(`\\b((?:ssl)?(?:password|passwd|pwd)[ \\t]*=(?!>)[ \\t]*)(${SQL_QUOTED}|[^\\s"'][^\\s"]*)`, 'gi'),
    // (a value another rule masked stays as it is: `'--mysql-password=***'` keeps its quote)
    replace: (m, prefix, value = '') => (maskedAlready(value) ? m : `${prefix}${masked(hear(value))}`),
  },
  {
    name: 'SET PASSWORD FOR',
    // MySQL's `SET PASSWORD FOR 'u'@'%' = 'x'` (a quoted value; `= PASSWORD('x')` is the rule after this
    // one); the account is one word (`'u'@'%'`, `u@localhost`), which keeps the pattern linear
    probe: (_t, password) => password,
    pattern: new RegExp(`\\b(set[ \\t]+password[ \\t]+for[ \\t]+[^=\\s]+[ \\t]*=[ \\t]*)(${SQL_QUOTED})`, 'gi'),
    replace: (_m, prefix, value) => `${prefix}${masked(hear(value))}`,
  },
  {
    name: 'SQL password',
    // `CREATE ROLE x WITH PASSWORD 'x'`, `PASSWORD('x')` (a quoted value only: `password on the…` is prose)
    probe: (_t, password) => password,
    pattern: new RegExp(`\\b((?:ssl)?password(?:[ \\t]+|[ \\t]*\\([ \\t]*))(${SQL_QUOTED})`, 'gi'),
    replace: (_m, prefix, value) => `${prefix}${masked(hear(value))}`,
  },
  {
    name: 'config line',
    // my.cnf, SHOW VARIABLES (tab, or spaces where a paste turned the tab into them), YAML:
    // password = x, repl_password=x, wsrep_sst_auth<TAB>x, wsrep_sst_auth   x; commented out too
    probe: (_t, password) => password,
    // (a YAML or Markdown list item too: `- password: x`)
    pattern: /(^|\n)([ \t]*(?:[#;-][ \t]*)?)([\w.-]+)([ \t]*[=:](?!>)[ \t]*|\t+| {2,})([^\n]*)/g,
    replace: (m, newline, indent, key, separator, rest) => {
      if (!isSecretKey(key ?? '')) return m;
      const { lead, value, suffix } = splitConfigValue(rest ?? '', separator === '=' || separator === ':');
      // YAML's `password: |`: the value is on the next line (the rule after this one); a value masked
      // already stays (`MYSQL_PWD=***\` keeps the backslash that continues its command)
      return value === '' || BLOCK_SCALAR.test(value) || (value.endsWith('\\') && isMaskedValue(value))
        ? m
        : `${newline}${indent}${key}${separator}${lead}${maskHeard(value)}${suffix}`;
    },
  },
  {
    name: 'YAML block scalar',
    // password: |\n  line one\n  line two: every line more indented than its key (blank ones between)
    probe: (t, password) => password && has(t, '|', '>'),
    pattern: /(^|\n)([ \t]*)([\w.-]+)(:[ \t]*[|>][-+]?[ \t]*)((?:\n\2[ \t]+[^\n]*|\n[ \t]*(?=\n\2[ \t]+\S))+)/g,
    replace: (m, newline, indent, key = '', indicator, block = '') => {
      if (!isSecretKey(key)) return m;
      const lines = block.replace(/(\n[ \t]*)(\S[^\n]*)/g, (line, lead, rest: string) => {
        const value = rest.trimEnd();
        return isMaskedValue(value) ? line : `${lead}${maskHeard(value)}${rest.slice(value.length)}`;
      });
      return `${newline}${indent}${key}${indicator}${lines}`;
    },
  },
  {
    name: 'YAML value on the next line',
    // password:\n  S3cret (more indented than its key; a block scalar is the rule before this one)
    probe: (_t, password) => password,
    // (a value line that is itself a key, `password:` under `db:`, is not one: the match starts again there)
    pattern: /(^|\n)([ \t]*)([\w.-]+)(:[ \t]*\n)([ \t]+)([^\s#:](?:[^\n]*[^\s:])?)[ \t]*(?=\n|$)/g,
    replace: (m, newline, indent = '', key = '', separator, inner = '', value = '') => {
      if (!isSecretKey(key) || inner.length <= indent.length || /^[\w.-]+:(?:\s|$)/.test(value)) return m;
      return `${newline}${indent}${key}${separator}${inner}${maskHeard(value.trimEnd())}`;
    },
  },
  {
    name: 'name and value on two lines',
    // Kubernetes: `- name: MYSQL_ROOT_PASSWORD` then `  value: S3cret` (a secretKeyRef holds no value)
    probe: (t, password) => password && has(t, 'value:'),
    pattern: /(^|\n)([ \t]*(?:-[ \t]+)?name:[ \t]*)(["']?)([\w.-]+)(["']?[ \t]*\n[ \t]*value:[ \t]*)([^\n]*)/g,
    replace: (m, newline, prefix, open, key = '', between, rest = '') => {
      if (!isSecretKey(key)) return m;
      const { lead, value, suffix } = splitConfigValue(rest, false);
      return value === '' ? m : `${newline}${prefix}${open}${key}${between}${lead}${masked(hear(value))}${suffix}`;
    },
  },
  {
    name: 'YAML list of assignments',
    // docker-compose `environment:` as a list: `- MYSQL_PASSWORD=my secret pw` (the whole rest is the value)
    probe: (t, password) => password && has(t, '- '),
    pattern: /(^|\n)([ \t]*-[ \t]+)(["']?)([A-Za-z_]\w*)=([^\n]*)/g,
    replace: (m, newline, dash, open = '', key = '', rest = '') => {
      if (!isSecretKey(key)) return m;
      const closing = open !== '' && rest.trimEnd().endsWith(open) ? open : '';
      const value = closing ? rest.trimEnd().slice(0, -1) : rest.trimEnd();
      return value === '' || value === REDACTED ? m : `${newline}${dash}${open}${key}=${maskHeard(value)}${closing}`;
    },
  },
  {
    name: 'boxed table row',
    // the mysql client's boxed table: | wsrep_sst_auth | user:pw |
    probe: (t, password) => password && has(t, '|'),
    pattern: /(^|\n)(\|[ \t]*)([\w.-]+)([ \t]*\|)([^|\n]*)\|/g,
    replace: (m, newline, open, key, separator, cell) => {
      const value = (cell ?? '').trim();
      if (!isSecretKey(key ?? '') || value === '') return m;
      const start = (cell ?? '').indexOf(value);
      return `${newline}${open}${key}${separator}${cell?.slice(0, start)}${REDACTED}${cell?.slice(start + value.length)}|`;
    },
  },
  // SHOW VARIABLES pasted as `\G` or CSV
  ...LISTING_RULES,
  {
    name: 'JSON',
    // "password": "x", "db_password":"x", "dbPassword": 1234, "pwd", "api_token", "client_secret" (not "passed_tests")
    probe: (t, password) => has(t, '"') && (password || has(t, 'secret', 'Secret', 'SECRET', 'token', 'Token', 'TOKEN')),
    pattern:
      /("(?:[\w.-]*(?:pass(?:word|wd)?|pwd|secret|token|_auth|api[_-]?key|access[_-]?key|private[_-]?key)|auth)"[ \t]*:[ \t]*)("(?:[^"\\\n]|\\[^\n])*"?|-?\d[\w.+-]*)/gi,
    replace: (_m, prefix, value = '') => `${prefix}"${maskHeard(value.startsWith('"') ? quotesRemoved(value) : value)}"`,
  },
  {
    name: 'HTTP credentials header',
    // curl -H "Authorization: Basic cm9vd…", Authorization: Bearer x, X-Api-Key: x, X-Auth-Token: x
    probe: (t) => has(t, 'uthorization', 'UTHORIZATION', 'pi-key', 'pi-Key', 'PI-KEY', 'uth-token', 'uth-Token', 'UTH-TOKEN'),
    pattern:
      /\b((?:proxy-)?authorization|x-api-key|api-key|x-auth-token)([ \t]*:[ \t]*)((?:basic|bearer|token|digest|negotiate)[ \t]+)?([^\s"',]+)/gi,
    replace: (_m, name, separator, scheme, value) => `${name}${separator}${scheme ?? ''}${maskHeard(value)}`,
  },
  {
    name: 'URL credentials',
    // mysql://root:pw@host, jdbc:mysql://u:p@h/d, postgres://u:p%40ss@h, https://user:pw@host
    probe: (t) => has(t, '://'),
    pattern: /(^|[^\w+.-])([\w+.-]*:\/\/[^\s"'<>`]*)/g,
    replace: (_m, before, token) => `${before}${redactUrlToken(token ?? '', hear)}`,
  },
  {
    name: 'Go DSN',
    // go-sql-driver's `root:S3cret@tcp(127.0.0.1:3306)/sbtest` (go-tpc, exporters): a word from its
    // start (after a blank, a quote or `=`; no `=` inside, which keeps it linear) to `@tcp(` or
    // `@unix(`; the password is after its first `:`
    probe: (t) => has(t, '@tcp(', '@unix('),
    pattern: /(?<=^|[\s'"=])([^\s'"=]+)(@(?:tcp|unix)\()/g,
    replace: (m, account = '', at) => {
      const colon = account.indexOf(':');
      const password = account.slice(colon + 1);
      return colon < 0 || password === '' || password === REDACTED ? m : `${account.slice(0, colon + 1)}${maskHeard(password)}${at}`;
    },
  },
  {
    name: 'account and password before @',
    // MySQL Shell's `mysqlsh root:S3cret@db:3306`, `--uri root:S3cret@db`, `\connect root:S3cret@db`,
    // and curl's `-u user:S3cret` / `--user=user:S3cret`
    probe: (t) => has(t, 'mysqlsh', '\\c', '-u ', '--user'),
    pattern:
      /(mysqlsh[ \t]+(?:--uri[= ][ \t]*)?|\\c(?:onnect)?[ \t]+|(?<=^|[ \t])(?:-u[ \t]+|--user[= ][ \t]*)['"]?)([^\s'"@/:]+):([^\s'"@]+)(?=@|['"\s]|$)/g,
    replace: (m, before, user, password = '') => (password === REDACTED ? m : `${before}${user}:${maskHeard(password)}`),
  },
  {
    name: 'IDENTIFIED BY',
    // CREATE USER … IDENTIFIED BY 'x', IDENTIFIED WITH plugin BY 'x' / AS 'hash'; in `BY PASSWORD '*hash'`
    // the keyword stays (the SQL password rule has masked the hash)
    probe: (t) => has(t, 'dentified', 'DENTIFIED'),
    pattern: new RegExp(`(identified[ \\t]+(?:with[ \\t]+\\w+[ \\t]+)?(?:by|as)[ \\t]+)(${SQL_QUOTED}|[^\\s'"]\\S*)`, 'gi'),
    replace: (m, prefix, value) => (value?.toLowerCase() === 'password' ? m : `${prefix}'${maskHeard(value)}'`),
  },
  {
    name: 'mysql client command line',
    // command lines of the mysql client family (mysql.exe too)
    probe: (t) =>
      has(t, ' -p', ' -P', '\t-p', '\t-P', "'-p", '"-p') &&
      has(t, 'mysql', 'MySQL', 'MYSQL', 'mariadb', 'MariaDB', 'MARIADB', 'xtrabackup', 'innobackupex', 'mariabackup'),
    pattern: new RegExp(`(^|\\n)([^\\n]*(?:\\b|_)(?:mysql|mariadb|xtrabackup|innobackupex|mariabackup)${LOGICAL_LINE_REST})`, 'gi'),
    replace: (_m, newline, line) => `${newline}${redactCommandTokens(line ?? '', mysqlClientFlags)}`,
  },
  {
    name: 'benchmark command line',
    // the flags a format's command line takes a password with (formats/*.ts): mysqlbench -P x, tpcc_start -px;
    // and a tool's: mydumper -p x, sshpass -p x, redis-cli -a x
    probe: (t) => has(t, ' -', '\t-') && has(t, ...SECRET_FLAG_PROGRAMS.keys(), ...TOOL_NEEDLES),
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
    probe: (t) => has(t, '-p'),
    pattern: new RegExp(`(?<=^|[ \\t\\r\\n'"=])-p(${QUOTED}|(?:\\\\\\n)*(?:[^\\s'"\`\\\\-]|\\\\.)(?:[^\\s'"\`\\\\]|\\\\[\\s\\S])*)`, 'g'),
    replace: (m, value = '') => {
      const quote = value[0];
      if (quote === "'" || quote === '"') return quotesRemoved(value) === '' ? m : `-p${quote}${maskHeard(quotesRemoved(value))}${quote}`;
      return passwordLike(judgedWord(value)) && !ONE_DASH_OPTION.test(value) ? `-p${maskWord(value)}` : m;
    },
  },
  {
    name: '.pgpass line',
    // host:port:database:user:password; a field's `\:` and `\\` are escapes (`fe80\:\:1:5432:…`), an
    // IPv6 host may be in brackets (`[::1]:5432:…`), and the password is the rest of the line, blanks too
    probe: (t) => PGPASS_PROBE.test(t),
    pattern:
      /^((?:\[[\w:.%]{2,60}\]|(?:[^\s:#\\]|\\.)(?:[^\s:\\]|\\.){0,200}):(?:\d{1,5}|\*):(?:[^\s:\\]|\\.){1,200}:(?:[^\s:\\]|\\.){1,200}:)(\S[^\n]*)$/gm,
    replace: (m, prefix = '', rest = '') => {
      const value = rest.trimEnd();
      if (prefix.startsWith('[') && !isBracketedIpv6(prefix.slice(1, prefix.indexOf(']')))) return m;
      return `${prefix}${maskHeard(value)}${rest.slice(value.length)}`;
    },
  },
  // HammerDB's diset, XML, Perl/PHP variables and hashes, echo | sudo -S, a prompt answered
  ...SCRIPT_RULES,
  // what a format's own output prints of a password (tpcc_start echoes its options)
  ...FORMATS.flatMap((f) => f.redactions),
];

/**
 * One pass over the text for every trigger the rules look for; a log without any is returned as is.
 * A format's secrets must trip it too (its command's `-p`/`-P`, a `pass` in its output): a test in
 * tests/unit/parsers/formats.test.ts checks each format's secret flags.
 */
export const GATE =
  /pass|Pass|PASS|pwd|PWD|Pwd|_auth|_AUTH|secret|Secret|SECRET|token|Token|TOKEN|:\/\/|dentified|DENTIFIED|[ \t\r\n'"=]-[pP]|:(?:\d{1,5}|\*):/;
/**
 * More triggers (ROOT_PW=, api_key=, X-Api-Key:, Authorization:, tpcc-mysql's positional command
 * line, redis-cli's -a, a Percona DSN's p=, echo … | sudo -S), in a regex of their own: added to GATE they doubled its time on a 100 MB sysbench log
 * (~190 → ~400 ms); alone they take ~25 ms.
 */
export const GATE_MORE =
  /_pw|_PW|-pw|_key|_KEY|-key|-Key|-KEY|apikey|APIKEY|uthorization|UTHORIZATION|tpcc_|real_connect|-auth|-AUTH|filekey|FILEKEY|@tcp\(|@unix\(|mysqlsh|\\c|-u |--user|redis-cli|p=|sudo/;
