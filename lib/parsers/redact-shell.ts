// Passwords given the way a shell, a Dockerfile or a DBA's tool takes them, beyond `NAME=value`
// and `--password=…` (redact-options.ts): `setx`/`setenv`/fish's `set -x NAME value`, cmd.exe's
// `set NAME=a b`, a Dockerfile's `ENV NAME value`, PowerShell's `$env:`, the tools whose `-p`
// takes a value (mydumper, sshpass…), Percona Toolkit's DSNs and helm's `--set`. A variable's or a
// key's name must name a secret (isSecretKey, by its last word). The regexes here are built from
// constants of this file only (tests/unit/security/regex-inventory.ts evaluates them file by file).
import type { Rule } from './redact-rules';
import { has, isMaskedValue, isSecretKey, maskHeard, REDACTED, type SecretFlag } from './redact-values';

/** A quoted value never fails to end: at its closing quote, or at the end of the line (as in redact-options.ts). */
const QUOTED = `"[^"\\n]*"?|'[^'\\n]*'?`;

const VALUE_FLAG_P: readonly SecretFlag[] = [{ flag: 'p', separate: true }];
/**
 * Percona Toolkit's tools that connect to MySQL, whose `-p` is `--password` and takes a value
 * (`-P` is the port); not pt-stalk nor pt-mysql-summary, which hand options to the mysql client.
 */
const PERCONA_TOOLS = [
  'pt-archiver',
  'pt-config-diff',
  'pt-deadlock-logger',
  'pt-duplicate-key-checker',
  'pt-find',
  'pt-fk-error-logger',
  'pt-heartbeat',
  'pt-index-usage',
  'pt-kill',
  'pt-online-schema-change',
  'pt-query-digest',
  'pt-replica-find',
  'pt-replica-restart',
  'pt-show-grants',
  'pt-slave-delay',
  'pt-slave-find',
  'pt-slave-restart',
  'pt-table-checksum',
  'pt-table-sync',
  'pt-table-usage',
  'pt-upgrade',
  'pt-variable-advisor',
  'pt-visual-explain',
];

/**
 * Programs besides the benchmarks whose short flag takes a password as the next word or glued:
 * `mydumper -p S3cret`, `myloader -p S3cret`, `sshpass -p S3cret`, `redis-cli -a S3cret`, the
 * Percona tools' `-p S3cret` (for the mysql client `-p` then a blank asks for the password, and the
 * next word is the database: that one is redact-command-tokens.ts' MYSQL_CLIENT_FLAGS).
 */
export const TOOL_SECRET_FLAGS: ReadonlyMap<string, readonly SecretFlag[]> = new Map([
  ['mydumper', VALUE_FLAG_P],
  ['myloader', VALUE_FLAG_P],
  ['sshpass', VALUE_FLAG_P],
  ['redis-cli', [{ flag: 'a', separate: true }]],
  ...PERCONA_TOOLS.map((tool) => [tool, VALUE_FLAG_P] as const),
  // MongoDB's shells and tools (`mongosh -u admin -p S3cret`), SQL Server's (`sqlcmd -U sa -P S3cret`)
  ...['mongo', 'mongosh', 'mongodump', 'mongorestore', 'mongoexport', 'mongoimport', 'mongostat', 'mongotop'].map(
    (tool) => [tool, VALUE_FLAG_P] as const,
  ),
  ...['sqlcmd', 'osql', 'bcp', 'mssql-cli'].map((tool) => [tool, [{ flag: 'P', separate: true }]] as const),
  // TiDB's TPC-C and TPC-H driver, Cassandra's shell, Redis's benchmark (a probe, 2026-12-06)
  ['go-tpc', VALUE_FLAG_P],
  ['cqlsh', VALUE_FLAG_P],
  ['redis-benchmark', [{ flag: 'a', separate: true }]],
  // Cassandra's nodetool (`-pw S3cret`; `-p` is its port, `-pwf` a file), memtier_benchmark's `-a`
  ['nodetool', [{ flag: 'pw', separate: true, glued: false }]],
  ['memtier_benchmark', [{ flag: 'a', separate: true }]],
  // OpenLDAP's clients (`ldapsearch -x -D cn=admin -w S3cret`: `-W` prompts, `-y` names a file)
  ...['ldapsearch', 'ldapmodify', 'ldapadd', 'ldapdelete', 'ldapwhoami', 'ldappasswd', 'ldapcompare', 'ldapmodrdn', 'ldapexop'].map(
    (tool) => [tool, [{ flag: 'w', separate: true }]] as const,
  ),
  // what sshpass runs: its `-p` is a port or `preserve` (`sshpass -p S3cret ssh -p 2222 db1`)
  ...['ssh', 'scp', 'sftp', 'rsync'].map((program) => [program, []] as const),
]);
/** What a line naming one of TOOL_SECRET_FLAGS' programs holds (a probe: `pt-` for every Percona tool). */
export const TOOL_NEEDLES = [
  'mydumper',
  'myloader',
  'sshpass',
  'redis-',
  'pt-',
  'mongo',
  'sqlcmd',
  'osql',
  'bcp',
  'mssql-cli',
  'go-tpc',
  'cqlsh',
  'nodetool',
  'memtier',
  ' login ',
  'ldap',
];

