// The one place a compared run gets its chart key (`r<id>`, and `r<id>Min`/`r<id>Max` for its
// min–max band) and its legend entry, and the one pivot from "a row per category, a cell per run"
// to chart rows. Sections build their chart rows here; chart components only draw them.
import { seriesRepeatsColor } from '../chart-colors';

/** A line or bar: its key in the rows, its legend text, the full text on hover, its colour. */
export type ChartSeries = { key: string; label: string; title?: string; color: string; dashed?: boolean };
/** A chart row with a category (a metric, a test) and a value per run. */
export type CategoryRow = Record<string, string | number | null>;
/** A line chart row: its x (seconds, threads) and a value per series. */
export type PointRow = Record<string, number | null>;

/** A run's key in every chart row and series: stable (its id), unique among the runs compared. */
export function seriesKey(runId: number): string {
  return `r${runId}`;
}

/** The keys of a run's min–max band (downsampled interval lines). */
export function bandKeys(runId: number): { low: string; high: string } {
  const key = seriesKey(runId);
  return { low: `${key}Min`, high: `${key}Max` };
}

/** A line or bar that is not one run (a scaling series: runs that differ only in threads). */
export function groupSeriesKey(index: number): string {
  return `s${index}`;
}

/** How a run is named in legends, table heads and exports: its place in the comparison and what sets it apart. */
export function runLabel(run: { number: number; label: string }): string {
  return `#${run.number} ${run.label}`;
}

export function runSeries(run: { id: number; number: number; label: string; title: string; color: string }): ChartSeries {
  const series = { key: seriesKey(run.id), label: runLabel(run), title: `#${run.number} ${run.title}`, color: run.color };
  // the 9th run on has the colour of the run eight before it: drawn dashed (or light), as its legend shows it
  return seriesRepeatsColor(run.number - 1) ? { ...series, dashed: true } : series;
}

/**
 * Chart rows from a table whose cells are in run order: one row per category (`{ [categoryKey]:
 * name, r12: value, r15: value }`), a cell per run under the run's key.
 */
export function pivotRows<C>(
  categoryKey: string,
  categories: { name: string; cells: C[] }[],
  runIds: number[],
  valueAt: (cell: C) => number | null,
): CategoryRow[] {
  return categories.map((category) => ({
    [categoryKey]: category.name,
    ...Object.fromEntries(
      runIds.map((id, i) => {
        const cell = category.cells[i];
        return [seriesKey(id), cell === undefined ? null : valueAt(cell)];
      }),
    ),
  }));
}
