// Secrets set by a tool's own `config set` command, passwords told in a sentence, and a few tools'
// own forms (aws configure's prompts, a storage account key, openssl's `-pass pass:`), the forms
// the redaction rules before these missed (an attack probe, 2026-12-06): `aws configure set
// aws_secret_access_key X`, `redis-cli CONFIG SET requirepass X`, `npm config set
// //registry/:_authToken X`; "the password is X", "the root password was `X`", "with password X".
// The regexes here are built from constants of this file only (tests/unit/security/regex-inventory.ts).
import type { Rule } from './redact-rules';
import { has, isMaskedValue, isSecretKey, isSecretTagKey, maskHeard, passwordLike, quotesRemoved, REDACTED } from './redact-values';

/** A quoted value never fails to end: at its closing quote, or at the end of the line (as in redact-options.ts). */
const QUOTED = '"[^"\\n]*"?|\'[^\'\\n]*\'?|`[^`\\n]*`?';
/** A shell word: quoted, or bare up to a blank or what ends a command */
const WORD = `${QUOTED}|[^\\s"'\`|;&][^\\s|;&]*`;

/** `value` without what ends a sentence's word after it, not a password's (`.`, `,`, `;`, `:`, `)`; `!` and `?` may be the password's). */
function withoutSentenceEnd(value: string): string {
  let end = value.length;
  while (end > 0 && '.,;:)'.includes(value[end - 1] ?? '')) end--;
  return value.slice(0, end);
}

/** Redis's own secrets, one word each (`CONFIG SET requirepass x`): no word of them says "password". */
/** A Set-Cookie's attributes: no secret. */
const COOKIE_ATTRIBUTE = /^(?:path|domain|expires|max-age|samesite|secure|httponly|partitioned|priority)$/i;

/** `a=x; b=y`: each value masked (an attribute's kept), the names and separators as they were. */
function maskCookieValues(pairs: string): string {
  return pairs
    .split(';')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1).trim();
      if (eq < 0 || value === '' || value === '""' || COOKIE_ATTRIBUTE.test(pair.slice(0, eq).trim()) || isMaskedValue(value)) return pair;
      const quoted = value.length > 1 && value.startsWith('"') && value.endsWith('"');
      return `${pair.slice(0, eq + 1)}${pair.slice(eq + 1).startsWith(' ') ? ' ' : ''}${quoted ? `"${maskHeard(value.slice(1, -1))}"` : maskHeard(value)}`;
    })
    .join(';');
}

/** The shortest token of each prefix the second shape rule masks (GitLab runner, Vault, npm, Google, PyPI, Hugging Face, SendGrid). */
const TOKEN_LENGTHS: [string, number][] = [
  ['glrt-', 25],
  ['hvs.', 28],
  ['hvb.', 28],
  ['npm_', 34],
  ['AIza', 34],
  ['pypi-', 55],
  ['hf_', 33],
  ['SG.', 40],
];

const REDIS_SECRETS = new Set(['requirepass', 'masterauth']);
/** A switch or nothing set under a secret's key (`npm config set always-auth true`, `CONFIG SET requirepass ""`): no secret */
const NO_SECRET_VALUE = /^(?:true|false|yes|no|on|off|""|'')$/i;

/** The key a `config set` names: a config key's last word (`aws_secret_access_key`), a tag's words (`_authToken`), Redis's own. */
function namesSecretSetting(key: string): boolean {
  const last = key.slice(Math.max(key.lastIndexOf(':'), key.lastIndexOf('/')) + 1);
  return isSecretKey(last) || isSecretTagKey(last) || REDIS_SECRETS.has(last.toLowerCase());
}

/**
 * A value told after "password is": a quoted one whatever it holds, a bare one when it looks like a
 * password (letters with digits or symbols, 6+) — so "the password is the same", "password was
 * changed", "password is 8 characters" and "(using password: YES)" stay as written.
 */
function isToldPassword(value: string): boolean {
  if (isMaskedValue(value)) return false;
  const quote = value[0];
  if (quote === '"' || quote === "'" || quote === '`') {
    const inner = value.length > 1 && value.endsWith(quote) ? value.slice(1, -1) : value.slice(1);
    return inner.trim() !== '' && !isMaskedValue(inner);
  }
  return passwordLike(withoutSentenceEnd(value));
}

/** What a label's colon may be followed by that is no password: an answer, a state */
const NO_PASSWORD_WORD =
  /^(?:yes|no|none|null|nil|true|false|on|off|set|unset|empty|required|optional|hidden|changed|expired|ok|n\/a|-+|\(?(?:leer|keins?|nicht|aucun|aucune|vide|ninguna|ninguno|vac[ií]a|nenhuma|nenhum|vazia|geen|leeg|brak|yok|bo[sş]|tom|ei|ingen)\)?)$/i;
