// Secrets set by a tool's own `config set` command and passwords told in a sentence, the two forms
// the redaction rules before these missed (an attack probe, 2026-12-06): `aws configure set
// aws_secret_access_key X`, `redis-cli CONFIG SET requirepass X`, `npm config set
// //registry/:_authToken X`; "the password is X", "the root password was `X`", "with password X".
// The regexes here are built from constants of this file only (tests/unit/security/regex-inventory.ts).
import type { Rule } from './redact-rules';
import { has, isMaskedValue, isSecretKey, isSecretTagKey, maskHeard, passwordLike, quotesRemoved } from './redact-values';

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
const REDIS_SECRETS = new Set(['requirepass', 'masterauth', 'masteruser']);

/** The key a `config set` names: a config key's last word (`aws_secret_access_key`), a tag's words (`_authToken`), Redis's own. */
function namesSecretSetting(key: string): boolean {
  const last = key.slice(Math.max(key.lastIndexOf(':'), key.lastIndexOf('/')) + 1);
  return isSecretKey(last) || isSecretTagKey(last) || REDIS_SECRETS.has(last.toLowerCase());
}

/**
 * A value told after "password is": a quoted one whatever it holds, a bare one when it looks like a
 * password (letters with digits or symbols, 6+) or is 6+ digits — so "the password is the same",
 * "password was changed" and "password is 8 characters" stay as written.
 */
function isToldPassword(value: string): boolean {
  if (isMaskedValue(value)) return false;
  const quote = value[0];
  if (quote === '"' || quote === "'" || quote === '`') {
    const inner = value.length > 1 && value.endsWith(quote) ? value.slice(1, -1) : value.slice(1);
    return inner.trim() !== '' && !isMaskedValue(inner);
  }
  const bare = withoutSentenceEnd(value);
  return passwordLike(bare) || /^\d{6,}$/.test(bare);
}

/** A value masked inside the quotes it had (the words around stay readable), heard without them. */
function maskInQuotes(value: string): string {
  const quote = value[0];
  const closed = value.length > 1 && value.endsWith(quote ?? '');
  if (quote !== '"' && quote !== "'" && quote !== '`') {
    // a sentence's comma or full stop after the word stays (`S3cret99,` → `***,`)
    const bare = withoutSentenceEnd(value);
    return `${maskHeard(bare)}${value.slice(bare.length)}`;
  }
  return closed ? `${quote}${maskHeard(value.slice(1, -1))}${quote}` : `${quote}${maskHeard(value.slice(1))}`;
}

export const PROSE_RULES: Rule[] = [
  {
    name: "a tool's config set",
    // `aws configure set aws_secret_access_key X`, `aws configure set default.aws_session_token X`,
    // `redis-cli CONFIG SET requirepass X`, `npm config set //registry.npmjs.org/:_authToken X`,
    // `yarn config set npmAuthToken X`: the key's value is the next word
    probe: (t) => has(t, 'config', 'CONFIG', 'Config'),
    pattern: new RegExp(`\\b((?:configure|config|CONFIG|Config)[ \\t]+(?:set|SET|Set)[ \\t]+)([^\\s"'=]{1,200})([ \\t]+)(${WORD})`, 'g'),
    replace: (m, prefix, key = '', blank, value = '') =>
      !namesSecretSetting(key) || isMaskedValue(value) ? m : `${prefix}${key}${blank}${maskHeard(quotesRemoved(value))}`,
  },
  {
    name: 'a password told in a sentence',
    // "the password is S3cret!", "root password was `hunter2x`", "with the password 'a b'", "the
    // password for root is S3cret99": the word after (or the quoted words)
    probe: (t, password) => password && has(t, 'assword', 'ASSWORD', 'assphrase', 'ASSPHRASE'),
    pattern: new RegExp(
      `\\b(pass(?:word|phrase)(?:[ \\t]+for[ \\t]+[^\\s]{1,100})?(?:[ \\t]+(?:is|was|of|to|set[ \\t]+to|is[ \\t]+set[ \\t]+to|will[ \\t]+be|would[ \\t]+be|should[ \\t]+be))?[ \\t]+)(${WORD})`,
      'gi',
    ),
    replace: (m, prefix = '', value = '') => (isToldPassword(value) ? `${prefix}${maskInQuotes(value)}` : m),
  },
];
