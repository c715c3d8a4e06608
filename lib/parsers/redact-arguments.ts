// A call's or a tuple's arguments read one by one, for the rules that mask a password by its place
// among them (redact-code.ts: a driver's connect; redact-sql.ts: an INSERT's values).
import { isMaskedValue, maskHeard } from './redact-values';

/**
 * The arguments in `args` (what follows a call's or a tuple's `(`, to the line's end) up to its
 * closing `)`, each as [from, to): split at a comma outside quotes and brackets, a string's `\`
 * escape read (SQL's doubled quote reads as two strings, and stays in one argument). A `;` ends
 * them as a `)` does; so does the line's end.
 */
export function argumentsIn(args: string): { from: number; to: number }[] {
  const found: { from: number; to: number }[] = [];
  let depth = 0;
  let from = 0;
  let quote = '';
  for (let i = 0; i <= args.length; i++) {
    const c = args[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (depth > 0 && (c === ')' || c === ']' || c === '}')) depth--;
    else if (c === undefined || (depth === 0 && (c === ',' || c === ')' || c === ';'))) {
      found.push({ from, to: i });
      if (c !== ',') break;
      from = i + 1;
    }
  }
  return found;
}

/** A string literal written in full (`"x"`, `'x'`, `` `x` ``), not a variable, an expression or one masked already. */
export function isStringLiteral(value: string): boolean {
  const quote = value[0];
  return (quote === '"' || quote === "'" || quote === '`') && value.endsWith(quote) && value.length >= 3 && !isMaskedValue(value);
}

/** `args` with the string literal in [from, to) masked inside its quotes (its blanks around kept). */
export function withLiteralMasked(args: string, { from, to }: { from: number; to: number }): string {
  const written = args.slice(from, to);
  const value = written.trim();
  const at = from + written.indexOf(value);
  const quote = value[0];
  return `${args.slice(0, at)}${quote}${maskHeard(value.slice(1, -1))}${quote}${args.slice(at + value.length)}`;
}