/** A figure with its unit (`12.5ms`, `3x`, `100%`): a measurement, not a password */
const FIGURE = /^\d+(?:[.,]\d+)*[a-z%µ]{0,3}[.,;:)]*$/i;
/** A bare word after a label's colon, 4+ characters and no answer (`password: sbtest`) */
const isLabelledWord = (value: string): boolean => {
  const word = withoutSentenceEnd(value);
  return /^[^\s"'`]{4,}$/.test(word) && !NO_PASSWORD_WORD.test(word) && !isMaskedValue(word);
};

/** A value masked inside the quotes it had (the words around stay readable); not heard (see the rule). */
function maskInQuotes(value: string): string {
  const quote = value[0];
  const closed = value.length > 1 && value.endsWith(quote ?? '');
  if (quote !== '"' && quote !== "'" && quote !== '`') {
    // a sentence's comma or full stop after the word stays (`S3cret99,` → `***,`)
    const bare = withoutSentenceEnd(value);
    return `${REDACTED}${value.slice(bare.length)}`;
  }
  return closed ? `${quote}${REDACTED}${quote}` : `${quote}${REDACTED}`;
}

/** `for root`, `for the user "sbtest1"`, `for key '/home/u/.ssh/id_rsa'`, `for the root user`: whose password it is */
const FOR_WHOM = `(?:[ \\t]+for[ \\t]+(?:the[ \\t]+)?(?:user[ \\t]+|key[ \\t]+)?(?:"[^"\\n]{0,100}"|'[^'\\n]{0,100}'|[^\\s:"']{1,100})(?:[ \\t]+user)?)?`;
/** `(again)`, `(root)`: a prompt's aside */
const ASIDE = `(?:[ \\t]*\\([^)\\n]{0,40}\\))?`;
/** What tells the value: a colon (`:`, `**:**`, `:**`), a verb (`is`, `was:`, `is set to`), or a bare blank (checked: BEFORE_BARE) */
const VERB = `["']?\\*{0,2}[ \\t]*:\\*{0,2}|[ \\t]+(?:is|was|are|set[ \\t]+to|is[ \\t]+set[ \\t]+to|will[ \\t]+be|would[ \\t]+be|should[ \\t]+be|of|to)(?:[ \\t]*:)?|[ \\t]`;
/** How far before a bare "password X" its "with" or "using" is looked for */
const BARE_REACH = 40;
/** "with the password", "using password", "with root password": a bare "password X" is told so */
const BEFORE_BARE = /\b(?:with|using)[ \t]+(?:(?:the|a|its|their|our|my|your|this|that|new|root|admin|user|db|database)[ \t]+){0,3}$/i;

/**
 * "password" in the languages of the posts the product was made from (Chinese, Japanese, Russian),
 * Korean, and Europe's (German, French, Spanish, Portuguese, Dutch, Polish, Turkish, Swedish,
 * Finnish, Czech, Danish) and Vietnamese: all kept before an attack probe of 2026-12-07
 */
const PASSWORD_WORDS =
  '密码|密碼|口令|パスワード|пароль|비밀번호|passwort|kennwort|mot de passe|contraseña|contrasena|senha|wachtwoord|hasło|haslo|şifre|lösenord|salasana|heslo|adgangskode|mật khẩu';
/** What tells a value after such a word: a colon or an equals sign (full-width too), "is" (是, 为, 為, は, ist, lautet, est, es, é, is, era), or a blank */
const OTHER_VERB = '[ \\t]*(?:[:：=＝]|是|为|為|は|は、)[ \\t]*|[ \\t]+(?:ist|lautet|est|es|é|is|era)[ \\t]+|[ \\t]+';
/** A password among words of another script: quoted, or the printable ASCII after the label (up to a 。，（ or a blank) */
const ASCII_WORD = `${QUOTED}|[!-~]+`;

export const PROSE_RULES: Rule[] = [
  {
    name: 'a password told in another language, or after a full-width colon',
    // `密码：Zq7xWv9k`, `root密码为Zq7xWv9k`, `数据库密码 Zq7xWv9k`, `пароль: x`, `パスワード：x`, and
    // `password：x`, `--mysql-password＝x` (an input method's full-width colon and equals): the seeds
    // are Chinese and Russian posts (a probe, 2026-12-06)
    probe: (t, password) =>
      (password && has(t, '：', '＝')) ||
      has(t, '密码', '密碼', '口令', 'パスワード', 'ароль', 'АРОЛЬ', '비밀번호', 'asswort', 'ASSWORT', 'ennwort', 'de passe', 'DE PASSE') ||
      has(
        t,
        'ontrase',
        'ONTRASE',
        'enha',
        'ENHA',
        'achtwoord',
        'ACHTWOORD',
        'asło',
        'ASŁO',
        'aslo',
        'ifre',
        'IFRE',
        'ösenord',
        'alasana',
        'eslo',
        'gangskode',
        'ật khẩu',
      ),
    pattern: new RegExp(`(${PASSWORD_WORDS}|pass(?:word|wd)?[ \\t]*(?=[：＝]))(${OTHER_VERB})(${ASCII_WORD})`, 'gi'),
    replace: (m, head = '', verb = '', value = '') => {
      const told = verb.trim() !== '';
      if (isMaskedValue(value) || FIGURE.test(value) || NO_PASSWORD_WORD.test(withoutSentenceEnd(value))) return m;
      // after a blank only (`数据库密码 x`), a word of a password's form
      if (!told && !isToldPassword(value)) return m;
      return `${head}${verb}${maskInQuotes(value)}`;
    },
  },
  {
    name: "a tool's config set",
    // `aws configure set aws_secret_access_key X`, `aws configure set default.aws_session_token X`,
    // `redis-cli CONFIG SET requirepass X`, `npm config set //registry.npmjs.org/:_authToken X`,
    // `yarn config set npmAuthToken X`: the key's value is the next word (npm's `key=value` too)
    probe: (t) => has(t, 'config', 'CONFIG', 'Config'),
    pattern: new RegExp(`\\b((?:configure|config|CONFIG|Config)[ \\t]+(?:set|SET|Set)[ \\t]+)([^\\s"'=]{1,200})([ \\t]+|=)(${WORD})`, 'g'),
    replace: (m, prefix, key = '', blank, value = '') =>
      !namesSecretSetting(key) || isMaskedValue(value) || NO_SECRET_VALUE.test(value)
        ? m
        : `${prefix}${key}${blank}${maskHeard(quotesRemoved(value))}`,
  },
  {
    name: 'a password told in a sentence',
    // "the password is S3cret!", "root password was `hunter2x`", "GENERATED ROOT PASSWORD: x" (the
    // Docker images' random one), "**Password:** x", "(user: sbtest, password: x)", psql's "Enter
    // new password for user "sbtest1": x", "Password (again): x", "connect with password x": the
    // word after (or the quoted words). Not heard again elsewhere: a word told wrongly as a password
    // ("the new password is scram-sha-256 hashed") would be masked all over the log.
    probe: (t, password) => password && has(t, 'assword', 'ASSWORD', 'assphrase', 'ASSPHRASE', 'asswd', 'ASSWD'),
    pattern: new RegExp(`\\b(pass(?:word|phrase|wd)${FOR_WHOM}${ASIDE})(${VERB})([ \\t]*)(${WORD})`, 'gi'),
    replace: (m, head = '', verb = '', blank = '', value = '', ...rest) => {
      const [offset, text] = rest.slice(-2) as unknown as [number, string];
      // after a colon, a word of a password's form (`password: sbtest`), but no answer (`using password: YES`) nor a figure (`hash password: 12.5ms`)
      const colon = verb.includes(':');
      if (!(isToldPassword(value) || (colon && isLabelledWord(value)))) return m;
      if (FIGURE.test(value)) return m;
      // "password X" with no verb: only after "with" or "using" ("log in with the password X"), or quoted
      const quoted = /^["'`]/.test(value);
      if (verb.trim() === '' && !quoted && !BEFORE_BARE.test(text.slice(Math.max(0, offset - BARE_REACH), offset))) return m;
      return `${head}${verb}${blank}${maskInQuotes(value)}`;
    },
  },
  {
    name: "aws configure's prompts",
    // `AWS Secret Access Key [None]: wJalr…` (and `[****EKEY]` when one was set), as `aws configure` asks
    probe: (t) => has(t, 'Secret Access Key', 'Session Token'),
    pattern: /(AWS[ \t]+(?:Secret[ \t]+Access[ \t]+Key|Session[ \t]+Token)(?:[ \t]+\[[^\]\n]{0,60}\])?:[ \t]*)(\S+)/g,
    replace: (m, prefix, value = '') => (isMaskedValue(value) ? m : `${prefix}${maskHeard(value)}`),
  },
  {
    name: 'a storage account key',
    // Azure's connection string `…;AccountName=bench;AccountKey=AbC123+/xyz==;EndpointSuffix=…`, a Service Bus `SharedAccessKey=…`
    probe: (t) => has(t, 'ccountKey', 'ccessKey='),
    pattern: /\b((?:AccountKey|SharedAccessKey)=)([^;\s"']+)/gi,
    replace: (m, prefix, value = '') => (isMaskedValue(value) ? m : `${prefix}${maskHeard(value)}`),
  },
  {
    name: "openssl's pass phrase argument",
    // `openssl enc -aes-256-cbc -pass pass:S3cret`, `-passin pass:x`, `-passout pass:x` (not `env:VAR` or `file:path`)
    probe: (t) => has(t, 'pass:'),
    pattern: /(-pass(?:in|out)?[ \t]+pass:)(\S+)/g,
    replace: (m, prefix, value = '') => (isMaskedValue(value) ? m : `${prefix}${maskHeard(value)}`),
  },
  {
    name: 'a token by its known shape',
    // with no key before it (`xoxb-…` pasted alone, an `sk-proj-…` in a script's comment): GitHub's
    // `ghp_…`, `github_pat_…`, GitLab's `glpat-…`/`glrt-…`, Slack's `xox?-…`, OpenAI's and Stripe's `sk-…`
    // (an attack probe, 2026-12-07: kept); Vault's `hvs.…`, npm's `npm_…`, Google's `AIza…`, PyPI's
    // `pypi-…`, Hugging Face's `hf_…`, SendGrid's `SG.….…` (another probe, the same day: `vault login hvs.…`)
    probe: (t) => has(t, 'gh', 'github_pat_', 'glpat-', 'xox', 'sk-', 'sk_'),
    pattern:
      /\b(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{30,255}|glpat-[A-Za-z0-9_-]{20,255}|xox[abposr]-[A-Za-z0-9-]{10,255}|sk-(?:proj-|live-|test-)?[A-Za-z0-9_-]{32,255}|sk_(?:live|test)_[A-Za-z0-9]{20,255})\b/g,
    replace: (m) => (isMaskedValue(m) ? m : REDACTED),
  },
  {
    name: 'a token by its known shape (more)',
    // a rule of its own (with them, the one above was too much for recheck to decide): a run of a
    // token's characters entered only at its start (linear), long enough for its prefix
    probe: (t) => has(t, 'glrt-', 'hvs.', 'hvb.', 'npm_', 'AIza', 'pypi-', 'hf_', 'SG.'),
    pattern: /(?<![\w.-])(?:glrt-|hv[sb]\.|npm_|AIza|pypi-|hf_|SG\.)[\w.-]+/g,
    replace: (m) => {
      let end = m.length;
      while (m[end - 1] === '.') end--; // a sentence's full stop after it is not the token's
      const token = m.slice(0, end);
      const shortest = TOKEN_LENGTHS.find(([prefix]) => token.startsWith(prefix))?.[1] ?? Number.POSITIVE_INFINITY;
      // a token is random: digits and both cases (`$npm_package_config_…` and `SG.region.ap-southeast-1.…` are names)
      const random = /\d/.test(token) && /[A-Z]/.test(token.slice(4)) && /[a-z]/.test(token);
      return token.length < shortest || !random || isMaskedValue(token) ? m : `${REDACTED}${m.slice(token.length)}`;
    },
  },
  {
    name: 'a JSON Web Token',
    // `eyJhbGciOi….eyJzdWIi….sig` anywhere (a bearer token pasted, a `JWT=` of a script): its three
    // parts; a run of its characters is entered only at its start (linear on `eyJ-eyJ-…`)
    probe: (t) => has(t, 'eyJ'),
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, // (unsigned, `alg: none`: no third part)
    replace: (m) => maskHeard(m),
  },
  {
    name: "an HTTP cookie's values",
    // `Cookie: session=x; csrf=y`, `Set-Cookie: sid=x; Path=/; HttpOnly`, curl's `--cookie "sid=x"`,
    // a JSON header (`"Cookie": "sid=x"`): each value but a Set-Cookie's attributes (Path, Domain,
    // Expires, Max-Age, SameSite). Only `name=value` pairs joined by `;` (the whole rest of a line was
    // taken: "the cookie: …; threads=16 gave 1200 tps" lost its figures, a review)
    probe: (t) => has(t, 'ookie', 'OOKIE'),
    pattern:
      /(\b(?:set-)?cookie["']?[ \t]*:[ \t]*["']?|--cookie[ \t=]+["']?)([\w.-]+=(?:"[^"\n]*"|[^;\s"']*)(?:;[ \t]*[\w.-]+(?:=(?:"[^"\n]*"|[^;\s"']*))?)*)/gi,
    replace: (_m, head, pairs = '') => `${head}${maskCookieValues(pairs)}`,
  },
];
