// A password in the name of an uploaded file (`bench-mysql-password=hunter2.log`, `run_pw=abc.txt`,
// `postgres:secret@db1-pgbench.log`): the text rules, plus the short forms people put in names.
import { redactText } from './redact';
import { REDACTED } from './redact-values';

/** `.log`, `.txt`, `.gz`: kept as is (a password cannot be told from an extension otherwise). */
const EXTENSION = /^\.[A-Za-z0-9]{1,8}$/;
/** `…_pw=x`, `…-pass:x`: a name part ending in a password word, then `=` or `:` and the value. */
const KEY_VALUE = /(^|[^\w.-])([\w.-]+)([=:])([^\s=:@/\\]+)/g;
const PASSWORD_WORD = /(?:password|passwd|pass|pwd|pw|token|secret|api[_-]?key)$/i;
/** `user:password@host` without a scheme. */
const USER_PASSWORD = /(^|[^\w.%+-])([\w.%+-]+:)([^\s:@/\\]+)(@)/g;

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
  return redacted + extension;
}
