// A text that ends inside a line (no line break after it) may have been cut there: a log copied
// while sysbench was still writing, a paste or a download that stopped short. `max: 685.86` cut
// to `max: 6` read as a maximum below the average, the run complete and nothing said (a probe,
// 2026-12-06). The figures a run read from such a last line are left out, and the run says so,
// unless the line cannot have been cut in a figure: it ends in a word or a bracket, or it has the
// shape of a line just before it (an interval line after another, sysbench's `execution time` after
// `events`, a table's row after a row), figures and all, so that a log whose last line is whole
// but has no line break after it (a paste) keeps it.
import type { MetricName } from './draft';
import type { Lines } from './lines';
import { attachIntervalColumns, detachIntervalColumns, intervalCount } from './run-intervals';
import type { ParsedRun } from './types';

/**
 * A line with each run of words one letter (`execution time` as `events`), its spaces one, and each number its decimals: `max: 685.86`
 * and `avg: 13.71` are alike, `max: 6` and `max: 685.8` are not.
 */
const shapeOf = (line: string) =>
  line
    .replace(/[A-Za-z_]+(?:[ \t]+[A-Za-z_]+)*/g, 'a')
    .replace(/\d+(\.\d*)?/g, (_, decimals: string | undefined) => `9${decimals ? `.${'9'.repeat(decimals.length - 1)}` : ''}`)
    .replace(/\s+/g, ' ')
    .trim();

/** The 1-based number of the text's last line when the text may have been cut inside one of its figures; null otherwise. */
export function cutLastLine(lines: Lines): number | null {
  const { text } = lines;
  if (lines.length === 0 || text.endsWith('\n')) return null;
  const last = text.charCodeAt(text.length - 1);
  if (!((last >= 48 && last <= 57) || last === 46)) return null;
  const line = lines.get(lines.length - 1);
  if (line.length > 4096 || lines.length === 1) return lines.length;
  // a whole number can be cut to a shorter one of the same shape (`total: 658416` → `total: 6`,
  // sql-bench's TOTALS row in its count)
  if (!/\.\d+$/.test(line)) return lines.length;
  // one of the three lines before (an interval line after one that printed N/A)
  const shape = shapeOf(line);
  for (let i = lines.length - 2; i >= Math.max(0, lines.length - 4); i--) if (shapeOf(lines.get(i)) === shape) return null;
  return lines.length;
}

/**
 * Takes out of `run` what it read from `line`, the text's cut last line (cutLastLine), and says so.
 * Only the line's last figure can have been cut: the figures equal to it, and those computed from
 * the line, go (all the line's when none is equal: a figure read in another unit).
 */
export function dropCutFigures(run: ParsedRun, line: number, lineText: string): void {
  if (line < run.lines[0] || line > run.lines[1]) return;
  const lastFigure = lastNumberOf(lineText);
  const fromLine = Object.keys(run.sources).filter((path) => run.sources[path]?.includes(line));
  const equal = fromLine.filter((path) => !run.derived.includes(path) && valueAt(run, path) === lastFigure);
  const dropping = equal.length > 0 ? fromLine.filter((path) => equal.includes(path) || run.derived.includes(path)) : fromLine;
  const dropped: string[] = [];
  for (const path of dropping) {
    if (!clear(run, path)) continue;
    delete run.sources[path];
    run.derived = run.derived.filter((p) => p !== path);
    dropped.push(path.replace(/^(metrics|figures|parameters)\./, ''));
  }
  const before = run.operations.length + run.tests.length + run.histogram.length;
  run.operations = run.operations.filter((o) => o.line !== line);
  run.tests = run.tests.filter((t) => t.line !== line);
  run.histogram = run.histogram.filter((b) => b.line !== line);
  if (run.operations.length + run.tests.length + run.histogram.length < before) dropped.push('its row');
  if (intervalCount(run) > 0 && dropLastInterval(run, line)) dropped.push('its interval');
  if (dropped.length === 0) return;
  run.warnings.push({
    line,
    message: `the text ends inside this line, with no line break after it: its last figure may have been cut short, so it is left out (${dropped.join(', ')}). Upload the whole log, or end it with a line break if the line is whole: ${lineText.trim().slice(0, 120)}`,
  });
}

/** The number the line ends with (`… max: 6` → 6, `2588.00 3425950` → 3425950), read back from its end (no regex: linear). */
function lastNumberOf(line: string): number {
  let start = line.endsWith('.') ? line.length - 1 : line.length;
  const end = start;
  let point = false;
  while (start > 0) {
    const c = line.charCodeAt(start - 1);
    if (c >= 48 && c <= 57) start--;
    else if (c === 46 && !point && start < end) {
      point = true;
      start--;
    } else break;
  }
  return Number(line.slice(line.charCodeAt(start) === 46 ? start + 1 : start, end));
}

/** The number at a figure's path (`metrics.latencyMs.max`, `figures.totalTests`), or undefined. */
function valueAt(run: ParsedRun, path: string): unknown {
  const [kind, name, sub] = path.split('.');
  if (kind === 'metrics' && name === 'latencyMs' && sub) return (run.metrics.latencyMs as Record<string, unknown>)[sub];
  if (kind === 'metrics' && name && !sub) return run.metrics[name as MetricName];
  if (kind === 'figures' || kind === 'parameters') return run[kind][path.slice(kind.length + 1)];
  return undefined;
}

/** Sets the figure at `path` to "not printed"; false for a path that is no figure (a title, a command). */
function clear(run: ParsedRun, path: string): boolean {
  const [kind, name, sub] = path.split('.');
  if (kind === 'metrics' && name === 'latencyMs' && sub) {
    (run.metrics.latencyMs as Record<string, number | null>)[sub] = null;
    return true;
  }
  if (kind === 'metrics' && name && !sub) {
    run.metrics[name as MetricName] = null;
    return true;
  }
  if ((kind === 'figures' || kind === 'parameters') && name) {
    delete run[kind][path.slice(kind.length + 1)];
    return true;
  }
  if (path === 'serverVersion' || path === 'toolVersion') {
    run[path] = null;
    return true;
  }
  return false;
}

/** Drops the run's last interval when it is on `line`. */
function dropLastInterval(run: ParsedRun, line: number): boolean {
  const columns = detachIntervalColumns(run);
  if (columns) {
    const cut = columns.line(columns.length - 1) === line;
    if (cut) columns.length--;
    attachIntervalColumns(run, columns); // still columns: 850,000 rows are not made objects for one dropped
    return cut;
  }
  if (run.intervals.at(-1)?.line !== line) return false;
  run.intervals = run.intervals.slice(0, -1);
  return true;
}
