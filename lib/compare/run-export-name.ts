import type { RunColumn } from './sections/runs';

/** A run as a cell of an exported table: the same number and label as its column's head on the page. */
export function runExportName(run: RunColumn | undefined): string {
  return run ? `#${run.number} ${run.label}` : '';
}
