// Passwords in SQL statements: `SET PASSWORD FOR 'u'@'%' = 'x'`, `CREATE ROLE x WITH PASSWORD 'x'`,
// `PASSWORD('x')`, `CREATE USER … IDENTIFIED BY 'x'`. The regexes are built from constants of this
// file only (tests/unit/security/regex-inventory.ts evaluates them file by file).
import type { Rule } from './redact-rules';
import { has, maskHeard, maskKeepingQuotes } from './redact-values';

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
