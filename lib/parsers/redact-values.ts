// The parts of redaction that are clearer as small scanners than as regexes: where a value ends,
// which keys name a secret, the credentials of a URL, the `-pSECRET` of a command line.
// Each one reads its input once, left to right (linear on any input).

export const REDACTED = '***';

/** The values the rules mask while one redaction runs (synchronous: one at a time), for its echo pass. */
let heard: string[] = [];
/** `value` (a secret a rule is masking) is remembered; returns it. */
export const hear = (value: string | undefined): string => {
  if (value) heard.push(value);
  return value ?? '';
};
/** `value` is remembered; returns what replaces it. */
/** Does the text hold any of the needles (a rule's cheap probe)? */
export const has = (text: string, ...needles: string[]): boolean => needles.some((n) => text.includes(n));
/** A value a rule masked already: `***`, `***"` / `'***'` inside quotes, `***;` a statement's (`$db_password='x';`). */
/** A value another rule masked: `***`, quoted, before a `;`, or before the `\` that continues its word on the next line. */
export const isMaskedValue = (value: string): boolean => /^["']?\*\*\*["']?[;\\]?$/.test(value);

export const maskHeard = (value: string | undefined): string => {
  hear(value);
  return REDACTED;
};
/** The continuations (`\` then a line break) inside a shell word, to put back after its mask: a rule never moves a line. */
export const continuationsIn = (word: string): string => '\\\n'.repeat(word.split('\\\n').length - 1);
/** A password word masked whole, the line breaks of its continuations kept (`S3cr\` then `et` → `***\` then nothing). */
export const maskWord = (value: string): string => `${maskHeard(value)}${continuationsIn(value)}`;
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
 * (`disconnect_on_expired_password OFF`, `Com_set_password 3`, `validate_password=FORCE`, `secure_auth ON`).
 */
const NOT_SECRET_KEYS = new Set([
  'disconnect_on_expired_password',
  'com_set_password',
  'validate_password',
  'secure_auth',
  'old_passwords',
  'default_auth',
]);

/** A server variable or option named like a secret that holds none (`validate_password=FORCE`). */
export const namesNoSecret = (key: string): boolean => NOT_SECRET_KEYS.has(key.toLowerCase().replace(/-/g, '_'));
/** Secrets whatever their last word: a command that prints the TLS key's passphrase may hold it. */
const SECRET_KEYS = new Set(['ssl_passphrase_command']);
/** The last word of a secret's key: `password`, `sslpassword`, `MYSQL_PWD`, `db_pass`, `ROOT_PW`, `passphrase`, `GITHUB_TOKEN`, `apikey` (`api_key`: below) */
const SECRET_LAST_WORD = /^(?:\w*(?:password|passwd|passphrase)|\w*pwd|pass|pw|secret|token|filekey|(?:api|access|secret|private)key)$/;

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

const isSpace = (c: string | undefined) => c !== undefined && c.trim() === '';

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

/** First index of `char` in text[from, to), or -1 (String#indexOf cannot stop early). */
function indexIn(text: string, char: string, from: number, to: number): number {
  for (let i = from; i < to; i++) if (text[i] === char) return i;
  return -1;
}

function lastIndexIn(text: string, char: string, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (text[i] === char) return i;
  return -1;
}

/**
 * Where the password of the URL whose authority starts at `start` is, as [from, to), or null.
 * `user:pw@host`: the password runs from the first `:` to the last `@` before the path, so it may
 * hold `:` and `@` (`root:p@ss:w@db`); `root:pa/ss@db` (a `/` not encoded) is read too, unless what
 * precedes the `/` is a port (`host:8080/a@b` has no credentials). `limit` is where the next URL starts.
 */
function passwordSpan(url: string, start: number, limit: number): [number, number] | null {
  let authorityEnd = limit;
  for (let i = start; i < limit; i++) {
    const c = url[i];
    if (c === '/' || c === '?' || c === '#') {
      authorityEnd = i;
      break;
    }
  }
  const colon = indexIn(url, ':', start, authorityEnd);
  if (colon < 0) return null;
  let at = lastIndexIn(url, '@', colon + 1, authorityEnd);
  if (at < 0) {
    if (authorityEnd === limit || /^\d*$/.test(url.slice(colon + 1, authorityEnd))) return null;
    at = indexIn(url, '@', authorityEnd, limit);
    if (at < 0) return null;
  }
  return at > colon + 1 ? [colon + 1, at] : null;
}

/** Every `scheme://user:password@host` in one whitespace-free token, with the password replaced; `heard` is told each password. */
export function redactUrlToken(token: string, heard?: (password: string) => void): string {
  let out = '';
  let from = 0;
  let scheme = token.indexOf('://');
  while (scheme >= 0) {
    const start = scheme + 3;
    const next = token.indexOf('://', start);
    const span = passwordSpan(token, start, next < 0 ? token.length : next);
    if (span) {
      heard?.(token.slice(span[0], span[1]));
      out += `${token.slice(from, span[0])}${REDACTED}`;
      from = span[1];
    }
    scheme = next;
  }
  return out + token.slice(from);
}

const MYSQL_CLIENTS = new Set([
  'mysql',
  'mysqladmin',
  'mysqldump',
  'mysqlpump',
  'mysqlslap',
  'mysqlimport',
  'mysqlcheck',
  'mysqlshow',
  'mysqlsh',
  'mariadb',
  'mariadb-admin',
  'mariadb-dump',
  'mariadb-slap',
  'mariadb-import',
  'mariadb-check',
  'mariadb-show',
  'mysqlbinlog',
  'mariadb-binlog',
  'mysql_upgrade',
  'mariadb-upgrade',
  'mysql_secure_installation',
  'mariadb-secure-installation',
  'xtrabackup',
  'innobackupex',
  'mariabackup',
  'mariadb-backup',
]);

const isQuote = (c: string | undefined): c is '"' | "'" => c === '"' || c === "'";

/** `/usr/bin/mysql`, `"C:\Program Files\MySQL\bin\mysql.exe"`, `MariaDB.exe` → the client's name. */
function commandName(token: string): string {
  let end = token.length;
  while (end > 0 && isQuote(token[end - 1])) end--;
  // after a path, and after what a shell puts before a command inside a word: `$(mysql`, `` `mysql ``,
  // `true;mysql`, `&&mysql`, `x|mysql`, `MYSQL="mysql`, `alias m='mysql`
  let start = 0;
  for (const c of ['/', '\\', '(', '`', ';', '&', '|', '=']) start = Math.max(start, token.lastIndexOf(c, end - 1) + 1);
  let from = start;
  while (from < end && isQuote(token[from])) from++;
  const base = token.slice(from, end).toLowerCase();
  return base.endsWith('.exe') ? base.slice(0, -4) : base;
}

/**
 * Where `quote` closes in `text` from `from`, or -1. bash writes a `'` inside a single-quoted word
 * as `'\''` (close, an escaped quote, open again): that does not close it; inside double quotes a
 * `\` escapes the next character (`-p"ab\" cd"` is one value, `ab" cd`).
 */
function closingQuote(text: string, quote: '"' | "'", from: number): number {
  for (let i = from; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] !== quote) continue;
    if (quote === "'" && text.startsWith("'\\''", i)) {
      i += 3;
      continue;
    }
    return i;
  }
  return -1;
}