/**
 * The tools whose `login` subcommand takes `-p PASSWORD` (`docker login -u ci -p S3cret reg`, `helm
 * registry login`): the subcommand after one of them is the program (docker's `-p` elsewhere is a
 * port, and a container named `login` is no subcommand).
 */
const LOGIN_TOOLS = new Set(['docker', 'podman', 'nerdctl', 'registry', 'skopeo', 'buildah', 'oras', 'crane']);

/** A tool's secret flags by its name and the word before it (`login` after one of LOGIN_TOOLS). */
export const toolSecretFlags = (name: string, before: string): readonly SecretFlag[] | null =>
  name === 'login' ? (LOGIN_TOOLS.has(before) ? VALUE_FLAG_P : null) : (TOOL_SECRET_FLAGS.get(name) ?? null);

/** The value without what closes around it (`S3cret)` in `$(… -p S3cret)`): [value, rest]. */
function splitClosing(value: string): [string, string] {
  let end = value.length;
  while (end > 0 && ')`;'.includes(value[end - 1] as string)) end--;
  return [value.slice(0, end), value.slice(end)];
}

/** cmd.exe's `set NAME=value`: the value runs to the end of the line, short of an unescaped `&`, `|`, `<` or `>`. */
function cmdValueEnd(rest: string): number {
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i] as string;
    if (c === '^') i++;
    else if ('&|<>'.includes(c)) return i;
  }
  return rest.length;
}

/** Percona Toolkit DSN keys (`h=db1,u=root,p=S3cret,D=sbtest,t=sbtest1`; a, b, i, m: pt-archiver's). */
const DSN_KEYS = new Set(['A', 'D', 'F', 'h', 'L', 'P', 'p', 'S', 't', 'u', 'a', 'b', 'i', 'm', 's']);
/**
 * A part only a connection has: a user, a socket, a defaults file, or a host that is not a figure;
 * without one, `D=0.12,p=0.03` and `p=0.05,h=0.3` are a test's statistics, not a DSN.
 */
const isConnectionPart = (part: string) =>
  'uSF'.includes(part[0] as string) || (part[0] === 'h' && !/^h=-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(part));

/**
 * A Percona Toolkit DSN with its `p=` value masked, or as it was when it is not one: comma-separated
 * `k=value` parts (a `\,` is part of a value; a part that is not `k=` continues the value before it,
 * as a password may hold a comma), every key a DSN's, `p` and a connection's key among them.
 */
function redactDsn(dsn: string): string {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i <= dsn.length; i++) {
    if (dsn[i] === '\\') i++;
    else if (i === dsn.length || dsn[i] === ',') {
      const part = dsn.slice(start, i);
      if (parts.length > 0 && !/^[A-Za-z]=/.test(part)) parts[parts.length - 1] += `,${part}`;
      else parts.push(part);
      start = i + 1;
    }
  }
  const keys = new Set(parts.map((p) => p[0] as string));
  if (!keys.has('p') || ![...keys].every((k) => DSN_KEYS.has(k)) || !parts.some(isConnectionPart)) return dsn;
  return parts.map((p) => (p[0] !== 'p' || p.length === 2 || p.slice(2) === REDACTED ? p : `p=${maskHeard(p.slice(2))}`)).join(',');
}

