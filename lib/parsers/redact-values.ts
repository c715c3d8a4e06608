// What every redaction rule shares: how a secret is masked (and remembered for the echo pass),
// what looks like a password, which keys name a secret, where a config value ends. The scanners
// for a URL's credentials and a command line's flags are redact-url.ts and redact-command-tokens.ts.
// Each function reads its input once, left to right (linear on any input).

export const REDACTED = '***';

/** The values the rules mask while one redaction runs (synchronous: one at a time), for its echo pass. */
let heard: string[] = [];
/** `value` (a secret a rule is masking) is remembered; returns it. */
export const hear = (value: string | undefined): string => {
  if (value) heard.push(value);
  return value ?? '';
};
/** Does the text hold any of the needles (a rule's cheap probe)? */
export const has = (text: string, ...needles: string[]): boolean => needles.some((n) => text.includes(n));
/**
 * A value another rule masked: `***`, quoted, before the `\` that continues its word on the next
 * line, or before what ends a command or a quoted value (`;`, `&&`, `)`…: a quoted password's word
 * ends there, `MYSQL_PWD='x'&& …` → `MYSQL_PWD=***&& …`, and the next redaction keeps them).
 */
export const isMaskedValue = (value: string): boolean => /^["']?\*\*\*["']?(?:\\|[;&|)}\],`<>]*)$/.test(value);
/**
 * A value masked already: also helm's `password=***,auth.database=sbtest` and ADO.NET's
 * `Password=***;Encrypt=True` (its next keys stay)
 */
export const isMaskedAlready = (value: string): boolean =>
  isMaskedValue(value) || value.startsWith(`${REDACTED},`) || value.startsWith(`${REDACTED};`);

/** `value` is remembered; returns what replaces it. */
export const maskHeard = (value: string | undefined): string => {
  hear(value);
  return REDACTED;
};
/** The line break at `i` in `word` as it stands: a continuation (`\` then LF or CRLF), or a bare one inside a quoted part. */
const lineBreakAt = (word: string, i: number): string =>
  word[i - 1] === '\\' ? '\\\n' : word[i - 1] !== '\r' ? '\n' : word[i - 2] === '\\' ? '\\\r\n' : '\r\n';

/**
 * The line breaks inside a shell word (its continuations, `\` then LF or CRLF; a quoted part's
 * own), in order, to put back after its mask: a rule never moves a line nor changes its end.
 */
export function continuationsIn(word: string): string {
  const first = word.indexOf('\n');
  if (first < 0) return '';
  const kinds: string[] = [];
  for (let i = first; i >= 0; i = word.indexOf('\n', i + 1)) kinds.push(lineBreakAt(word, i));
  return kinds.join(''); // (a string built by `+=` a million times grew ×20 for ×4 the text)
}
/** A password word masked whole, the line breaks of its continuations kept (`S3cr\` then `et` → `***\` then nothing). */
export const maskWord = (value: string): string => `${maskHeard(value)}${continuationsIn(value)}`;
/** `value` masked in the same quotes as it had (SQL stays readable), none for a bare word. */
export const maskKeepingQuotes = (value: string | undefined): string => {
  const quote = hear(value)[0];
  return quote === "'" || quote === '"' ? `${quote}${REDACTED}${quote}` : REDACTED;
};
/** What was heard since the last call, forgotten. */
export function takeHeard(): string[] {
  const values = heard;
  heard = [];
  return values;
}

/** A value that cannot be a common word or a figure: 6+ characters, letters with digits or symbols, no blank. */
export const passwordLike = (v: string) => v.length >= 6 && !/\s/.test(v) && /[A-Za-z]/.test(v) && /[^A-Za-z]/.test(v);

/** A tag key's last word that names a secret wherever it stands: `password`, `db_password`, `api_token`, `clientSecret`. */
const SECRET_WORDS = new Set(['password', 'passwd', 'passphrase', 'secret', 'token', 'credential', 'credentials', 'apikey']);
/** Words that name a secret only after another one (`db_pass`, `MYSQL_PWD`, `ROOT_PW`, `wsrep_sst_auth`): alone they are a benchmark pass, a directory, a mode. */
const SECRET_SUFFIXES = new Set(['pass', 'pwd', 'pw', 'auth']);
/** `api_key`, `accessKey`, `private-key`: a key is a secret after these words only (not `sort_key`, `primary_key`). */
const SECRET_KEY_KINDS = new Set(['api', 'access', 'private', 'secret', 'ssh', 'encryption']);

/**
 * Does a tag's key (a person's own word, unlike a server's variable) name a secret? Read as words
 * (split at `_ . -`, spaces and camelCase): its last word is a secret's (`password`, `token`…), or
 * `pass`/`pwd`/`pw`/`auth` after another word, or `key` after `api`/`access`/`private`…; so
 * `pass=warm`, `passes`, `bypass_cache`, `pwd=/home/x` and `ngram_token_size` stay as typed.
 */
export function isSecretTagKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_.-]+/)
    .filter((w) => w !== '');
  const last = words[words.length - 1] ?? '';
  const before = words[words.length - 2];
  if (SECRET_WORDS.has(last) || GLUED_SECRET_WORD.test(last)) return true;
  if (before === undefined) return false;
  return SECRET_SUFFIXES.has(last) || (last === 'key' && SECRET_KEY_KINDS.has(before));
}