/**
 * The value that starts at token `i` (after `prefix`) replaced by `replacement`; a quoted value
 * (`"a b"`) loses every word up to its closing quote.
 */
function redactQuotedWords(tokens: string[], i: number, replacement: string, prefix = 0): void {
  const token = tokens[i] ?? '';
  const value = token.slice(prefix);
  hear(value);
  tokens[i] = `${replacement}${continuationsIn(token)}`;
  const quote = value[0];
  if (!isQuote(quote) || closingQuote(value, quote, 1) > 0) return;
  for (let k = i + 1; k < tokens.length; k++) {
    const token = tokens[k] ?? '';
    const closes = closingQuote(token, quote, 0) >= 0;
    tokens[k] = token.includes('\n') ? token.replace(/[^\n]+/g, '') : ''; // a line break stays: line numbers do not move
    if (closes) return;
  }
}

/**
 * After the client's name, `-p` is either a prompt (alone) or the password glued to it; `-pSECRET`
 * becomes `-p***` and a quoted `-p"a b"` loses every word up to its closing quote. A set -x trace
 * quotes the whole word (`'-pS3cret&x'`, `'-pa b'`): `'-p***'`.
 */
function redactGluedPassword(tokens: string[], i: number, flag: string): void {
  const token = tokens[i] ?? '';
  const quote = token[0];
  if (!isQuote(quote)) {
    // what closes around the command stays: `MYSQL="mysql -pS3cret"`, `$(mysql -pS3cret)`, `` `mysql -pS3cret` ``
    const value = token.slice(flag.length);
    let end = value.length;
    while (end > 0 && '"\'`)'.includes(value[end - 1] as string)) end--;
    const body = isQuote(value[0]) ? '' : value.slice(0, end);
    if (body !== '' && body !== value) {
      tokens[i] = `${flag}${maskWord(body)}${value.slice(body.length)}`;
      return;
    }
    redactQuotedWords(tokens, i, `${flag}${REDACTED}`, flag.length);
    return;
  }
  // `'-pa b'` read as `-p'a b'`: the value quoted, every word up to its closing quote
  tokens[i] = `${flag}${quote}${token.slice(1 + flag.length)}`;
  redactQuotedWords(tokens, i, `${quote}${flag}${REDACTED}${quote}`, flag.length);
}

