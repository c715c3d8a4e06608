// Passwords in connection strings and requests: libpq's `password=`, ADO.NET's `Pwd=`, JDBC's
// `&pwd=`, a URL's `user:pw@` (redact-url.ts reads it), go-sql-driver's DSN, MySQL Shell's and
// curl's `user:pw`, an HTTP Authorization header. The regexes are built from constants of this file
// only (tests/unit/security/regex-inventory.ts evaluates them file by file).
import type { Rule } from './redact-rules';
import { redactUrlToken } from './redact-url';
import {
  has,
  hear,
  isMaskedAlready,
  isMaskedValue,
  isPlaceholder,
  isWorkingDirectory,
  maskHeard,
  maskKeepingQuotes,
  REDACTED,
} from './redact-values';

/** libpq and SQL strings also escape a quote with a backslash: 'it\'s'. */
const SQL_QUOTED = `'(?:[^'\\\\\\n]|\\\\[^\\n])*'?|"[^"\\n]*"?`;

/** `key=value` connection strings (redact-rules.ts runs it before the SQL and config rules) */
export const CONNINFO_RULE: Rule = {
  name: 'conninfo password',
  // libpq `host=db password=s3cret`, `password = 'a b'`, sslpassword=…; also `SET PASSWORD = 'x'`;
  // ADO.NET `Server=db;Uid=root;Pwd=x;`, JDBC `?user=root&pwd=x`, `&passwd=x`
  probe: (_t, password) => password,
  // (not a hash's fat comma, `password => 'x'`: redact-scripts.ts)
  pattern: new RegExp(`\\b((?:ssl)?(?:password|passwd|pwd)[ \\t]*=(?!>)[ \\t]*)(${SQL_QUOTED}|[^\\s"'][^\\s"]*)`, 'gi'),
  // (a value another rule masked stays as it is: `'--mysql-password=***'` keeps its quote)
  replace: (m, prefix = '', value = '') => {
    if (isMaskedAlready(value) || isPlaceholder(value) || isWorkingDirectory(prefix.slice(0, prefix.indexOf('=')).trim(), value)) return m;
    // a bracket it never opened closes the prose around it: `(password=sbtest) — …` keeps its `)`
    let end = value.length;
    while (end > 0 && (value[end - 1] === ')' || value[end - 1] === ']')) end--;
    const closing = value.slice(end);
    const open = (value.match(/[([]/g) ?? []).length;
    const kept = closing.length > open ? closing.slice(open) : '';
    return `${prefix}${maskKeepingQuotes(value.slice(0, value.length - kept.length))}${kept}`;
  },
};

/** What follows a connection string's value: its `;` and the next key (`;Server=`, `; User Id=`) */
const NEXT_KEY = /^;[ \t]*[A-Za-z][\w .-]{0,40}=/;

/**
 * ADO.NET's and ODBC's `;`-separated strings (`Server=db1;User Id=sa;Password=S3 cret;Encrypt=True`,
 * `DRIVER={MySQL ODBC 8.0};UID=root;PWD={S3;cret};`): a value runs to the next `;` (blanks are part
 * of it), or to its closing brace or quote (redact-rules.ts runs it before CONNINFO_RULE, which reads
 * a value to the next blank).
 */
export const SEMICOLON_CONNINFO_RULE: Rule = {
  name: 'ADO.NET or ODBC password',
  probe: (t, password) => password && t.includes(';'),
  // (the first key too, `Password=S3 cret;Server=db1`: when a `;` ends its value)
  pattern: /((?:;[ \t]*|(?<![\w-]))(?:password|pwd)[ \t]*=[ \t]*)(\{[^}\n]*\}?|'[^'\n]*'?|"[^"\n]*"?|[^;\n"']+)/gi,
  replace: (m, prefix = '', value = '', ...rest) => {
    const [offset, text] = rest.slice(-2) as unknown as [number, string];
    const body = value.trimEnd();
    if (body === '' || isMaskedAlready(body)) return m;
    const after = text.slice(offset + m.length, offset + m.length + 64);
    // the first key: only where a key of the string follows (`Password=S3 cret;Server=db1`), not a
    // sentence's `;` (`(password=sbtest) — QC off is the second run; see…` lost its words: a DBA's
    // pass, 2026-12-06); libpq's `password=x host=db` is CONNINFO_RULE's
    if (!prefix.startsWith(';') && !NEXT_KEY.test(after)) return m;
    // a value no `;` ends, of several words, is a sentence's: its first word only
    if (!after.startsWith(';') && /\s/.test(body)) {
      const word = body.split(/\s/)[0] as string;
      return `${prefix}${maskKeepingQuotes(word)}${value.slice(word.length)}`;
    }
    return `${prefix}${maskKeepingQuotes(body)}${value.slice(body.length)}`;
  },
};

