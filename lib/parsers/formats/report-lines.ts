// Format.reportLines are asked only whether lines match: their groups need not capture.

/**
 * A regex source with every capturing group made non-capturing (the same language). Redaction
 * tests a format's report lines over most of a long log, and the captures cost a third of the time
 * (70 → 45 ms over a 100 MB sysbench log). The regex inventory (tests/unit/security) applies it too.
 */
export function nonCapturing(source: string): string {
  // every unescaped `(` that does not open a `(?…)` group (the bodies use no `(` inside a class)
  return source.replace(/(?<!\\)\((?!\?)/g, '(?:');
}
