// Format.reportLines are asked only whether lines match: their groups need not capture.

/**
 * A regex source with every capturing group made non-capturing (the same language). Redaction
 * tests a format's report lines over most of a long log, and the captures cost a third of the time
 * (70 → 45 ms over a 100 MB sysbench log). The regex inventory (tests/unit/security) applies it too.
 */
/** An unescaped `[…]` class with a `(` in it (one scan: it stops at the next `[`, `]` or `(`). */
const CLASS_WITH_PAREN = /(?<!\\)\[[^\][(]*\(/;
/** `\1` … `\9`, `\k<name>` */
const BACKREFERENCE = /\\(?:[1-9]|k<)/;

export function nonCapturing(source: string): string {
  // a `(` in a class is no group, and a backreference needs its group: refused rather than changed
  if (CLASS_WITH_PAREN.test(source) || BACKREFERENCE.test(source))
    throw new Error(`nonCapturing: a class with ( or a backreference in ${source}`);
  // every unescaped `(` that does not open a `(?…)` group
  return source.replace(/(?<!\\)\((?!\?)/g, '(?:');
}
