// What the history chart draws of its rows' bands (a module of its own: the chart runs in the browser, rows.ts imports the statistics).
import type { HistoryRow } from './rows';

/**
 * Which bands the chart draws: an area joins adjacent steps, so a band shows only where two steps
 * next to each other both have it (a lone step with repeats, or an interval too wide, draws none).
 */
export function drawnBands(rows: readonly HistoryRow[]): { minMax: boolean; ci: boolean } {
  const joined = (has: (r: HistoryRow) => boolean) => rows.some((r, i) => i > 0 && has(r) && has(rows[i - 1] as HistoryRow));
  return { minMax: joined((r) => r.min !== null && r.max !== null), ci: joined((r) => r.ciLow !== null && r.ciHigh !== null) };
}

/** The history chart's caption: what its line, whiskers and bands are, naming only those it draws. */
export function historyCaption(rows: readonly HistoryRow[]): string {
  const bands = drawnBands(rows);
  const whiskers = rows.some((r) => r.min !== null && r.max !== null);
  const parts = ["The line joins each step's median"];
  if (whiskers) parts.push('a whisker spans its repeats’ min–max');
  if (bands.minMax) parts.push('the light band joins the min–max of adjacent steps with repeats');
  if (bands.ci) parts.push('the darker one their 95% confidence interval of the mean');
  if (!whiskers) parts.push('no step has repeats, so there is no spread to draw');
  return `${parts.join('; ')}.`;
}
