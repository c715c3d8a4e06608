// A figure's key as a reader reads it: `fairnessTimeAvgS` → `fairness time avg (s)`,
// `throughputMiBPerSec` → `throughput (MiB/s)`, `deadlocksPerSec` → `deadlocks per second`. The
// run page listed the code's names (a walkthrough, 2026-12-07). Pure; no regex (each is one pass).

/** Units a key ends with, longest first, and how they are written. */
const UNITS: [string, string][] = [
  ['MiBPerSec', '(MiB/s)'],
  ['PerSec', 'per second'],
  ['MiB', '(MiB)'],
  ['Ms', '(ms)'],
  ['Us', '(µs)'],
  ['S', '(s)'],
];

const isLower = (c: string) => c >= 'a' && c <= 'z';
const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const isDigit = (c: string) => c >= '0' && c <= '9';

/** `fairnessTimeAvgS` → `fairness time avg (s)`; a key that is not camelCase, or ends in one capital (`tpmC`), as it is. */
export function figureLabel(key: string): string {
  const first = key[0] ?? '';
  if (!isLower(first) || [...key].some((c) => !isLower(c) && !isUpper(c) && !isDigit(c))) return key;
  // a name ending in one capital that is no unit (`tpmC`) is a name, as written
  const last = key.at(-1) ?? '';
  if (isUpper(last) && !isUpper(key.at(-2) ?? '') && !UNITS.some(([unit]) => key.endsWith(unit))) return key;
  let stem = key;
  let unit = '';
  for (const [suffix, text] of UNITS) {
    const before = stem.slice(0, -suffix.length);
    if (stem.endsWith(suffix) && before !== '' && !isUpper(before.at(-1) ?? '')) {
      stem = before;
      unit = text;
      break;
    }
  }
  // words start at a capital after a small letter or a digit; a run of capitals is one word (`CPU`)
  const words: string[] = [];
  let word = '';
  for (let i = 0; i < stem.length; i++) {
    const c = stem[i] ?? '';
    const previous = stem[i - 1] ?? '';
    if (isUpper(c) && word !== '' && !isUpper(previous)) {
      words.push(word);
      word = '';
    }
    word += c;
  }
  if (word) words.push(word);
  const shown = words.map((w) => (w.length > 1 && isUpper(w[0] ?? '') && isLower(w[1] ?? '') ? w.toLowerCase() : w)).join(' ');
  return unit ? `${shown} ${unit}` : shown;
}
