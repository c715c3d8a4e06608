// A figure's key as a reader reads it: `fairnessTimeAvgS` → `fairness time avg (s)`,
// `throughputMiBPerSec` → `throughput (MiB/s)`, `deadlocksPerSec` → `deadlocks per second`. The run page listed the code's names (a
// walkthrough, 2026-12-07). Pure.

/** Units a key ends with, longest first, and how they are written. */
const UNITS: [string, string][] = [
  ['MiBPerSec', 'MiB/s'],
  ['PerSec', '/s'],
  ['MiB', 'MiB'],
  ['Ms', 'ms'],
  ['Us', 'µs'],
  ['S', 's'],
];

/** `fairnessTimeAvgS` → `fairness time avg (s)`; a key with no capitals is left as it is (`tpmC` stays). */
export function figureLabel(key: string): string {
  if (!/^[a-z]+(?:[A-Z][a-z]*|\d+)+$/.test(key) || /^[a-z]+[A-Z]$/.test(key)) return key;
  let stem = key;
  let unit = '';
  for (const [suffix, text] of UNITS) {
    if (stem.endsWith(suffix) && stem.length > suffix.length && /[a-z\d]$/.test(stem.slice(0, -suffix.length))) {
      stem = stem.slice(0, -suffix.length);
      unit = text;
      break;
    }
  }
  const words = stem
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.toLowerCase() : w))
    .join(' ');
  if (!unit) return words;
  return unit === '/s' ? `${words} per second` : `${words} (${unit})`;
}