/** helm's `--set a.b=x,c=y`: the values whose key's last segment names a secret (`auth.rootPassword`), masked. */
function redactHelmSet(values: string, literal: boolean): string {
  const equals = values.indexOf('=');
  // --set-literal takes one key and the whole rest as its value
  if (literal)
    return equals > 0 && isHelmSecretKey(values.slice(0, equals))
      ? `${values.slice(0, equals + 1)}${maskHeard(values.slice(equals + 1))}`
      : values;
  let out = '';
  let start = 0;
  let depth = 0; // a list value `{a,b}` keeps its commas
  for (let i = 0; i <= values.length; i++) {
    const c = values[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (i === values.length || (c === ',' && depth === 0)) {
      const part = values.slice(start, i);
      const at = part.indexOf('=');
      const value = part.slice(at + 1);
      const secret = at > 0 && value !== '' && value !== REDACTED && isHelmSecretKey(part.slice(0, at));
      out += `${start > 0 ? ',' : ''}${secret ? `${part.slice(0, at + 1)}${maskHeard(value)}` : part}`;
      start = i + 1;
    }
  }
  return out;
}

/** `auth.rootPassword`, `primary.extraEnvVars[0].value`…: by the last segment, its `[0]` and `\.` aside. */
const isHelmSecretKey = (key: string) =>
  isSecretKey(
    key
      .replace(/\\\./g, '_')
      .replace(/\[\d{1,9}\]/g, '')
      .split('.')
      .pop() ?? '',
  );

export const SHELL_RULES: Rule[] = [
  {
    name: 'cmd.exe set',
    // `set MYSQL_PASSWORD=my secret pw` (cmd.exe: the value is the rest of the line, blanks too),
    // `set "MYSQL_PWD=S3cret"` (to its closing quote); runs before the environment variable rule,
    // which would take the first word only. Not `set /p NAME=Prompt:` nor SQL's `SET PASSWORD='x'`.
    probe: (t, password) => password && has(t, 'set ', 'SET ', 'Set '),
    pattern: /(?<=^|[\s&|(])(set[ \t]+)("?)([A-Za-z_]\w{0,99})=([^\n]*)/gi,
    replace: (m, set, quote, name = '', rest = '') => {
      if (!isSecretKey(name) || rest.startsWith("'")) return m;
      const end = quote ? rest.lastIndexOf('"') : cmdValueEnd(rest);
      const value = rest.slice(0, end < 0 ? rest.length : end).trimEnd();
      // (SQL's `SET PASSWORD=PASSWORD('x');` is the SQL rules': a statement ends with `;`)
      if (value === '' || isMaskedValue(value) || value.endsWith(';')) return m;
      return `${set}${quote}${name}=${maskHeard(value)}${rest.slice(value.length)}`;
    },
  },
  {
    name: 'variable set with a blank',
    // Windows' `setx MYSQL_PWD S3cret`, csh's `setenv MYSQL_PWD S3cret`, fish's `set -x MYSQL_PWD
    // S3cret` / `set -gx PGPASSWORD "a b"` (a flag is asked for: `set password policy` is prose)
    probe: (t, password) => password && has(t, 'set', 'SET', 'Set'),
    pattern: new RegExp(
      `(?<=^|[\\s;&|(])(setx|setenv|set(?:[ \\t]+--?[A-Za-z]+){1,4})([ \\t]+)([A-Za-z_]\\w{0,99})([ \\t]+)(${QUOTED}|[^\\s"'][^\\s]*)`,
      'gi',
    ),
    replace: (m, command, blank, name = '', between, value = '') => {
      if (!isSecretKey(name) || isMaskedValue(value)) return m;
      const [body, closing] = value[0] === '"' || value[0] === "'" ? [value, ''] : splitClosing(value);
      return body === '' ? m : `${command}${blank}${name}${between}${maskHeard(body)}${closing}`;
    },
  },
  {
    name: 'Dockerfile ENV with a blank',
    // `ENV MYSQL_ROOT_PASSWORD S3cret` (the old form: the value is the rest of the line; `ENV
    // NAME=value` is the environment variable rule's)
    probe: (t, password) => password && has(t, 'ENV '),
    pattern: /(^|\n)([ \t]*ENV[ \t]+)([A-Za-z_]\w{0,99})([ \t]+)([^\n]*)/g,
    replace: (m, newline, env, name = '', between, rest = '') => {
      let value = rest.trimEnd();
      if (value.endsWith(' \\')) value = value.slice(0, -2).trimEnd(); // continued on the next line
      if (!isSecretKey(name) || value === '' || isMaskedValue(value)) return m;
      return `${newline}${env}${name}${between}${maskHeard(value)}${rest.slice(value.length)}`;
    },
  },
  {
    name: 'PowerShell environment',
    // `$env:MYSQLPWD = 'x'` (a name the environment variable rule does not read),
    // `[Environment]::SetEnvironmentVariable("PGPASSWORD", "x", "User")`
    probe: (t, password) => password && has(t, '$env:', '$Env:', '$ENV:', 'SetEnvironmentVariable'),
    pattern: new RegExp(
      `(\\$env:([A-Za-z_]\\w{0,99})[ \\t]*=[ \\t]*|SetEnvironmentVariable\\([ \\t]*["']([A-Za-z_]\\w{0,99})["'][ \\t]*,[ \\t]*)(${QUOTED}|[^\\s"',)][^\\s,)]*)`,
      'gi',
    ),
    // (quotes and all, as the environment variable rule masks `$env:MYSQL_PWD = "x"`)
    replace: (m, prefix, envName, callName, value = '') =>
      !isSecretKey(envName ?? callName ?? '') || isMaskedValue(value) ? m : `${prefix}${maskHeard(value)}`,
  },
  {
    name: 'helm --set',
    // `--set auth.rootPassword=S3cret,auth.database=sbtest`, `--set-string mariadb.auth.password=x`:
    // each value whose key's last segment names a secret; runs before the rules that would take the
    // rest of the word (`password=x,auth.database=sbtest`)
    probe: (t, password) => password && has(t, '--set'),
    pattern: new RegExp(`(?<=^|[\\s'"])(--set(?:-string|-literal)?(?:=|[ \\t]+))(${QUOTED}|[^\\s"'][^\\s]*)`, 'g'),
    replace: (m, option = '', value = '') => {
      const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
      const closed = quote !== '' && value.length > 1 && value.endsWith(quote);
      const body = quote ? value.slice(1, closed ? -1 : undefined) : value;
      const redacted = redactHelmSet(body, option.startsWith('--set-literal'));
      return redacted === body ? m : `${option}${quote}${redacted}${closed ? quote : ''}`;
    },
  },
  {
    name: 'Percona Toolkit DSN',
    // `pt-table-checksum h=db1,u=root,p=S3cret,D=sbtest`, `--dsn h=db1,P=3306,u=root,p=S3cret`,
    // `--source=h=db1,D=sbtest,t=t1,p=S3cret`, `"h=db1,u=root,p=a b"`: a word of `k=value` parts, or
    // a quoted string of them (redactDsn says which)
    probe: (t) => has(t, 'p='),
    pattern: /(?<=^|\s)((?:--[\w-]{1,40}=)?)("[A-Za-z]=[^"\n]*"?|'[A-Za-z]=[^'\n]*'?|[A-Za-z]=\S*)/g,
    replace: (m, option = '', dsn = '') => {
      const quote = dsn[0] === '"' || dsn[0] === "'" ? dsn[0] : '';
      const closed = quote !== '' && dsn.length > 1 && dsn.endsWith(quote);
      const body = quote ? dsn.slice(1, closed ? -1 : undefined) : dsn;
      const redacted = redactDsn(body);
      return redacted === body ? m : `${option}${quote}${redacted}${closed ? quote : ''}`;
    },
  },
];
