// Numbers exactly as printed: parse decimal text without arithmetic that could add float noise.

const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A printed decimal as a number, or null when the text is not one. */
export function toNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const t = text.trim();
  if (!DECIMAL.test(t)) return null;
  // a figure past any double (`1e400`, 320 digits) is Infinity, kept so that the upload is refused
  // at its line (lib/ingest/storable.ts): left out as null, it was lost without a word (an attack probe, 2026-12-07)
  return Number(t);
}

/**
 * Moves the decimal point of a printed number by `places` (negative = divide by 10^n) on the
 * text itself, so `361722.55` µs becomes exactly `361.72255` ms, not 361.72255000000004.
 */
export function shiftDecimal(text: string, places: number): number | null {
  const m = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m) return null;
  const sign = m[1] ?? '';
  let digits = `${m[2] ?? ''}${m[3] ?? ''}`;
  let point = (m[2] ?? '').length + places;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits + '0'.repeat(point - digits.length);
  const value = Number(`${sign}${digits.slice(0, point) || '0'}.${digits.slice(point) || '0'}`);
  return Number.isFinite(value) ? value : null;
}

/** Sum of printed decimals, rounded to the largest number of decimals among them (no float noise). */
export function sumPrinted(texts: string[]): number {
  const decimals = Math.max(0, ...texts.map((t) => (t.split('.')[1] ?? '').length));
  const total = texts.reduce((acc, t) => acc + Number(t), 0);
  return Number(total.toFixed(decimals));
}

const SIZE = /^(\d+(?:\.\d+)?)\s*([kmgtpe])(?:i?b)?$/i;
const SIZE_POWERS: Record<string, number> = { k: 1, m: 2, g: 3, t: 4, p: 5, e: 6 };

/**
 * Bytes for a MySQL-style size (`1G`, `512M`, `16K`, `1.5G`): the suffix is a power of 1024, as
 * mysqld reads it. Null for anything else (plain numbers are left to the caller).
 */
export function parseSizeBytes(value: string): number | null {
  const m = SIZE.exec(value.trim());
  if (!m) return null;
  const power = SIZE_POWERS[(m[2] ?? '').toLowerCase()];
  if (power === undefined) return null;
  return Math.round(Number(m[1]) * 1024 ** power);
}
