// Ratio matrices (seed 003): tests × thread counts, each cell A / B × 100, with geometric means
// per row and column that leave out the cells marked as excluded ("insert/4 is a glitch").

import { ownValue } from '../own-value';
import { geometricMean } from './math';

export type MatrixCell = { value: number | null; note: string | null; excluded: boolean; line?: number | null };
export type RatioMatrix = { rows: string[]; columns: string[]; cells: MatrixCell[][] };
export type MatrixMeans = { rowMeans: (number | null)[]; columnMeans: (number | null)[]; overall: number | null };

const percentMean = (values: number[]) => {
  const g = geometricMean(values.map((v) => v / 100));
  return g === null ? null : g * 100;
};

export function matrixMeans(matrix: RatioMatrix): MatrixMeans {
  const included = (c: MatrixCell | undefined): c is MatrixCell & { value: number } => c !== undefined && !c.excluded && c.value !== null;
  const rowMeans = matrix.cells.map((row) => percentMean(row.filter(included).map((c) => c.value)));
  const columnMeans = matrix.columns.map((_, j) =>
    percentMean(
      matrix.cells
        .map((row) => row[j])
        .filter(included)
        .map((c) => c.value),
    ),
  );
  const overall = percentMean(
    matrix.cells
      .flat()
      .filter(included)
      .map((c) => c.value),
  );
  return { rowMeans, columnMeans, overall };
}

export type MatrixRun = { id: number; test: string | null; threads: number | null; value: number | null; tags: Record<string, string> };

/** From runs: split by a dimension into A and B, cell = mean(A) / mean(B) × 100 per test and thread count. */
export function ratioMatrixFromRuns(
  runs: MatrixRun[],
  dimension: string,
  a: string,
  b: string,
): RatioMatrix & { pairs: { row: string; column: string; aRuns: number[]; bRuns: number[] }[] } {
  const usable = runs.filter((r) => r.test !== null && r.threads !== null && r.value !== null);
  const rows = [...new Set(usable.map((r) => r.test as string))].sort();
  const columns = [...new Set(usable.map((r) => r.threads as number))].sort((x, y) => x - y).map(String);
  const pairs: { row: string; column: string; aRuns: number[]; bRuns: number[] }[] = [];
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
  const cells = rows.map((row) =>
    columns.map((column): MatrixCell => {
      const here = usable.filter((r) => r.test === row && String(r.threads) === column);
      const side = (v: string) => here.filter((r) => ownValue(r.tags, dimension) === v);
      const aRuns = side(a);
      const bRuns = side(b);
      pairs.push({ row, column, aRuns: aRuns.map((r) => r.id), bRuns: bRuns.map((r) => r.id) });
      const av = mean(aRuns.map((r) => r.value as number));
      const bv = mean(bRuns.map((r) => r.value as number));
      return { value: av !== null && bv !== null && bv > 0 ? (av / bv) * 100 : null, note: null, excluded: false };
    }),
  );
  return { rows, columns, cells, pairs };
}

/**
 * The two sides a ratio table's caption names (`MariaDB q/s / MySQL q/s * 100`: MariaDB q/s and
 * MySQL q/s), or null when it names none: the legend says them instead of "A" and "B".
 */
export function ratioSides(caption: string): { a: string; b: string } | null {
  const text = caption
    .trim()
    .replace(/^\(|\)$/g, '')
    .trim();
  const times = Math.max(text.lastIndexOf('*'), text.lastIndexOf('×'));
  if (times < 0 || text.slice(times + 1).trim() !== '100') return null;
  const ratio = text.slice(0, times).trim();
  const parts = ratio.split(' / ');
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((p) => p.trim()) as [string, string];
  return a && b && a.length <= 80 && b.length <= 80 ? { a, b } : null;
}