/** A secret's word glued to another or numbered, as CI variables are named: `PGPASSWORD`, `MYSQLPWD`, `rootpw`, `password1`, `db_passwords` */
const GLUED_SECRET_WORD = /^(?:[a-z0-9]*(?:password|passwd|passphrase)\d*s?|[a-z0-9]+(?:pwd|pw)\d*)$/;

/** A value without the quotes around it (an unclosed quote: without the opening one). */
export function quotesRemoved(value: string): string {
  const quote = value[0];
  if (quote !== '"' && quote !== "'") return value;
  return value.length > 1 && value.endsWith(quote) ? value.slice(1, -1) : value.slice(1);
}

/**
 * Server variables named like a secret that hold none: a switch, a counter, a plugin's load option
 * (`disconnect_on_expired_password OFF`, `Com_set_password 3`, `validate_password=FORCE`, `secure_auth ON`,
 * `mysql_native_password=ON`).
 */
const NOT_SECRET_KEYS = new Set([
  'disconnect_on_expired_password',
  'com_set_password',
  'validate_password',
  'secure_auth',
  'old_passwords',
  'default_auth',
  // authentication plugins: SHOW PLUGINS' rows, MySQL 8.4's `mysql_native_password=ON`
  'mysql_native_password',
  'caching_sha2_password',
  'sha256_password',
  'mysql_clear_password',
  'mysql_old_password',
]);

/** A server variable or option named like a secret that holds none (`validate_password=FORCE`; mysql-test-run's `main.validate_password`). */
export const namesNoSecret = (key: string): boolean => {
  const k = key.toLowerCase().replace(/-/g, '_');
  return NOT_SECRET_KEYS.has(k) || NOT_SECRET_KEYS.has(k.slice(k.lastIndexOf('.') + 1));
};

/**
 * The shell's working directory, not ODBC's password: `PWD=/home/bench` and `OLDPWD=/home` of an
 * `env` in a CI log (masked, the path was then erased from every command of the log: a probe, 2026-12-06).
 */
export const isWorkingDirectory = (key: string, value: string): boolean =>
  /^(?:old)?pwd$/i.test(key) && /^(?:\/|~\/?|[A-Za-z]:\\)/.test(value.trim());

/** What a tool's help or a manual writes where a password goes: `--mysql-password=STRING`, `<password>`, `[PASSWORD]` */
export const isPlaceholder = (value: string): boolean =>
  /^(?:STRING|STR|VALUE|PASSWORD|PASSWD|PASS|SECRET|TOKEN|\.\.\.|…|<[^<>\n]{1,40}>|\[[A-Za-z_ -]{1,40}\])$/.test(value);
