// How figures are shown: printed precision kept, units named.
import type { Direction, MetricDef } from './metrics';

export type { Direction } from './metrics';

export type Headline = {
  label: string;
  value: number | null;
  unit: string;
  direction: Direction;
  /** the decimals its tool prints it with (`472.20`: a trailing zero is not stored), where known */
  decimals?: number;
};

/** A headline per second (tps, qps, events/s): the figures a tool prints with its rate decimals. */
export const isRateHeadline = (h: Pick<Headline, 'unit'>): boolean => h.unit.endsWith('/s') || h.unit === 'tps' || h.unit === 'qps';

/** A headline from a catalogue entry (lib/run-headline.ts picks which one a run's format names). */
export function headlineFrom(def: MetricDef, value: number | null, label?: string): Headline {
  return { label: label ?? def.label, value, unit: def.unit, direction: def.direction };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * `value.toLocaleString('en-US', { maximumFractionDigits, minimumFractionDigits })`, the same text, from a formatter made
 * once per precision: toLocaleString builds a new Intl.NumberFormat on every call (~30 µs; a run or
 * compare page shows hundreds of figures, ~9 ms of every run page's server time).
 */
export function numberFormat(maximumFractionDigits: number, minimumFractionDigits = 0): Intl.NumberFormat {
  const key = `${minimumFractionDigits}/${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** Numbers as the tool printed them (no rounding of stored values), grouped for reading. */
export function formatNumber(value: number | null | undefined, maximumFractionDigits = 6, minimumFractionDigits = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return numberFormat(maximumFractionDigits, minimumFractionDigits).format(value);
}

/**
 * The decimals a row of figures is shown with: the most any of them has (at most `max`), so that
 * runs that printed `669.439800` and `389.050391` read so side by side, not `669.4398` beside six
 * decimals (a number's trailing zeros are not stored; its row's tool printed them).
 */
export function rowDecimals(values: readonly (number | null)[], max = 6): number {
  let most = 0;
  for (const v of values) {
    if (v === null || !Number.isFinite(v)) continue;
    const text = String(v);
    if (/e/i.test(text)) continue; // 1e-7: no decimals to show as printed
    most = Math.max(most, text.split('.')[1]?.length ?? 0);
  }
  return Math.min(most, max);
}

/** A commit as people read one: a full 40- or 64-digit hash cut to 12 digits, anything else as given. */
export function shortCommit(commit: string): string {
  return /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i.test(commit) ? commit.slice(0, 12) : commit;
}

/** A count and its noun, singular for one: "1 run", "12,000 runs", "2 alerts". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

export function formatPercent(ratio: number | null, digits = 2): string {
  if (ratio === null || !Number.isFinite(ratio)) return '—';
  const pct = (ratio - 1) * 100;
  const sign = pct > 0 ? '+' : pct < 0 ? '−' : '±';
  return `${sign}${Math.abs(pct).toFixed(digits)}%`;
}

export function formatBytes(bytes: number | bigint | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  const n = Number(bytes);
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${Number(v.toFixed(v < 10 && i > 0 ? 1 : 0))} ${units[i]}`;
}

/**
 * A time the app stored (in UTC) as a person reads it, saying so: `2026-12-07 04:05 UTC` (a
 * walkthrough read them as local times). `zone: false` in a column whose header says UTC.
 */
export function formatDate(date: Date, { zone = true }: { zone?: boolean } = {}): string {
  const text = date.toISOString().slice(0, 16).replace('T', ' ');
  return zone ? `${text} UTC` : text;
}

/** A label that fits a legend or a column header; the full text goes in a title attribute. */
export function shortLabel(text: string, max = 28): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A label as at most `maxLines` lines of at most `width` characters, broken between words; what
 * does not fit is cut in the middle of the last line (middleLabel), so a build's version at its end
 * stays. Pure, and linear (no pattern).
 */
export function wrapLabel(text: string, width: number, maxLines = 2): string[] {
  const size = Math.max(4, Math.floor(width));
  const lines: string[] = [];
  let line = '';
  const words = text.split(' ').filter((w) => w !== '');
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    if (line === '' || line.length + 1 + word.length <= size) {
      line = line === '' ? word : `${line} ${word}`;
      continue;
    }
    if (lines.length === maxLines - 1) {
      // the last line takes the rest, cut in its middle
      line = `${line} ${words.slice(i).join(' ')}`;
      break;
    }
    lines.push(line);
    line = word;
  }
  if (line !== '') lines.push(line);
  return lines.map((l) => middleLabel(l, size));
}

/**
 * A label cut in its middle: builds differ at their end as often as at their start ("MySQL 5.1.45
 * InnoDB plugin 1.0.6" and "… 1.0.6 + tcmalloc"), so both ends stay.
 */
export function middleLabel(text: string, max = 30): string {
  if (text.length <= max) return text;
  const head = Math.ceil((max - 1) / 2);
  return `${text.slice(0, head).trimEnd()}…${text.slice(text.length - (max - 1 - head)).trimStart()}`;
}
