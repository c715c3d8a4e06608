// A URL's credentials (`mysql://root:S3cret@db/sbtest`), clearer as a small scanner than as a
// regex: the password runs from the first `:` to the last `@` before the path and may hold `:`, `@`
// and `/` (passwordSpan). Linear: each URL of a token is read once, left to right.
import { REDACTED } from './redact-values';

/** First index of `char` in text[from, to), or -1 (String#indexOf cannot stop early). */
function indexIn(text: string, char: string, from: number, to: number): number {
  for (let i = from; i < to; i++) if (text[i] === char) return i;
  return -1;
}

function lastIndexIn(text: string, char: string, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (text[i] === char) return i;
  return -1;
}

/** A token's known prefix: GitHub's (`ghp_`, `github_pat_`…), GitLab's `glpat-`, Slack's `xox?-`. */
const TOKEN_PREFIX = /^(?:gh[pousr]_|github_pat_|glpat-|xox[abprs]-)/;

/**
 * A URL whose user name is a token and has no password (`https://ghp_…@github.com/org/x.git`, as
 * git is given one): the user name, as [from, to), when it reads as a token, a known prefix or 20
 * characters and more of letters with digits; null for a user name (`git@`, `root@`).
 */
function tokenAsUser(url: string, start: number, authorityEnd: number): [number, number] | null {
  const at = lastIndexIn(url, '@', start, authorityEnd);
  if (at <= start) return null;
  const user = url.slice(start, at);
  const looksLikeToken = TOKEN_PREFIX.test(user) || (user.length >= 20 && /^[\w-]+$/.test(user) && /\d/.test(user) && /[a-z]/i.test(user));
  return looksLikeToken ? [start, at] : null;
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
  if (colon < 0) return tokenAsUser(url, start, authorityEnd);
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
