// Which lines the structures found so far cover, and the lines near a given one, answered without
// rescanning: a document of many small structures (my.cnf blocks, tables, runs) must cost time
// in proportion to its length, not to its length times the number of structures.
import type { FreeLine } from './config';

type Ranged = { lines: readonly [number, number] };

/**
 * A test for "is this 1-based line inside one of the ranges": a difference array summed once,
 * O(lines + ranges) whatever the ranges (nested, overlapping, in any order).
 */
export function coveredLines(ranges: readonly Ranged[], lineCount: number): (line: number) => boolean {
  if (ranges.length === 0) return () => false;
  const depth = new Int32Array(lineCount + 2);
  for (const { lines } of ranges) {
    const from = Math.max(1, lines[0]);
    const to = Math.min(lineCount, lines[1]);
    if (from > to) continue;
    depth[from] = (depth[from] ?? 0) + 1;
    depth[to + 1] = (depth[to + 1] ?? 0) - 1;
  }
  const covered = new Uint8Array(lineCount + 2);
  let open = 0;
  for (let line = 1; line <= lineCount; line++) {
    open += depth[line] ?? 0;
    if (open > 0) covered[line] = 1;
  }
  return (line) => covered[line] === 1;
}

/** Index of the first line numbered `line` or more in lines sorted by number (binary search). */
function firstAtOrAfter(lines: readonly FreeLine[], line: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((lines[middle] as FreeLine).line < line) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The lines numbered `from` up to (not including) `before`, of lines sorted by number. */
export function linesBetween(lines: readonly FreeLine[], from: number, before: number): FreeLine[] {
  const window: FreeLine[] = [];
  for (let i = firstAtOrAfter(lines, from); i < lines.length && (lines[i] as FreeLine).line < before; i++)
    window.push(lines[i] as FreeLine);
  return window;
}
