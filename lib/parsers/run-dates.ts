// When a run ran, where the text above it says and its output does not (sysbench and pgbench print
// no date; sql-bench's `Date of test` is its own): a date line — a `.cmd` header's `# date:
// 2026-11-30T04:12:50Z  host: …`, a `Date: 2026-11-30 04:12` label, or what `date` printed
// (`Mon Nov 30 04:12:50 UTC 2026`). Runs uploaded with their command came out undated, so the runs
// list and a history in time placed them by upload (a DBA's pass, 2026-12-07).
import type { FreeLine } from './config';
import { readDate } from './dates';
import { linesBetween } from './line-ranges';
import type { ParsedRun } from './types';

/** How far above a run its date line may be (as a heading: titles.ts). */
const DATE_REACH = 40;
/** `# date:`, `Date =`, `-- run date:`, `started at:`, `start time:` */
const LABEL = /^[#*>\s-]*(?:run[ _]date|date|started(?: at)?|start(?: time| date)?)\s*[:=]\s*/i;

/** The date a line gives, as printed: after its label (its first one or two words, or `date`'s six), or the line itself when it is what `date` printed. */
export function dateOfLine(text: string): string | null {
  if (text.length > 200) return null;
  const label = LABEL.exec(text);
  if (!label) {
    const whole = text.trim();
    return /^[A-Z][a-z]{2} /.test(whole) && readDate(whole) ? whole : null;
  }
  const words = text.slice(label[0].length).trim().split(/\s+/);
  for (const n of [6, 5, 2, 1]) {
    const candidate = words.slice(0, n).join(' ');
    if (words.length >= n && readDate(candidate)) return candidate;
  }
  return null;
}

/**
 * Each run without a date of its own takes the nearest date line above it, after the run before it;
 * else the first inside it (a `.cmd` joined to its log: the command starts the run, its `# date:`
 * comment follows it, before the output).
 */
export function assignRunDates(runs: ParsedRun[], free: readonly FreeLine[]): void {
  let previousEnd = 0;
  for (const run of runs) {
    const [start, end] = run.lines;
    const above = linesBetween(free, Math.max(previousEnd + 1, start - DATE_REACH), start);
    const inside = linesBetween(free, start, end + 1);
    previousEnd = Math.max(previousEnd, end);
    if (run.header.date || run.header.ranAt) continue;
    const found = [...above.reverse(), ...inside].find((line) => dateOfLine(line.text) !== null);
    if (!found) continue;
    run.header.ranAt = dateOfLine(found.text) as string;
    run.sources['header.ranAt'] = [found.line];
  }
}