/** Secrets whatever their last word: a command that prints the TLS key's passphrase may hold it. */
const SECRET_KEYS = new Set(['ssl_passphrase_command']);
/** The last word of a secret's key: `password`, `sslpassword`, `MYSQL_PWD`, `db_pass`, `DBPASS`, `ROOTPASS` (not `bypass`), `ROOT_PW`, `passphrase`, `GITHUB_TOKEN`, `apikey` (`api_key`: below) */
const SECRET_LAST_WORD =
  /^(?:\w*(?:password|passwd|passphrase)|\w*pwd|(?:db|root|mysql|pg|admin|user|sql|my|app|sys|repl|rpl)?pass|pw|secret|token|credentials?|filekey|(?:api|access|secret|private)key)$/;

/**
 * `password`, `repl_password`, `report-password`, `loose-password`, `passwd`, `wsrep_sst_auth`,
 * `wsrep-sst-auth`, `MYSQL_PWD`, `file_key_management_filekey`… as a config or SHOW VARIABLES key: by
 * its last word (split at `_ . -`), so that what merely mentions a password is kept as it is —
 * `default_password_lifetime`, `password_encryption`, `validate_password.policy`, `sort_merge_passes`,
 * `bypass_cache`, `default_authentication_plugin`, `com_show_authors`.
 */
export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/-/g, '_');
  if (namesNoSecret(k)) return false;
  if (SECRET_KEYS.has(k)) return true;
  const words = k.split(/[_.]+/).filter((w) => w !== '');
  const last = words[words.length - 1] ?? '';
  const before = words[words.length - 2];
  if (SECRET_LAST_WORD.test(last)) return true;
  // `wsrep_sst_auth`: auth after another word (alone, or `auth_type`, it names a method)
  if (last === 'auth') return before !== undefined;
  return last === 'key' && before !== undefined && SECRET_KEY_KINDS.has(before);
}

/** A stored setting's or parameter's key whose value is a secret whatever it looks like: as a config key or as a tag's words. */
export const isSecretSettingKey = (key: string): boolean => isSecretKey(key) || isSecretTagKey(key);

/** A blank as `\\s` reads it (String#trim removes the same characters). */
export const isSpace = (c: string | undefined) => c !== undefined && c.trim() === '';

/**
 * A config value and what follows it. After `key = ` or `key: ` or a TAB the value runs to the end
 * of the line, short of a comment (whitespace then `#` or `;`): `secret  # old` → `secret`, `  # old`.
 * After a bare `key=` it is one word, as in a shell (`PGPASSWORD=x pgbench …` keeps the command).
 * A quoted value runs to its quote, an unclosed one to the end of the line (too much is safer).
 */
export function splitConfigValue(rest: string, oneWord: boolean): { lead: string; value: string; suffix: string } {
  const body = rest.trimStart();
  const lead = rest.slice(0, rest.length - body.length);
  const quote = body[0];
  if (quote === '"' || quote === "'") {
    const end = body.indexOf(quote, 1);
    return end < 0 ? { lead, value: body, suffix: '' } : { lead, value: body.slice(0, end + 1), suffix: body.slice(end + 1) };
  }
  let end = body.length;
  for (let i = 1; i < body.length; i++) {
    const startsComment = (body[i] === '#' || body[i] === ';') && isSpace(body[i - 1]);
    if (startsComment || (oneWord && isSpace(body[i]))) {
      end = i;
      break;
    }
  }
  const value = body.slice(0, end).trimEnd();
  return { lead, value, suffix: body.slice(value.length) };
}

/**
 * A short flag whose value is a password: `-pSECRET` glued (unless `glued` is false: nodetool's
 * `-pw` has a `-pwf` beside it), and `-p SECRET` too when `separate` (a format's command declares
 * its own). `flag` is what follows the dash, one letter or more (`pw`).
 */
export type SecretFlag = { flag: string; separate: boolean; glued?: boolean };
