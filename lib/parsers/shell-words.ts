// A command line read as the shell reads it: split into words at blanks (a `\` escapes the next
// character, a continuation joins a word's halves), and a password's word read to its end over
// quotes that open inside it (`-pab"c d"` is the one word `abc d`). Linear: each reads the line once.
import { isSpace } from './redact-values';

export const isQuote = (c: string | undefined): c is '"' | "'" => c === '"' || c === "'";

/**
 * Where `quote` closes in `text` from `from` (before `end`), or -1. bash writes a `'` inside a
 * single-quoted word as `'\''` (close, an escaped quote, open again): that does not close it;
 * inside double quotes a `\` escapes the next character (`-p"ab\" cd"` is one value, `ab" cd`).
 */
export function closingQuote(text: string, quote: '"' | "'", from: number, end = text.length): number {
  for (let i = from; i < end; i++) {
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

/** Is there a continuation (`\` then a line break, which the shell drops) at `i`? */
const isContinuation = (line: string, i: number): boolean => line[i] === '\\' && line[i + 1] === '\n';

/**
 * A command line split as the shell splits it: [word, blanks, word, …, word], the first and the
 * last word '' when the line starts or ends with blanks (as `split(/(\s+)/)` would). A `\` escapes
 * the next character, so `ab\ cd` is one word. A continuation inside a word joins its halves
 * (`S3cr\` then `et` on the next line is `S3cret`); before a blank, at a word's start or at the
 * end it is a blank itself (`-p\` then `  sbtest` is a `-p` alone, the prompt). Quotes do not join
 * words here: a command inside one (`MYSQL="mysql -pS3cret"`, `ssh db1 'mysql …'`) is read too.
 */
export function shellTokens(line: string): string[] {
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

/** What closes around a command inside a word (`$(mysql -pS3cret)`, `` `…` ``): not the password's. */
const CLOSERS = '`)';
/** An operator or markup after a quote (`';`, `")`, JSON's `",`): it ends a quoted value (`-p'S3cret';`). */
const AFTER_CLOSING = ';&|)}],`<>';

/**
 * What the quote at `i` is to the word it is in: it `opens` a part of it (`-pab"c d"`, `ab'c d'`,
 * `-p"a b"`); it `ends` it when a blank or the end follows, closing a string the command stands in
 * (`MYSQL="mysql -pS3cret"`, `alias m='mysql -pS3cret'`, `X="mysql -u root -p"`: a password with a
 * blank right after a quote inside it, `ab" cd"`, is left in part); or it is `plain` inside the
 * word when an operator follows it (`"mysql -pS3cret",` loses its `",`: a quote before a `;`, `)`,
 * `,`… inside a password is as likely as a string's end, and the word is masked to its blank).
 */
function quoteRole(line: string, i: number, atStart: boolean): 'opens' | 'ends' | 'plain' {
  const next = line[i + 1];
  if (next === undefined || isSpace(next)) return 'ends';
  return atStart || !AFTER_CLOSING.includes(next) ? 'opens' : 'plain';
}

/**
 * Where the quoted part whose quote is at `i` (`'`, `"` or `$'`) ends in `line`: after its closing
 * quote (a `\` escapes one in `"…"` and `$'…'`), which may be on a later line of the command; one
 * never closed ends with its line, before the continuation `\` that may end it.
 */
function partEnd(line: string, i: number, quote: string): { end: number; closed: boolean } {
  const close = quote === "'" ? "'" : quote === '"' ? '"' : "'";
  const escapes = quote !== "'";
  for (let j = i + quote.length; j < line.length; j++) {
    if (escapes && line[j] === '\\') j++;
    else if (line[j] === close) return { end: j + 1, closed: true };
  }
  const newline = line.indexOf('\n', i);
  const end = newline < 0 ? line.length : newline;
  return { end: line[end - 1] === '\\' && end - 1 > i ? end - 1 : end, closed: false };
}

/**
 * Where the shell word that starts at `from` (a password after `-p`) ends, short of what closes
 * around the command after it (`)`, a backtick: CLOSERS); `from` for none. A `\` escapes the
 * next character (`abc\"` is the password's `"`), a continuation joins lines; a quote that opens
 * a part (quoteRole) runs to its closing quote (an operator right after it ends the word), one
 * never closed to its line's end.
 */
export function shellWordEnd(line: string, from: number): number {
  let start = from;
  while (isContinuation(line, start)) start += 2;
  let i = start;
  let valueEnd = start;
  while (i < line.length && !isSpace(line[i])) {
    const c = line[i] as string;
    if (c === '\\') {
      i = valueEnd = Math.min(i + 2, line.length);
      continue;
    }
    // (a `$` before a quote that does not open is the word's: `ab$'` then a blank)
    const ansi = c === '$' && line[i + 1] === "'" && quoteRole(line, i + 1, i === start) === 'opens';
    const quote = ansi ? "$'" : isQuote(c) ? c : '';
    const role = quote === '' ? 'plain' : quoteRole(line, i + quote.length - 1, i === start);
    if (role === 'ends') break;
    if (role === 'opens') {
      const part = partEnd(line, i, quote);
      i = valueEnd = part.end;
      if (!part.closed || AFTER_CLOSING.includes(line[i] ?? '')) return valueEnd;
      continue;
    }
    i++;
    if (!CLOSERS.includes(c)) valueEnd = i;
  }
  // (a value of closers only, `-p)`, is none)
  return valueEnd > start ? valueEnd : from;
}
