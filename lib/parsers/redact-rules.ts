// The redaction rules in the order redact.ts runs them over a document: each one a cheap probe, a
// pattern that is linear on any input (redact.ts says how), and what replaces a secret. Each kind
// has its file: command lines (redact-options.ts, redact-flags.ts, redact-shell.ts), SQL
// (redact-sql.ts), connection strings (redact-connections.ts), configuration files
// (redact-config-files.ts, redact-listings.ts) and scripts (redact-scripts.ts). The order is kept
// here because a rule sees what the rules before it masked (a value masked already stays, and is
// heard once), so a kind's rules do not all run together. GATE and GATE_MORE say, in one pass,
// whether a text can hold any secret at all.
import { FORMATS } from './formats';
import { ANSWER_RULES } from './redact-answers';
import { ARGUMENT_LIST_RULES } from './redact-argument-lists';
import { CODE_RULES } from './redact-code';
import { CONFIG_RULES, JSON_RULE, PGPASS_RULE } from './redact-config-files';
import { CONNECTION_RULES, CONNINFO_RULE, SEMICOLON_CONNINFO_RULE } from './redact-connections';
import { SHORT_FLAG_RULES } from './redact-flags';
import { HASH_RULES } from './redact-hashes';
import { LISTING_RULES } from './redact-listings';
import { VARIABLE_AND_OPTION_RULES } from './redact-options';
import { PROSE_RULES } from './redact-prose';
import { SCRIPT_RULES } from './redact-scripts';
import { SHELL_RULES } from './redact-shell';
import { IDENTIFIED_BY_RULE, SQL_PASSWORD_RULES, SQL_TABLE_RULES } from './redact-sql';
import { TABLE_RULES } from './redact-tables';
import { has } from './redact-values';

/** `probe` is cheap and says whether the rule can match; `password`: the text names a password (computed once). */
export type Rule = {
  name: string;
  probe: (text: string, password: boolean) => boolean;
  pattern: RegExp;
  replace: (match: string, ...groups: string[]) => string;
};

/** Literal probes use String#includes (native and fast); a regex probe with /i is ~10× slower on 100 MB. */
export const mentionsPassword = (t: string) =>
  has(t, 'pass', 'Pass', 'PASS', '--pas', 'pwd', 'PWD', 'Pwd', '_auth', '_AUTH', '-auth', '-AUTH', 'filekey', 'FILEKEY') ||
  // keys that end in a secret's word (redact-values.ts isSecretKey): api_key=, ROOT_PW=, GITHUB_TOKEN=
  has(
    t,
    'secret',
    'Secret',
    'SECRET',
    'token',
    'Token',
    'TOKEN',
    'key',
    'Key',
    'KEY',
    '_pw',
    '_PW',
    '-pw',
    '.pw',
    'pw=',
    'PW=',
    'redentials',
  );

export const RULES: Rule[] = [
  // setx/setenv/fish's set -x, cmd.exe's set, ENV, PowerShell, helm's --set, Percona's DSNs
  ...SHELL_RULES,
  // MYSQL_PWD=x, export PGPASSWORD="x", --mysql-password=x, --password x, '--password=a b'
  ...VARIABLE_AND_OPTION_RULES,
  // Password=a b; of ADO.NET and ODBC, then password=x, Pwd=x; (after the options: `'--mysql-password=***'` keeps its quote)
  SEMICOLON_CONNINFO_RULE,
  CONNINFO_RULE,
  // SET PASSWORD FOR … = 'x', PASSWORD('x'); INSERT INTO mysql_users (username, password) VALUES ('u', 'x')
  ...SQL_PASSWORD_RULES,
  ...SQL_TABLE_RULES,
  // *2470C0…, md5…, SCRAM-SHA-256$…; PgBouncer's "user" "x"
  ...HASH_RULES,
  // my.cnf, SHOW VARIABLES with tabs, YAML
  ...CONFIG_RULES,
  // SHOW VARIABLES as a boxed table, `\G`, CSV or HTML
  ...LISTING_RULES,
  // a table's password column (`| user | password |`, a page's table as tabs, CSV), an argument list's `'--mysql-password', 'x'`
  ...TABLE_RULES,
  ...ARGUMENT_LIST_RULES,
  JSON_RULE,
  // an Authorization header, URLs, Go's DSN, user:pw@
  ...CONNECTION_RULES,
  IDENTIFIED_BY_RULE,
  // the mysql client's -pSECRET, a format's or a tool's flag, a glued -p after any program
  ...SHORT_FLAG_RULES,
  PGPASS_RULE,
  // HammerDB's diset, XML, Perl/PHP variables and hashes, echo | sudo -S, a prompt answered
  ...SCRIPT_RULES,
  // mysql_secure_installation's answers, a URL's `?pass=` or `sig=`, a webhook's secret path, Samba's user%password
  ...ANSWER_RULES,
  // `aws configure set aws_secret_access_key x`, `CONFIG SET requirepass x`, "the password is x"
  ...PROSE_RULES,
  // `pymysql.connect("db1", "root", "x")`, `DriverManager.getConnection(url, "root", "x")`
  ...CODE_RULES,
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
 * line, redis-cli's -a, a Percona DSN's p=, echo … | sudo -S, a private key's armour, "password" in Europe's languages, Chinese,
 * Japanese, Russian or Korean), in a regex of their own: added to GATE they doubled its time on a 100 MB sysbench log
 * (~190 → ~400 ms); alone they take ~25 ms.
 */
export const GATE_MORE =
  /_pw|_PW|-pw|_PAT=|_pat=|_key|_KEY|-key|-Key|-KEY|apikey|APIKEY|uthorization|UTHORIZATION|tpcc_|real_connect|-auth|-AUTH|filekey|FILEKEY|@tcp\(|@unix\(|mysqlsh|\\c|-u |--user|redis-|redentials|masterauth|MASTERAUTH|ccountKey|ccessKey=|p=|sudo|PRIVATE KEY|--pas|sqlplus|SQLPLUS|sqlldr|expdp|impdp|dgmgrl|rman |RMAN |userid|USERID|SQL> |\n[ \t]*conn|\n[ \t]*CONN|memtier|onnect\(|onnection\(|mysqli|PDO\(|SCRAM-SHA-256\$|md5[0-9a-f]{32}|\*[0-9A-F]{40}|userlist|mysql_users|sysdba|SYSDBA|\$A\$0|password-stdin|login -p|login --p|密码|密碼|口令|パスワード|ароль|АРОЛЬ|비밀번호|ontrase|ONTRASE|enha|ENHA|achtwoord|ACHTWOORD|asło|ASŁO|aslo|ifre|IFRE|ennwort|ENNWORT|ösenord|alasana|eslo|gangskode|ật khẩu|gh[pousr]_|github_pat_|glpat-|glrt-|xox[abposr]-|sk-|sk_live|sk_test|hv[sb]\.|npm_|AIza|pypi-|hf_|SG\.|eyJ|ookie|OOKIE|secure_installation|secure-installation|smb|rpcclient|ldap|[\u2013\u2014\u2212\u2010][pP]|(?:^|[^\w])(?:pw|PW)[=:]/;
