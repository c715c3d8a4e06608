// A long log cut into its blocks of report lines (sysbench's intervals, pgbench's progress: each
// format's `reportLines`, nothing but figures and fixed words) and the rest, which redaction
// (redact.ts) and normalization (prepare.ts) read: a 100 MB log is ~850,000 report lines.
import { FORMATS } from './formats';

/** Every format's report lines (formats/format.ts `reportLines`): whole lines of figures only. */
const REPORT_LINES = FORMATS.flatMap((f) => (f.reportLines ? [f.reportLines] : []));

/**
 * Report lines found ahead (an OltpArchive: sysbench's OLTP lines read by WebAssembly, each one
 * nothing but figures and fixed words, as reportLines would find it).
 */
export type ReportRuns = { reportEnd(text: string, from: number): number };

/** The index after the report lines that start at `i` (a line start), or `i` when none do. */
function afterReportLines(text: string, i: number, found: ReportRuns | null): number {
  let at = i;
  for (;;) {
    // those found ahead first (a run of them ends at each chunk the scan read), then any format's
    const ahead = found ? found.reportEnd(text, at) : at;
    if (ahead > at) {
      at = ahead;
      continue;
    }
    let matched = false;
    for (const lines of REPORT_LINES) {
      lines.lastIndex = at;
      if (lines.test(text)) {
        at = lines.lastIndex; // more may follow, of any format (a sticky regex takes 1,000 lines at most)
        matched = true;
        break;
      }
    }
    if (!matched) return at;
  }
}

/**
 * The parts of the text that are not report lines, as [start, end) pairs in order: each starts at a
 * line start and ends after a line break (the last may end at the text's end).
 */
export function partsOutsideReports(text: string, found: ReportRuns | null = null): number[] {
  const bounds: number[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    // a line that a continued command reaches is read with it (rules see it joined), never skipped
    const after = continuesInto(text, i) ? i : afterReportLines(text, i, found);
    if (after > i) {
      if (i > start) bounds.push(start, i);
      start = after;
      i = after;
      continue;
    }
    const newline = text.indexOf('\n', i);
    i = newline < 0 ? text.length : newline + 1;
  }
  if (start < text.length) bounds.push(start, text.length);
  return bounds;
}

/** Does the line before the one starting at `i` end with a continuation (`\`, cmd.exe's `^`, PowerShell's backtick)? */
function continuesInto(text: string, i: number): boolean {
  let j = i - 2; // the last character before the line break that ends at i - 1
  if (text.charCodeAt(j) === 13 /* \r */) j--;
  const c = text.charCodeAt(j);
  return j >= 0 && (c === 92 /* \ */ || c === 94 /* ^ */ || c === 96) /* ` */;
}

/** The first line of `text` in [start, end), with its line break. */
function firstLineOf(text: string, start: number, end: number): string {
  const newline = text.indexOf('\n', start);
  return text.slice(start, newline < 0 || newline >= end ? end : newline + 1);
}

/**
 * A text (LF line breaks) cut into its blocks of report lines and the rest (`found`: report lines
 * read ahead, each taken without its regex): `rest` is what the
 * rules read, the parts that are not report lines joined, each block standing in it as its first
 * line. `rest` is the text itself when it has no report line.
 */
export type ReportSplit = {
  /** [start, end, is a block of report lines], in order */
  segments: [number, number, boolean][];
  /** each segment's text in `rest` */
  pieces: string[];
  rest: string;
};

export function splitReports(text: string, found: ReportRuns | null = null): ReportSplit {
  const bounds = partsOutsideReports(text, found);
  if (bounds.length === 2 && bounds[0] === 0 && bounds[1] === text.length) {
    return { segments: [[0, text.length, false]], pieces: [text], rest: text };
  }
  const segments: [number, number, boolean][] = [];
  let at = 0;
  for (let k = 0; k < bounds.length; k += 2) {
    const start = bounds[k] as number;
    if (start > at) segments.push([at, start, true]);
    segments.push([start, bounds[k + 1] as number, false]);
    at = bounds[k + 1] as number;
  }
  if (at < text.length) segments.push([at, text.length, true]);
  const pieces = segments.map(([start, end, report]) => (report ? firstLineOf(text, start, end) : text.slice(start, end)));
  return { segments, pieces, rest: pieces.join('') };
}
