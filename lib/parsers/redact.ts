// Secrets never leave the parser: the whole document is redacted before anything reads it, so
// every command, config and source line handed back already says *** where a password was.
// Every pattern is bounded (no nested open-ended quantifiers): redaction stays linear on any input.

export const REDACTED = '***';

type Rule = { probe: (text: string) => boolean; pattern: RegExp; replace: (match: string, ...groups: string[]) => string };

/** Literal probes use String#includes (native and fast); a regex probe with /i is ~10× slower on 100 MB. */
const has = (text: string, ...needles: string[]) => needles.some((n) => text.includes(n));
const mentionsPassword = (t: string) => has(t, 'pass', 'Pass', 'PASS', 'pwd', 'PWD', '_auth', '_AUTH');

const keep = (prefix: string, suffix = '') => `${prefix}${REDACTED}${suffix}`;

const MYSQL_CLIENTS =
  /\b(?:mysql|mysqladmin|mysqldump|mysqlslap|mysqlimport|mysqlcheck|mysqlshow|mariadb|mariadb-admin|mariadb-dump|mariadb-slap)$/;

/** In one command line: `-pSECRET` after a mysql client, `-P SECRET` after mysqlbench. */
function redactCommandTokens(line: string): string {
  const tokens = line.split(/(\s+)/);
  let tool: 'mysql' | 'mysqlbench' | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const base = token.replace(/^.*\//, '');
    if (base === 'mysqlbench') tool = 'mysqlbench';
    else if (MYSQL_CLIENTS.test(base)) tool = 'mysql';
    else if (tool === 'mysql' && /^-p[^\s-]/.test(token)) tokens[i] = `-p${REDACTED}`;
    else if (tool === 'mysqlbench' && token === '-P' && i + 2 < tokens.length && !(tokens[i + 2] ?? '').startsWith('-'))
      tokens[i + 2] = REDACTED;
    else if (tool === 'mysqlbench' && /^-P[^\s-]/.test(token)) tokens[i] = `-P${REDACTED}`;
  }
  return tokens.join('');
}

const PGPASS_PROBE = /:(?:\d{1,5}|\*):[^\s:]{1,200}:[^\s:]{1,200}:\S/;

const RULES: Rule[] = [
  // PGPASSWORD=x / MYSQL_PWD=x in front of a command
  {
    probe: (t) => has(t, 'PGPASSWORD', 'MYSQL_PWD'),
    pattern: /\b(PGPASSWORD|MYSQL_PWD)=(?:"[^"\n]*"|'[^'\n]*'|\S+)/g,
    replace: (_m, k) => `${k}=${REDACTED}`,
  },
  // --mysql-password=x, --pgsql-password=x, --password=x, --pass=x (sql-bench), --passwd x
  {
    probe: (t) => has(t, '--') && mentionsPassword(t),
    pattern: /(--[\w-]{0,40}pass(?:word|wd)?(?:=|[ \t]+))(?:"[^"\n]*"|'[^'\n]*'|[^\s\\"'-][^\s\\]*)/gi,
    replace: (_m, prefix) => keep(prefix ?? ''),
  },
  // my.cnf and SHOW VARIABLES (tab) lines: password, *_password, passwd, wsrep_sst_auth; commented out too
  {
    probe: mentionsPassword,
    pattern:
      /^([ \t]*[#;]?[ \t]*[\w.-]{0,80}(?:pass(?:word|wd)?|pwd|_auth)[\w.-]{0,80}(?:[ \t]*[=:][ \t]*|\t+))("[^"\n]*"|'[^'\n]*'|[^\s"'#;][^\s#;]*)([ \t]*(?:[#;][^\n]*)?)$/gim,
    replace: (_m, prefix, _value, suffix) => keep(prefix ?? '', suffix),
  },
  // the mysql client's boxed table: | wsrep_sst_auth | user:pw |
  {
    probe: (t) => has(t, '|') && mentionsPassword(t),
    pattern: /^(\|[ \t]*[\w.-]{0,80}(?:pass(?:word|wd)?|pwd|_auth)[\w.-]{0,80}[ \t]*\|[ \t]*)([^|\s][^|\n]*?)([ \t]*\|[ \t]*)$/gim,
    replace: (_m, prefix, _value, suffix) => keep(prefix ?? '', suffix),
  },
  // scheme://user:password@host
  {
    probe: (t) => has(t, '://'),
    pattern: /(\b[a-z][\w+.-]{0,20}:\/\/[^:/\s@]{1,200}:)([^@\s/]{1,200})(@)/gi,
    replace: (_m, a, _p, b) => keep(a ?? '', b),
  },
  // IDENTIFIED BY 'x'
  {
    probe: (t) => has(t, 'dentified', 'DENTIFIED'),
    pattern: /(identified[ \t]+(?:with[ \t]+\S+[ \t]+)?by[ \t]+)('[^'\n]*'|"[^"\n]*"|\S+)/gi,
    replace: (_m, prefix) => `${prefix}'${REDACTED}'`,
  },
  // command lines of the mysql client family and mysqlbench
  {
    probe: (t) => has(t, ' -p', ' -P', '\t-p', '\t-P') && has(t, 'mysql', 'MySQL', 'MYSQL', 'mariadb', 'MariaDB', 'MARIADB'),
    pattern: /^[^\n]*\b(?:mysql|mariadb)[^\n]*$/gim,
    replace: (line) => redactCommandTokens(line),
  },
  // .pgpass: host:port:database:user:password
  {
    probe: (t) => PGPASS_PROBE.test(t),
    pattern: /^([^\s:#][^\s:]{0,200}:(?:\d{1,5}|\*):[^\s:]{1,200}:[^\s:]{1,200}:)(\S+)$/gm,
    replace: (_m, prefix) => keep(prefix ?? ''),
  },
];

/** One pass over the text for every trigger the rules below look for; a log without any is returned as is. */
const GATE = /pass|Pass|PASS|pwd|PWD|_auth|_AUTH|:\/\/|dentified|DENTIFIED|\||[ \t]-[pP]|:(?:\d{1,5}|\*):/;

export function redactText(text: string): string {
  if (!GATE.test(text)) return text;
  let out = text;
  for (const rule of RULES) {
    if (!rule.probe(out)) continue;
    out = out.replace(rule.pattern, rule.replace);
  }
  return out;
}
