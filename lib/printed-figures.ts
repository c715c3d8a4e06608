// A figure as its log printed it: `472.20 per sec.` is stored as the number 472.2, and shown as
// `472.20` again on the run page, where its line is at hand. The number is found back on its line
// by value (the decimal token that reads as the same number), so nothing new is stored and a
// figure computed or converted (never printed as such) is left to the usual formatting. Pure.
import { formatNumber, numberFormat, rowDecimals } from './format';

/** Decimal numbers on a line, each read whole (`1,654.39` is 1 and 654.39: sysbench prints no separators). Linear. */
const DECIMAL = /(?<![\d.])[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![\d.])/g;
/** A token longer than this is no figure a log prints (and would only cost time to read). */
const MAX_TOKEN = 40;

/** Whether the token ending at `end` reads `… per sec` (sysbench's `0      (0.00 per sec.)`). */
function perSecondAfter(line: string, end: number): boolean {
  let at = end;
  while (line[at] === ' ') at += 1;
  return line.startsWith('per sec', at);
}

/**
 * How many decimals `value` was printed with on `line`, or null when no token on it reads as
 * `value`. Where a count and its rate read alike (`deadlocks: 0 (0.00 per sec.)`), `rate` says
 * which the figure is: a rate is the token before `per sec`, a count any other.
 */
export function printedDecimals(value: number, line: string, rate?: boolean): number | null {
  let first: string | undefined;
  for (const match of line.matchAll(DECIMAL)) {
    const token = match[0];
    if (token.length > MAX_TOKEN || Number(token) !== value) continue;
    first ??= token;
    if (rate === undefined || perSecondAfter(line, match.index + token.length) === rate) {
      first = token;
      break;
    }
  }
  if (first === undefined || /[eE]/.test(first)) return null; // an exponent: its decimals are not the figure's
  return first.split('.')[1]?.length ?? 0;
}

/** Whether a figure's key or path names a rate (`deadlocksPerSec`, `metrics.tps`, `errors_per_sec`). */
export const isRateKey = (key: string) => {
  const lower = (key.split('.').pop() ?? key).toLowerCase();
  return lower === 'tps' || lower === 'qps' || lower.endsWith('persec') || lower.endsWith('per_sec') || lower.endsWith('persecond');
};

/** The decimals a tool's summary prints rates and latencies with (its format's printedDecimals). */
export type ToolDecimals = { rate: number; latency: number };

const RATE_METRICS = new Set(['tps', 'qps', 'eventsPerSec']);

/**
 * The decimals a metric's figure is printed with by a tool that says (sysbench: 2 for tps and every
 * latency; pgbench: 6 and 3), 0 when its tool or the metric has none: `2,089.20`, not `2,089.2`.
 */
export function metricDecimals(key: string, printed: ToolDecimals | undefined): number {
  if (!printed) return 0;
  if (RATE_METRICS.has(key)) return printed.rate;
  return /^lat\w*Ms$/.test(key) ? printed.latency : 0;
}

/** The figure with exactly `decimals` decimals, grouped for reading (`472.20`, `1,654.397701`). */
export function formatWithDecimals(value: number, decimals: number): string {
  const digits = Math.min(20, Math.max(0, decimals));
  return numberFormat(digits, digits).format(value);
}

/**
 * The figure as printed on its one source line when it is found there, else as formatNumber shows
 * it. `key`, the figure's name, tells a rate from a count printed alike on the line.
 */
export function formatAsPrinted(value: number | null, line: string | undefined, key?: string): string {
  const decimals =
    value === null || line === undefined ? null : printedDecimals(value, line, key === undefined ? undefined : isRateKey(key));
  return value === null || decimals === null ? formatNumber(value) : formatWithDecimals(value, decimals);
}

/**
 * The decimals each column of a table of figures is shown with: the most any row's figure was
 * printed with on its line (sql-bench's `19.00`, stored 19), or has as a number where its line is
 * not at hand. Every figure of a column is then shown alike, as its tool printed the column.
 */
export function columnDecimals<K extends string>(
  rows: readonly ({ line: number } & Record<K, number | null>)[],
  keys: readonly K[],
  lineText: (line: number) => string | undefined,
): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of keys) {
    let most = rowDecimals(rows.map((r) => r[key]));
    for (const r of rows) {
      const value = r[key];
      const text = value === null ? undefined : lineText(r.line);
      const printed = value === null || text === undefined ? null : printedDecimals(value, text);
      if (printed !== null) most = Math.max(most, Math.min(printed, 6));
    }
    out[key] = most;
  }
  return out;
}
