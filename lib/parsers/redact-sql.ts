// Passwords in SQL statements: `SET PASSWORD FOR 'u'@'%' = 'x'`, `CREATE ROLE x WITH PASSWORD 'x'`,
// `PASSWORD('x')`, `CREATE USER … IDENTIFIED BY 'x'`, a password column's value in an INSERT
// (ProxySQL's `mysql_users`, `mysql.user`'s hash) and ProxySQL's `global_variables`. The regexes are built from constants of this
// file only (tests/unit/security/regex-inventory.ts evaluates them file by file).
import { argumentsIn, isStringLiteral, withLiteralMasked } from './redact-arguments';
import type { Rule } from './redact-rules';
import { has, isSecretKey, maskHeard, maskKeepingQuotes, quotesRemoved } from './redact-values';

/** libpq and SQL strings also escape a quote with a backslash: 'it\'s'. */
const SQL_QUOTED = `'(?:[^'\\\\\\n]|\\\\[^\\n])*'?|"[^"\\n]*"?`;

export const SQL_PASSWORD_RULES: Rule[] = [
  {
    name: 'SET PASSWORD FOR',
    // MySQL's `SET PASSWORD FOR 'u'@'%' = 'x'` (a quoted value; `= PASSWORD('x')` is the rule after this
    // one); the account is one word (`'u'@'%'`, `u@localhost`), which keeps the pattern linear
    probe: (_t, password) => password,
    pattern: new RegExp(`\\b(set[ \\t]+password[ \\t]+for[ \\t]+[^=\\s]+[ \\t]*=[ \\t]*)(${SQL_QUOTED})`, 'gi'),
    replace: (_m, prefix, value) => `${prefix}${maskKeepingQuotes(value)}`,
  },
  {
    name: 'SQL password',
    // `CREATE ROLE x WITH PASSWORD 'x'`, `PASSWORD('x')` (a quoted value only: `password on the…` is prose)
    probe: (_t, password) => password,
    // (the quoted password may be on the next line: `ALTER USER postgres PASSWORD` then `'x';`)
    pattern: new RegExp(`\\b((?:ssl)?password(?:[ \\t]+|[ \\t]*\\n[ \\t]*|[ \\t]*\\([ \\t]*))(${SQL_QUOTED})`, 'gi'),
    replace: (_m, prefix, value) => `${prefix}${maskKeepingQuotes(value)}`,
  },
];

/** A new account's password (redact-rules.ts runs it after the connection strings) */
export const IDENTIFIED_BY_RULE: Rule = {
  name: 'IDENTIFIED BY',
  // CREATE USER … IDENTIFIED BY 'x', IDENTIFIED WITH plugin BY 'x' / AS 'hash'; in `BY PASSWORD '*hash'`
  // the keyword stays (the SQL password rule has masked the hash)
  probe: (t) => has(t, 'dentified', 'DENTIFIED'),
  // (the password may be on the next line: `IDENTIFIED BY` then `'x';`; MySQL 8.0.18's `IDENTIFIED BY
  // RANDOM PASSWORD` names none: its keywords stay)
  pattern: new RegExp(
    `(identified[ \\t]+(?:with[ \\t]+\\w+[ \\t]+)?(?:by|as)(?:[ \\t]+|[ \\t]*\\n[ \\t]*))(${SQL_QUOTED}|[^\\s'"]\\S*)`,
    'gi',
  ),
  replace: (m, prefix, value) => (/^(?:password|random)$/i.test(value ?? '') ? m : `${prefix}'${maskHeard(value)}'`),
};

/** Columns of a password or its hash beyond isSecretKey's (`mysql.user`'s, `pg_authid`'s) */
const HASH_COLUMNS = new Set(['authentication_string', 'rolpassword']);
const isSecretColumn = (name: string) => isSecretKey(name) || HASH_COLUMNS.has(name.toLowerCase());
/** The columns of the tables of users an INSERT names without a list (ProxySQL's admin tables) */
const KNOWN_COLUMNS: Record<string, string[]> = { mysql_users: ['username', 'password'], pgsql_users: ['username', 'password'] };
/** A tuple's parenthesis: quoted values (a doubled quote is two), one level of parentheses (`NOW()`) */
const TUPLE = `\\((?:[^()'"\\n]|'[^'\\n]*'|"[^"\\n]*"|\\((?:[^()'"\\n]|'[^'\\n]*'|"[^"\\n]*")*\\))*\\)`;
/** VALUES' tuples, separated by commas, on one line or several */
const TUPLES = `(?:\\s*${TUPLE}(?:\\s*,)?)+`;
/** A column's name as written: `password`, `` `password` ``, `"password"` */
const columnName = (written: string) => quotesRemoved(written.trim().replace(/^`|`$/g, ''));

