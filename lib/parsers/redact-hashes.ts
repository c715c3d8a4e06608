// A password's hash is as good as the password to whoever runs a dictionary over it (MySQL's
// `mysql_native_password` hash is an unsalted double SHA-1, `caching_sha2_password`'s a salted
// SHA-256 of 5,000 rounds): masked wherever it stands, in a
// `SELECT … FROM mysql.user` or `pg_authid` listing, a `CREATE USER … AS '*…'`, PgBouncer's
// userlist.txt. The userlist's plain passwords too (`"sbtest" "S3cret"`). The regexes here are
// built from constants of this file only (tests/unit/security/regex-inventory.ts).
import type { Rule } from './redact-rules';
import { has, isMaskedValue, maskHeard } from './redact-values';

export const HASH_RULES: Rule[] = [
  {
    name: 'a password hash',
    // PostgreSQL's `SCRAM-SHA-256$4096:<salt>$<StoredKey>:<ServerKey>` and `md5` + 32 hex digits,
    // MySQL's `*` + 40 hex digits (uppercase, as the server prints it)
    // (not Markdown's bold around an uppercase SHA-1: `**E3B0…**`); MySQL 8's `caching_sha2_password`
    // `$A$005$` + a salt of any bytes and the hash, to the end of its cell
    probe: (t) => has(t, 'SCRAM-SHA-256$', 'md5', '*', '$A$'),
    pattern:
      /SCRAM-SHA-256\$\d{1,7}:[A-Za-z0-9+/=]{1,200}\$[A-Za-z0-9+/=]{1,200}:[A-Za-z0-9+/=]{1,200}|\bmd5[0-9a-f]{32}\b|(?<!\*)\*[0-9A-F]{40}(?![0-9A-Za-z])|\$A\$\d{3}\$[^\n|'"]*/g,
    replace: (m) => {
      const hash = m.trimEnd();
      return `${maskHeard(hash)}${m.slice(hash.length)}`;
    },
  },
  {
    name: "PgBouncer's userlist",
    // userlist.txt's lines, `"sbtest" "S3cret"` (or a hash): a user's name, then its password, each quoted
    probe: (t) => has(t, 'userlist', 'auth_file', 'pgbouncer', 'PgBouncer', 'pgBouncer'),
    pattern: /(^|\n)([ \t]*"[^"\n]{1,100}"[ \t]+")([^"\n]+)(")/g,
    replace: (m, newline, head, value = '', close) => (isMaskedValue(value) ? m : `${newline}${head}${maskHeard(value)}${close}`),
  },
];
