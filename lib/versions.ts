// Server versions in release order: numbers as numbers (5.1.45 < 5.5.22 < 10.11.6, never the
// string order that puts 10.11.6 first), whatever text follows them (`5.5.20-log`, `8.0.0-dmr`).

/** The dotted numbers a version starts with (after any leading text): `MySQL 5.5.20-log` → [5, 5, 20]. */
export function versionNumbers(version: string): number[] {
  const start = version.search(/\d/);
  if (start < 0) return [];
  const numbers: number[] = [];
  let digits = '';
  for (const ch of version.slice(start, start + 100)) {
    if (ch >= '0' && ch <= '9') digits += ch;
    else if (ch === '.' && digits !== '') {
      numbers.push(Number(digits));
      digits = '';
    } else break;
  }
  if (digits !== '') numbers.push(Number(digits));
  return numbers;
}

/** Negative when `a` is the older version; versions without numbers come after every numbered one. */
export function compareVersions(a: string, b: string): number {
  const x = versionNumbers(a);
  const y = versionNumbers(b);
  if (x.length === 0 || y.length === 0) return y.length - x.length || a.localeCompare(b, 'en', { numeric: true });
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return d;
  }
  return a.localeCompare(b, 'en', { numeric: true });
}