/**
 * `tuples` (what follows VALUES) with the value of every secret column masked in each `(…)`: a
 * column named for a password (`password`, `authentication_string`), or a name/value pair's value
 * when its name is one (ProxySQL's `global_variables (variable_name, variable_value)`). Read once.
 */
function maskTuples(columns: string[], tuples: string): string {
  const secret = columns.map(isSecretColumn);
  const nameAt = columns.findIndex((c) => /^variable_name$/i.test(c));
  const valueAt = columns.findIndex((c) => /^variable_value$/i.test(c));
  let out = '';
  let copied = 0;
  for (let open = tuples.indexOf('('); open >= 0; ) {
    const body = tuples.slice(open + 1);
    const values = argumentsIn(body);
    const last = values[values.length - 1];
    if (!last || body[last.to] !== ')') break; // a tuple never closed on its line
    const literal = (at: number) => {
      const v = values[at];
      return v && isStringLiteral(body.slice(v.from, v.to).trim()) ? v : undefined;
    };
    const masked = values.map((_, i) => secret[i] ?? false);
    const named = nameAt >= 0 ? values[nameAt] : undefined;
    if (named && valueAt >= 0 && isSecretKey(quotesRemoved(body.slice(named.from, named.to).trim()))) masked[valueAt] = true;
    let tuple = body.slice(0, last.to);
    // right to left: a masked value does not move the places of those before it
    for (let i = values.length - 1; i >= 0; i--) {
      const v = masked[i] ? literal(i) : undefined;
      if (v) tuple = withLiteralMasked(tuple, v);
    }
    out += `${tuples.slice(copied, open + 1)}${tuple}`;
    copied = open + 1 + last.to;
    // the next tuple: `, (` right after this one's `)`
    const next = /^\)\s{0,40},\s{0,40}\(/.exec(tuples.slice(copied, copied + 84));
    open = next ? copied + next[0].length - 1 : -1;
  }
  return out + tuples.slice(copied);
}

export const SQL_TABLE_RULES: Rule[] = [
  {
    name: 'INSERT of a password column',
    // ProxySQL's `INSERT INTO mysql_users(username,password,default_hostgroup) VALUES ('sbtest','S3cret',1)`,
    // `INSERT INTO mysql.user (Host,User,authentication_string) VALUES ('%','root','*2470…')`,
    // `INSERT INTO global_variables (variable_name, variable_value) VALUES ('mysql-monitor_password','x')`
    probe: (t) => has(t, 'insert', 'INSERT', 'Insert', 'replace', 'REPLACE'),
    // (the tuples only, on its line or the next ones: a second statement on the line is matched on its own)
    pattern: new RegExp(
      `\\b((?:insert|replace)[ \\t]+(?:(?:or[ \\t]+replace|ignore)[ \\t]+)?into[ \\t]+([^\\s(]{1,200})[ \\t]*)(?:\\(([^()\\n]{1,2000})\\))?([ \\t]*values)(${TUPLES})`,
      'gi',
    ),
    replace: (m, head, table = '', columns, values, tuples = '') => {
      // ProxySQL's mysql_users with no column list: (username, password, …) in its table's order
      const names = columns === undefined ? (KNOWN_COLUMNS[quotesRemoved(table).toLowerCase()] ?? []) : columns.split(',').map(columnName);
      if (!names.some(isSecretColumn) && !names.some((c) => /^variable_name$/i.test(c))) return m;
      const masked = maskTuples(names, tuples);
      return masked === tuples ? m : `${head}${columns === undefined ? '' : `(${columns})`}${values}${masked}`;
    },
  },
  {
    name: "ProxySQL's global variable",
    // `UPDATE global_variables SET variable_value='S3cret' WHERE variable_name='mysql-monitor_password'`
    probe: (t) => has(t, 'variable_value', 'VARIABLE_VALUE'),
    pattern: /\b(set[ \t]+variable_value[ \t]*=[ \t]*)('[^'\n]*'|"[^"\n]*")([^\n;]*)/gi,
    replace: (m, set, value = '', rest = '') => {
      const name = /variable_name[ \t]*(?:=|in[ \t]*\()[ \t]*['"]([^'"\n]{1,100})['"]/i.exec(rest)?.[1];
      return name && isSecretKey(name) && isStringLiteral(value) ? `${set}${maskKeepingQuotes(value)}${rest}` : m;
    },
  },
];
