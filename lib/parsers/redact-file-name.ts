// A password in the name of an uploaded file (`bench-mysql-password=hunter2.log`, `run_pw=abc.txt`,
// `postgres:secret@db1-pgbench.log`): the text rules, plus the short forms people put in names.
import { redactText } from './redact';
import { passwordLike, REDACTED } from './redact-values';

/** `.log`, `.txt`, `.gz`: kept as is (a password cannot be told from an extension otherwise). */
const EXTENSION = /^\.[A-Za-z0-9]{1,8}$/;
/** `…_pw=x`, `…-pass:x`: a name part ending in a password word, then `=` or `:` and the value. */
const KEY_VALUE = /(^|[^\w.-])([\w.-]+)([=:])([^\s=:@/\\]+)/g;
const PASSWORD_WORD = /(?:password|passwd|pass|pwd|pw|token|secret|api[_-]?key)$/i;
/** `user:password@host` without a scheme (a password may hold an `@`: up to the last one). */
const USER_PASSWORD = /(^|[^\w.%+-])([\w.%+-]+:)([^\s:/\\]+)(@)/g;
/**
 * `password_S3cret-oltp.log`, `pw-S3cret`, `secret S3cret9`, `password%3DS3cret9`: a password word as
 * a name part, then what looks like a password (letters with digits or symbols, as the glued `-p` rule
 * asks: not `password-rotation-test`): the rest of the name is masked, as where the value ends cannot
 * be told. `pass` alone is left: it is a benchmark's pass as often as not.
 */
const PASSWORD_PART = /(?:^|[^a-z0-9])(?:password|passwd|pwd|pw|secret|credentials?|token)(?:[_ -]|%3d)/gi;

const SEGMENT = /[^_\- .]*/y;

/** The name with all after its first password word and a value that looks like one masked. */
function maskAfterPasswordWord(name: string): string {
  for (const m of name.matchAll(PASSWORD_PART)) {
    const from = (m.index ?? 0) + m[0].length;
    // the value's first part only (to the next `_ - .` or blank): the rest of the name is read once
    SEGMENT.lastIndex = from;
    const first = SEGMENT.exec(name)?.[0] ?? '';
    if (!name.startsWith(REDACTED, from) && passwordLike(first)) return `${name.slice(0, from)}${REDACTED}`;
  }
  return name;
}

function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  return EXTENSION.test(extension) ? [name.slice(0, dot), extension] : [name, ''];
}

/** The file name with every password it holds replaced by ***, its extension kept. Pure. */
export function redactFileName(name: string): string {
  const [stem, extension] = splitExtension(name);
  const redacted = redactText(stem)
    .replace(KEY_VALUE, (m, before, key, separator) => (PASSWORD_WORD.test(key) ? `${before}${key}${separator}${REDACTED}` : m))
    .replace(USER_PASSWORD, (_m, before, user, _password, at) => `${before}${user}${REDACTED}${at}`);
  return maskAfterPasswordWord(redacted) + extension;
}