/** Is there a continuation (`\` then a line break, which the shell drops) at `i`? */
const isContinuation = (line: string, i: number): boolean => line[i] === '\\' && line[i + 1] === '\n';

/**
 * A command line split as the shell splits it: [word, blanks, word, …, word], the first and the
 * last word '' when the line starts or ends with blanks (as `split(/(\s+)/)` would). A `\` escapes
 * the next character, so `ab\ cd` is one word. A continuation inside a word joins its halves
 * (`S3cr\` then `et` on the next line is `S3cret`); before a blank, at a word's start or at the
 * end it is a blank itself (`-p\` then `  sbtest` is a `-p` alone, the prompt).
 */
function shellTokens(line: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  for (;;) {
    const start = i;
    while (i < line.length && !isSpace(line[i])) {
      if (isContinuation(line, i)) {
        let after = i + 2;
        while (isContinuation(line, after)) after += 2;
        if (i === start || after >= line.length || isSpace(line[after])) break;
        i = after;
      } else i += line[i] === '\\' ? 2 : 1;
    }
    i = Math.min(i, line.length); // (a `\` as the last character)
    tokens.push(line.slice(start, i));
    if (i >= line.length) return tokens;
    const blanks = i;
    while (i < line.length && (isSpace(line[i]) || isContinuation(line, i))) i += isSpace(line[i]) ? 1 : 2;
    tokens.push(line.slice(blanks, i));
  }
}

/** A line's last word when the command goes on on the next line (cmd.exe, PowerShell; a shell's `\` is among the blanks). */
const CONTINUATION: ReadonlySet<string> = new Set(['\\', '^', '`']);
/** A word that ends a command and may start another: what follows is not the last program's. */
const SEPARATORS: ReadonlySet<string> = new Set(['&&', '||', '|', ';', '&']);

/** A short flag whose value is a password: `-pSECRET` glued, and `-p SECRET` too when `separate`. */
export type SecretFlag = { flag: string; separate: boolean };

/** The mysql client family: `-pSECRET` is the password, `-p` alone asks for it. */
const MYSQL_CLIENT_FLAGS: readonly SecretFlag[] = [{ flag: 'p', separate: false }];

export const mysqlClientFlags = (name: string): readonly SecretFlag[] | null => (MYSQL_CLIENTS.has(name) ? MYSQL_CLIENT_FLAGS : null);

/**
 * In one command line, the passwords given to the secret flags of the program before them (the
 * last program named on the line): `-pSECRET` → `-p***`, `-P SECRET` → `-P ***`. `flagsOf` says
 * a program's secret flags from its name (`mysql`, `tpcc_start`), null when it is not one.
 */
export function redactCommandTokens(line: string, flagsOf: (name: string) => readonly SecretFlag[] | null): string {
  const tokens = shellTokens(line);
  let flags: readonly SecretFlag[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const named = flagsOf(commandName(token));
    if (named) {
      flags = named;
      continue;
    }
    // `mydumper -p S3cret … && mysql -u root -p sbtest`: the mysql client's `-p` asks, `sbtest` stays
    if (SEPARATORS.has(token)) {
      flags = null;
      continue;
    }
    // a set -x trace quotes a word with a shell character in it: `'-pS3cret&x'`
    const at = isQuote(token[0]) ? 1 : 0;
    if (!flags || token[at] !== '-') continue;
    for (const { flag, separate } of flags) {
      if (token[at + 1] !== flag) continue;
      const glued = token.length > at + 2 && token[at + 2] !== '-' && token[at + 2] !== token[0];
      if (glued) redactGluedPassword(tokens, i, `-${flag}`);
      else if (at === 0 && separate && token.length === 2) {
        // the value may be on the next line of a continued command (`-p \` then `S3cret`)
        let v = i + 2;
        while (CONTINUATION.has(tokens[v] ?? '')) v += 2;
        const value = tokens[v] ?? '';
        if (v < tokens.length && !value.startsWith('-') && !SEPARATORS.has(value)) redactQuotedWords(tokens, v, REDACTED);
      }
    }
  }
  return tokens.join('');
}