/** Oracle's tools, whose first word may be `user/password@database` (`sqlplus -s system/S3cret@//db1:1521/pdb1`) */
const ORACLE_TOOLS = 'sqlplus|sqlldr|expdp|impdp|dgmgrl|rman';

export const CONNECTION_RULES: Rule[] = [
  {
    name: 'HTTP credentials header',
    // curl -H "Authorization: Basic cm9vd…", Authorization: Bearer x, X-Api-Key: x, X-Auth-Token: x,
    // and a header named for its token (a probe, 2026-12-06): X-Vault-Token, X-Consul-Token, GitLab's
    // PRIVATE-TOKEN; ClickHouse's X-ClickHouse-Key (not X-Cache-Key: a header's key is rarely a secret)
    probe: (t) =>
      has(
        t,
        'uthorization',
        'UTHORIZATION',
        'pi-key',
        'pi-Key',
        'PI-KEY',
        '-token',
        '-Token',
        '-TOKEN',
        'ouse-key',
        'ouse-Key',
        'OUSE-KEY',
      ),
    pattern:
      /(?<!\/)\b((?:proxy-)?authorization|x-api-key|api-key|x-auth-token|x-[a-z]{1,30}-token|x-clickhouse-key|private-token)([ \t]*:[ \t]*)((?:basic|bearer|token|digest|negotiate)[ \t]+)?([^\s"',]+)/gi,
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
    name: 'Oracle user/password',
    // `sqlplus system/S3cret@//db1:1521/pdb1`, `sqlplus -s scott/tiger@orcl as sysdba`, `sqlldr
    // userid=scott/tiger control=x.ctl`, `rman target sys/S3cret@db catalog rco/x@cat`, SQL*Plus's
    // `SQL> conn system/S3cret@pdb1`: the word between `/` and `@` (or the blank); `sqlplus / as sysdba` names none
    probe: (t) =>
      has(
        t,
        'sqlplus',
        'SQLPLUS',
        'sqlldr',
        'expdp',
        'impdp',
        'dgmgrl',
        'rman',
        'RMAN',
        'userid',
        'USERID',
        'conn',
        'CONN',
        'Oracle',
        'oracledb',
      ),
    pattern: new RegExp(
      `((?:\\b(?:${ORACLE_TOOLS})(?:[ \\t]{1,9}-{1,2}\\w{1,30}){0,6}|(?<![-\\w])(?:target|catalog|auxiliary)|(?:^|\\n)[ \\t]*(?:SQL>[ \\t]*)?conn(?:ect)?)[ \\t]+\\\\?['"]?|\\buserid[ \\t]*=[ \\t]*\\\\?['"]?|\\b(?:cx_Oracle|oracledb)\\.connect\\([ \\t]*['"])([A-Za-z_$#][\\w$#.]{0,127}/)("[^"\\n]*"|[^\\s/@'"\\\\]+)(?=@|['"\\s\\\\]|$)`,
      'gi',
    ),
    replace: (m, before = '', user, password = '', ...rest) => {
      const [offset, text] = rest.slice(-2) as unknown as [number, string];
      if (isMaskedValue(password)) return m;
      // rman's `target` and `catalog` only on a line of rman's (`make target linux/amd64@v2` is no account)
      if (/^(?:target|catalog|auxiliary)/i.test(before) && !/\brman\b/i.test(text.slice(text.lastIndexOf('\n', offset) + 1, offset)))
        return m;
      // a script's `connect` is a word of prose too: with a database, or `as sysdba` (a heredoc fed to `sqlplus /nolog`)
      const tool = /sqlplus|sqlldr|expdp|impdp|dgmgrl|rman|userid|SQL>|oracle|target|catalog|auxiliary/i.test(before);
      const after = text.slice(offset + m.length, offset + m.length + 12);
      if (!tool && after[0] !== '@' && !/^[ \t]+as[ \t]+sys/i.test(after)) return m;
      return `${before}${user}${maskKeepingQuotes(password)}`;
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
];
